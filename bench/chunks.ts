/**
 * Bundle analysis: which source modules make up a built chunk, from its source map. Source maps are not published:
 * build with `KEEP_SOURCE_MAPS=1 npm run build` to have webpack write one next to every chunk.
 * Usage: npx tsx bench/chunks.ts public/app-*.js [more chunks] [--top=25]
 * Prints, per chunk, the minified bytes attributed to each source module (node_modules grouped by package),
 * the gzip size of that module's code on its own (an upper bound of what it adds), and the bytes no mapping covers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { markdownTable } from './lib';

/** node_modules/@scope/pkg/… -> @scope/pkg; node_modules/pkg/… -> pkg; other paths are kept (shortened). */
export function moduleGroup(source: string): string {
  const cleaned = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(cleaned);
  if (match) return match[1];
  return cleaned;
}

export function analyzeChunk(file: string): { total: number; bySource: Map<string, number>; gzipBySource: Map<string, number>; unmapped: number } {
  const code = fs.readFileSync(file, 'utf8');
  if (!fs.existsSync(`${file}.map`)) {
    throw new Error(`${file}.map does not exist: the build publishes no source maps unless built with KEEP_SOURCE_MAPS=1 npm run build`);
  }
  const map = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as RawSourceMap;
  const consumer = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const bySource = new Map<string, number>();
  const textBySource = new Map<string, string[]>();
  let mapped = 0;
  const segments: Array<{ line: number; column: number; source: string | null }> = [];
  consumer.eachMapping((mapping) => segments.push({ line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source }));
  segments.sort((a, b) => a.line - b.line || a.column - b.column);
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    const next = segments[i + 1];
    const end = next && next.line === segment.line ? next.column : lines[segment.line - 1]?.length ?? segment.column;
    const bytes = Math.max(0, end - segment.column);
    if (!segment.source) continue;
    const group = moduleGroup(segment.source);
    bySource.set(group, (bySource.get(group) ?? 0) + bytes);
    const texts = textBySource.get(group) ?? [];
    texts.push(lines[segment.line - 1]?.slice(segment.column, end) ?? '');
    textBySource.set(group, texts);
    mapped += bytes;
  }
  const gzipBySource = new Map([...textBySource.entries()].map(([group, texts]) => [group, gzipSync(texts.join('')).length]));
  return { total: code.length, bySource, gzipBySource, unmapped: code.length - mapped };
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const top = Number(args.find((arg) => arg.startsWith('--top='))?.slice(6) ?? 25);
  for (const file of args.filter((arg) => !arg.startsWith('--'))) {
    const { total, bySource, gzipBySource, unmapped } = analyzeChunk(file);
    const rows = [...bySource.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([source, bytes]) => [source, String(bytes), `${((bytes / total) * 100).toFixed(1)} %`, String(gzipBySource.get(source) ?? 0)]);
    rows.push(['(not mapped: runtime glue, generated maps)', String(unmapped), `${((unmapped / total) * 100).toFixed(1)} %`, '']);
    console.log(`\n${path.basename(file)}: ${total} bytes minified, ${gzipSync(fs.readFileSync(file)).length} gzip\n`);
    console.log(markdownTable(['source', 'bytes', 'share', 'gzip alone'], rows));
  }
}
