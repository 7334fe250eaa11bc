/**
 * Browser test harness: serves the production build (public/) with `gatsby serve` on 127.0.0.1 and drives
 * Debian's Chromium through playwright-core. Every request to another origin is blocked, so a test also proves
 * the site works offline.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, before } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Resolves once React has hydrated the page (gatsby-browser's onInitialClientRender marks <html>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-hydrated') === 'true');
}

/**
 * Waits until <html lang> is `expected`. Each time Gatsby renders a page again (the not-found page taking its own
 * address, say), its head handler takes the previous page's lang and dir off <html> and puts the new ones on a
 * moment later, so a read at once can find none. A lang that never comes fails with the one <html> has.
 */
export async function expectHtmlLang(page: Page, expected: string): Promise<void> {
  try {
    await page.waitForFunction((lang) => document.documentElement.getAttribute('lang') === lang, expected, { timeout: 5000 });
  } catch {
    assert.fail(`expected <html lang="${expected}">, found ${JSON.stringify(await page.locator('html').getAttribute('lang'))}`);
  }
}

/** Collects a page's uncaught exceptions and console errors, as `pageerror: …` and `console: …` lines. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

export const ROOT = path.resolve(__dirname, '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`gatsby serve exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`gatsby serve did not answer on ${url} within ${timeoutMs} ms`);
}

export interface Site {
  baseUrl: string;
  browser: Browser;
  /** A new browser context (fresh storage) whose requests outside the site are aborted and recorded. */
  newContext(options?: Parameters<Browser['newContext']>[0]): Promise<{ context: BrowserContext; blocked: string[] }>;
  newPage(options?: Parameters<Browser['newContext']>[0]): Promise<{ page: Page; blocked: string[] }>;
  /** A new page at `path`, hydrated, collecting its errors (see watchErrors) from before it loaded. */
  openPage(path: string, options?: Parameters<Browser['newContext']>[0]): Promise<{ page: Page; errors: string[]; blocked: string[] }>;
  close(): Promise<void>;
}

/** Starts the server and the browser. Requires a production build in public/ (npm run build). */
export async function startSite(): Promise<Site> {
  if (!fs.existsSync(path.join(ROOT, 'public', 'index.html'))) {
    throw new Error('No production build in public/: run `npm run build` first.');
  }
  const port = await freePort();
  const server = spawn(path.join(ROOT, 'node_modules/.bin/gatsby'), ['serve', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: ROOT,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseUrl}/`, server);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

  const newContext: Site['newContext'] = async (options) => {
    const context = await browser.newContext({ baseURL: baseUrl, ...options });
    const blocked: string[] = [];
    await context.route(
      (url) => url.origin !== baseUrl,
      (route) => {
        blocked.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
    return { context, blocked };
  };

  const newPage: Site['newPage'] = async (options) => {
    const { context, blocked } = await newContext(options);
    return { page: await context.newPage(), blocked };
  };

  return {
    baseUrl,
    browser,
    newContext,
    newPage,
    async openPage(path, options) {
      const { page, blocked } = await newPage(options);
      const errors = watchErrors(page);
      await page.goto(path);
      await waitForHydration(page);
      return { page, errors, blocked };
    },
    async close() {
      await browser.close();
      server.kill('SIGTERM');
    },
  };
}

/**
 * Starts the site before the tests of the file (or of the describe block) that calls it and closes it after them.
 * The returned Site forwards to the running one, so tests read `site.baseUrl` and call `site.newPage()` as usual.
 */
export function useSite(): Site {
  let site: Site | undefined;
  before(async () => {
    site = await startSite();
  });
  after(async () => {
    await site?.close();
  });
  const running = (): Site => {
    if (!site) throw new Error('The site is not started yet: use it inside a test or hook.');
    return site;
  };
  return {
    get baseUrl() {
      return running().baseUrl;
    },
    get browser() {
      return running().browser;
    },
    newContext: (options) => running().newContext(options),
    newPage: (options) => running().newPage(options),
    openPage: (path, options) => running().openPage(path, options),
    close: () => running().close(),
  };
}
