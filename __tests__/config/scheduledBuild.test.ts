import fs from 'fs';
import path from 'path';
import { parse } from 'smol-toml';

const ROOT = path.join(__dirname, '../..');

describe('the daily build that publishes scheduled posts', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { handler } = require(path.join(ROOT, 'netlify/functions/scheduled-build.js')) as { handler: () => Promise<{ statusCode: number; body: string }> };
  const realFetch = global.fetch;
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    global.fetch = realFetch;
    delete process.env.SCHEDULED_BUILD_HOOK_URL;
    log.mockRestore();
  });

  it('netlify.toml runs the function every day (at 00:00 UTC)', () => {
    const toml = parse(fs.readFileSync(path.join(ROOT, 'netlify.toml'), 'utf8')) as { functions?: Record<string, { schedule?: string }> };
    expect(toml.functions?.['scheduled-build']?.schedule).toBe('@daily');
  });

  it('POSTs to the build hook SCHEDULED_BUILD_HOOK_URL names', async () => {
    process.env.SCHEDULED_BUILD_HOOK_URL = 'https://api.netlify.com/build_hooks/abc123';
    const calls: Array<[string, RequestInit | undefined]> = [];
    global.fetch = (async (url: string, init?: RequestInit) => (calls.push([url, init]), new Response('', { status: 200 }))) as typeof fetch;
    await expect(handler()).resolves.toMatchObject({ statusCode: 200 });
    expect(calls).toHaveLength(1);
    expect(calls[0][0]).toMatch(/^https:\/\/api\.netlify\.com\/build_hooks\/abc123\?trigger_title=Scheduled%20build/);
    expect(calls[0][1]).toEqual({ method: 'POST' });
  });

  it('reports a hook that refuses, and starts nothing without a hook', async () => {
    process.env.SCHEDULED_BUILD_HOOK_URL = 'https://api.netlify.com/build_hooks/gone';
    global.fetch = (async () => new Response('', { status: 404 })) as typeof fetch;
    await expect(handler()).resolves.toEqual({ statusCode: 502, body: 'The build hook answered 404.' });
    delete process.env.SCHEDULED_BUILD_HOOK_URL;
    let called = false;
    global.fetch = (async () => ((called = true), new Response(''))) as typeof fetch;
    await expect(handler()).resolves.toMatchObject({ statusCode: 200, body: expect.stringContaining('not set') });
    expect(called).toBe(false);
  });
});
