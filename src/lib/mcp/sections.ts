/**
 * `list_sections` of the MCP server: the docs' sections and their pages, in sidebar order. The source is the
 * locale's llms.txt in the published site (src/lib/markdown/llms.ts writes it from content/sidebars.yaml): it lists
 * every listed page by section, is there at runtime, and is what agents are pointed to anyway.
 */
import fs from 'node:fs';
import { LLMS_SECTIONS } from '../markdown/llms';
import { localizedPath } from '../routing/paths';
import { resolveInside } from './pages';

export interface SectionPage {
  title: string;
  /** The page's Markdown URL, as llms.txt gives it (what get_page takes). */
  markdownUrl: string;
  description: string | null;
}

export interface DocsSection {
  title: string;
  pages: SectionPage[];
}

/** The sections of an llms.txt, with their pages; the Blog is left out unless asked for. */
export function parseLlmsSections(text: string, { includeBlog = false } = {}): DocsSection[] {
  const sections: DocsSection[] = [];
  let current: DocsSection | null = null;
  for (const line of text.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) {
      current = { title: heading[1].trim(), pages: [] };
      sections.push(current);
      continue;
    }
    // "- [Title](url): description", the title's brackets escaped with a backslash.
    const item = /^- \[((?:\\.|[^\]\\])*)\]\(([^)\s]+)\)(?::\s*(.*))?$/.exec(line);
    if (item && current) current.pages.push({ title: item[1].replace(/\\(.)/g, '$1'), markdownUrl: item[2], description: item[3]?.trim() || null });
  }
  const blog: string = LLMS_SECTIONS[LLMS_SECTIONS.length - 1];
  return sections.filter((section) => includeBlog || section.title !== blog);
}

/** The docs' sections of a locale, read from its published llms.txt; null when the locale has none. */
export function readDocsSections(publicDir: string, locale: string, defaultLocale: string): DocsSection[] | null {
  const file = resolveInside(publicDir, `${localizedPath('/', locale, defaultLocale)}llms.txt`);
  if (!fs.existsSync(file)) return null;
  return parseLlmsSections(fs.readFileSync(file, 'utf8'));
}

/** The sections as text for the agent: a heading per section, a line per page. */
export function formatSections(sections: readonly DocsSection[], locale: string): string {
  const lines = [`The docs (${locale}), by section in sidebar order; read a page with get_page and its Markdown URL.`];
  for (const section of sections) {
    lines.push('', `## ${section.title} (${section.pages.length} pages)`);
    for (const page of section.pages) lines.push(`- ${page.title}: ${page.markdownUrl}`);
  }
  return lines.join('\n');
}
