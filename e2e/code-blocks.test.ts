/**
 * Code blocks and diagrams in the browser, on the production build: highlighted with JavaScript off, colours per
 * colour mode, the copy button by mouse and keyboard (with and without the Clipboard API), titles, highlighted
 * lines, line numbers, magic comments, and mermaid diagrams that only their pages load.
 * The fixture is the demo page content/pages/markdown-page.mdx.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useSite, waitForHydration, watchErrors } from './harness';

const site = useSite();

const FIXTURE = '/markdown-page/';
const DOC_WITHOUT_DIAGRAM = '/docs/user-guides/klipper-setup/';

/** The code block with this title. */
const block = (page: Page, title: string) => page.locator('.code-block', { has: page.locator('.code-block__title', { hasText: title }) });

/** The distinct text colours of the token spans inside the n-th code block of a language. */
function tokenColours(page: Page, language: string, index = 0): Promise<string[]> {
  return page.evaluate(
    ([lang, n]) => {
      const pre = document.querySelectorAll(`pre[data-language="${lang}"]`)[n as number];
      if (!pre) throw new Error(`no ${lang} block`);
      return [...new Set([...pre.querySelectorAll('.token')].map((token) => getComputedStyle(token).color))];
    },
    [language, index] as const,
  );
}

describe('highlighting', () => {
  it('is in the HTML: with JavaScript off a doc shows JSON in three or more colours and bash in two or more', async () => {
    const { page } = await site.newPage({ javaScriptEnabled: false });
    await page.goto('/docs/api/printer/');
    const json = await tokenColours(page, 'json');
    const bash = await tokenColours(page, 'bash');
    assert.ok(json.length >= 3, `json: ${json}`);
    assert.ok(bash.length >= 2, `bash: ${bash}`);
    // The fixture's blocks too; no script runs here, so the tokens come from the HTML.
    await page.goto(FIXTURE);
    for (const language of ['yaml', 'ini', 'python']) {
      const colours = await tokenColours(page, language);
      assert.ok(colours.length >= 3, `${language}: ${colours}`);
    }
    await page.context().close();
  });

  it('switches colours with the colour mode, without re-rendering', async () => {
    const { page, errors } = await site.openPage(FIXTURE);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    const light = await tokenColours(page, 'yaml');
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    const dark = await tokenColours(page, 'yaml');
    assert.notDeepEqual(light, dark);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('renders a title, a highlighted range, line numbers and magic comments as written', async () => {
    const { page } = await site.openPage(FIXTURE);
    const conf = block(page, 'moonraker.conf');
    assert.equal(await conf.locator('pre').getAttribute('data-language'), 'ini');
    const lines = conf.locator('.code-line');
    assert.equal(await lines.count(), 4);
    const highlighted = await lines.evaluateAll((spans) => spans.map((span) => span.classList.contains('code-line--highlighted')));
    assert.deepEqual(highlighted, [false, true, true, false]);
    const numbers = await lines.evaluateAll((spans) => spans.map((span) => getComputedStyle(span, '::before').content));
    assert.ok(numbers.every((content) => /counter\(code-line\)/.test(content)), `line numbers: ${numbers}`);
    const highlightBackground = await lines.nth(1).evaluate((span) => getComputedStyle(span).backgroundColor);
    const plainBackground = await lines.nth(0).evaluate((span) => getComputedStyle(span).backgroundColor);
    assert.notEqual(highlightBackground, plainBackground);
    // Magic comments: gone from the text, their lines highlighted.
    const python = page.locator('pre[data-language="python"]');
    assert.doesNotMatch((await python.textContent()) ?? '', /highlight-/);
    assert.deepEqual(
      await python.locator('.code-line').evaluateAll((spans) => spans.map((span) => span.classList.contains('code-line--highlighted'))),
      [false, true, false],
    );
    const ini = block(page, 'printer.cfg').locator('pre');
    assert.deepEqual(
      await ini.locator('.code-line').evaluateAll((spans) => spans.map((span) => span.classList.contains('code-line--highlighted'))),
      [false, true, true],
    );
    // Long lines scroll inside the block, never the page.
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    assert.ok(scrollWidth <= clientWidth, 'the page does not scroll sideways');
    await page.context().close();
  });
});

describe('copy button', () => {
  async function openWithClipboard(): Promise<Page> {
    const { context } = await site.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await page.goto(FIXTURE);
    await waitForHydration(page);
    return page;
  }
  const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

  it('is on every block, a named button that copies the code without prompts or magic comments, and says Copied', async () => {
    const page = await openWithClipboard();
    const errors = watchErrors(page);
    const blocks = await page.locator('.code-block').count();
    assert.equal(await page.getByRole('button', { name: 'Copy code' }).count(), blocks);
    const python = page.locator('.code-block', { has: page.locator('pre[data-language="python"]') });
    await python.hover();
    await python.getByRole('button', { name: 'Copy code' }).click();
    assert.equal(await clipboard(page), 'def send(event):\n    print(event["printer"])\n    return True');
    await page.getByRole('status').filter({ hasText: 'Copied' }).first().waitFor();
    const bash = page.locator('.code-block', { has: page.locator('pre[data-language="bash"]') });
    await bash.hover();
    await bash.getByRole('button', { name: 'Copy code' }).click();
    assert.equal(await clipboard(page), 'cd ~/moonraker-obico\n./install.sh');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('works by keyboard alone: Tab reaches it, Enter copies', async () => {
    const page = await openWithClipboard();
    const ini = block(page, 'printer.cfg');
    await ini.locator('pre').focus();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    assert.equal(focused, 'Copy code');
    // Visible on focus (once its fade-in transition ends).
    await page.waitForFunction(() => document.activeElement !== null && getComputedStyle(document.activeElement).opacity === '1');
    await page.keyboard.press('Enter');
    assert.equal(await clipboard(page), '[server]\nhost: 0.0.0.0\nport: 7125');
    await page.context().close();
  });

  it('falls back when the Clipboard API refuses', async () => {
    const page = await openWithClipboard();
    // A string, so that no helper of the test's compiler leaks into the page.
    await page.evaluate("Object.defineProperty(navigator.clipboard, 'writeText', { value: function () { return Promise.reject(new DOMException('denied', 'NotAllowedError')); } })");
    const conf = block(page, 'moonraker.conf');
    await conf.hover();
    await conf.getByRole('button', { name: 'Copy code' }).click();
    await conf.getByRole('button', { name: 'Copied' }).waitFor();
    assert.match(await clipboard(page), /^\[update_manager moonraker-obico\]\ntype: git_repo\n/);
    await page.context().close();
  });
});

describe('mermaid', () => {
  it('draws the diagram in both colour modes, and a page without a diagram loads no mermaid code', async () => {
    const { page } = await site.newPage();
    const errors = watchErrors(page);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    await page.goto(FIXTURE);
    await waitForHydration(page);
    await page.locator('.mermaid-diagram[data-mermaid-state="drawn"]').waitFor({ timeout: 30_000 });
    for (const mode of ['light', 'dark']) {
      await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
      const visible = page.locator(`.mermaid-diagram--${mode} svg`);
      assert.ok(await visible.isVisible(), `${mode}: the diagram is visible`);
      assert.match((await visible.textContent()) ?? '', /Obico server/);
    }
    const mermaidScripts = new Set<string>();
    for (const url of scripts) {
      const body = await (await fetch(url)).text();
      if (/Syntax error in text/.test(body)) mermaidScripts.add(new URL(url).pathname);
    }
    assert.ok(mermaidScripts.size > 0, 'the diagram page loaded the mermaid library');
    assert.deepEqual(errors, []);
    await page.context().close();

    const other = await site.newPage();
    const loaded: string[] = [];
    other.page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await other.page.goto(DOC_WITHOUT_DIAGRAM);
    await waitForHydration(other.page);
    await other.page.waitForTimeout(1500);
    assert.deepEqual(loaded.filter((pathname) => mermaidScripts.has(pathname)), [], 'no mermaid chunk on a page without a diagram');
    await other.page.context().close();
  });
});
