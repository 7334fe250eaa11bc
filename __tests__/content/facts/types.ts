import fs from 'fs';
import path from 'path';

/**
 * The shape of a product-fact rule, shared by every rule file in this folder. Each file exports `rules` (the checks)
 * and `cases` (lines each rule must flag, and lines it must let pass): facts.test.ts runs them all.
 */
export type Scope = 'all' | 'docs';
export interface Rule {
  id: string;
  scope: Scope;
  why: string;
  /** Returns the offending text of the line, or null. `context` is the line with its 3 neighbours on each side. */
  find: (line: string, context: string, file: string) => string | null;
}

export interface Cases {
  /** [file under content/, line, id of the rule that must flag it] */
  wrong: Array<[string, string, string]>;
  /** [file under content/, line] that no rule may flag */
  right: Array<[string, string]>;
}

/** Words that mark a sentence as a history note about an old name, in the site's languages. */
export const FORMERLY =
  /\b(formerly|previously|used to be called|früher|ehemals|anteriormente|antes|anciennement|auparavant|precedentemente|in precedenza|voorheen|wcześniej|dawniej|ранее|прежде)\b/i;

export const first = (re: RegExp, text: string): string | null => {
  const m = re.exec(text);
  return m ? m[0] : null;
};

/** The sentence of `line` around the character index `at`. */
export function sentenceAt(line: string, at: number): string {
  const before = line.slice(0, at);
  const start = Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('? ')) + 1;
  const rest = line.slice(at);
  const endRel = rest.search(/[.!?](\s|$)/);
  return line.slice(start, endRel === -1 ? line.length : at + endRel + 1);
}

// Helpers for rules that read a whole file (a post's date, a note elsewhere in the page), shared by the rule files.

/** The content folder the rules' files are named under. */
const CONTENT = path.join(__dirname, '..', '..', '..', 'content');

const texts = new Map<string, string | null>();
/** The whole text of a content file, or null for the made-up file names of the test cases. */
export function textOf(file: string): string | null {
  if (!texts.has(file)) {
    try {
      texts.set(file, fs.readFileSync(path.join(CONTENT, file), 'utf8'));
    } catch {
      texts.set(file, null);
    }
  }
  return texts.get(file) ?? null;
}

/** A post's date: its front matter's `date:`, else the date its file name starts with. */
export function postDate(file: string): string | null {
  if (!/^blog\//.test(file)) return null;
  const fromMatter = /^date:\s*['"]?(\d{4}-\d{2}-\d{2})/m.exec(textOf(file) ?? '');
  if (fromMatter) return fromMatter[1];
  const fromName = /^blog\/(\d{4}-\d{2}-\d{2})/.exec(file);
  return fromName ? fromName[1] : null;
}

/** A claim a post makes about a feature that arrived after its date, unless the post dates the feature itself. */
export function beforeFeature(feature: RegExp, since: string, marker: RegExp) {
  return (line: string, context: string, file: string): string | null => {
    const date = postDate(file);
    if (!date || date >= since) return null;
    if (marker.test(textOf(file) ?? context)) return null;
    return first(feature, line);
  };
}
