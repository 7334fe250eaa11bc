/**
 * The docs' MCP server as an agent meets it: the SDK's own client over Streamable HTTP, against the function at /mcp
 * run by Netlify's runtime (`netlify dev --offline`) over the production build. PUBLIC_DIR names the build
 * (default: the repository's public/). MCP_RATE_LIMIT is set low so the limit can be reached.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ROOT } from './harness';
import { startNetlifyDev, type NetlifyDev } from './netlifyDev';

const publicDir = path.resolve(process.env.PUBLIC_DIR ?? path.join(ROOT, 'public'));
const KLIPPER = '/docs/user-guides/klipper-setup/';
/** Requests the whole test makes before the rate-limit check, with room to spare. */
const RATE_LIMIT = 40;

let dev: NetlifyDev;
let rateDir: string | undefined;
let requests = 0;

/** A connected client; each of its HTTP requests is counted against the rate limit. */
async function connect(): Promise<Client> {
  const client = new Client({ name: 'e2e', version: '1.0.0' });
  const counting: typeof fetch = (input, init) => {
    requests++;
    return fetch(input, init);
  };
  await client.connect(new StreamableHTTPClientTransport(new URL(`${dev.url}/mcp`), { fetch: counting }));
  return client;
}

const text = (result: CallToolResult) => result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');

const postRaw = (body: string) => {
  requests++;
  return fetch(`${dev.url}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body });
};

describe('MCP server under netlify dev', { skip: !fs.existsSync(path.join(publicDir, 'search', 'en.json')) && `no build at ${publicDir}` }, () => {
  let client: Client;
  before(async () => {
    rateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-rate-'));
    dev = await startNetlifyDev({ publicDir, env: { MCP_PUBLIC_DIR: publicDir, MCP_RATE_LIMIT: String(RATE_LIMIT), MCP_RATE_DIR: rateDir }, readyPath: '/mcp' });
    client = await connect();
  });
  after(async () => {
    await client?.close().catch(() => undefined);
    await dev?.stop();
    if (rateDir) fs.rmSync(rateDir, { recursive: true, force: true });
  });

  it('lists the three tools', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), ['get_page', 'list_sections', 'search_docs']);
    for (const tool of tools) assert.ok(tool.title && tool.description, `${tool.name} has a title and a description`);
  });

  it('search_docs("klipper") finds the Klipper setup guide', async () => {
    const result = (await client.callTool({ name: 'search_docs', arguments: { query: 'klipper' } })) as CallToolResult;
    assert.ok(!result.isError, text(result));
    const urls = (result.structuredContent as { results: Array<{ url: string }> }).results.map((entry) => entry.url);
    assert.ok(urls.length > 0 && urls.length <= 10, `${urls.length} results`);
    assert.ok(urls.includes(`https://www.obico.io${KLIPPER}`), `the guide is among the results: ${urls.join(', ')}`);
    assert.match(text(result), /Set up Obico for Klipper/);
  });

  it('search_docs filters by type and reads a 10 kB query', async () => {
    const blog = (await client.callTool({ name: 'search_docs', arguments: { query: 'klipper', type: 'blog' } })) as CallToolResult;
    const types = (blog.structuredContent as { results: Array<{ type: string }> }).results.map((entry) => entry.type);
    assert.ok(types.length > 0 && types.every((type) => type === 'blog'), types.join());
    const long = (await client.callTool({ name: 'search_docs', arguments: { query: `klipper ${'webcam '.repeat(1500)}`.slice(0, 10_240) } })) as CallToolResult;
    assert.ok(!long.isError, text(long));
    assert.match(text(long), /cut to its first 512 characters/);
  });

  it('get_page returns the published .md byte for byte, in each form of its address', async () => {
    const expected = fs.readFileSync(path.join(publicDir, 'docs/user-guides/klipper-setup.md'), 'utf8');
    for (const page of [KLIPPER, '/docs/user-guides/klipper-setup.md', `https://www.obico.io${KLIPPER}#requirements`]) {
      const result = (await client.callTool({ name: 'get_page', arguments: { page } })) as CallToolResult;
      assert.ok(!result.isError, text(result));
      assert.equal(text(result), expected, page);
    }
  });

  it('get_page refuses traversal and other hosts with a tool error', async () => {
    for (const page of ['../../etc/passwd', '/docs/%2e%2e/%2e%2e/etc/passwd', '..%2f..%2fnetlify.toml', '%252e%252e%252fpackage.json', 'https://evil.example/docs/x/', 'file:///etc/passwd']) {
      const result = (await client.callTool({ name: 'get_page', arguments: { page } })) as CallToolResult;
      assert.equal(result.isError, true, page);
      assert.doesNotMatch(text(result), /root:|\[build\]|"name"/, page);
    }
  });

  it('list_sections lists the docs by section', async () => {
    const result = (await client.callTool({ name: 'list_sections', arguments: {} })) as CallToolResult;
    const sections = (result.structuredContent as { sections: Array<{ title: string; pages: Array<{ markdownUrl: string }> }> }).sections;
    assert.deepEqual(sections.map((section) => section.title), ['User guides', 'Self-hosting', 'API', 'Developer guides']);
    assert.ok(sections[0].pages.some((entry) => entry.markdownUrl === 'https://www.obico.io/docs/user-guides/klipper-setup.md'));
  });

  it('an unknown tool and malformed JSON-RPC get JSON-RPC errors', async () => {
    await assert.rejects(client.callTool({ name: 'rm_rf', arguments: {} }), (error: Error & { code?: number }) => error.code === -32602 && /rm_rf/.test(error.message));
    const parse = await postRaw('{"jsonrpc": "2.0", "id": 1, "method": ');
    assert.equal(parse.status, 400);
    assert.equal(((await parse.json()) as { error: { code: number } }).error.code, -32700);
    const invalid = await postRaw(JSON.stringify({ jsonrpc: '2.0', id: 1 }));
    assert.equal(invalid.status, 400);
    assert.ok(((await invalid.json()) as { error: { code: number } }).error.code < 0);
  });

  it('answers 429 with Retry-After once a client passes the limit', async () => {
    // The client's own requests counted too (GETs among them, which the server does not count): fewer than the limit.
    assert.ok(requests < RATE_LIMIT, `the test made ${requests} requests before this one`);
    const list = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const statuses: number[] = [];
    let refused: Response | null = null;
    for (let i = 0; i <= RATE_LIMIT && !refused; i++) {
      const response = await postRaw(list);
      statuses.push(response.status);
      if (response.status === 429) refused = response;
      else await response.arrayBuffer();
    }
    assert.ok(refused, `no 429 after ${statuses.length} more requests: ${statuses.join(' ')}`);
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
    assert.ok(statuses.slice(0, -1).every((status) => status === 200), statuses.join(' '));
  });
});
