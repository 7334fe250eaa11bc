import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFileRateStore, createMemoryRateStore, createRateLimiter, DEFAULT_RATE_LIMIT, readRateLimit } from '../../../src/lib/mcp/rateLimit';

describe('createRateLimiter', () => {
  it('allows `limit` requests per window, then answers when to retry', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    expect(limiter.check('a', 0)).toEqual({ allowed: true, remaining: 2 });
    expect(limiter.check('a', 10_000)).toEqual({ allowed: true, remaining: 1 });
    expect(limiter.check('a', 20_000)).toEqual({ allowed: true, remaining: 0 });
    expect(limiter.check('a', 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    // Another client has its own window.
    expect(limiter.check('b', 30_000).allowed).toBe(true);
  });

  it('slides: each request leaves the window a minute after it was made', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    limiter.check('a', 0);
    limiter.check('a', 30_000);
    expect(limiter.check('a', 59_999).allowed).toBe(false);
    expect(limiter.check('a', 60_000).allowed).toBe(true);
    expect(limiter.check('a', 60_001)).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });

  it('refused requests do not count, and Retry-After is at least a second', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    limiter.check('a', 0);
    for (let t = 1; t < 1000; t += 100) expect(limiter.check('a', t).allowed).toBe(false);
    expect(limiter.check('a', 999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.check('a', 1000).allowed).toBe(true);
  });

  it('remembers a bounded number of clients, forgetting the least recent', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, store: createMemoryRateStore(2) });
    limiter.check('a', 0);
    limiter.check('b', 1);
    limiter.check('c', 2);
    expect(limiter.check('b', 3).allowed).toBe(false);
    expect(limiter.check('a', 4).allowed).toBe(true);
  });
});

describe('createFileRateStore', () => {
  it('keeps the window between limiters (calls) that share the directory, one small file per client', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-rate-'));
    try {
      const call = () => createRateLimiter({ limit: 2, windowMs: 60_000, store: createFileRateStore(dir) });
      expect(call().check('203.0.113.1', 0).allowed).toBe(true);
      expect(call().check('203.0.113.1', 1).allowed).toBe(true);
      expect(call().check('203.0.113.1', 2)).toEqual({ allowed: false, retryAfterSeconds: 60 });
      expect(call().check('203.0.113.2', 3).allowed).toBe(true);
      const files = fs.readdirSync(dir);
      expect(files).toHaveLength(2);
      expect(files.every((name) => /^[0-9a-f]{32}\.json$/.test(name))).toBe(true);
      fs.writeFileSync(path.join(dir, files[0]), 'not json');
      expect(createFileRateStore(dir).get('203.0.113.1')).toEqual(expect.any(Array));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never throws when the directory cannot be written', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-rate-')), 'a-file');
    fs.writeFileSync(file, '');
    const store = createFileRateStore(path.join(file, 'dir'));
    expect(() => store.set('a', [1])).not.toThrow();
    expect(store.get('a')).toEqual([]);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});

describe('readRateLimit', () => {
  it.each([
    [undefined, DEFAULT_RATE_LIMIT],
    ['', DEFAULT_RATE_LIMIT],
    ['5', 5],
    ['0', DEFAULT_RATE_LIMIT],
    ['-3', DEFAULT_RATE_LIMIT],
    ['2.5', DEFAULT_RATE_LIMIT],
    ['many', DEFAULT_RATE_LIMIT],
  ])('%j -> %d', (value, expected) => {
    expect(readRateLimit(value)).toBe(expected);
  });
});
