import { readFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { zodProblems } from '../../config/zod-problems.ts';
import { BuildError } from '../errors.ts';

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

/** Reads and validates the adoption stories data file; problems name the entry and field. */
export function loadAdoptionStories(file: string, displayPath: string): AdoptionStory[] {
  const doc = parseDocument(readFileSync(file, 'utf8'));
  if (doc.errors.length > 0) {
    throw new BuildError(doc.errors.map((e) => ({ code: 'DATA_INVALID' as const, file: displayPath, line: e.linePos?.[0]?.line, message: e.message.split('\n')[0] ?? 'invalid YAML' })));
  }
  const parsed = z.array(AdoptionStorySchema).safeParse(doc.toJS());
  if (!parsed.success) throw new BuildError(zodProblems(parsed.error, 'DATA_INVALID', displayPath));
  return parsed.data;
}
