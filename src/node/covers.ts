/**
 * Renders each post's generated cover (src/lib/blog/cover.ts) to JPEG before sourcing, into a cache folder that a
 * gatsby-source-filesystem instance reads; gatsby-plugin-image then makes the responsive AVIF/WebP sizes.
 * Unchanged covers are skipped (a manifest keeps each cover's SVG hash).
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import type { Reporter } from 'gatsby';
import { buildCoverSvg } from '../lib/blog/cover';
import { classifyContentFile } from '../lib/content/classify';
import { DEFAULT_LOCALE, LOCALES } from '../config/locales';
import { parseFrontMatter } from '../lib/content/frontmatterSource';

export const COVERS_DIR = path.join(process.cwd(), 'node_modules', '.cache', 'obico-covers');
export const COVERS_FOLDER = 'blog-covers';

/** The cover's path relative to COVERS_DIR, for a post file relative to content/blog. */
export function generatedCoverPath(postRelativePath: string): string {
  const key = postRelativePath.replace(/\.mdx?$/, '').replace(/\/index$/, '').replace(/[\\/]/g, '__');
  return `${COVERS_FOLDER}/${key}.jpg`;
}

function listPosts(blogDir: string): string[] {
  if (!fs.existsSync(blogDir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(blogDir, { withFileTypes: true })) {
    if (entry.isFile() && /\.mdx?$/.test(entry.name)) out.push(entry.name);
    else if (entry.isDirectory() && fs.existsSync(path.join(blogDir, entry.name, 'index.mdx'))) out.push(`${entry.name}/index.mdx`);
  }
  return out;
}

export async function generateCovers(contentDir: string, reporter: Reporter): Promise<void> {
  const blogDir = path.join(contentDir, 'blog');
  fs.mkdirSync(path.join(COVERS_DIR, COVERS_FOLDER), { recursive: true });
  const manifestFile = path.join(COVERS_DIR, 'manifest.json');
  const manifest: Record<string, string> = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : {};
  const jobs: Array<() => Promise<void>> = [];
  for (const rel of listPosts(blogDir)) {
    let tags: string[] = [];
    let slug: string | undefined;
    try {
      slug = classifyContentFile(`blog/${rel}`, { defaultLocale: DEFAULT_LOCALE, locales: LOCALES })?.post?.slug;
      if (!slug) continue;
      const { data } = parseFrontMatter(rel, fs.readFileSync(path.join(blogDir, rel), 'utf8'));
      if (Array.isArray(data.tags)) tags = data.tags.map(String);
    } catch {
      continue; // onCreateNode reports content errors with the file and the field
    }
    const target = generatedCoverPath(rel);
    const svg = buildCoverSvg(slug, tags);
    const hash = crypto.createHash('sha1').update(svg).digest('hex');
    if (manifest[target] === hash && fs.existsSync(path.join(COVERS_DIR, target))) continue;
    jobs.push(async () => {
      // JPEG, so the fallback format gatsby-plugin-image derives from it is a small JPEG rather than a PNG.
      await sharp(Buffer.from(svg)).jpeg({ quality: 90, mozjpeg: true }).toFile(path.join(COVERS_DIR, target));
      manifest[target] = hash;
    });
  }
  const started = Date.now();
  for (let i = 0; i < jobs.length; i += 8) await Promise.all(jobs.slice(i, i + 8).map((job) => job()));
  fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 1));
  if (jobs.length > 0) reporter.info(`Rendered ${jobs.length} blog cover(s) in ${Date.now() - started} ms.`);
}
