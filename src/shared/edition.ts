/**
 * The reader's edition choice ("All", "Open source", "Cloud"): kept in `localStorage`, carried
 * in the URL as `?edition=`, applied as `data-edition` on `<html>` before first paint. Pure
 * helpers shared by the head script's tests, the browser and the build.
 */
import type { EditionFilter } from './search-names.ts';

export const EDITION_CHOICES = ['all', 'oss', 'cloud'] as const;
export type EditionChoice = (typeof EDITION_CHOICES)[number];

/** `localStorage` key of the choice. */
export const EDITION_STORAGE_KEY = 'docs-edition';
/** URL parameter that carries the choice in a shared link (it wins over the stored one). */
export const EDITION_PARAM = 'edition';

export const EDITION_CHOICE_LABELS: Record<EditionChoice, string> = { all: 'All', oss: 'Open source', cloud: 'Cloud' };

/** The choice a stored or URL value stands for; undefined for anything else. */
export function parseEditionChoice(value: unknown): EditionChoice | undefined {
  return EDITION_CHOICES.find((choice) => choice === value);
}

/** The search island's edition filter for a choice ("All" filters nothing). */
export function searchFilterOfChoice(choice: EditionChoice | undefined): EditionFilter | undefined {
  return choice === 'oss' ? 'Open source' : choice === 'cloud' ? 'Cloud' : undefined;
}

/**
 * The query string with the choice in it: "All" removes the parameter (a plain link shows
 * everything), other choices set it; other parameters and their order are kept.
 */
export function searchWithEdition(search: string, choice: EditionChoice): string {
  const params = new URLSearchParams(search);
  if (choice === 'all') params.delete(EDITION_PARAM);
  else params.set(EDITION_PARAM, choice);
  const text = params.toString();
  return text ? `?${text}` : '';
}
