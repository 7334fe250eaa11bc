/**
 * Lists translated docs whose English source changed after they were translated, and translations that do not say
 * what they were translated from. Usage: npm run content:stale [-- --check]  (--check exits 1 when any is listed)
 */
import fs from 'fs';
import path from 'path';
import { parseFrontMatter } from '../src/lib/content/frontmatterSource';
import { translationFreshness, validateTranslatedFrom } from '../src/lib/content/translationFreshness';
import { gitStatus } from '../src/node/git';
import { walk } from './lib/content-inventory';

const root = path.resolve(__dirname, '..');
const i18nDir = path.join(root, 'content/i18n');

const rows: string[] = [];
let total = 0;
for (const file of walk(i18nDir).sort()) {
  const relative = path.relative(i18nDir, file); // <locale>/docs/<path>
  const [locale, , ...rest] = relative.split(path.sep);
  const english = path.join(root, 'content/docs', ...rest);
  const shown = path.relative(root, file);
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
