/**
 * html-validate over the production build: one page of every route kind, in English and in two other locales, and
 * the not-found pages, with the standard, a11y and document presets. Reads the HTML files in public/ as served.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { ROOT } from './harness';

const publicDir = path.join(ROOT, 'public');

export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:standard', 'html-validate:a11y', 'html-validate:document'],
  // Not html-validate:recommended: its stylistic rules (void-style, attr-case, no-inline-style…) judge how React
  // writes markup (`<meta/>`, attribute case), not whether the page is valid and accessible.
  rules: {
    // Subresource integrity matters for files from other origins; the site loads its scripts from itself only (the
    // deploy test checks that no request leaves the origin), where a hash would protect nothing the HTML does not.
    'require-sri': ['error', { target: 'crossorigin' }],
  },
};

/** One page of every route kind (path under the locale prefix). */
const ROUTE_KINDS: Array<{ kind: string; route: string }> = [
  { kind: 'home', route: '/' },
  { kind: 'doc', route: '/docs/user-guides/klipper-setup/' },
  { kind: 'nested doc', route: '/docs/user-guides/moonraker-obico/config/' },
  { kind: 'doc category index', route: '/docs/api/' },
  { kind: 'dated post', route: '/blog/2022/06/14/obico-for-klipper-beta/' },
  { kind: 'undated post', route: '/blog/remote-access-creality-k1/' },
  { kind: 'blog list', route: '/blog/' },
  { kind: 'blog list page 2', route: '/blog/page/2/' },
  { kind: 'tags index', route: '/blog/tags/' },
  { kind: 'tag', route: '/blog/tags/klipper/' },
  { kind: 'tag page 2', route: '/blog/tags/how-to/page/2/' },
  { kind: 'archive', route: '/blog/archive/' },
  { kind: 'authors', route: '/blog/authors/' },
  { kind: 'help', route: '/help/' },
  { kind: 'search', route: '/search/' },
  { kind: 'markdown page', route: '/markdown-page/' },
  { kind: 'not found', route: '/404/' },
  { kind: 'print (whole manual)', route: '/docs/print/' },
  { kind: 'print (one sidebar)', route: '/docs/print/developer-sidebar/' },
];

/** English and two other locales; the narrow builds (GATSBY_BUILD_LOCALES) check the other locales they have. */
const LOCALES = ['en', 'de-DE', 'ru-RU'];
const builtLocales = LOCALES.filter((locale) => locale === 'en' || fs.existsSync(path.join(publicDir, locale, 'index.html')));

const htmlFile = (locale: string, route: string) => path.join(publicDir, locale === 'en' ? '' : locale, route, 'index.html');

describe('html-validate (standard, a11y, document)', () => {
  const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);

  it('the build has English and at least one of the other locales checked here', () => {
    assert.ok(fs.existsSync(htmlFile('en', '/')), 'no production build in public/');
    assert.ok(builtLocales.length >= 2, `built locales: ${builtLocales.join(', ')}`);
  });

  for (const locale of LOCALES) {
    for (const { kind, route } of ROUTE_KINDS) {
      it(`${locale} ${kind} (${route}) has no finding`, { skip: !builtLocales.includes(locale) && `${locale} is not in this build` }, async () => {
        const file = htmlFile(locale, route);
        const report = await validator.validateString(fs.readFileSync(file, 'utf8'), path.relative(ROOT, file));
        const findings = report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId} ${message.line}:${message.column} ${message.message} [${message.selector ?? ''}]`));
        assert.deepEqual(findings, []);
      });
    }
  }

  it('the English not-found page served for unknown paths (404.html) has no finding', async () => {
    const file = path.join(publicDir, '404.html');
    const report = await validator.validateString(fs.readFileSync(file, 'utf8'), '404.html');
    assert.deepEqual(report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`)), []);
  });
});
