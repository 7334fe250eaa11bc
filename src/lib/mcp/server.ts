/**
 * The docs' MCP server (Model Context Protocol, https://modelcontextprotocol.io): three tools that let a coding agent
 * search the docs, read a page's Markdown and see the docs' sections, answered from the published site. Built on
 * the official SDK; stateless Streamable HTTP (a new server and transport for each request, JSON responses), as a
 * serverless function runs it. The HTTP edge (method, body size, rate limit) is handleMcpRequest below; the Netlify
 * Function (netlify/functions/mcp.mts) only passes in the site and the client's address.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
// zod's v4 API (zod 3.25 ships it): the SDK's types infer tool arguments from it; from zod 3 schemas tsc gives up (TS2589).
import { z } from 'zod/v4';
import { TYPE_VALUES } from '../search/facets';
import { MAX_QUERY_CHARS } from '../search/localIndex';
import { formatSearchAnswer, MAX_RESULT_PAGES, searchDocs, SearchRequestError, type DocsSearchSite } from './search';
import { PageRequestError, readPublishedPage, MAX_PAGE_BYTES } from './pages';
import { formatSections, readDocsSections } from './sections';
import type { RateLimiter } from './rateLimit';

export const MCP_SERVER_NAME = 'obico-docs';
export const MCP_SERVER_VERSION = '1.0.0';
/** Largest request body read (a tool call is a few hundred bytes; a 10 kB query fits many times). */
export const MAX_BODY_BYTES = 64 * 1024;

export type McpSite = DocsSearchSite;

/** The server's tools (each registered in createDocsMcpServer). */
export const TOOL_NAMES = ['search_docs', 'get_page', 'list_sections'] as const;

const toolError = (message: string): CallToolResult => ({ content: [{ type: 'text', text: message }], isError: true });

/** A tool's failure the agent can act on (bad input) as a tool error; anything else too, without its stack. */
function asToolError(error: unknown): CallToolResult {
  if (error instanceof PageRequestError || error instanceof SearchRequestError) return toolError(error.message);
  return toolError('The docs server could not answer this call.');
}

/** The MCP server of the docs, its tools bound to one published site. */
export function createDocsMcpServer(site: McpSite): McpServer {
  const server = new McpServer(
    { name: MCP_SERVER_NAME, title: 'Obico docs', version: MCP_SERVER_VERSION },
    {
      instructions:
        'The Obico documentation (3D printer monitoring and AI failure detection for OctoPrint and Klipper; self-hosted server; client API). ' +
        'Use search_docs to find pages, get_page to read one as Markdown, list_sections to see every page by section.',
    },
  );
  const locale = z
    .enum(site.locales as [string, ...string[]])
    .optional()
    .describe(`The docs' language: ${site.locales.join(', ')}. Default ${site.defaultLocale}. Untranslated pages are in English.`);

  const searchInput = {
    query: z.string().describe(`Keywords or a question; only the first ${MAX_QUERY_CHARS} characters are read.`),
    locale,
    type: z.enum(TYPE_VALUES).optional().describe('"docs" for the documentation only, "blog" for blog posts only; both by default.'),
  };
  server.registerTool(
    'search_docs',
    {
      title: 'Search the Obico docs',
      description:
        `Searches the Obico documentation and blog with the site's own search (the same results as ${site.siteUrl}/search/). ` +
        `Returns up to ${MAX_RESULT_PAGES} pages, best first, each with its title, URL, Markdown URL, section and a short snippet. ` +
        'Use a few keywords ("klipper webcam", "self-host install docker"); then read a page with get_page.',
      inputSchema: searchInput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, locale: language, type }): Promise<CallToolResult> => {
      try {
        const answer = await searchDocs(site, { query, locale: language, type });
        return { content: [{ type: 'text', text: formatSearchAnswer(answer) }], structuredContent: { ...answer } };
      } catch (error) {
        return asToolError(error);
      }
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page as Markdown',
      description:
        `Returns the Markdown of one page of ${site.siteUrl}. Give its route (/docs/user-guides/klipper-setup/), its Markdown path ` +
        `(/docs/user-guides/klipper-setup.md), a translated route (/fr-FR/docs/…/) or its full URL on ${site.siteUrl}. ` +
        `Pages longer than ${MAX_PAGE_BYTES / 1024} kB are cut, with a note.`,
      inputSchema: {
        page: z.string().describe('The page: a route, a .md path or a URL of the site, as search_docs and list_sections give them.'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ page }): Promise<CallToolResult> => {
      try {
        const found = readPublishedPage(site.publicDir, page, site.siteUrl);
        return { content: [{ type: 'text', text: found.markdown }] };
      } catch (error) {
        return asToolError(error);
      }
    },
  );

  server.registerTool(
    'list_sections',
    {
      title: 'List the docs sections and pages',
      description: 'Lists every page of the Obico docs by section (user guides, self-hosting, API, developer guides), in sidebar order, with each page\'s Markdown URL for get_page.',
      inputSchema: { locale },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ locale: language }): Promise<CallToolResult> => {
      const chosen = language ?? site.defaultLocale;
      try {
        const sections = readDocsSections(site.publicDir, chosen, site.defaultLocale);
        if (!sections) return toolError(`The docs of ${chosen} are not published.`);
        return { content: [{ type: 'text', text: formatSections(sections, chosen) }], structuredContent: { locale: chosen, sections } };
      } catch (error) {
        return asToolError(error);
      }
    },
  );
  return server;
}

/** A JSON-RPC error answered before the request reaches the server (no id: the request was not read). */
function jsonRpcError(status: number, code: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

const tooLarge = () => jsonRpcError(413, -32000, `Request body over ${MAX_BODY_BYTES} bytes.`);

/** The request's body as text, or null when it is longer than `max` bytes (read no further than that). */
async function readBody(request: Request, max: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      void reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The JSON-RPC error for a call of a tool the server does not have: "Invalid params" (-32602), as the MCP spec
 * lists unknown tools among protocol errors. The SDK's McpServer answers them as a tool result with isError instead,
 * so the call is answered here, before the server sees it. Null for anything else (batches included).
 */
export function unknownToolCall(body: string): Response | null {
  let message: unknown;
  try {
    message = JSON.parse(body);
  } catch {
    return null;
  }
  if (!message || typeof message !== 'object' || Array.isArray(message)) return null;
  const { method, id, params } = message as { method?: unknown; id?: unknown; params?: { name?: unknown } };
  if (method !== 'tools/call' || (typeof id !== 'string' && typeof id !== 'number')) return null;
  const name = params?.name;
  if (typeof name === 'string' && (TOOL_NAMES as readonly string[]).includes(name)) return null;
  const shown = typeof name === 'string' ? `"${name.slice(0, 100)}"` : 'without a name';
  return new Response(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32602, message: `Unknown tool ${shown}; the tools are ${TOOL_NAMES.join(', ')}.` } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

export interface McpRequestOptions {
  site: McpSite;
  limiter: RateLimiter;
  /** The client's address, for the rate limit; requests without one share a key. */
  clientIp: string | null | undefined;
}

/**
 * Answers one HTTP request to /mcp. POST carries JSON-RPC; GET (the optional SSE stream) and DELETE (sessions) are
 * answered 405, as the spec says a stateless server does. Over the rate limit: 429 with Retry-After; a body over
 * MAX_BODY_BYTES: 413. Malformed JSON-RPC and unknown tools are answered by the SDK with JSON-RPC errors.
 */
export async function handleMcpRequest(request: Request, { site, limiter, clientIp }: McpRequestOptions): Promise<Response> {
  if (request.method !== 'POST') {
    return jsonRpcError(405, -32000, 'Method not allowed: this MCP server is stateless and answers POST only.', { allow: 'POST' });
  }
  const decision = limiter.check(clientIp || 'unknown');
  if (!decision.allowed) {
    return jsonRpcError(429, -32000, `Too many requests: try again in ${decision.retryAfterSeconds} s.`, { 'retry-after': String(decision.retryAfterSeconds) });
  }
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return tooLarge();
  const body = await readBody(request, MAX_BODY_BYTES);
  if (body === null) return tooLarge();
  const unknown = unknownToolCall(body);
  if (unknown) return unknown;

  const server = createDocsMcpServer(site);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true, maxRequestBodySize: MAX_BODY_BYTES });
  try {
    await server.connect(transport);
    // The body was read above: the transport gets it again as the client sent it, and parses it itself (a parse error
    // is its JSON-RPC error to give).
    return await transport.handleRequest(new Request(request.url, { method: 'POST', headers: request.headers, body }));
  } catch {
    return jsonRpcError(500, -32603, 'Internal error');
  } finally {
    // JSON responses are complete when handleRequest returns: the server and transport of this request can go.
    void transport.close().catch(() => undefined);
    void server.close().catch(() => undefined);
  }
}
