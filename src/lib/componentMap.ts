/**
 * The chunk of Gatsby's component map (src/node/compactAsyncRequires.js splits it into buckets) that names a
 * page's component: the page's HTML preloads it, so the browser fetches it with the page's other scripts instead
 * of after the app has started. Server side only (gatsby-ssr), from the build's webpack.stats.json.
 */
import fs from 'fs';
import path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { bucketOf, chunkKey, BUCKET_CHUNK_PREFIX } = require('../node/compactAsyncRequires.js') as {
  bucketOf(key: string, count: number): number;
  chunkKey(name: string): string;
  BUCKET_CHUNK_PREFIX: string;
};

interface Stats {
  namedChunkGroups?: Record<string, { assets?: Array<string | { name: string }> }>;
}

/** The script files of each bucket, by bucket number, from webpack's stats; none when the map is not split. */
export function bucketFiles(stats: Stats): string[][] {
  const buckets: string[][] = [];
  for (const [name, group] of Object.entries(stats.namedChunkGroups ?? {})) {
    if (!name.startsWith(BUCKET_CHUNK_PREFIX)) continue;
    const index = Number(name.slice(BUCKET_CHUNK_PREFIX.length));
    if (!Number.isInteger(index)) continue;
    buckets[index] = (group.assets ?? []).map((asset) => (typeof asset === 'string' ? asset : asset.name)).filter((file) => file.endsWith('.js'));
  }
  // A gap would mean another naming than the loader's: preload nothing rather than the wrong bucket.
  return buckets.length > 0 && Array.from(buckets).every(Boolean) ? buckets : [];
}

/** The files of the bucket naming this page component. */
export function componentMapFiles(componentChunkName: string, buckets: string[][]): string[] {
  if (buckets.length === 0) return [];
  return buckets[bucketOf(chunkKey(componentChunkName), buckets.length)];
}

let cached: string[][] | null = null;

/** The buckets of the production build being rendered; none in development, where the map is not split. */
export function buildBuckets(): string[][] {
  if (process.env.NODE_ENV !== 'production') return [];
  if (!cached) {
    const file = path.join(process.cwd(), 'public', 'webpack.stats.json');
    cached = fs.existsSync(file) ? bucketFiles(JSON.parse(fs.readFileSync(file, 'utf8')) as Stats) : [];
  }
  return cached;
}
