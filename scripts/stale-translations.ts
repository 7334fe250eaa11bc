/**
 * Lists translated docs whose English source changed after they were translated, and translations that do not say
 * what they were translated from. Usage: npm run content:stale [-- --check]  (--check exits 1 when any is listed)
 */
import fs from 'fs';
import path from 'path';
import { parseFrontMatter } from '../src/lib/content/frontmatterSource';
import { translationFreshness, validateTranslatedFrom } from '../src/lib/content/translationFreshness';
import { gitStatus } from '../src/node/git';
import { classifyContentFile } from '../src/lib/content/classify';
import { DEFAULT_LOCALE, LOCALES } from '../src/config/locales';
import { walk } from './lib/content-inventory';

const root = path.resolve(__dirname, '..');
const contentDir = path.join(root, 'content');
const i18nDir = path.join(contentDir, 'i18n');

const rows: string[] = [];
let total = 0;
for (const file of walk(i18nDir).sort()) {
  const shown = path.relative(root, file);
  const translation = classifyContentFile(path.relative(contentDir, file).split(path.sep).join('/'), { defaultLocale: DEFAULT_LOCALE, locales: LOCALES }, shown);
  if (!translation) continue;
  const { locale } = translation;
  const english = path.join(contentDir, 'docs', translation.areaPath);
  total += 1;
  const { data } = parseFrontMatter(shown, fs.readFileSync(file, 'utf8'));
  const from = validateTranslatedFrom(shown, data);
  if (!fs.existsSync(english)) {
    rows.push(`no English source  ${shown}`);
    continue;
  }
  const freshness = translationFreshness(gitStatus, english, from);
  if (freshness === 'outdated') rows.push(`outdated  ${shown}  (${locale}; English changed since ${from!.slice(0, 10)})`);
  else if (freshness === 'unknown') rows.push(`unknown   ${shown}  (${from ? `commit ${from.slice(0, 10)} is not in this clone` : 'no translated_from in its front matter'})`);
}
for (const row of rows) console.log(row);
console.log(`${total} translations, ${rows.length} to look at.`);
if (process.argv.includes('--check') && rows.length > 0) process.exitCode = 1;
