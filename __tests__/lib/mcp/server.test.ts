/** The HTTP edge and the protocol, in process: raw JSON-RPC requests as a client sends them. */
import { handleMcpRequest, MAX_BODY_BYTES, TOOL_NAMES } from '../../../src/lib/mcp/server';
import { createRateLimiter } from '../../../src/lib/mcp/rateLimit';
import { useFixtureSite, KLIPPER_MD } from './fixtureSite';

const site = useFixtureSite();

const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const post = (body: unknown, init: RequestInit = {}) =>
  new Request('http://localhost/mcp', { method: 'POST', headers: HEADERS, body: typeof body === 'string' ? body : JSON.stringify(body), ...init });
const call = (name: string, args: Record<string, unknown>, id = 1) => post({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });

async function send(request: Request, limiter = createRateLimiter({ limit: 1000 }), clientIp = '203.0.113.1') {
  const response = await handleMcpRequest(request, { site: site(), limiter, clientIp });
  const text = await response.text();
  return { response, text, json: text ? JSON.parse(text) : null };
}

describe('handleMcpRequest', () => {
  it('initializes and lists the three tools, with titles and input schemas', async () => {
    const init = await send(post({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'jest', version: '1' } } }));
    expect(init.response.status).toBe(200);
    expect(init.json.result.serverInfo.name).toBe('obico-docs');
    expect(init.response.headers.get('mcp-session-id')).toBeNull();
    const { json } = await send(post({ jsonrpc: '2.0', id: 1, method: 'tools/list' }));
    const tools = json.result.tools as Array<{ name: string; title: string; description: string; inputSchema: { properties: Record<string, unknown> } }>;
    expect(tools.map((tool) => tool.name).sort()).toEqual([...TOOL_NAMES].sort());
    for (const tool of tools) expect(tool.title && tool.description).toBeTruthy();
    expect(Object.keys(tools.find((tool) => tool.name === 'search_docs')!.inputSchema.properties).sort()).toEqual(['locale', 'query', 'type']);
  });

  it('search_docs finds the Klipper guide, as text and structured content', async () => {
    const { json } = await send(call('search_docs', { query: 'klipper' }));
    expect(json.result.isError).toBeFalsy();
    expect(json.result.content[0].text).toMatch(/1\. Set up Obico for Klipper\n {3}URL: https:\/\/www\.obico\.io\/docs\/user-guides\/klipper-setup\//);
    expect(json.result.structuredContent.results[0].markdownUrl).toBe('https://www.obico.io/docs/user-guides/klipper-setup.md');
  });

  it('get_page returns the .md as it is; traversal and other hosts are tool errors', async () => {
    expect((await send(call('get_page', { page: '/docs/user-guides/klipper-setup/' }))).json.result.content[0].text).toBe(KLIPPER_MD);
    for (const page of ['../../etc/passwd', '%2e%2e%2fsecret.txt', 'https://evil.example/docs/x/', '/docs/x\u0000']) {
      const { json } = await send(call('get_page', { page }));
      expect(json.result.isError).toBe(true);
      expect(json.result.content[0].text).not.toContain('SECRET');
    }
  });

  it('list_sections lists the sections; an unknown locale is an input error', async () => {
    expect((await send(call('list_sections', {}))).json.result.structuredContent.sections.map((s: { title: string }) => s.title)).toEqual(['User guides', 'API']);
    expect((await send(call('list_sections', { locale: 'fr-FR' }))).json.result).toMatchObject({ isError: true });
    const unknown = await send(call('list_sections', { locale: 'xx' }));
    expect(unknown.json.error?.code ?? (unknown.json.result.isError ? 'tool error' : null)).toBeTruthy();
  });

  it('answers malformed JSON-RPC and unknown tools with JSON-RPC errors', async () => {
    const parse = await send(post('{"jsonrpc":"2.0",'));
    expect(parse.response.status).toBe(400);
    expect(parse.json.error.code).toBe(-32700);
    const invalid = await send(post({ hello: 'world' }));
    expect(invalid.response.status).toBe(400);
    expect(invalid.json.error.code).toBeLessThan(0);
    const unknown = await send(call('rm_rf', {}, 7));
    expect(unknown.json).toMatchObject({ jsonrpc: '2.0', id: 7, error: { code: -32602, message: expect.stringContaining('"rm_rf"') } });
    expect((await send(post({ jsonrpc: '2.0', id: 8, method: 'tools/call', params: {} }))).json.error.code).toBe(-32602);
    const method = await send(post({ jsonrpc: '2.0', id: 3, method: 'no/such/method' }));
    expect(method.json.error.code).toBe(-32601);
  });

  it('answers GET and DELETE 405', async () => {
    for (const method of ['GET', 'DELETE']) {
      const { response, json } = await send(new Request('http://localhost/mcp', { method, headers: { accept: 'text/event-stream' } }));
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(json.error.code).toBe(-32000);
    }
  });

  it('answers 413 to a body over the cap, declared or not', async () => {
    const big = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_docs', arguments: { query: 'x'.repeat(MAX_BODY_BYTES) } } });
    expect((await send(post(big, { headers: { ...HEADERS, 'content-length': String(big.length) } }))).response.status).toBe(413);
    const stream = new ReadableStream({ start: (controller) => (controller.enqueue(new TextEncoder().encode(big)), controller.close()) });
    const undeclared = new Request('http://localhost/mcp', { method: 'POST', headers: HEADERS, body: stream, duplex: 'half' } as RequestInit);
    expect((await send(undeclared)).response.status).toBe(413);
  });

  it('answers 429 with Retry-After past the limit, per client', async () => {
    const limiter = createRateLimiter({ limit: 2 });
    const list = () => post({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect((await send(list(), limiter)).response.status).toBe(200);
    expect((await send(list(), limiter)).response.status).toBe(200);
    const refused = await send(list(), limiter);
    expect(refused.response.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(list(), limiter, '203.0.113.2')).response.status).toBe(200);
  });
});
