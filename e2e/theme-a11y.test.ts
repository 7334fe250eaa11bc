/**
 * Accessibility and look: axe finds no serious or critical violation on a doc page, a post, the blog list and the
 * help page, in both colour modes; the run writes screenshots of them at 1280 and 390 px wide to
 * e2e/screenshots/ (git-ignored) for review.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { ROOT, startSite, waitForHydration, type Site } from './harness';

const PAGES = [
  { name: 'doc', path: '/docs/user-guides/klipper-setup/' },
  { name: 'post', path: '/blog/2022/07/27/klipper-tunnel-and-obico-for-klipper-release/' },
  { name: 'blog-list', path: '/blog/' },
  { name: 'help', path: '/help/' },
] as const;
const MODES = ['light', 'dark'] as const;
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;
const SCREENSHOTS = path.join(ROOT, 'e2e', 'screenshots');

let site: Site;
before(async () => {
  site = await startSite();
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
});
after(async () => {
  await site?.close();
});

async function newModePage(mode: (typeof MODES)[number], viewport: { width: number; height: number }) {
  const { context } = await site.newContext({ viewport });
  // The stored choice, before any script of the site runs: the inline script applies it before first paint.
  await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  return { context, page: await context.newPage() };
}

describe('accessibility (axe)', () => {
  for (const mode of MODES) {
    for (const target of PAGES) {
      it(`${target.name} in ${mode} mode has no serious or critical violation`, async () => {
        const { context, page } = await newModePage(mode, WIDTHS[0]);
        await page.goto(target.path);
        await waitForHydration(page);
        assert.equal(await page.getAttribute('html', 'data-theme'), mode);
        const results = await new AxeBuilder({ page }).analyze();
        const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
        const report = blocking.map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes.slice(0, 5).map((node) => `  ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ')}`).join('\n')}`);
        assert.deepEqual(report, []);
        await context.close();
      });
    }
  }
});

describe('screenshots', () => {
  it('writes each page at 1280 and 390 px in both modes to e2e/screenshots/', async () => {
    const written: string[] = [];
    for (const mode of MODES) {
      for (const viewport of WIDTHS) {
        const { context, page } = await newModePage(mode, viewport);
        for (const target of PAGES) {
          await page.goto(target.path);
          await waitForHydration(page);
          // Lazy images (covers, diagrams) load before the shot.
          await page.evaluate(async () => {
            for (const img of document.querySelectorAll<HTMLImageElement>('main img')) img.loading = 'eager';
            const pending = [...document.querySelectorAll<HTMLImageElement>('main img')].filter((img) => !img.complete);
            await Promise.all(
              pending.map(
                (img) =>
                  new Promise((resolve) => {
                    img.addEventListener('load', resolve, { once: true });
                    img.addEventListener('error', resolve, { once: true });
                  }),
              ),
            );
          });
          const file = path.join(SCREENSHOTS, `${target.name}-${viewport.width}-${mode}.png`);
          await page.screenshot({ path: file, fullPage: true });
          written.push(file);
        }
        await context.close();
      }
    }
    assert.equal(written.length, PAGES.length * MODES.length * WIDTHS.length);
    for (const file of written) assert.ok(fs.statSync(file).size > 10_000, `${file} holds a real image`);
    const ignored = fs.readFileSync(path.join(ROOT, '.gitignore'), 'utf8').split('\n');
    assert.ok(ignored.includes('e2e/screenshots/'), 'the screenshots are git-ignored');
  });
});
