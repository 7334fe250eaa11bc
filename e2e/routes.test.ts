/** One page of every route kind: status, main heading and title, on the production build. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from './harness';

const site = useSite();

const routeKinds: Array<{ kind: string; path: string; heading: RegExp; title: RegExp }> = [
  { kind: 'home', path: '/', heading: /Obico/, title: /^Obico/ },
  { kind: 'docs landing', path: '/docs/', heading: /^Obico Documentation$/, title: /^Obico Documentation \| Obico$/ },
  { kind: 'main doc', path: '/docs/user-guides/getting-started/', heading: /^Getting Started with Obico$/, title: /^Getting Started with Obico \| Obico$/ },
  { kind: 'user guide', path: '/docs/user-guides/klipper-setup/', heading: /^Set up Obico for Klipper$/, title: /^Set up Obico for Klipper \| Obico$/ },
  { kind: 'nested user guide', path: '/docs/user-guides/moonraker-obico/config/', heading: /./, title: / \| Obico$/ },
  { kind: 'server guides index', path: '/docs/server-guides/', heading: /./, title: / \| Obico$/ },
  { kind: 'server advanced', path: '/docs/server-guides/advanced/reverse-proxy/', heading: /./, title: / \| Obico$/ },
  { kind: 'server platform-specific', path: '/docs/server-guides/platform-specific/unraid_guide/', heading: /./, title: / \| Obico$/ },
  { kind: 'api', path: '/docs/api/printer/', heading: /./, title: / \| Obico$/ },
  { kind: 'developer guide', path: '/docs/developer-guides/plugins/notification-plugin/', heading: /./, title: / \| Obico$/ },
  { kind: 'tutorials', path: '/docs/tutorials/', heading: /./, title: / \| Obico$/ },
  { kind: 'blog list', path: '/blog/', heading: /^Obico Blog$/, title: /^Blog \| Obico$/ },
  { kind: 'blog list page 2', path: '/blog/page/2/', heading: /page 2/, title: /^Blog, page 2 \| Obico$/ },
  { kind: 'blog list last page', path: '/blog/page/24/', heading: /page 24/, title: /^Blog, page 24 \| Obico$/ },
  { kind: 'archive', path: '/blog/archive/', heading: /^Archive$/, title: /^Archive \| Obico$/ },
  { kind: 'authors', path: '/blog/authors/', heading: /^Authors$/, title: /^Authors \| Obico$/ },
  { kind: 'tag index', path: '/blog/tags/', heading: /^Tags$/, title: /^Tags \| Obico$/ },
  { kind: 'tag', path: '/blog/tags/klipper/', heading: /posts tagged with "Klipper"/, title: / \| Obico$/ },
  { kind: 'tag page 2', path: '/blog/tags/how-to/page/2/', heading: /^86 posts tagged with "How-To"$/, title: /page 2 \| Obico$/ },
  { kind: 'dated post', path: '/blog/2022/06/14/obico-for-klipper-beta/', heading: /./, title: / \| Obico$/ },
  { kind: 'dated post, capitalised slug', path: '/blog/2021/12/01/OctoPrint-Anywhere/', heading: /./, title: / \| Obico$/ },
  { kind: 'undated post', path: '/blog/remote-access-creality-k1/', heading: /./, title: / \| Obico$/ },
  { kind: 'help', path: '/help/', heading: /^Obico Help Center$/, title: /^Help Center \| Obico$/ },
  { kind: 'search', path: '/search/?q=klipper', heading: /^Search the documentation$/, title: /^Search the documentation \| Obico$/ },
  { kind: 'markdown page', path: '/markdown-page/', heading: /^Markdown page$/, title: /^Markdown page \| Obico$/ },
];

describe('every route kind', () => {
  for (const route of routeKinds) {
    it(`${route.kind}: ${route.path} answers 200 with its heading and title`, async () => {
      const { page, blocked } = await site.newPage();
      const response = await page.goto(route.path, { waitUntil: 'load' });
      assert.equal(response?.status(), 200);
      // Some headings (the search page's) are filled in after hydration: wait for the expected one.
      await page.locator('main h1', { hasText: route.heading }).first().waitFor({ timeout: 10_000 });
      assert.match(await page.title(), route.title);
      assert.deepEqual(blocked, [], 'the page requested another origin');
      await page.context().close();
    });
  }

  it('an unknown path shows the not-found page with status 404', async () => {
    const { page } = await site.newPage();
    const response = await page.goto('/this/does/not/exist/');
    assert.equal(response?.status(), 404);
    assert.equal((await page.locator('main h1').textContent())?.trim(), 'Page Not Found');
    assert.equal(await page.title(), 'Page Not Found | Obico');
    await page.context().close();
  });

  for (const path of ['/blog/page/1/', '/blog/page/25/', '/blog/tags/klipper/page/3/']) {
    it(`${path} does not exist`, async () => {
      const response = await fetch(`${site.baseUrl}${path}`);
      assert.equal(response.status, 404);
    });
  }
});

describe('blog pagination content', () => {
  it('the last list page holds 8 posts and every list page links to the next', async () => {
    const { page } = await site.newPage();
    await page.goto('/blog/page/24/');
    assert.equal(await page.locator('article.blog-post-item').count(), 8);
    await page.goto('/blog/');
    assert.equal(await page.locator('article.blog-post-item').count(), 10);
    assert.equal(await page.locator('a', { hasText: 'Read more' }).count(), 10);
    await page.getByRole('link', { name: 'Older entries' }).click();
    await page.waitForURL('**/blog/page/2/');
    await page.locator('main h1', { hasText: /page 2/ }).waitFor();
    await page.context().close();
  });

  it('a post shows its date, reading time, authors and tags, and the blog sidebar grouped by year', async () => {
    const { page } = await site.newPage();
    await page.goto('/blog/2022/06/14/obico-for-klipper-beta/');
    const meta = (await page.locator('.post-meta__line').first().textContent()) ?? '';
    assert.match(meta, /June 14, 2022/);
    assert.match(meta, /\d+ min read/);
    assert.match(meta, /by /);
    assert.ok((await page.locator('.post-meta__tags a').count()) > 0);
    assert.ok((await page.locator('.blog-sidebar__year').count()) >= 1);
    await page.context().close();
  });
});

describe('docs layout', () => {
  it('a guide page shows its sidebar with the current page marked, breadcrumbs and previous/next links', async () => {
    const { page } = await site.newPage();
    await page.goto('/docs/user-guides/klipper-setup/');
    const current = page.locator('.doc-sidebar [aria-current="page"]');
    assert.equal((await current.textContent())?.trim(), 'Set up Obico for Klipper');
    assert.ok((await page.locator('.breadcrumbs__link', { hasText: 'Getting Started' }).count()) > 0);
    assert.ok(await page.locator('.pagination-nav__link--prev').isVisible());
    assert.ok(await page.locator('.pagination-nav__link--next').isVisible());
    await page.context().close();
  });

  it('the developer sidebar starts at /docs/server-guides/ and the getting-started page shows its cards', async () => {
    const { page } = await site.newPage();
    await page.goto('/docs/server-guides/install/');
    const first = page.locator('.doc-sidebar a').first();
    assert.equal(await first.getAttribute('href'), '/docs/server-guides/');
    await page.goto('/docs/user-guides/getting-started/');
    const cards = page.locator('.doc-card');
    assert.deepEqual(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href'))), [
      '/docs/user-guides/klipper-setup/',
      '/docs/user-guides/octoprint-plugin-setup/',
    ]);
    await page.context().close();
  });
});

describe('blog feeds', () => {
  for (const [path, itemTag] of [
    ['/blog/rss.xml', 'item'],
    ['/blog/atom.xml', 'entry'],
  ] as const) {
    it(`${path} is well-formed XML listing the newest posts`, async () => {
      const { page } = await site.newPage();
      const response = await page.goto('/blog/');
      assert.equal(response?.status(), 200);
      const newest = await page.locator('.blog-post-item__title a').first().textContent();
      const feed = await page.evaluate(async ([url, tag]) => {
        const text = await (await fetch(url)).text();
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: doc.getElementsByTagName('parsererror').length > 0,
          count: doc.getElementsByTagName(tag).length,
          first: doc.getElementsByTagName(tag)[0]?.getElementsByTagName('title')[0]?.textContent ?? null,
        };
      }, [path, itemTag] as const);
      assert.equal(feed.error, false);
      assert.equal(feed.count, 20);
      assert.equal(feed.first, newest);
      const linked = await page.locator(`head link[rel="alternate"][href="${path}"]`).count();
      assert.equal(linked, 1);
      await page.context().close();
    });
  }
});
