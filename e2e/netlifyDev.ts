/**
 * Serves a published site with Netlify's own local runtime: `netlify dev --offline` (netlify-cli, a dev dependency)
 * over a build directory, with the project's netlify.toml, functions and edge functions, so Netlify's router decides
 * headers, redirects and 404s and the functions run as Netlify runs them. node_modules/.bin goes first on the PATH,
 * so netlify-cli finds the Deno of the `deno` package for edge functions.
 *
 * Nothing here reaches the network: --offline turns off what needs it (login, site lookup, remote env), --geo mock
 * keeps geolocation from being fetched, and #static keeps the CLI from detecting Gatsby and starting its dev server.
 * The process runs in its own process group, which stop() ends as a whole (the CLI starts children of its own).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, ROOT } from './harness';

export interface NetlifyDevOptions {
  /** The published directory to serve (the build's public/). */
  publicDir: string;
  /** Extra environment variables for the CLI, and so for the functions it runs. */
  env?: Record<string, string>;
  /** How long to wait for the first answer; the first start bundles the functions. */
  timeoutMs?: number;
  /**
   * A path that must answer something other than 404 before the server counts as started (a function's route: the
   * CLI announces it is ready before it has loaded every function).
   */
  readyPath?: string;
}

export interface NetlifyDev {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  url: string;
  /** The CLI's output so far (stdout and stderr), for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

export async function startNetlifyDev(opts: NetlifyDevOptions): Promise<NetlifyDev> {
  const port = await freePort();
  const bin = path.join(ROOT, 'node_modules', '.bin');
  const args = ['dev', '--offline', '--dir', path.resolve(opts.publicDir), '--port', String(port), '--functions', 'netlify/functions', '--framework', '#static', '--geo', 'mock', '--country', 'US', '--no-open', '--skip-gitignore'];
  const child = spawn(path.join(bin, 'netlify'), args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
      BROWSER: 'none',
      NETLIFY_TELEMETRY_DISABLED: '1',
      // Netlify's edge runtime for local emulation, from npm (@netlify/edge-functions-dev), where netlify-cli would
      // download it from edge.netlify.com.
      NETLIFY_EDGE_BOOTSTRAP: pathToFileURL(path.join(ROOT, 'node_modules', '@netlify', 'edge-functions-dev', 'dist', 'deno', 'bootstrap.mjs')).href,
      // Colours off: the output is read in failure messages.
      FORCE_COLOR: '0',
      NO_COLOR: '1',
      ...opts.env,
    },
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      return;
    }
    const killed = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000))]);
    if (!killed) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
      await exited;
    }
  };

  const url = `http://127.0.0.1:${port}`;
  const timeoutMs = opts.timeoutMs ?? 120_000;
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`netlify dev exited with code ${child.exitCode}:\n${log.slice(-4000)}`);
    try {
      // "Server now ready" comes once the functions are bundled; an answer alone can precede it.
      const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      const ready = /Server now ready|Local dev server ready/i.test(log) && (!opts.readyPath || (await fetch(`${url}${opts.readyPath}`, { signal: AbortSignal.timeout(5000) }).then(async (answer) => (await answer.arrayBuffer(), answer.status !== 404))));
      if (ready) return { url, output: () => log, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`netlify dev did not answer on ${url} within ${timeoutMs} ms:\n${log.slice(-4000)}`);
}
