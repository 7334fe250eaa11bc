/**
 * "Last updated on <date>" on every doc page of the production build, in the page's language, from the file's last
 * commit (or its `last_update` front matter). Where git cannot tell (a shallow clone), the page says nothing.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './harness';
import { lastCommitDate } from '../src/node/gitDates';
import { parseFrontMatter } from '../src/lib/content/frontmatterSource';
import { validateDocFrontmatter } from '../src/lib/content/frontmatter';
import { docRoute } from '../src/lib/content/classify';
import { formatPostDate } from '../src/lib/blog/format';
import { localeConfig } from '../src/config/locales';

const contentDir = path.join(ROOT, 'content');
const catalogue = (locale: string): Record<string, string> => JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', locale, 'translation.json'), 'utf8'));

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : entry.name.endsWith('.mdx') ? [path.join(dir, entry.name)] : []));
}

const decode = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('last updated', () => {
  for (const locale of ['en', 'de-DE', 'ru-RU']) {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    if (!fs.existsSync(path.join(ROOT, 'public', prefix, 'docs'))) continue;
    it(`${locale}: every doc shows the date of its last change, formatted for ${locale}`, () => {
      let dated = 0;
      for (const file of walk(path.join(contentDir, 'docs'))) {
        const relative = path.relative(path.join(contentDir, 'docs'), file).split(path.sep).join('/');
        const translation = path.join(contentDir, 'i18n', locale, 'docs', relative);
        const source = locale !== 'en' && fs.existsSync(translation) ? translation : file;
        const { data } = parseFrontMatter(source, fs.readFileSync(source, 'utf8'));
        const date = validateDocFrontmatter(source, data).last_update ?? lastCommitDate(contentDir, source)?.slice(0, 10) ?? null;
        const html = decode(fs.readFileSync(path.join(ROOT, 'public', prefix, docRoute(relative), 'index.html'), 'utf8'));
        const shown = /<span class="last-updated">([^<]*)<\/span>/.exec(html)?.[1] ?? null;
        if (date === null) {
          assert.equal(shown, null, `${source}: git cannot date it, so the page must not claim a date`);
          continue;
        }
        dated += 1;
        const expected = catalogue(locale)['doc.lastUpdated'].replace('{{date}}', formatPostDate(date, localeConfig(locale).htmlLang));
        assert.equal(shown, expected, `${prefix}${docRoute(relative)}`);
      }
      assert.ok(dated > 0 || fs.existsSync(path.join(ROOT, '.git', 'shallow')), 'a full clone dates the docs');
    });
  }
});
