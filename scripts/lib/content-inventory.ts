/** Reads content/ and the content plan into route lists, for content:stats and the plan-coverage test. */
import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import { parseFrontMatter } from '../../src/lib/content/frontmatterSource';
import { classifyContentFile } from '../../src/lib/content/classify';
import { countWords } from '../../src/lib/blog/posts';
import { DEFAULT_LOCALE, LOCALES } from '../../src/config/locales';

export interface ContentEntry {
  kind: 'doc' | 'post' | 'page';
  route: string;
  file: string;
  words: number;
  /** An index page whose body is mostly a <DocCardList />. */
  showsCards: boolean;
  /** The texts of the body's h2 headings, in order. */
  h2s: string[];
  /** Images in the body with a non-empty alt text (Markdown images, ThemedImage, img, described mermaid diagrams). */
  images: number;
}

/** Every .md and .mdx file under `dir`, at any depth (none when it does not exist). */
export function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** The h2 headings and the described images (mermaid diagrams with an accDescr included) of an MDX body. */
export function bodyShape(body: string): { h2s: string[]; images: number } {
  // A mermaid diagram with an accessible description counts as a described picture.
  const diagrams = [...body.matchAll(/^```mermaid\b[\s\S]*?^```/gm)].filter((match) => /^\s*accDescr\s*:\s*\S/m.test(match[0])).length;
  const prose = body.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
  const h2s = [...prose.matchAll(/^## +(.+?)\s*#*\s*$/gm)].map((match) => match[1].trim());
  const markdownImages = [...prose.matchAll(/!\[([^\]]*)\]\([^)]+\)/g)].filter((match) => match[1].trim() !== '').length;
  const componentImages = [...prose.matchAll(/<(?:ThemedImage|img)\b[^>]*?\balt=(?:"([^"]*)"|'([^']*)'|\{"([^"]*)"\})/g)].filter(
    (match) => (match[1] ?? match[2] ?? match[3] ?? '').trim() !== '',
  ).length;
  return { h2s, images: markdownImages + componentImages + diagrams };
}

export function collectContent(contentDir: string): ContentEntry[] {
  const entries: ContentEntry[] = [];
  for (const kind of ['docs', 'blog', 'pages'] as const) {
    const base = path.join(contentDir, kind);
    for (const file of walk(base)) {
      const rel = path.relative(base, file).split(path.sep).join('/');
      const page = classifyContentFile(`${kind}/${rel}`, { defaultLocale: DEFAULT_LOCALE, locales: LOCALES });
      if (!page || page.kind === 'translation') continue;
      const source = fs.readFileSync(file, 'utf8');
      const { body } = parseFrontMatter(file, source);
      entries.push({
        kind: page.kind,
        route: page.route,
        file: path.relative(path.dirname(contentDir), file),
        words: countWords(body),
        showsCards: /index\.mdx?$/.test(rel) && body.includes('<DocCardList'),
        ...bodyShape(body),
      });
    }
  }
  return entries;
}

export interface Plan {
  docs: string[];
  posts: string[];
  tags: Array<{ slug: string; post_count: number }>;
}

export function loadPlan(planDir: string): Plan {
  const docs = (yaml.load(fs.readFileSync(path.join(planDir, 'docs.yaml'), 'utf8')) as { pages: Array<{ route: string }> }).pages;
  const posts = (yaml.load(fs.readFileSync(path.join(planDir, 'blog.yaml'), 'utf8')) as { posts: Array<{ route: string }> }).posts;
  const tags = (yaml.load(fs.readFileSync(path.join(planDir, 'tags.yaml'), 'utf8')) as { tags: Array<{ slug: string; post_count: number }> }).tags;
  return { docs: docs.map((doc) => doc.route), posts: posts.map((post) => post.route), tags };
}
