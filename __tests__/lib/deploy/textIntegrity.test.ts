import fs from 'fs';
import os from 'os';
import path from 'path';
import { firstInvalidUtf8, isTextFile, textDefect, textDefectsMessage } from '../../../src/lib/deploy/textIntegrity';
import { findTextDefects, removeSourceMaps } from '../../../src/node/postBuild';
import { isNoindex } from '../../../src/lib/html/parse';

const bytes = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : Buffer.from(part))));

describe('textDefect', () => {
  it('passes clean UTF-8 in any script', () => {
    expect(textDefect(bytes('<a>Русский</a> Copyright © 2025, Esta página, 中文, 🙂'))).toBeNull();
    expect(textDefect(bytes(''))).toBeNull();
  });
  it('finds a NUL byte next to a multi-byte character and says where', () => {
    expect(textDefect(bytes('Рус', [0], 'ский'))).toBe('a NUL byte at byte 6');
  });
  it('finds invalid UTF-8: a cut sequence, a stray continuation byte, an overlong form, a surrogate', () => {
    expect(textDefect(bytes('ab', [0xd0]))).toBe('invalid UTF-8 at byte 2');
    expect(textDefect(bytes('abc', [0x80], 'd'))).toBe('invalid UTF-8 at byte 3');
    expect(textDefect(bytes([0xc0, 0xaf]))).toBe('invalid UTF-8 at byte 0');
    expect(textDefect(bytes('x', [0xed, 0xa0, 0x80]))).toBe('invalid UTF-8 at byte 1');
    expect(textDefect(bytes('Рус', [0xd1], 'ский'))).toBe('invalid UTF-8 at byte 6');
  });
  it('agrees with a fatal TextDecoder on every two-byte sequence', () => {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const disagreements: number[][] = [];
    for (let a = 0; a < 256; a += 1) {
      for (let b = 0; b < 256; b += 1) {
        const pair = Uint8Array.from([a, b]);
        let valid = true;
        try {
          decoder.decode(pair);
        } catch {
          valid = false;
        }
        if ((firstInvalidUtf8(pair) === -1) !== valid) disagreements.push([a, b]);
      }
    }
    expect(disagreements).toEqual([]);
  });
});

describe('isTextFile', () => {
  it('covers pages, data, scripts, styles, feeds, drawings and the deploy files', () => {
    for (const file of ['/index.html', '/page-data/app-data.json', '/app-1.js', '/styles.css', '/blog/rss.xml', '/robots.txt', '/a.md', '/img/logo.svg', '/_headers', '/_redirects']) {
      expect(isTextFile(file)).toBe(true);
    }
    for (const file of ['/static/a/cover.webp', '/img/social-card.png', '/favicon.ico', '/fonts/a.woff2']) expect(isTextFile(file)).toBe(false);
  });
});

describe('findTextDefects on a built folder', () => {
  it('names every text file with a NUL or invalid UTF-8 and ignores images', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'text-integrity-'));
    const write = (file: string, content: Buffer) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), content);
    };
    write('ok.json', bytes('{"name":"Русский"}'));
    write('ru-RU/page-data/a/page-data.json', bytes('{"a":"Удалённ', [0], 'ый"}'));
    write('_redirects', bytes('/a /b 301\n/', [0xff], '\n'));
    write('img/photo.png', bytes([0x89, 0x50, 0x4e, 0x47, 0, 0, 0xff]));
    try {
      const defects = findTextDefects(dir, ['/ok.json', '/ru-RU/page-data/a/page-data.json', '/_redirects', '/img/photo.png']);
      expect([...defects.keys()].sort()).toEqual(['/_redirects', '/ru-RU/page-data/a/page-data.json']);
      const message = textDefectsMessage(defects);
      expect(message).toContain('public/ru-RU/page-data/a/page-data.json: a NUL byte at byte 20');
      expect(message).toContain('public/_redirects: invalid UTF-8 at byte 11');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('isNoindex and removeSourceMaps', () => {
  it('finds the robots noindex meta tag as Gatsby writes it, and only in the head', () => {
    expect(isNoindex('<html><head><meta name="robots" content="noindex" data-gatsby-head="true"/></head><body></body></html>')).toBe(true);
    expect(isNoindex('<html><head><meta name="robots" content="noindex"></head>')).toBe(true);
    expect(isNoindex('<html><head><meta name="description" content="noindex"/></head>')).toBe(false);
    expect(isNoindex('<html><head></head><body><p>&lt;meta name="robots" content="noindex"&gt;</p><meta name="robots" content="noindex"/></body></html>')).toBe(false);
  });
  it('deletes source maps only', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maps-'));
    for (const file of ['app-1.js', 'app-1.js.map', 'styles.css']) fs.writeFileSync(path.join(dir, file), 'x');
    try {
      expect(removeSourceMaps(dir, ['/app-1.js', '/app-1.js.map', '/styles.css'])).toEqual(['/app-1.js.map']);
      expect(fs.readdirSync(dir).sort()).toEqual(['app-1.js', 'styles.css']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
