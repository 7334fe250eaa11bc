/**
 * The docs' MCP server at /mcp (Netlify Functions API v2): stateless Streamable HTTP, one server per request. The
 * tools and the HTTP rules are src/lib/mcp/server.ts; this file gives them the published site and the client.
 *
 * The function reads the published files at runtime (netlify.toml [functions.mcp] included_files). Netlify puts them
 * at their path from the repository root, and runs the function there, as `netlify dev` does: public/ below the
 * working directory. MCP_PUBLIC_DIR names another directory (the tests point it at a build made elsewhere).
 */
import os from 'node:os';
import path from 'node:path';
import { handleMcpRequest } from '../../src/lib/mcp/server';
import { createFileRateStore, createRateLimiter, readRateLimit } from '../../src/lib/mcp/rateLimit';
import { siteConfig } from '../../src/config/site';
import { DEFAULT_LOCALE, LOCALES } from '../../src/config/locales';

/** What the function reads of Netlify's context (the rest of @netlify/functions' Context is unused). */
interface NetlifyContext {
  ip?: string;
}

const site = {
  publicDir: path.resolve(process.env.MCP_PUBLIC_DIR || path.join(process.cwd(), 'public')),
  siteUrl: siteConfig.url,
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
};

// Per function instance (src/lib/mcp/rateLimit.ts), kept in its temporary directory: `netlify dev` runs each call in
// a new worker, which would forget a window kept in memory. MCP_RATE_LIMIT: requests per minute per client;
// MCP_RATE_DIR: another directory for the windows (each test run its own).
const limiter = createRateLimiter({
  limit: readRateLimit(process.env.MCP_RATE_LIMIT),
  store: createFileRateStore(process.env.MCP_RATE_DIR || path.join(os.tmpdir(), 'obico-mcp-rate')),
});

export default async (request: Request, context: NetlifyContext): Promise<Response> =>
  handleMcpRequest(request, { site, limiter, clientIp: context?.ip ?? request.headers.get('x-nf-client-connection-ip') });

export const config = { path: '/mcp' };
