/**
 * A per-client rate limit for the MCP function: a sliding window over each client's recent requests, kept in the
 * function instance (in memory, or in its temporary directory where memory does not last between calls: see
 * createFileRateStore). Each instance counts on its own (Netlify may run several), so the limit bounds what one client
 * costs one instance, which is what it is for. The clock is passed in.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Requests a client may make per window when MCP_RATE_LIMIT does not say otherwise. */
export const DEFAULT_RATE_LIMIT = 60;
export const RATE_WINDOW_MS = 60_000;
/** Clients remembered at most; past it the oldest are forgotten, so a flood of addresses cannot fill the memory. */
export const MAX_TRACKED_CLIENTS = 10_000;

export type RateDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts a request of `client` at `now` (ms) and says whether it may go on. */
  check(client: string, now?: number): RateDecision;
}

/**
 * The limit MCP_RATE_LIMIT sets (requests per minute, a positive integer), or the default when it is unset or wrong.
 * @example readRateLimit('5') === 5
 */
export function readRateLimit(value: string | undefined, fallback = DEFAULT_RATE_LIMIT): number {
  const limit = Number(value);
  return value && Number.isInteger(limit) && limit > 0 ? limit : fallback;
}

/** Where the limiter keeps each client's request times (oldest first). */
export interface RateStore {
  get(client: string): number[];
  set(client: string, times: number[]): void;
}

/** The times in memory; past `maxClients` the client seen least recently is forgotten. */
export function createMemoryRateStore(maxClients = MAX_TRACKED_CLIENTS): RateStore {
  // A Map keeps insertion order: the first key is the client seen least recently (each set moves its client last).
  const clients = new Map<string, number[]>();
  return {
    get: (client) => clients.get(client) ?? [],
    set(client, times) {
      clients.delete(client);
      clients.set(client, times);
      while (clients.size > maxClients) clients.delete(clients.keys().next().value as string);
    },
  };
}

/**
 * The times in small files under `dir`, one per client (named by a hash of its address), for a runtime that starts
 * each call afresh: `netlify dev` runs every call of a v2 function in a new worker thread, so memory is not kept
 * between calls there, while a deployed instance keeps its temporary directory as it keeps its memory. Files of
 * clients idle for a window are removed now and then. Unreadable or missing files count as no requests.
 */
export function createFileRateStore(dir: string, windowMs = RATE_WINDOW_MS, now: () => number = Date.now): RateStore {
  const file = (client: string) => path.join(dir, `${createHash('sha256').update(client).digest('hex').slice(0, 32)}.json`);
  let writes = 0;
  return {
    get(client) {
      try {
        const times = JSON.parse(fs.readFileSync(file(client), 'utf8')) as unknown;
        return Array.isArray(times) ? times.filter((time): time is number => typeof time === 'number') : [];
      } catch {
        return [];
      }
    },
    set(client, times) {
      try {
        fs.mkdirSync(dir, { recursive: true });
        const target = file(client);
        const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}`;
        fs.writeFileSync(temporary, JSON.stringify(times));
        fs.renameSync(temporary, target);
        if (++writes % 100 === 0) pruneIdle(dir, now() - windowMs);
      } catch {
        /* a full or read-only disk must not stop the docs from answering */
      }
    },
  };
}

function pruneIdle(dir: string, before: number): void {
  for (const name of fs.readdirSync(dir)) {
    const entry = path.join(dir, name);
    try {
      if (fs.statSync(entry).mtimeMs < before) fs.unlinkSync(entry);
    } catch {
      /* removed by another call */
    }
  }
}

export function createRateLimiter({ limit = DEFAULT_RATE_LIMIT, windowMs = RATE_WINDOW_MS, store = createMemoryRateStore() }: { limit?: number; windowMs?: number; store?: RateStore } = {}): RateLimiter {
  return {
    check(client, now = Date.now()) {
      const since = now - windowMs;
      const times = store.get(client).filter((time) => time > since);
      if (times.length >= limit) {
        store.set(client, times);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((times[0] + windowMs - now) / 1000)) };
      }
      times.push(now);
      store.set(client, times);
      return { allowed: true, remaining: limit - times.length };
    },
  };
}
