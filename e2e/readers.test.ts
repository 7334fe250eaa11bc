/**
 * Readers and their AI tools, on the production build: the Markdown of every page and the llms.txt files, the
 * copy-page menu (clipboard, keyboard, lazy loading, no JavaScript), the page feedback and the print layout.
 * Every test collects page errors and console errors.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, waitForHydration, watchErrors } from './harness';

const site = useSite();

const KLIPPER = '/docs/user-guides/klipper-setup/';
const SITE_URL = 'https://www.obico.io';

const get = (path: string) => fetch(`${site.baseUrl}${path}`);

/** The text outside fenced code blocks and code spans. */
function prose(markdown: string): string {
  // Fences may sit in a blockquote or a list item: the closing fence has the same prefix.
  return markdown.replace(/^([ \t>]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm, '').replace(/(`+)[^`\n]*?\1/g, '');
}

function assertCleanMarkdown(url: string, text: string) {
  assert.match(text, /^> For AI agents: [^\n]*llms\.txt\n\n# \S/, `${url} starts with the line for agents, then a title line`);
  const body = prose(text);
  assert.doesNotMatch(body, /(?<!\\)<\/?[A-Za-z][A-Za-z0-9-]*(\s[^<>]*)?\/?>/, `${url} has no HTML or JSX tag`);
  assert.doesNotMatch(body, /^(import|export)\s/m, `${url} has no import/export`);
  assert.doesNotMatch(body, /\{\/\*|\*\/\}/, `${url} has no MDX comment`);
  assert.doesNotMatch(body, /^:::/m, `${url} has no admonition fence`);
}

describe('Markdown of every page and llms.txt', () => {
  it('lists sections in /llms.txt whose .md URLs answer with clean Markdown (a sample of 30, and all of API)', async () => {
    const response = await get('/llms.txt');
    assert.equal(response.status, 200);
    const text = await response.text();
    assert.match(text, /^# Obico\n\n> .+\n/);
    const headings = text.split('\n').filter((line) => line.startsWith('## '));
    assert.deepEqual(headings, ['## User guides', '## Self-hosting', '## API', '## Developer guides', '## Blog']);
    assert.ok(text.length < 50_000, `llms.txt has ${text.length} characters`);
    // The newest posts, then the blog's own index, which lists every post.
    assert.match(text, /^- \[Every post\]\(https:\/\/www\.obico\.io\/blog\/llms\.txt\): all \d+ posts/m);
    const blogIndex = await (await get('/blog/llms.txt')).text();
    const mdLinks = (index: string) => [...index.matchAll(/^- \[[^\n]+?\]\((https:\/\/www\.obico\.io\/[^)\s]+\.md)\)/gm)].map((match) => match[1]);
    assert.ok(mdLinks(blogIndex).length > 200, `the blog's llms.txt lists every post (${mdLinks(blogIndex).length})`);
    const urls = [...new Set([...mdLinks(text), ...mdLinks(blogIndex)])];
    assert.ok(urls.length > 300, `llms.txt and the blog's list every doc and post (${urls.length})`);
    const api = text.slice(text.indexOf('## API'), text.indexOf('## Developer guides'));
    const apiUrls = [...api.matchAll(/\((https:[^)\s]+\.md)\)/g)].map((match) => match[1]);
    assert.ok(apiUrls.length >= 5);
    const step = Math.floor(urls.length / 30);
    const sample = new Set([...urls.filter((_, index) => index % step === 0).slice(0, 30), ...apiUrls]);
    for (const url of sample) {
      const path = url.slice(SITE_URL.length);
      const page = await get(path);
      assert.equal(page.status, 200, path);
      assert.match(page.headers.get('content-type') ?? '', /^text\/markdown/, `${path} is served as Markdown`);
      const markdown = await page.text();
      assert.match(markdown.split('\n')[0], /^> For AI agents: .*https:\/\/www\.obico\.io\/llms\.txt$/, `${path} starts with a line that points to llms.txt`);
      assertCleanMarkdown(path, markdown);
    }
  });

  it('writes the Markdown of a doc with its title, description, absolute links and flattened tabs', async () => {
    const text = await (await get('/docs/user-guides/klipper-setup.md')).text();
    assert.match(text, /^# Set up Obico for Klipper\n\n/m);
    assert.match(text, /^> \*\*Caution: /m);
    assert.match(text, /^### Mobile App$/m);
    assert.match(text, /!\[Klipper linking flow[^\]]*\]\(https:\/\/www\.obico\.io\/img\/diagrams\/klipper-link-flow-light\.svg\)/);
    assert.doesNotMatch(prose(text), /\]\(\/(?!\/)/, 'no site-relative link');
  });

  it('has llms-full.txt and the German files, where pages link within the locale', async () => {
    const full = await get('/llms-full.txt');
    assert.equal(full.status, 200);
    const fullText = await full.text();
    assert.ok((fullText.match(/^Source: https:\/\/www\.obico\.io\/docs\//gm) ?? []).length > 100, 'every doc is in llms-full.txt');
    assert.doesNotMatch(fullText, /^Source: https:\/\/www\.obico\.io\/blog\//m, 'posts are left out');
    const german = await get('/de-DE/llms.txt');
    assert.equal(german.status, 200);
    const germanText = await german.text();
    assert.match(germanText, /\(https:\/\/www\.obico\.io\/de-DE\/docs\/user-guides\/klipper-setup\.md\)/);
    assert.equal((await get('/de-DE/llms-full.txt')).status, 200);
    for (const locale of ['de-DE', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL', 'pl-PL', 'pt-BR', 'ru-RU']) {
      const index = await (await get(`/${locale}/llms.txt`)).text();
      assert.ok(index.length < 50_000, `/${locale}/llms.txt has ${index.length} characters`);
    }
    assert.equal(await (await get('/.well-known/llms.txt')).text(), await (await get('/llms.txt')).text(), 'llms.txt at its well-known address');
    const germanPage = await (await get('/de-DE/docs/api.md')).text();
    assert.match(germanPage.split('\n')[0], /https:\/\/www\.obico\.io\/de-DE\/llms\.txt$/, 'a German page points to the German index');
    assertCleanMarkdown('/de-DE/docs/api.md', germanPage);
    assert.match(germanPage, /https:\/\/www\.obico\.io\/de-DE\/docs\//, 'links stay in the locale');
  });

  it('links the Markdown from the head of docs and posts', async () => {
    const { page } = await site.newPage();
    const errors = watchErrors(page);
    await page.goto(KLIPPER);
    assert.equal(await page.locator('head link[rel="alternate"][type="text/markdown"]').getAttribute('href'), '/docs/user-guides/klipper-setup.md');
    await page.goto('/blog/');
    const post = await page.locator('article.blog-post-item a[href^="/blog/"]').first().getAttribute('href');
    await page.goto(post!);
    assert.equal(await page.locator('head link[rel="alternate"][type="text/markdown"]').getAttribute('href'), `${post!.replace(/\/$/, '')}.md`);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});

describe('copy-page menu', () => {
  it('loads its menu on first interaction and copies the page’s Markdown, starting with the h1', async () => {
    const { context } = await site.newContext({ viewport: { width: 1280, height: 800 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.baseUrl });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(KLIPPER);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const loaded = scripts.length;
    const button = page.locator('.copy-page__button');
    await button.hover();
    await page.waitForFunction((count) => performance.getEntriesByType('resource').filter((entry) => /\.js$/.test(entry.name)).length > count, loaded);
    assert.ok(scripts.length > loaded, 'the menu is a chunk of its own, loaded on hover');
    await button.click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await menu.getByRole('menuitem', { name: 'Copy page' }).click();
    await menu.getByRole('menuitem', { name: 'Copied' }).waitFor();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    const h1 = (await page.locator('article h1').textContent())!.trim();
    assert.ok(clipboard.startsWith(`# ${h1}\n`), `the clipboard starts with the title: ${clipboard.slice(0, 60)}`);
    assert.ok(clipboard.includes('## Step 1: Install Obico for Klipper'));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('works by keyboard alone: Enter opens, arrows move, Escape returns focus, Tab closes', async () => {
    const { page, errors } = await site.openPage(KLIPPER, { viewport: { width: 1280, height: 800 } });
    const button = page.locator('.copy-page__button');
    assert.equal(await button.getAttribute('aria-haspopup'), 'menu');
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    assert.equal(await focused(), 'Copy page');
    await page.keyboard.press('ArrowDown');
    assert.equal(await focused(), 'View as Markdown');
    await page.keyboard.press('End');
    assert.equal(await focused(), 'Connect your AI tool (MCP)');
    await page.keyboard.press('ArrowDown');
    assert.equal(await focused(), 'Copy page', 'the arrows wrap around');
    await page.keyboard.press('ArrowUp');
    assert.equal(await focused(), 'Connect your AI tool (MCP)');
    assert.equal(await page.getByRole('menuitem', { name: 'Connect your AI tool (MCP)' }).getAttribute('href'), '/docs/#connect-your-ai-tool-mcp');
    const claude = await page.getByRole('menuitem', { name: 'Open in Claude' });
    const prompt = 'Read https://www.obico.io/docs/user-guides/klipper-setup.md so that I can ask you questions about it.';
    assert.equal(await claude.getAttribute('href'), `https://claude.ai/new?q=${encodeURIComponent(prompt)}`);
    assert.equal(await page.getByRole('menuitem', { name: 'Open in ChatGPT' }).getAttribute('href'), `https://chatgpt.com/?hints=search&q=${encodeURIComponent(prompt)}`);
    assert.equal(await claude.getAttribute('rel'), 'noopener noreferrer');
    assert.equal(await claude.getAttribute('target'), '_blank');
    assert.equal(await page.getByRole('menuitem', { name: 'View as Markdown' }).getAttribute('href'), '/docs/user-guides/klipper-setup.md');
    await page.keyboard.press('Escape');
    assert.equal(await page.getByRole('menu').count(), 0);
    assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('copy-page__button')), true, 'Escape returns focus to the button');
    await page.keyboard.press('ArrowUp');
    await page.getByRole('menu').waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Connect your AI tool (MCP)');
    await page.keyboard.press('Tab');
    assert.equal(await page.getByRole('menu').count(), 0, 'Tab closes the menu');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('is a link to the Markdown without JavaScript', async () => {
    const { page } = await site.newPage({ javaScriptEnabled: false });
    await page.goto(KLIPPER);
    const button = page.locator('.copy-page__button');
    assert.equal(await button.getAttribute('href'), '/docs/user-guides/klipper-setup.md');
    assert.equal(await button.getAttribute('role'), null);
    await page.context().close();
  });
});

describe('page feedback', () => {
  it('thanks the reader in the same box, on the same page, and posts the Netlify form', async () => {
    const { page } = await site.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    const posts: string[] = [];
    // As Netlify answers a form post.
    await page.route(`${site.baseUrl}/`, (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      posts.push(route.request().postData() ?? '');
      return route.fulfill({ status: 200, contentType: 'text/html', body: 'ok' });
    });
    await page.goto(KLIPPER);
    await waitForHydration(page);
    const box = page.locator('.page-feedback');
    await box.scrollIntoViewIfNeeded();
    const before = await box.boundingBox();
    await box.getByRole('button', { name: 'Yes' }).click();
    await box.getByRole('status').getByText('Thank you for your feedback!').waitFor();
    await box.getByLabel('What could we improve? (optional)').fill('More pictures of the installer');
    await box.getByRole('button', { name: 'Send' }).click();
    await page.waitForFunction(() => !document.querySelector('.page-feedback textarea'));
    const afterBox = await box.boundingBox();
    assert.equal(afterBox!.height, before!.height, 'the box keeps its height');
    assert.equal(new URL(page.url()).pathname, KLIPPER);
    for (let tries = 0; posts.length < 2 && tries < 50; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(posts.length, 2);
    assert.deepEqual(Object.fromEntries(new URLSearchParams(posts[0])), { 'form-name': 'page-feedback', 'bot-field': '', page: KLIPPER, helpful: 'yes', comment: '' });
    assert.equal(new URLSearchParams(posts[1]).get('comment'), 'More pictures of the installer');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('thanks the reader when the post fails, without a page error', async () => {
    const { page } = await site.newPage();
    const errors = watchErrors(page);
    await page.route(`${site.baseUrl}/`, (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.fallback()));
    await page.goto(KLIPPER);
    await waitForHydration(page);
    await page.locator('.page-feedback').getByRole('button', { name: 'No' }).click();
    await page.locator('.page-feedback').getByText('Thank you for your feedback!').waitFor();
    // The browser itself notes the failed request; the page adds no error of its own.
    assert.deepEqual(errors.filter((error) => !/^console: Failed to load resource/.test(error)), []);
    await page.context().close();
  });

  it('has a static form for Netlify’s form detection', async () => {
    const html = await (await get('/feedback-form.html')).text();
    assert.match(html, /<form name="page-feedback" method="post" data-netlify="true" netlify-honeypot="bot-field"/);
    for (const field of ['form-name', 'bot-field', 'page', 'helpful', 'comment']) assert.match(html, new RegExp(`name="${field}"`));
  });
});

describe('print layout', () => {
  for (const path of [KLIPPER, null]) {
    it(`prints the article alone (${path ?? 'a blog post'})`, async () => {
      const { page } = await site.newPage({ viewport: { width: 1280, height: 800 } });
      const errors = watchErrors(page);
      let target = path;
      if (!target) {
        await page.goto('/blog/');
        target = await page.locator('article.blog-post-item a[href^="/blog/"]').first().getAttribute('href');
      }
      await page.goto(target!);
      await waitForHydration(page);
      await page.emulateMedia({ media: 'print' });
      for (const selector of ['.navbar', '.docs-layout__sidebar', '.docs-layout__toc', '.blog-layout__sidebar', '.footer', '.announcement-bar', '.page-feedback', '.copy-page', '.pagination-nav']) {
        const visible = await page.locator(selector).evaluateAll((nodes) => nodes.some((node) => node.getClientRects().length > 0));
        assert.equal(visible, false, `${selector} is hidden in print`);
      }
      assert.equal(await page.locator('article h1').isVisible(), true);
      assert.equal(await page.locator('article .markdown').isVisible(), true);
      const links = page.locator('article .markdown a[href^="http"], article .markdown a[href^="/"]');
      if ((await links.count()) > 0) {
        const after = await links.first().evaluate((node) => getComputedStyle(node, '::after').content);
        assert.match(after, /attr\(href\)|\(https?:/, `links show their URL (${after})`);
      }
      const pre = page.locator('article pre').first();
      if (await pre.count()) assert.equal(await pre.evaluate((node) => getComputedStyle(node).whiteSpace), 'pre-wrap');
      await page.emulateMedia({ media: 'screen' });
      assert.equal(await page.locator('.navbar').isVisible(), true);
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  }
});
