/**
 * npm run bench [-- --only=build,develop,cache,weight,lighthouse,search] [--build-steps=scaling,cold,warm] [--skip-build] [--check]
 *                 [--runs=3] [--locales=de-DE]
 *
 * Measures the site (issue 9) and writes bench/results.json, then prints the tables. Sections:
 * - build: English builds with the blog at 25/50/100 % of its posts (slope) and a warm English rebuild after
 *   editing one doc, the cold build of all nine locales (gatsby clean first), a warm rebuild after editing one
 *   doc, then the growth step: cold and warm builds of a synthetic site with 2× and 5× the docs and posts (a copy
 *   of content/ under bench/tmp/). It replaces public/ and .cache/, and restores every file it touches. --build-steps picks parts;
 *   --locales=de-DE builds English and de-DE only (quicker, not the budgeted build).
 * - develop: `gatsby develop` in a copy of the site, cold and warm start (until the doc page answers and is on
 *   screen) and edit-to-screen latency of a doc body, a post body and a doc title edit (bench/develop.ts);
 *   --locales=de-DE starts it with English and de-DE rather than its English-only default.
 * - cache: builds twice around a one-doc edit and measures, in Chromium, the JavaScript and CSS a returning visitor
 *   of other pages downloads again (bench/cache.ts).
 * - search: local index size, load+parse time and query latency (bench/search.ts).
 * - weight: HTML, first-load JS and CSS per page type in Chromium.
 * - lighthouse: Lighthouse 12, mobile and desktop, median of --runs runs.
 * The sections other than build measure the existing public/. A run with --only keeps the other sections of
 * the previous results.json. --check exits with 1 when a budget is broken by the sections measured in this run.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM, startSite } from '../e2e/harness';
import { ROOT, benchBuild } from './build';
import { LIGHTHOUSE_PAGE_TYPES, benchLighthouse } from './lighthouse';
import { benchCache } from './cache';
import { benchDevelop } from './develop';
import { checkBudgets, checkDevelopBudgets, parseArgs, type BenchResults, type Section } from './lib';
import { budgetTable, fullReport } from './report';
import { benchSearch } from './search';
import { benchRelevance, formatRelevanceTable } from './relevance';
import { benchDialogLatency } from './searchDialog';
import { benchWeight } from './weight';

function environment(): BenchResults['environment'] {
  const version = (command: string, args: string[]) => {
    try {
      return execFileSync(command, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return 'unknown';
    }
  };
  const packageVersion = (name: string) => (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  return {
    commit: version('git', ['rev-parse', '--short', 'HEAD']),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    chromium: version(CHROMIUM, ['--version']),
    gatsby: packageVersion('gatsby'),
    lighthouse: packageVersion('lighthouse'),
  };
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const outFile = path.resolve(ROOT, options.out);
  const previous: Partial<BenchResults> = fs.existsSync(outFile) ? JSON.parse(fs.readFileSync(outFile, 'utf8')) : {};
  const results: BenchResults = { ...previous, generatedAt: new Date().toISOString(), environment: environment(), measuredAt: { ...previous.measuredAt }, load: { ...previous.load } };
  const now = () => `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const ran = new Set<Section>();
  const started = new Map<Section, number>();
  const begin = (section: Section) => started.set(section, os.loadavg()[0]);
  const finish = (section: Section) => {
    results.measuredAt[section] = now();
    results.load[section] = [Number((started.get(section) ?? 0).toFixed(2)), Number(os.loadavg()[0].toFixed(2))];
    ran.add(section);
    save();
  };
  const save = () => fs.writeFileSync(outFile, `${JSON.stringify(results, null, 2)}\n`);

  if (options.sections.includes('build')) {
    begin('build');
    results.build = await benchBuild({ locales: options.locales, steps: options.buildSteps, previous: previous.build });
    finish('build');
  }
  if (options.sections.includes('develop')) {
    begin('develop');
    results.develop = await benchDevelop({ locales: options.locales });
    finish('develop');
  }
  if (options.sections.includes('cache')) {
    begin('cache');
    results.cache = await benchCache(options.locales);
    finish('cache');
  }
  const publicDir = path.join(ROOT, 'public');
  if (options.sections.some((section) => section !== 'build' && section !== 'develop' && section !== 'cache') && !fs.existsSync(path.join(publicDir, 'index.html'))) {
    throw new Error('No production build in public/: run `npm run build` first, or run the build section.');
  }
  if (options.sections.includes('search')) {
    console.log('bench: search …');
    begin('search');
    results.search = await benchSearch(publicDir, 300);
    finish('search');
  }
  if (options.sections.includes('relevance')) {
    console.log('bench: relevance (this site and Pagefind over the same pages) …');
    begin('relevance');
    results.relevance = await benchRelevance(publicDir);
    results.searchDialog = await benchDialogLatency();
    console.log(`search dialog, key press to results: p50 ${results.searchDialog.p50Ms.toFixed(0)} ms, p95 ${results.searchDialog.p95Ms.toFixed(0)} ms over ${results.searchDialog.queries} queries`);
    finish('relevance');
    console.log(formatRelevanceTable(results.relevance));
    for (const miss of results.relevance.misses) console.log(`  miss (${miss.kind}): "${miss.q}" → ${miss.got.join(', ') || 'nothing'} (expected ${miss.expected.join(' or ')})`);
  }
  if (options.sections.includes('weight') || options.sections.includes('lighthouse')) {
    const site = await startSite();
    try {
      if (options.sections.includes('weight')) {
        console.log('bench: weight …');
        begin('weight');
        results.weight = await benchWeight(site);
        for (const page of results.weight) {
          if (page.consoleErrors.length > 0) console.warn(`bench: ${page.route} logged errors: ${page.consoleErrors.join(' | ')}`);
        }
        finish('weight');
      }
      if (options.sections.includes('lighthouse')) {
        console.log(`bench: lighthouse, ${LIGHTHOUSE_PAGE_TYPES.length} pages × mobile and desktop × ${options.runs} runs …`);
        begin('lighthouse');
        results.lighthouse = await benchLighthouse(site.baseUrl, LIGHTHOUSE_PAGE_TYPES, options.runs);
        finish('lighthouse');
      }
    } finally {
      await site.close();
    }
  }

  console.log(`\n${fullReport(results)}\n`);
  const measuredNow: Partial<BenchResults> = Object.fromEntries([...ran].map((section) => [section, results[section]]));
  // The dialog's latency is measured with the relevance section.
  if (ran.has('relevance')) measuredNow.searchDialog = results.searchDialog;
  const budgets = budgetTable(measuredNow as BenchResults);
  if (budgets) console.log(`### Budgets (sections measured in this run)\n\n${budgets.table}\n`);
  console.log(`Results: ${path.relative(process.cwd(), outFile)}`);
  if (options.check) {
    const broken = [...checkBudgets(measuredNow as BenchResults), ...checkDevelopBudgets(measuredNow.develop)].filter((check) => !check.pass);
    if (broken.length > 0) {
      console.error(`\n${broken.length} budget(s) broken:`);
      for (const check of broken) console.error(`- ${check.budget}: ${check.value}, limit ${check.limit}`);
      return 1;
    }
    console.log('Every budget holds.');
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`bench: ${error.message}`);
    process.exit(2);
  },
);
