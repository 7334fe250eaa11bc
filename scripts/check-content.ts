/**
 * Checks content files the way the build will, but in seconds: front matter, MDX 2 compilation with the site's
 * remark plugins, internal links, word counts. Usage: npm run content:check -- [files...] (default: all content).
 * Exits 1 when any file has an error.
 */
import fs from 'fs';
import path from 'path';
import { pathToFileURL } from 'url';
import yaml from 'js-yaml';
import { validateTranslatedFrom } from '../src/lib/content/translationFreshness';
import { validateAuthors, validateDocFrontmatter, validatePostFrontmatter, validateTags } from '../src/lib/content/frontmatter';
import { classifyContentFile } from '../src/lib/content/classify';
import { planContentRoutes, siteRoutes, type PlanDoc, type PlanPage, type PlanPost } from '../src/lib/routing/routes';
import { DEFAULT_LOCALE, LOCALES } from '../src/config/locales';
import { siteConfig } from '../src/config/site';
import { countWords } from '../src/lib/blog/posts';
import { parseFrontMatter } from '../src/lib/content/frontmatterSource';
import { remarkAdmonitions } from '../src/lib/mdx/remarkAdmonitions';
import { remarkMdxLinks } from '../src/lib/mdx/remarkMdxLinks';
import { walk } from './lib/content-inventory';
import { checkGlossary, formatGlossaryProblem, parseGlossary, type Glossary } from '../src/lib/content/glossary';

const root = path.resolve(__dirname, '..');
const content = path.join(root, 'content');


async function main() {
  const importModule = (name: string) => import(pathToFileURL(require.resolve(name, { paths: [root] })).href);
  const [{ compile }, gfm, directive] = await Promise.all([importModule('@mdx-js/mdx'), importModule('remark-gfm'), importModule('remark-directive')]);

  const authors = validateAuthors('content/blog/authors.yaml', yaml.load(fs.readFileSync(path.join(content, 'blog/authors.yaml'), 'utf8')));
  const tags = validateTags('content/blog/tags.yaml', yaml.load(fs.readFileSync(path.join(content, 'blog/tags.yaml'), 'utf8')));
  const registry = { authors: new Set(authors.map((a) => a.id)), tags: new Set(tags.map((t) => t.slug)) };

  const all = [...walk(path.join(content, 'docs')), ...walk(path.join(content, 'blog')), ...walk(path.join(content, 'pages')), ...walk(path.join(content, 'i18n'))];
  const locales = { defaultLocale: DEFAULT_LOCALE, locales: LOCALES };
  const classify = (file: string) => classifyContentFile(path.relative(content, file).split(path.sep).join('/'), locales, path.relative(root, file));
  // The routes the build makes, from the same content model and route plan (a post with a broken file name or tag
  // is left out here and reported below).
  const plan = { docs: [] as PlanDoc[], posts: [] as PlanPost[], pages: [] as PlanPage[], tagSlugs: tags.map((tag) => tag.slug), pageSize: siteConfig.blog.pageSize };
  for (const file of all) {
    try {
      const page = classify(file);
      const entry = { id: file, route: page?.route ?? '', contentFilePath: file };
      if (page?.kind === 'doc') plan.docs.push(entry);
      if (page?.kind === 'page') plan.pages.push(entry);
      if (page?.kind === 'post') {
        const { data } = parseFrontMatter(file, fs.readFileSync(file, 'utf8'));
        const post = validatePostFrontmatter(file, page.areaPath, data, registry);
        plan.posts.push({ ...entry, date: post.date, tags: post.tags, authors: post.authors });
      }
    } catch {
      /* reported below */
    }
  }
  const routes = new Set(siteRoutes(planContentRoutes(plan)));
  const planRoutes = new Set<string>();
  const planDir = path.resolve(root, '../shared/content-plan');
  for (const name of ['docs.yaml', 'blog.yaml']) {
    const planFile = path.join(planDir, name);
    if (fs.existsSync(planFile)) for (const match of fs.readFileSync(planFile, 'utf8').matchAll(/route: (\/\S+)/g)) planRoutes.add(match[1]);
  }

  // Each locale's glossary (content/i18n/<locale>/glossary.yaml): a broken one is an error of its own.
  const glossaries = new Map<string, Glossary>();
  let glossaryErrors = 0;
  for (const locale of LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)) {
    const file = path.join(content, 'i18n', locale, 'glossary.yaml');
    if (!fs.existsSync(file)) continue;
    const shown = path.relative(root, file);
    try {
      const glossary = parseGlossary(shown, yaml.load(fs.readFileSync(file, 'utf8')));
      if (glossary.locale !== locale) throw new Error(`${shown}: locale is "${glossary.locale}", but the file is under content/i18n/${locale}/`);
      glossaries.set(locale, glossary);
    } catch (error) {
      console.log(`ERROR ${shown}\n      - ${(error as Error).message}`);
      glossaryErrors++;
    }
  }

  const targets = process.argv.slice(2).length > 0 ? process.argv.slice(2).map((file) => path.resolve(file)) : all;
  let errors = 0;
  let pending = 0;
  for (const file of targets) {
    const shown = path.relative(root, file);
    const problems: string[] = [];
    const notes: string[] = [];
    const source = fs.readFileSync(file, 'utf8');
    let body = source;
    try {
      const split = parseFrontMatter(shown, source);
      body = split.body;
      const page = classify(file);
      if (page?.kind === 'post') validatePostFrontmatter(shown, page.areaPath, split.data, registry);
      else validateDocFrontmatter(shown, split.data);
      if (page?.kind === 'translation') {
        validateTranslatedFrom(shown, split.data);
        // The glossary: the translation names what the English page names, in the locale's terms.
        const glossary = glossaries.get(page.locale);
        const english = path.join(content, 'docs', page.areaPath);
        if (glossary && fs.existsSync(english)) {
          for (const problem of checkGlossary(glossary, fs.readFileSync(english, 'utf8'), source)) problems.push(formatGlossaryProblem(shown, problem));
        }
      }
    } catch (error) {
      problems.push((error as Error).message);
    }
    try {
      await compile({ value: body, path: file }, { remarkPlugins: [gfm.default, directive.default, remarkAdmonitions, [remarkMdxLinks, { contentDir: content, exists: fs.existsSync }]] });
    } catch (error) {
      const err = error as { message: string; line?: number; column?: number };
      problems.push(`MDX: ${err.message}${err.line ? ` (line ${err.line + (source.length - body.length > 0 ? source.slice(0, source.length - body.length).split('\n').length - 1 : 0)}:${err.column})` : ''}`);
    }
    for (const match of body.matchAll(/\]\((\/[^)\s#]*)(#[^)\s]*)?\)|(?:href|to)=["'](\/[^"'#]*)/g)) {
      const target = match[1] ?? match[3];
      if (!target || target.startsWith('/img/')) continue;
      const normalized = target.endsWith('/') ? target : `${target}/`;
      if (routes.has(normalized)) continue;
      if (planRoutes.has(normalized)) {
        notes.push(`link to ${target}: planned, not written yet`);
        pending++;
      } else problems.push(`broken link to ${target}`);
    }
    if (body.includes('/img/diagrams/')) {
      for (const match of body.matchAll(/\/img\/diagrams\/[\w.-]+\.svg/g)) {
        if (!fs.existsSync(path.join(root, 'static', match[0]))) problems.push(`missing diagram file static${match[0]}`);
      }
    }
    const words = countWords(source);
    const isPost = path.relative(content, file).split(path.sep)[0] === 'blog';
    if (isPost && !/\{\/\*\s*truncate\s*\*\/\}/.test(body)) problems.push('missing {/* truncate */} marker');
    const status = problems.length > 0 ? 'ERROR' : 'ok';
    if (problems.length > 0 || process.argv.length > 2) {
      console.log(`${status.padEnd(5)} ${shown} (${words} words)`);
      for (const problem of problems) console.log(`      - ${problem}`);
      for (const note of notes) console.log(`      · ${note}`);
    }
    errors += problems.length > 0 ? 1 : 0;
  }
  errors += glossaryErrors;
  console.log(`${targets.length} files checked, ${errors} with errors, ${pending} links to planned pages not written yet.`);
  process.exit(errors > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
