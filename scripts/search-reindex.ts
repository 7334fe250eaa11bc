/**
 * npm run search:reindex: writes public/search/<locale>.json again from the last production build's pages, with the
 * current engine and content/search/synonyms.yaml, in seconds rather than a whole build. For trying a synonym or an
 * engine change against the real site (then `npm run bench -- --only=relevance`); the next build writes the same
 * files.
 */
import path from 'path';
import type { Reporter } from 'gatsby';
import { collectSiteRecords, writeLocalIndexes } from '../src/node/searchIndex';

const publicDir = path.resolve(__dirname, '..', 'public');
const reporter = { info: (message: string) => console.log(message), warn: (message: string) => console.warn(message) } as unknown as Reporter;

async function main() {
  const records = collectSiteRecords(publicDir);
  if (records.length === 0) throw new Error('No search records in public/: run `npm run build` first.');
  await writeLocalIndexes(publicDir, records, reporter);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
