import {
  BUDGETS,
  KB,
  GIB,
  checkBudgets,
  checkDevelopBudgets,
  DEVELOP_BUDGETS,
  chunkLabel,
  chunkNames,
  grownName,
  linearFit,
  markdownTable,
  median,
  medianFigures,
  parseArgs,
  percentile,
  pickSubset,
  ratio,
  referencedAssets,
  rewriteRemovedLinks,
  withTitleSuffix,
  type EditLatency,
  type LighthousePage,
  type PageWeight,
} from '../bench/lib';

describe('median and percentile', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('uses the nearest rank and leaves the input unsorted', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 100)).toBe(10);
    expect(values[0]).toBe(5);
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('linearFit', () => {
  it('finds the slope and intercept of a line', () => {
    const fit = linearFit([
      { x: 60, y: 100 },
      { x: 120, y: 130 },
      { x: 240, y: 190 },
    ]);
    expect(fit.slope).toBeCloseTo(0.5);
    expect(fit.intercept).toBeCloseTo(70);
  });

  it('refuses a single x value', () => {
    expect(() => linearFit([{ x: 1, y: 1 }, { x: 1, y: 2 }])).toThrow();
  });
});

describe('pickSubset', () => {
  const items = Array.from({ length: 10 }, (_, i) => i);
  it('keeps an even spread of the items', () => {
    expect(pickSubset(items, 0.5)).toEqual([0, 2, 4, 6, 8]);
    expect(pickSubset(items, 0.25)).toEqual([0, 3, 6]);
    expect(pickSubset(items, 1)).toEqual(items);
    expect(pickSubset(items, 0.01)).toEqual([0]);
  });
});

describe('rewriteRemovedLinks', () => {
  const removed = ['/blog/2021/01/02/gone/', '/blog/gone-too/'];
  it('points Markdown links and href attributes at removed posts to the blog', () => {
    expect(rewriteRemovedLinks('See [this](/blog/2021/01/02/gone/) and [that](/blog/gone-too/#part).', removed)).toBe('See [this](/blog/) and [that](/blog/).');
    expect(rewriteRemovedLinks('<a href="/blog/gone-too/">x</a>', removed)).toBe('<a href="/blog/">x</a>');
  });

  it('leaves other links alone, including longer routes that start the same', () => {
    const text = '[kept](/blog/kept/) [deeper](/blog/gone-too/more/) [tag](/blog/tags/gone/)';
    expect(rewriteRemovedLinks(text, removed)).toBe(text);
    expect(rewriteRemovedLinks(text, [])).toBe(text);
  });
});

describe('parseArgs', () => {
  it('runs every section by default', () => {
    expect(parseArgs([])).toMatchObject({ sections: ['build', 'develop', 'cache', 'weight', 'lighthouse', 'search', 'relevance'], check: false, skipBuild: false, runs: 3 });
  });

  it('selects sections in their fixed order and drops the build with --skip-build', () => {
    expect(parseArgs(['--only=search,build', '--check']).sections).toEqual(['build', 'search']);
    expect(parseArgs(['--only=develop']).sections).toEqual(['develop']);
    expect(parseArgs(['--skip-build']).sections).toEqual(['weight', 'lighthouse', 'search', 'relevance']);
    expect(parseArgs(['--runs=5', '--locales=de-DE']).runs).toBe(5);
    expect(parseArgs(['--locales=de-DE']).locales).toBe('de-DE');
    expect(parseArgs([]).buildSteps).toEqual(['scaling', 'cold', 'warm', 'growth']);
    expect(parseArgs(['--build-steps=warm,scaling']).buildSteps).toEqual(['scaling', 'warm']);
    expect(() => parseArgs(['--build-steps=hot'])).toThrow(/Unknown build step "hot"/);
  });

  it('rejects unknown sections and options', () => {
    expect(() => parseArgs(['--only=speed'])).toThrow(/Unknown section "speed"/);
    expect(() => parseArgs(['--fast'])).toThrow(/Unknown option/);
    expect(() => parseArgs(['--runs=0'])).toThrow(/Unknown option/);
  });
});

describe('ratio and medianFigures', () => {
  it('divides ours by theirs, or gives null', () => {
    expect(ratio(45, 90)).toBe(0.5);
    expect(ratio(1, 0)).toBeNull();
    expect(ratio(undefined, 1)).toBeNull();
  });

  it('takes the median of each Lighthouse figure on its own', () => {
    const run = (performance: number, cls: number) => ({ performance, accessibility: 100, bestPractices: 100, seo: 100, fcpMs: performance * 10, lcpMs: 1, tbtMs: 0, cls, totalBytes: 1 });
    expect(medianFigures([run(90, 0), run(99, 0.2), run(95, 0.1)])).toMatchObject({ performance: 95, fcpMs: 950, cls: 0.1 });
  });
});

describe('checkBudgets', () => {
  it('fails a page whose returning visitors download more than 3 kB of JS and CSS again after a one-doc deploy', () => {
    const page = (route: string, refetchedGzipBytes: number) => ({ route, loadedGzipBytes: 100_000, refetched: [], refetchedGzipBytes, htmlChanged: true });
    const cache = { editedDoc: 'content/docs/x.mdx', builds: [], pages: [page('/a/', 0), page('/b/', 3_100)], maxRefetchedGzipBytes: 3_100, jsFiles: 10, jsRenamed: 1 } as unknown as NonNullable<Parameters<typeof checkBudgets>[0]['cache']>;
    expect(checkBudgets({ cache }).map((check) => [check.budget, check.pass])).toEqual([
      ['JS and CSS downloaded again after a one-doc deploy, /a/', true],
      ['JS and CSS downloaded again after a one-doc deploy, /b/', false],
    ]);
  });

  const weight = (type: string, jsGzipBytes: number) => ({ type, route: `/${type}/`, jsGzipBytes }) as PageWeight;
  const lighthouse = (overrides: Partial<LighthousePage>): LighthousePage => ({
    type: 'doc',
    route: '/docs/x/',
    formFactor: 'mobile',
    runs: 3,
    performance: 99,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcpMs: 900,
    lcpMs: 1200,
    tbtMs: 0,
    cls: 0,
    totalBytes: 100 * KB,
    failingAudits: [],
    benchmarkIndex: [1000],
    ...overrides,
  });

  it('holds doc, post, list and other pages to 115 kB of JS and the search page to 180 kB', () => {
    const checks = checkBudgets({ weight: [weight('doc', 115 * KB), weight('post', 100 * KB), weight('blog list', 116 * KB), weight('help', 115 * KB + 1), weight('search', 180 * KB)] });
    expect(checks.map((check) => check.pass)).toEqual([true, true, false, false, true]);
    expect(checkBudgets({ weight: [weight('search', 180 * KB + 1)] })[0].pass).toBe(false);
  });

  it('checks the mobile scores and CLS, and only CLS on desktop', () => {
    expect(checkBudgets({ lighthouse: [lighthouse({})] }).every((check) => check.pass)).toBe(true);
    const failing = checkBudgets({ lighthouse: [lighthouse({ performance: 97, seo: 92, cls: 0.01 })] }).filter((check) => !check.pass);
    expect(failing.map((check) => check.budget)).toEqual(['Lighthouse performance, doc, mobile', 'Lighthouse SEO, doc, mobile', 'CLS, doc, mobile']);
    const desktop = checkBudgets({ lighthouse: [lighthouse({ formFactor: 'desktop', performance: 50 })] });
    expect(desktop.map((check) => check.budget)).toEqual(['CLS, doc, desktop']);
    expect(checkBudgets({ lighthouse: [lighthouse({ cls: 0.0004 })] }).every((check) => check.pass)).toBe(true);
  });

  it('checks the build time, memory, warm rebuilds and the grown site', () => {
    const run = (wallSeconds: number, peakTreeRssBytes = GIB) => ({ wallSeconds, peakTreeRssBytes, peakProcessRssBytes: GIB, pages: 100 });
    const grown = (warmSeconds: number) => ({ locales: 'all 9', points: [{ ...run(3000), factor: 2, docs: 1, posts: 1, warm: run(10) }, { ...run(3000), factor: 5, docs: 1, posts: 1, warm: run(warmSeconds) }] });
    const ok = checkBudgets({ build: { locales: 'all 9', cold: run(479), warm: { ...run(45), file: 'x.mdx' }, warmEnglish: { ...run(15), file: 'x.mdx' }, growth: grown(900) } });
    expect(ok.map((check) => check.budget)).toEqual([
      'warm rebuild after one doc edit (all 9)',
      'warm rebuild after one doc edit (English only)',
      'cold build (all 9)',
      'cold build peak RSS (all 9)',
      'warm build of the site grown 5× (all 9, 100 pages)',
    ]);
    expect(ok.every((check) => check.pass)).toBe(true);
    const bad = checkBudgets({ build: { locales: 'all 9', cold: run(480, 4 * GIB), warm: { ...run(45.1), file: 'x.mdx' }, warmEnglish: { ...run(15.1), file: 'x.mdx' }, growth: grown(901) } });
    expect(bad).toHaveLength(5);
    expect(bad.every((check) => !check.pass)).toBe(true);
  });

  it('names the copies of a grown site after their originals, in the same folder', () => {
    expect(grownName('2019-04-17-3d-printing-failure-detection.mdx', 2)).toBe('2019-04-17-3d-printing-failure-detection-copy2.mdx');
    expect(grownName('user-guides/index.mdx', 5)).toBe('user-guides/index-copy5.mdx');
    expect(grownName('api/overview.md', 3)).toBe('api/overview-copy3.md');
    expect(() => grownName('blog/authors.yaml', 2)).toThrow('Not a content file: blog/authors.yaml');
  });

  it('checks search latency and index size per locale', () => {
    const search = (queryP95Ms: number, gzipBytes: number) => ({ locale: 'en', records: 1, rawBytes: 1, gzipBytes, loadParseMsMedian: 1, queries: 300, queryP50Ms: 1, queryP95Ms });
    expect(checkBudgets({ search: [search(4.9, BUDGETS.searchIndexGzipBytes)] }).every((check) => check.pass)).toBe(true);
    expect(checkBudgets({ search: [search(5, BUDGETS.searchIndexGzipBytes + 1)] }).every((check) => !check.pass)).toBe(true);
  });

  it('checks nothing without results', () => {
    expect(checkBudgets({})).toEqual([]);
  });
});

describe('markdownTable', () => {
  it('pads the columns', () => {
    expect(markdownTable(['a', 'bb'], [['ccc', 'd']])).toBe('| a   | bb |\n| --- | -- |\n| ccc | d  |');
  });
});

describe('referencedAssets', () => {
  it('finds the scripts the HTML loads or preloads, and its inline styles', () => {
    const html =
      '<head><link as="script" rel="preload" href="/webpack-runtime-1.js"/><link rel="stylesheet" href="/x.css"/><style data-href="/styles.css">a{b:c}</style></head>' +
      '<body><script src="/app-2.js" async></script><script>inline()</script><script src="/app-2.js"></script></body>';
    expect(referencedAssets(html)).toEqual({ scripts: ['/app-2.js', '/webpack-runtime-1.js'], inlineCss: ['a{b:c}'] });
  });
});

describe('chunkNames and chunkLabel', () => {
  it('maps each file to its chunk name, and shortens component names', () => {
    const names = chunkNames({ app: ['app-1.js'], 'component---src-templates-doc-tsx-content-file-path-content-docs-a-mdx': ['257-abc.js', '7903-x.js'], 'component---src-pages-search-tsx': ['7903-x.js', '9911-y.js', '1-z.js'] });
    expect(names.get('/7903-x.js')).toBe('component---src-templates-doc-tsx-content-file-path-content-docs-a-mdx');
    expect(names.get('/app-1.js')).toBe('app');
    expect(chunkLabel({ url: '/257-abc.js', name: names.get('/257-abc.js') })).toBe('257 doc: docs-a-mdx');
    expect(chunkLabel({ url: '/9911-y.js', name: names.get('/9911-y.js') })).toBe('9911 search');
    expect(chunkLabel({ url: '/framework-1a.js', name: 'app' })).toBe('framework-1a.js');
    expect(chunkLabel({ url: '/551-x.js' })).toBe('551-x.js');
  });
});

describe('the develop section', () => {
  const edit = (medianMs: number, extra: Partial<EditLatency> = {}): EditLatency => ({ edit: 'doc body', file: 'content/docs/x.mdx', route: '/docs/x/', samplesMs: [medianMs], medianMs, timeouts: 0, fullReloads: 0, ...extra });

  it('holds edit-to-screen to 2 s without a full reload, and the first answer to 45 s cold and 20 s warm', () => {
    const ok = checkDevelopBudgets({ locales: 'en', cold: { firstAnswerSeconds: 45, firstScreenSeconds: 50 }, warm: { firstAnswerSeconds: 20, firstScreenSeconds: 22 }, edits: [edit(DEVELOP_BUDGETS.editToScreenMs)] });
    expect(ok).toHaveLength(3);
    expect(ok.every((check) => check.pass)).toBe(true);
    const slow = checkDevelopBudgets({ locales: 'en', cold: { firstAnswerSeconds: 45.1, firstScreenSeconds: 50 }, warm: { firstAnswerSeconds: 20.1, firstScreenSeconds: 22 }, edits: [edit(2001)] });
    expect(slow.map((check) => check.pass)).toEqual([false, false, false]);
  });

  it('fails an edit that reloaded the page or never showed, whatever its median', () => {
    expect(checkDevelopBudgets({ locales: 'en', edits: [edit(300, { fullReloads: 1 })] })[0]).toMatchObject({ pass: false, value: '300 ms (1 full reload(s))' });
    expect(checkDevelopBudgets({ locales: 'en', edits: [edit(300, { timeouts: 1 })] })[0].pass).toBe(false);
    expect(checkDevelopBudgets(undefined)).toEqual([]);
  });

  it('appends to the front matter title, keeping the rest of the file', () => {
    const source = '---\ntitle: "Set up: Klipper"\ndescription: A title: not this one\n---\n\ntitle: body text\n';
    expect(withTitleSuffix(source, ' x1')).toBe('---\ntitle: "Set up: Klipper x1"\ndescription: A title: not this one\n---\n\ntitle: body text\n');
    expect(withTitleSuffix("---\ntitle: It's here\n---\nBody", ' x2')).toBe('---\ntitle: "It\'s here x2"\n---\nBody');
    expect(() => withTitleSuffix('---\ndescription: d\n---\ntitle: body\n', ' x')).toThrow(/no front matter title/);
    expect(() => withTitleSuffix('No front matter', ' x')).toThrow(/no front matter title/);
  });
});

describe('relevance scoring', () => {
  const { rankOf, score, relevanceChecks } = require('../bench/relevanceLib') as typeof import('../bench/relevanceLib');
  it('ranks the first expected page among distinct pages, 0 when absent', () => {
    expect(rankOf(['/a/', '/b/', '/c/'], ['/c/', '/x/'])).toBe(3);
    expect(rankOf(['/a/'], ['/z/'])).toBe(0);
  });

  it('scores hit@1, hit@3 and MRR per kind, and checks the thresholds against Pagefind', () => {
    const queries = [
      { q: 'a', kind: 'question' as const, locale: 'en', expect: ['/a/'] },
      { q: 'b', kind: 'question' as const, locale: 'en', expect: ['/b/'] },
      { q: 'c', kind: 'keyword' as const, locale: 'en', expect: ['/c/'] },
    ];
    const [question, keyword] = score('obico', queries, [1, 4, 2]);
    expect(question).toEqual({ engine: 'obico', kind: 'question', queries: 2, hit1: 0.5, hit3: 0.5, mrr: (1 + 0.25) / 2 });
    expect(keyword).toMatchObject({ hit1: 0, hit3: 1, mrr: 0.5 });
    const checks = relevanceChecks({ rows: [question, keyword, ...score('pagefind', queries, [0, 2, 1])], queryP50Ms: 1, queryP95Ms: 2, misses: [] });
    expect(checks.find(([name]) => name === 'relevance hit@3, question')).toEqual(['relevance hit@3, question', '0.50', '≥ 0.80', false]);
    expect(checks.find(([name]) => name === 'relevance hit@3, questions vs Pagefind')?.slice(1)).toEqual(['1.00×', '≥ 1.5×', false]);
  });
});

describe('the search dialog budget', () => {
  it('fails a key-press-to-results p95 over 100 ms and passes one within it', () => {
    const { checkBudgets } = require('../bench/lib') as typeof import('../bench/lib');
    const check = (p95Ms: number) => checkBudgets({ searchDialog: { queries: 20, p50Ms: 30, p95Ms } }).find((entry) => entry.budget.startsWith('search dialog'));
    expect(check(140)).toMatchObject({ value: '140 ms', limit: '≤ 100 ms', pass: false });
    expect(check(60)?.pass).toBe(true);
  });
});
