/** The printed tables of npm run bench (Markdown, so the README can hold them as they are). */
import { formatSearchTable } from './search';
import { formatRelevanceTable } from './relevance';
import { DOCUSAURUS, GIB, KB, checkBudgets, checkDevelopBudgets, chunkLabel, formatRatio, markdownTable, median, ratio, type BenchResults, type PageWeight } from './lib';

const kB = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
const s = (seconds: number) => `${seconds.toFixed(1)} s`;
const gib = (bytes: number) => `${(bytes / GIB).toFixed(2)} GiB`;
const ms = (value: number) => `${Math.round(value)} ms`;

export function buildTable(results: BenchResults): string | null {
  const build = results.build;
  if (!build) return null;
  const rows: string[][] = [];
  if (build.cold) {
    const perPage = build.cold.wallSeconds / build.cold.pages;
    rows.push([`cold build, ${build.locales} locales: wall time`, s(build.cold.wallSeconds), s(DOCUSAURUS.buildAllSeconds), formatRatio(ratio(build.cold.wallSeconds, DOCUSAURUS.buildAllSeconds))]);
    rows.push(['cold build: pages produced', String(build.cold.pages), String(DOCUSAURUS.buildAllPages), formatRatio(ratio(build.cold.pages, DOCUSAURUS.buildAllPages))]);
    rows.push(['cold build: seconds per page', `${(perPage * 1000).toFixed(0)} ms`, `${(DOCUSAURUS.secondsPerPage * 1000).toFixed(0)} ms`, formatRatio(ratio(perPage, DOCUSAURUS.secondsPerPage))]);
    rows.push(['cold build: peak RSS, process tree', gib(build.cold.peakTreeRssBytes), gib(DOCUSAURUS.buildAllPeakRssBytes), formatRatio(ratio(build.cold.peakTreeRssBytes, DOCUSAURUS.buildAllPeakRssBytes))]);
    rows.push(['cold build: peak RSS, largest process', gib(build.cold.peakProcessRssBytes), '', '']);
  }
  if (build.warmUnchanged) rows.push(['warm rebuild with nothing changed', s(build.warmUnchanged.wallSeconds), '', '']);
  if (build.warm) rows.push([`warm rebuild after editing ${build.warm.file}`, s(build.warm.wallSeconds), s(DOCUSAURUS.warmRebuildSeconds), formatRatio(ratio(build.warm.wallSeconds, DOCUSAURUS.warmRebuildSeconds))]);
  if (build.warmRestore) rows.push(['warm rebuild after restoring it', s(build.warmRestore.wallSeconds), '', '']);
  if (build.warmEnglish) rows.push([`warm rebuild after editing it, English only (${build.scaling?.points.at(-1)?.pages ?? '?'} pages)`, s(build.warmEnglish.wallSeconds), s(DOCUSAURUS.warmRebuildSeconds), formatRatio(ratio(build.warmEnglish.wallSeconds, DOCUSAURUS.warmRebuildSeconds))]);
  if (build.scaling) {
    for (const point of build.scaling.points) {
      rows.push([`English build, blog at ${Math.round(point.fraction * 100)} % (${point.posts} posts, ${point.pages} pages)`, s(point.wallSeconds), point.fraction === 1 ? `${s(DOCUSAURUS.buildEnglishSeconds)} (docs only, ${DOCUSAURUS.buildEnglishPages} pages)` : '', '']);
    }
    rows.push(['slope: build time per 100 posts', s(build.scaling.secondsPer100Posts), '', '']);
  }
  if (build.growth) {
    for (const point of build.growth.points) {
      const label = `site grown ${point.factor}× (${point.docs} docs, ${point.posts} posts; ${build.growth.locales} locales, ${point.pages} pages)`;
      rows.push([`${label}: cold build, peak RSS`, `${s(point.wallSeconds)}, ${gib(point.peakTreeRssBytes)} (${((point.wallSeconds / point.pages) * 1000).toFixed(0)} ms a page)`, '', '']);
      if (point.warm) rows.push([`${label}: warm rebuild after one doc edit`, s(point.warm.wallSeconds), '', '']);
    }
    if (build.growth.secondsPerPage !== undefined) rows.push(['slope: cold build time per 1,000 pages (grown sites)', s(build.growth.secondsPerPage * 1000), '', '']);
  }
  return markdownTable(['build', 'ours', 'Docusaurus', 'ratio'], rows);
}

export function developTable(results: BenchResults): string | null {
  const develop = results.develop;
  if (!develop) return null;
  const rows: string[][] = [];
  for (const name of ['cold', 'warm'] as const) {
    const start = develop[name];
    if (start) rows.push([`${name} start (${develop.locales}): first page answers / on screen`, `${s(start.firstAnswerSeconds)} / ${s(start.firstScreenSeconds)}`, '']);
  }
  for (const edit of develop.edits ?? []) {
    const notes = [edit.timeouts > 0 ? `${edit.timeouts} never shown` : '', edit.fullReloads > 0 ? `${edit.fullReloads} full reloads` : 'no full reload'].filter(Boolean).join(', ');
    rows.push([`edit-to-screen, ${edit.edit} (${edit.file}), median of ${edit.samplesMs.length}`, ms(edit.medianMs), `${edit.samplesMs.map((sample) => Math.round(sample)).join(', ')} ms; ${notes}`]);
  }
  return markdownTable(['gatsby develop', 'time', 'samples'], rows);
}

export function weightTable(weights: PageWeight[] | undefined): string | null {
  if (!weights) return null;
  const doc = DOCUSAURUS.doc;
  const rows = weights.map((page) => {
    const isDoc = page.type === 'doc';
    const withRatio = (value: number, theirs: number) => (isDoc ? `${kB(value)} (${formatRatio(ratio(value, theirs))})` : kB(value));
    return [
      `${page.type} ${page.route}`,
      `${kB(page.htmlBytes)} / ${isDoc ? withRatio(page.htmlGzipBytes, doc.htmlGzipBytes) : kB(page.htmlGzipBytes)}`,
      withRatio(page.jsGzipBytes, doc.jsGzipBytes),
      withRatio(page.jsInHtmlGzipBytes, doc.jsInHtmlGzipBytes),
      withRatio(page.cssGzipBytes, doc.cssGzipBytes),
      String(page.requests),
      page.largestChunk ? `${chunkLabel(page.largestChunk)} ${kB(page.largestChunk.gzipBytes)}` : '',
      page.prefetchRequests > 0 ? `${page.prefetchRequests} / ${kB(page.prefetchGzipBytes)}` : '0',
    ];
  });
  return markdownTable(
    ['page', 'HTML raw / gzip', 'first-load JS gzip', 'JS in HTML gzip', 'CSS gzip', 'requests', 'largest chunk (gzip)', 'prefetches (not counted)'],
    rows,
  );
}

/** Every first-load script of every page type, with its gzip size per page ('' where the page does not load it). */
export function chunkTable(weights: PageWeight[] | undefined): string | null {
  if (!weights) return null;
  const urls = new Map<string, number>();
  const labels = new Map<string, string>();
  for (const page of weights) {
    for (const chunk of page.chunks) {
      urls.set(chunk.url, Math.max(urls.get(chunk.url) ?? 0, chunk.gzipBytes));
      labels.set(chunk.url, chunkLabel(chunk));
    }
  }
  const ordered = [...urls.entries()].sort((a, b) => b[1] - a[1]).map(([url]) => url);
  const rows = ordered.map((url) => [labels.get(url) ?? url, ...weights.map((page) => {
    const chunk = page.chunks.find((entry) => entry.url === url);
    return chunk ? kB(chunk.gzipBytes) : '';
  })]);
  rows.push(['total', ...weights.map((page) => kB(page.jsGzipBytes))]);
  // Two pages of one type (the two docs) are told apart by their route.
  const heading = (page: PageWeight) => (weights.filter((other) => other.type === page.type).length > 1 ? `${page.type} ${page.route}` : page.type);
  return markdownTable(['first-load script (gzip)', ...weights.map(heading)], rows);
}

export function lighthouseTable(results: BenchResults): string | null {
  if (!results.lighthouse) return null;
  const rows = results.lighthouse.map((page) => {
    const theirs = page.formFactor === 'mobile' ? DOCUSAURUS.lighthouseMobile : DOCUSAURUS.lighthouseDesktop;
    return [
      page.type,
      page.formFactor,
      `${page.performance} (${formatRatio(ratio(page.performance, theirs.performance))})`,
      'accessibility' in theirs ? `${page.accessibility} (${formatRatio(ratio(page.accessibility, theirs.accessibility))})` : String(page.accessibility),
      'bestPractices' in theirs ? `${page.bestPractices} (${formatRatio(ratio(page.bestPractices, theirs.bestPractices))})` : String(page.bestPractices),
      'seo' in theirs ? `${page.seo} (${formatRatio(ratio(page.seo, theirs.seo))})` : String(page.seo),
      ms(page.fcpMs),
      ms(page.lcpMs),
      ms(page.tbtMs),
      page.cls.toFixed(3),
      kB(page.totalBytes),
      page.benchmarkIndex?.length ? String(median(page.benchmarkIndex)) : '',
    ];
  });
  return markdownTable(['page', 'form factor', 'performance', 'accessibility', 'best practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'total bytes', 'CPU benchmark'], rows);
}

function cacheTable(results: BenchResults): string | null {
  const cache = results.cache;
  if (!cache) return null;
  const rows = cache.pages.map((page) => [page.route, `${(page.refetchedGzipBytes / 1000).toFixed(2)} kB`, `${(page.loadedGzipBytes / 1000).toFixed(1)} kB`, page.refetched.map((entry) => entry.url).join(' ') || 'nothing', page.htmlChanged ? 'yes' : 'no']);
  rows.push(['(build)', `${cache.jsRenamed} of ${cache.jsFiles} JS files renamed`, `builds ${cache.builds.map((run) => `${run.wallSeconds.toFixed(0)} s`).join(', ')}`, '', '']);
  return markdownTable([`page (after editing ${cache.editedDoc})`, 'JS + CSS downloaded again', 'JS + CSS of the page', 'files', 'HTML changed'], rows);
}

export function budgetTable(results: BenchResults): { table: string; failed: number } | null {
  const checks = [...checkBudgets(results), ...checkDevelopBudgets(results.develop)];
  if (checks.length === 0) return null;
  return {
    table: markdownTable(['budget', 'value', 'limit', 'result'], checks.map((check) => [check.budget, check.value, check.limit, check.pass ? 'pass' : 'FAIL'])),
    failed: checks.filter((check) => !check.pass).length,
  };
}

export function fullReport(results: BenchResults): string {
  const parts: string[] = [];
  const add = (title: string, table: string | null) => {
    if (table) parts.push(`### ${title}\n\n${table}`);
  };
  const measured = (section: keyof BenchResults['measuredAt']) => {
    const load = results.load?.[section];
    return results.measuredAt[section] ? ` (measured ${results.measuredAt[section]}${load ? `, load average ${load[0]} → ${load[1]} on ${results.environment.cpus} CPUs` : ''})` : '';
  };
  add(`Build${measured('build')}`, buildTable(results));
  add(`Author's loop, gatsby develop${measured('develop')}`, developTable(results));
  add(`Returning visitors after a one-doc deploy${measured('cache')}`, cacheTable(results));
  add(`Weight per page type, first load in Chromium${measured('weight')}`, weightTable(results.weight));
  add('First-load JavaScript by chunk', chunkTable(results.weight));
  add(`Lighthouse 12, median of ${results.lighthouse?.[0]?.runs ?? 3} runs${measured('lighthouse')}`, lighthouseTable(results));
  add(`Search${measured('search')}`, results.search ? formatSearchTable(results.search) : null);
  add(`Search relevance, this site and Pagefind${measured('relevance')}`, results.relevance ? formatRelevanceTable(results.relevance) : null);
  return parts.join('\n\n');
}
