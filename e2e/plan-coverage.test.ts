/**
 * The production build against the content plan: every planned docs and blog route is built, nothing unplanned is
 * built under /docs/ or as a post, and each tag paginates to ceil(posts / 10) pages.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './harness';
import { loadPlan } from '../scripts/lib/content-inventory';
import { isRedirectPage } from '../src/lib/deploy/redirects';

const planDir = path.resolve(process.env.CONTENT_PLAN_DIR ?? path.join(ROOT, '../shared/content-plan'));
const publicDir = path.join(ROOT, 'public');
const ADDED_SINCE_PLAN = ['/docs/api/oauth/', '/docs/developer-guides/oauth-printer-management/'];
const built = (route: string) => fs.existsSync(path.join(publicDir, decodeURI(route), 'index.html'));

function builtRoutes(under: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const full = path.join(dir, entry.name);
      if (fs.existsSync(path.join(full, 'index.html'))) out.push(`/${path.relative(publicDir, full).split(path.sep).join('/')}/`);
      walk(full);
    }
  };
  walk(path.join(publicDir, under));
  if (fs.existsSync(path.join(publicDir, under, 'index.html'))) out.push(`/${under}/`);
  return out;
}

describe('the build covers the content plan', () => {
  assert.ok(fs.existsSync(planDir), `the content plan is expected at ${planDir} (set CONTENT_PLAN_DIR)`);
  const plan = loadPlan(planDir);

  it('every planned docs route is built, and no docs route is built that the plan lacks', () => {
    const missing = plan.docs.filter((route) => !built(route));
    assert.deepEqual(missing, []);
    const planned = new Set(plan.docs);
    const extra = builtRoutes('docs').filter((route) => !planned.has(route));
    // A path prefix of doc routes without a page of its own (/docs/user-guides/) gets a redirect page to a planned doc.
    const html = (route: string) => fs.readFileSync(path.join(publicDir, route, 'index.html'), 'utf8');
    const redirects = extra.filter((route) => isRedirectPage(html(route)));
    // Pages the product added after the plan was written (issue 24): the two OAuth guides, listed in the developer
    // sidebar, and the Elegoo partner API set, built but unlisted (noindex). Nothing else may be added.
    const sidebarRoutes = fs.readFileSync(path.join(ROOT, 'content/sidebars.yaml'), 'utf8');
    // And the printable manual (issue 26): /docs/print/ and one page per sidebar, noindex.
    const addedSincePlan = (route: string) =>
      ADDED_SINCE_PLAN.includes(route) ? sidebarRoutes.includes(`- ${route}`)
        : (route.startsWith('/docs/elegoo-apis/') || route.startsWith('/docs/print/')) && /<meta name="robots" content="noindex/.test(html(route));
    assert.deepEqual(extra.filter((route) => !redirects.includes(route) && !addedSincePlan(route)), []);
    assert.equal(extra.filter((route) => route.startsWith('/docs/elegoo-apis/')).length, 10, 'the ten Elegoo partner API pages');
    for (const route of ADDED_SINCE_PLAN) assert.ok(built(route), route);
    for (const route of redirects) {
      const target = /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(html(route))?.[1];
      assert.ok(target && (planned.has(target) || ADDED_SINCE_PLAN.includes(target)) && target.startsWith(route), `${route} redirects to ${target}`);
    }
  });

  it('every planned post is built at its route (238)', () => {
    assert.equal(plan.posts.length, 238);
    assert.deepEqual(plan.posts.filter((route) => !built(route)), []);
  });

  it('no post is built that the plan lacks', () => {
    const planned = new Set(plan.posts);
    const listOrTag = /^\/blog\/(page|tags|archive|authors)\//;
    const posts = builtRoutes('blog').filter((route) => route !== '/blog/' && !listOrTag.test(route));
    // Dated posts are the leaves of /blog/yyyy/mm/dd/; the yyyy, mm and dd folders hold no page.
    assert.deepEqual(posts.filter((route) => !planned.has(route)), []);
  });

  it('dated posts run from 2019-04-17 to 2022-07-27, plus one on 2024-07-03', () => {
    const dated = plan.posts.filter((route) => /^\/blog\/\d{4}\//.test(route)).map((route) => route.slice(6, 16)).sort();
    assert.equal(dated[0], '2019/04/17');
    assert.deepEqual(dated.slice(-2), ['2022/07/27', '2024/07/03']);
    for (const route of plan.posts.filter((r) => /^\/blog\/\d{4}\//.test(r))) assert.ok(built(route), route);
  });

  it('each tag paginates 10 per page as the plan counts, with no page beyond the last', () => {
    for (const tag of plan.tags) {
      const pages = Math.ceil(tag.post_count / 10);
      assert.ok(built(`/blog/tags/${tag.slug}/`), `/blog/tags/${tag.slug}/`);
      for (let n = 2; n <= pages; n++) assert.ok(built(`/blog/tags/${tag.slug}/page/${n}/`), `/blog/tags/${tag.slug}/page/${n}/`);
      assert.ok(!built(`/blog/tags/${tag.slug}/page/${pages + 1}/`), `/blog/tags/${tag.slug}/page/${pages + 1}/ should not exist`);
      assert.ok(!built(`/blog/tags/${tag.slug}/page/1/`));
    }
  });

  it('the spec’s tag page counts hold', () => {
    const last: Record<string, number> = {
      'how-to': 9,
      '3-d-printing-tips': 9,
      '3-d-printer-remote-access': 6,
      tech: 6,
      'octo-print': 5,
      '3-d-printing': 5,
      'the-spaghetti-detective-updates': 3,
      klipper: 2,
      'orca-slicer': 2,
      'print-quality': 2,
      calibration: 2,
      '3-d-printer-failure': 2,
    };
    for (const [slug, pages] of Object.entries(last)) {
      assert.ok(built(`/blog/tags/${slug}/page/${pages}/`), `${slug} page ${pages}`);
      assert.ok(!built(`/blog/tags/${slug}/page/${pages + 1}/`), `${slug} page ${pages + 1}`);
    }
  });

  it('the blog has 24 list pages, the last with 8 posts', () => {
    assert.ok(built('/blog/page/24/'));
    assert.ok(!built('/blog/page/25/'));
    const html = fs.readFileSync(path.join(publicDir, 'blog/page/24/index.html'), 'utf8');
    assert.equal(html.match(/class="blog-post-item /g)?.length, 8);
  });
});
