/**
 * Lists translated docs whose English source changed after they were translated, and translations that do not say
 * what they were translated from. Usage: npm run content:stale [-- --check]  (--check exits 1 when any is listed)
 */
import fs from 'fs';
import path from 'path';
import { parseFrontMatter } from '../src/lib/content/frontmatterSource';
import { translationsFreshness, validateTranslatedFrom } from '../src/lib/content/translationFreshness';
import { gitRun } from '../src/node/git';
import { classifyContentFile } from '../src/lib/content/classify';
import { DEFAULT_LOCALE, LOCALES } from '../src/config/locales';
import { walk } from './lib/content-inventory';

const root = path.resolve(__dirname, '..');
const contentDir = path.join(root, 'content');
const i18nDir = path.join(contentDir, 'i18n');

interface Found {
  shown: string;
  locale: string;
  /** Relative to the site's folder, where git runs; null when the English source is gone. */
  englishFile: string | null;
  translatedFrom: string | null;
}

const found: Found[] = [];
for (const file of walk(i18nDir).sort()) {
  const shown = path.relative(root, file);
  const translation = classifyContentFile(path.relative(contentDir, file).split(path.sep).join('/'), { defaultLocale: DEFAULT_LOCALE, locales: LOCALES }, shown);
  if (!translation) continue;
  const english = path.join(contentDir, 'docs', translation.areaPath);
  const { data } = parseFrontMatter(shown, fs.readFileSync(file, 'utf8'));
  const translatedFrom = validateTranslatedFrom(shown, data);
  found.push({ shown, locale: translation.locale, englishFile: fs.existsSync(english) ? path.relative(process.cwd(), english) : null, translatedFrom });
}
// One git run per recorded commit, as createPages judges them.
const freshness = translationsFreshness(
  gitRun,
  found.map((item) => ({ englishFile: item.englishFile ?? '', translatedFrom: item.englishFile === null ? null : item.translatedFrom })),
);
const rows: string[] = [];
found.forEach(({ shown, locale, englishFile, translatedFrom: from }, i) => {
  if (englishFile === null) rows.push(`no English source  ${shown}`);
  else if (freshness[i] === 'outdated') rows.push(`outdated  ${shown}  (${locale}; English changed since ${from!.slice(0, 10)})`);
  else if (freshness[i] === 'unknown') rows.push(`unknown   ${shown}  (${from ? `commit ${from.slice(0, 10)} is not in this clone` : 'no translated_from in its front matter'})`);
});
for (const row of rows) console.log(row);
console.log(`${found.length} translations, ${rows.length} to look at.`);
if (process.argv.includes('--check') && rows.length > 0) process.exitCode = 1;
