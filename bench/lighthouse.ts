/**
 * Lighthouse 12 (its Node API) on each page type, mobile (the default config: simulated slow 4G and a 4x slower
 * CPU) and desktop (lighthouse/core/config/desktop-config.js), with Debian's Chromium, a fresh browser per run.
 * Each figure is the median of the runs. The last run's report of each page goes to bench/tmp/lighthouse/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/harness';
import { LOG_DIR } from './build';
import { medianFigures, type LighthouseFigures, type LighthousePage } from './lib';
import { PAGE_TYPES, type PageType } from './weight';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode: string; title: string }>;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
}

function figures(lhr: Lhr): LighthouseFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    totalBytes: value('total-byte-weight'),
  };
}

/** Scored audits below a full score in accessibility, best practices and SEO. */
function failingAudits(lhr: Lhr): string[] {
  const failing: string[] = [];
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${category}/${ref.id}`);
    }
  }
  return failing;
}

/**
 * The pages Lighthouse measures: the six page types, plus the search page with a query, whose results render
 * after hydration from the local index (the heaviest start of any page).
 */
export const LIGHTHOUSE_PAGE_TYPES: PageType[] = [...PAGE_TYPES, { type: 'search with a query', route: '/search/?q=klipper' }];

export async function benchLighthouse(baseUrl: string, pageTypes: PageType[], runs = 3): Promise<LighthousePage[]> {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const reportDir = path.join(LOG_DIR, 'lighthouse');
  fs.mkdirSync(reportDir, { recursive: true });
  const results: LighthousePage[] = [];
  for (const formFactor of ['mobile', 'desktop'] as const) {
    for (const pageType of pageTypes) {
      const perRun: LighthouseFigures[] = [];
      const benchmarkIndex: number[] = [];
      const failing = new Set<string>();
      for (let run = 0; run < runs; run++) {
        const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
        try {
          const result = await lighthouse(
            `${baseUrl}${pageType.route}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error('Lighthouse returned no result');
          const lhr = result.lhr as unknown as Lhr;
          if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          perRun.push(figures(lhr));
          benchmarkIndex.push(Math.round(lhr.environment?.benchmarkIndex ?? 0));
          for (const id of failingAudits(lhr)) failing.add(id);
          if (run === runs - 1) {
            const name = `${pageType.type.replace(/\W+/g, '-')}-${formFactor}.json`;
            fs.writeFileSync(path.join(reportDir, name), typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr));
          }
        } finally {
          await chrome.kill();
        }
      }
      const page: LighthousePage = { type: pageType.type, route: pageType.route, formFactor, runs, ...medianFigures(perRun), failingAudits: [...failing].sort(), benchmarkIndex };
      console.log(
        `bench: lighthouse ${formFactor} ${pageType.type}: ${page.performance}/${page.accessibility}/${page.bestPractices}/${page.seo}` +
          ` (CPU benchmark ${benchmarkIndex.join(', ')})` +
          (page.failingAudits.length > 0 ? ` (failing: ${page.failingAudits.join(', ')})` : ''),
      );
      results.push(page);
    }
  }
  return results;
}
