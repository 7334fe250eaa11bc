/**
 * Compares two builds' public/ folders, file by file. Webpack's output is the one part a warm build does not write
 * byte for byte as a cold one: its compilation hash differs (it names every async chunk, is written into the
 * runtime and the pages' script slice, and so into their script hashes), and the minifier may name a local variable
 * differently. So the scripts are compared by name (with the compilation hash and the runtime's name mapped), and
 * every other file byte for byte after mapping those names and setting aside the script hashes of the policies.
 */
import fs from 'node:fs';
import path from 'node:path';

function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(path.relative(dir, full).split(path.sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

interface WebpackNames {
  compilationHash: string;
  /** Entry chunk -> its files (webpack.stats.json). */
  assets: Record<string, string[]>;
}

function webpackNames(dir: string): WebpackNames {
  const { webpackCompilationHash } = JSON.parse(fs.readFileSync(path.join(dir, 'page-data/app-data.json'), 'utf8')) as { webpackCompilationHash: string };
  const { assetsByChunkName } = JSON.parse(fs.readFileSync(path.join(dir, 'webpack.stats.json'), 'utf8')) as { assetsByChunkName: Record<string, string[]> };
  return { compilationHash: webpackCompilationHash, assets: assetsByChunkName };
}

const isScript = (file: string) => /^[^/]+\.(?:js|mjs)(?:\.LICENSE\.txt)?$/.test(file) || file === 'webpack.stats.json';

/** The differences between the files of `warm` and `cold` (empty when the warm build published the cold one's). */
export function compareBuilds(warm: string, cold: string): string[] {
  const w = webpackNames(warm);
  const c = webpackNames(cold);
  const renames: Array<[string, string]> = [[w.compilationHash, c.compilationHash]];
  for (const [chunk, files] of Object.entries(w.assets)) {
    files.forEach((file, i) => {
      const other = c.assets[chunk]?.[i];
      if (other && other !== file) renames.push([file, other]);
    });
  }
  const rename = (text: string) => renames.reduce((out, [from, to]) => out.split(from).join(to), text);
  const withoutScriptHashes = (text: string) => text.replace(/'sha256-[A-Za-z0-9+/=]+'/g, "'sha256-…'");
  const warmFiles = new Map(listFiles(warm).map((file) => [rename(file), file]));
  const coldFiles = listFiles(cold);
  const out: string[] = [];
  for (const file of coldFiles) {
    const warmFile = warmFiles.get(file);
    if (!warmFile) {
      out.push(`missing from the warm build: ${file}`);
      continue;
    }
    if (isScript(file)) continue;
    const a = fs.readFileSync(path.join(warm, warmFile));
    const b = fs.readFileSync(path.join(cold, file));
    if (a.equals(b)) continue;
    if (withoutScriptHashes(rename(a.toString('utf8'))) !== withoutScriptHashes(b.toString('utf8'))) out.push(`differs: ${file}`);
  }
  const inCold = new Set(coldFiles);
  for (const file of warmFiles.keys()) if (!inCold.has(file)) out.push(`only in the warm build: ${warmFiles.get(file)}`);
  return out;
}
