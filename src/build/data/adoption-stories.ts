import { z } from 'zod';
import { BuildError, type Problem } from '../errors.ts';
import { readYamlFile } from '../sources/read-yaml.ts';

export const AdoptionStorySchema = z
  .object({
    organisation: z.string().min(1),
    industry: z.string().min(1),
    /** One sentence, in our words, on what they use DataHub for. */
    useCase: z.string().min(1),
    link: z.string().url(),
    linkType: z.enum(['talk', 'blog', 'case-study']),
  })
  .strict();

export type AdoptionStory = z.output<typeof AdoptionStorySchema>;

/** Reads and validates the adoption stories data file; problems name the entry, field and line. */
export function loadAdoptionStories(file: string, displayPath: string): AdoptionStory[] {
  const problems: Problem[] = [];
  const stories = readYamlFile(file, displayPath, z.array(AdoptionStorySchema), problems);
  if (!stories) throw new BuildError(problems);
  return stories;
}
