/**
 * The search synonyms (content/search/synonyms.yaml): groups of words and phrases that mean the same thing to a
 * reader, for every language (`all`) or for one locale. The local index of a locale holds its groups; the Algolia
 * push sends every group as the index's synonyms.
 */
import yaml from 'js-yaml';
import type { SynonymGroup } from './localIndex';

export const SYNONYMS_FILE = 'content/search/synonyms.yaml';

/** Groups by section: `all` and the locales that have their own. */
export type SynonymFile = Record<string, SynonymGroup[]>;

/** A mistake in the synonyms file, naming the file and the place: `content/search/synonyms.yaml, de-DE[2]: …`. */
export class SynonymsError extends Error {
  constructor(file: string, place: string, problem: string) {
    super(`${file}, ${place}: ${problem}`);
    this.name = 'SynonymsError';
  }
}

/** Reads and checks the file's text: sections `all` or a known locale, each a list of groups of 2+ distinct phrases. */
export function parseSynonyms(text: string, locales: readonly string[], file = SYNONYMS_FILE): SynonymFile {
  let data: unknown;
  try {
    data = yaml.load(text);
  } catch (error) {
    throw new SynonymsError(file, 'YAML', (error as Error).message.split('\n')[0]);
  }
  if (data === undefined || data === null) return {};
  if (typeof data !== 'object' || Array.isArray(data)) throw new SynonymsError(file, 'top level', 'must be a mapping of sections (all, or a locale such as de-DE) to lists of groups');
  const out: SynonymFile = {};
  for (const [section, groups] of Object.entries(data as Record<string, unknown>)) {
    if (section !== 'all' && !locales.includes(section)) throw new SynonymsError(file, section, `is not a section: use "all" or one of the site's locales (${locales.join(', ')})`);
    if (!Array.isArray(groups)) throw new SynonymsError(file, section, 'must be a list of groups, each a list like [webcam, camera]');
    out[section] = groups.map((group, i) => {
      const place = `${section}[${i}]`;
      if (!Array.isArray(group)) throw new SynonymsError(file, place, `must be a list of two or more phrases, got ${JSON.stringify(group)}`);
      const phrases = group.map((phrase, k) => {
        if (typeof phrase !== 'string' && typeof phrase !== 'number') throw new SynonymsError(file, `${place}[${k}]`, 'must be a phrase (text)');
        const value = String(phrase).trim();
        if (!value) throw new SynonymsError(file, `${place}[${k}]`, 'is empty');
        return value;
      });
      const distinct = new Set(phrases.map((phrase) => phrase.toLowerCase()));
      if (distinct.size < 2) throw new SynonymsError(file, place, 'must hold at least two different phrases');
      if (distinct.size < phrases.length) throw new SynonymsError(file, place, 'repeats a phrase');
      return phrases;
    });
  }
  return out;
}

/** The groups a locale's search uses: those for every language, then its own. */
export function synonymsFor(file: SynonymFile, locale: string): SynonymGroup[] {
  return [...(file.all ?? []), ...(file[locale] ?? [])];
}

/** Algolia's synonym objects (regular, two-way synonyms), one per group, with stable ids. */
export function toAlgoliaSynonyms(file: SynonymFile): Array<{ objectID: string; type: 'synonym'; synonyms: string[] }> {
  return Object.entries(file).flatMap(([section, groups]) => groups.map((synonyms, i) => ({ objectID: `${section}-${i}`, type: 'synonym' as const, synonyms })));
}
