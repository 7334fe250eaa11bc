import { cloneElement, type ReactElement, type ReactNode } from 'react';

/**
 * A translated sentence whose `<name>text</name>` parts become the given elements with that text, as
 * react-i18next's Trans renders them. Trans brings its own HTML parser into the app chunk of every page
 * (3 kB gzip), for the two sentences of the not-found page that need it. A tag without an element stays its text.
 * @example withTags('Try the <docs>documentation</docs>.', { docs: <Link to="/docs/" /> })
 */
export function withTags(text: string, elements: Record<string, ReactElement>): ReactNode[] {
  const parts: ReactNode[] = [];
  const tag = /<(\w+)>([^<]*)<\/\1>/g;
  let last = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    parts.push(text.slice(last, match.index));
    const element = elements[match[1]];
    parts.push(element ? cloneElement(element, { key: match.index }, match[2]) : match[2]);
    last = tag.lastIndex;
  }
  parts.push(text.slice(last));
  return parts;
}
