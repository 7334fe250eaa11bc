import yaml from 'js-yaml';
import { FrontMatterError } from './errors';

/**
 * Splits a content file into its front matter (as the author wrote it) and its body.
 * The YAML core schema is used on purpose: the default schema turns `date: 2023-02-30` into a Date that
 * silently rolls over to March 2, which would hide an author's typo. Here dates stay text and are checked.
 */
export function parseFrontMatter(file: string, source: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) return { data: {}, body: source };
  let data: unknown;
  try {
    data = yaml.load(match[1], { schema: yaml.CORE_SCHEMA, filename: file });
  } catch (error) {
    throw new FrontMatterError(file, '(yaml)', `cannot be read: ${(error as Error).message.split('\n')[0]}`);
  }
  if (data !== null && data !== undefined && (typeof data !== 'object' || Array.isArray(data))) {
    throw new FrontMatterError(file, '(yaml)', 'must be a mapping of field names to values');
  }
  return { data: (data ?? {}) as Record<string, unknown>, body: source.slice(match[0].length) };
}
