import { validateAuthors, validateDocFrontmatter, validatePostFrontmatter, validateTags } from '../../../src/lib/content/frontmatter';
import { parseCalendarDate } from '../../../src/lib/content/dates';
import { parseFrontMatter } from '../../../src/lib/content/frontmatterSource';

const registry = { authors: new Set(['print-lab', 'obico-team']), tags: new Set(['how-to', 'klipper']) };
const post = { title: 'Tune pressure advance', description: 'A how-to.', authors: ['print-lab'], tags: ['how-to'] };

describe('doc front matter', () => {
  it('accepts a complete doc and fills defaults', () => {
    expect(validateDocFrontmatter('content/docs/a.mdx', { title: 'A', description: 'B', keywords: ['x'] })).toEqual({
      title: 'A',
      description: 'B',
      sidebar_label: null,
      hide_table_of_contents: false,
      noindex: false,
      unlisted: false,
      draft: false,
      keywords: ['x'],
      last_update: null,
      verified_against: [],
    });
    expect(validateDocFrontmatter('content/pages/demo.mdx', { title: 'A', description: 'B', noindex: true }).noindex).toBe(true);
  });

  it('last_update overrides the date shown, written as a date or as { date }', () => {
    expect(validateDocFrontmatter('a.mdx', { title: 'A', description: 'B', last_update: '2025-03-04' }).last_update).toBe('2025-03-04');
    expect(validateDocFrontmatter('a.mdx', { title: 'A', description: 'B', last_update: { date: '2025-03-04', author: 'x' } }).last_update).toBe('2025-03-04');
  });

  it('a doc without a title names the file and the field', () => {
    expect(() => validateDocFrontmatter('content/docs/user-guides/x.mdx', { description: 'B' })).toThrow(
      'content/docs/user-guides/x.mdx: front matter field "title" is required',
    );
  });

  it.each([
    [{ title: 'A' }, 'description', 'is required'],
    [{ title: '  ', description: 'B' }, 'title', 'must be a non-empty text'],
    [{ title: 'A', description: 'B', hide_table_of_contents: 'yes' }, 'hide_table_of_contents', 'must be true or false'],
    [{ title: 'A', description: 'B', noindex: 'yes' }, 'noindex', 'must be true or false'],
    [{ title: 'A', description: 'B', keywords: [1] }, 'keywords', 'must be a list'],
    [{ title: 'A', description: 'B', sidebar_label: '' }, 'sidebar_label', 'must be a non-empty text when given'],
    [{ title: 'A', description: 'B', last_update: '2025-02-30' }, 'last_update', 'must be a real date'],
    [{ title: 'A', description: 'B', last_update: { author: 'x' } }, 'last_update', 'must be a real date'],
  ])('%j fails on %s', (data, field, problem) => {
    expect(() => validateDocFrontmatter('f.mdx', data)).toThrow(new RegExp(`f\\.mdx: front matter field "${field}" ${problem}`));
  });
});

describe('unlisted, draft and verified_against', () => {
  const doc = { title: 'A', description: 'B' };

  it('reads unlisted and draft on docs and posts, false when absent', () => {
    expect(validateDocFrontmatter('content/docs/elegoo-apis/x.mdx', { ...doc, unlisted: true })).toMatchObject({ unlisted: true, draft: false });
    expect(validateDocFrontmatter('content/docs/x.mdx', { ...doc, draft: true })).toMatchObject({ unlisted: false, draft: true });
    expect(validatePostFrontmatter('content/blog/x.mdx', 'x.mdx', { ...post, date: '2023-01-01', unlisted: true, draft: true }, registry)).toMatchObject({ unlisted: true, draft: true });
    expect(validatePostFrontmatter('content/blog/x.mdx', 'x.mdx', { ...post, date: '2023-01-01' }, registry)).toMatchObject({ unlisted: false, draft: false });
  });

  it.each([
    ['draft', 'yes'],
    ['draft', 'true'],
    ['unlisted', 1],
  ])('an invalid %s value (%p) names the file and the field', (field, value) => {
    expect(() => validateDocFrontmatter('content/docs/x.mdx', { ...doc, [field]: value })).toThrow(`content/docs/x.mdx: front matter field "${field}" must be true or false`);
    expect(() => validatePostFrontmatter('content/blog/y.mdx', 'y.mdx', { ...post, date: '2023-01-01', [field]: value }, registry)).toThrow(
      `content/blog/y.mdx: front matter field "${field}" must be true or false`,
    );
  });

  it('an invalid post date names the file and the field', () => {
    expect(() => validatePostFrontmatter('content/blog/y.mdx', 'y.mdx', { ...post, date: '2030-13-01' }, registry)).toThrow('content/blog/y.mdx: front matter field "date" must be a real date');
    expect(() => validatePostFrontmatter('content/blog/y.mdx', 'y.mdx', { ...post, date: 'next week' }, registry)).toThrow('content/blog/y.mdx: front matter field "date" must be a real date');
  });

  it('reads verified_against as a list of { repo, path, commit }, the commit lowercased', () => {
    const sources = [
      { repo: 'obico-server', path: 'backend/api/viewsets.py', commit: 'A1B2C3D' },
      { repo: 'moonraker-obico', path: 'moonraker_obico/app.py', commit: '0123456789abcdef0123456789abcdef01234567' },
    ];
    expect(validateDocFrontmatter('content/docs/api/print.mdx', { ...doc, verified_against: sources }).verified_against).toEqual([
      { repo: 'obico-server', path: 'backend/api/viewsets.py', commit: 'a1b2c3d' },
      sources[1],
    ]);
  });

  it.each([
    [{ verified_against: 'obico-server' }, 'verified_against', 'must be a list of { repo, path, commit }'],
    [{ verified_against: ['backend/api/viewsets.py'] }, 'verified_against[0]', 'must be a mapping of repo, path and commit'],
    [{ verified_against: [{ path: 'a.py', commit: 'abcdef0' }] }, 'verified_against[0].repo', 'is required'],
    [{ verified_against: [{ repo: 'obico server', path: 'a.py', commit: 'abcdef0' }] }, 'verified_against[0].repo', 'must be a repository name'],
    [{ verified_against: [{ repo: 'obico-server', commit: 'abcdef0' }] }, 'verified_against[0].path', 'is required'],
    [{ verified_against: [{ repo: 'obico-server', path: '/etc/passwd', commit: 'abcdef0' }] }, 'verified_against[0].path', 'must be a path inside the repository'],
    [{ verified_against: [{ repo: 'obico-server', path: 'a/../b.py', commit: 'abcdef0' }] }, 'verified_against[0].path', 'must be a path inside the repository'],
    [{ verified_against: [{ repo: 'obico-server', path: 'a.py', commit: 'abcdef0' }, { repo: 'obico-server', path: 'b.py', commit: 'abc' }] }, 'verified_against[1].commit', 'must be a commit hash (7 to 40 hex digits), got "abc"'],
    [{ verified_against: [{ repo: 'obico-server', path: 'a.py', commit: 'ghijklm' }] }, 'verified_against[0].commit', 'must be a commit hash'],
    [{ verified_against: [{ repo: 'obico-server', path: 'a.py', commit: 1234567 }] }, 'verified_against[0].commit', 'must be a commit hash (7 to 40 hex digits) (YAML read it as a number: put the hash in quotes), got 1234567'],
    [{ verified_against: [{ repo: 'obico-server', path: 'a.py' }] }, 'verified_against[0].commit', 'must be a commit hash (7 to 40 hex digits), got nothing'],
    [{ verified_against: [{ repo: 'obico-server', path: 'a.py', commit: 'abcdef0', line: 3 }] }, 'verified_against[0].line', 'is not a known field'],
  ])('rejects %j naming the file and the field %s', (extra, field, problem) => {
    expect(() => validateDocFrontmatter('content/docs/api/print.mdx', { ...doc, ...extra })).toThrow(`content/docs/api/print.mdx: front matter field "${field}" ${problem}`);
  });

  it('reads a verified_against written in YAML, where an unquoted all-digit hash is a number', () => {
    const source = '---\ntitle: A\ndescription: B\nverified_against:\n  - repo: obico-server\n    path: backend/api/viewsets.py\n    commit: 9f86d08\n  - repo: obico-server\n    path: backend/api/urls.py\n    commit: 1234567\n---\nBody\n';
    const { data } = parseFrontMatter('content/docs/api/print.mdx', source);
    expect(() => validateDocFrontmatter('content/docs/api/print.mdx', data)).toThrow('field "verified_against[1].commit" must be a commit hash (7 to 40 hex digits) (YAML read it as a number');
  });
});

describe('post front matter', () => {
  it('an undated post takes its date from the front matter (YAML Date objects too)', () => {
    const result = validatePostFrontmatter('content/blog/p.mdx', 'p.mdx', { ...post, date: new Date('2023-05-02T00:00:00Z') }, registry);
    expect(result).toMatchObject({ date: '2023-05-02', dated: false, route: '/blog/p/', slug: 'p' });
  });

  it('a dated post takes its date from the file name', () => {
    const result = validatePostFrontmatter('f', '2020-07-06-monthly-pro-pricing-change.mdx', post, registry);
    expect(result).toMatchObject({ date: '2020-07-06', dated: true, route: '/blog/2020/07/06/monthly-pro-pricing-change/' });
  });

  it('an unknown tag names the file, the field and the tag', () => {
    expect(() => validatePostFrontmatter('content/blog/p.mdx', 'p.mdx', { ...post, date: '2023-01-01', tags: ['how-to', 'nope'] }, registry)).toThrow(
      'content/blog/p.mdx: front matter field "tags" names "nope", which is not a slug in content/blog/tags.yaml',
    );
  });

  it('an unknown author names the file, the field and the author', () => {
    expect(() => validatePostFrontmatter('content/blog/p.mdx', 'p.mdx', { ...post, date: '2023-01-01', authors: ['ghost'] }, registry)).toThrow(
      'content/blog/p.mdx: front matter field "authors" names "ghost", which is not an id in content/blog/authors.yaml',
    );
  });

  it.each(['2023-13-01', '2023-02-29', '02/05/2023', 'yesterday', '2023-5-2'])('a malformed date "%s" names the file and the date field', (date) => {
    expect(() => validatePostFrontmatter('content/blog/p.mdx', 'p.mdx', { ...post, date }, registry)).toThrow(
      /content\/blog\/p\.mdx: front matter field "date" must be a real date written YYYY-MM-DD/,
    );
  });

  it('an undated post without a date is an error', () => {
    expect(() => validatePostFrontmatter('f', 'p.mdx', post, registry)).toThrow(/field "date" is required/);
  });

  it('a date that contradicts the file name is an error', () => {
    expect(() => validatePostFrontmatter('f', '2020-07-06-x.mdx', { ...post, date: '2020-07-07' }, registry)).toThrow(/is 2020-07-07 but the file name says 2020-07-06/);
  });

  it('requires authors and tags, and image_alt with an image', () => {
    expect(() => validatePostFrontmatter('f', 'p.mdx', { ...post, date: '2023-01-01', authors: [] }, registry)).toThrow(/field "authors" must list at least one/);
    expect(() => validatePostFrontmatter('f', 'p.mdx', { title: 'T', description: 'D', date: '2023-01-01', authors: ['print-lab'] }, registry)).toThrow(/field "tags" is required/);
    expect(() => validatePostFrontmatter('f', 'p.mdx', { ...post, date: '2023-01-01', image: './images/p.png' }, registry)).toThrow(/field "image_alt" is required when image is set/);
  });

  it('a bad date in the file name is reported against the file shown to the author', () => {
    expect(() => validatePostFrontmatter('content/blog/2021-04-31-x.mdx', '2021-04-31-x.mdx', post, registry)).toThrow(/^content\/blog\/2021-04-31-x\.mdx: front matter field "date"/);
  });
});

describe('registries', () => {
  it('validates authors and rejects duplicates', () => {
    const authors = validateAuthors('a.yaml', { authors: [{ id: 'x', name: 'X', title: 'T', bio: 'B' }] });
    expect(authors).toEqual([{ id: 'x', name: 'X', title: 'T', bio: 'B' }]);
    expect(() => validateAuthors('a.yaml', { authors: [{ id: 'x', name: 'X', title: 'T', bio: 'B' }, { id: 'x', name: 'Y', title: 'T', bio: 'B' }] })).toThrow(/"x" is listed twice/);
    expect(() => validateAuthors('a.yaml', { authors: [{ id: 'x', name: 'X', title: 'T' }] })).toThrow(/a\.yaml \(authors\[0\]\): front matter field "bio" is required/);
    expect(() => validateAuthors('a.yaml', {})).toThrow(/field "authors" must be a list/);
  });

  it('validates tag slugs', () => {
    expect(validateTags('t.yaml', { tags: [{ slug: 'how-to', label: 'How To', description: 'D' }] })).toHaveLength(1);
    expect(() => validateTags('t.yaml', { tags: [{ slug: 'How To', label: 'How To', description: 'D' }] })).toThrow(/must be lowercase letters and digits/);
    expect(() => validateTags('t.yaml', { tags: [{ slug: 'a', label: 'A', description: 'D' }, { slug: 'a', label: 'B', description: 'D' }] })).toThrow(
      't.yaml (tags[1]): front matter field "slug" "a" is listed twice',
    );
  });

  it('an empty or malformed registry file names the file and the list', () => {
    expect(() => validateTags('content/blog/tags.yaml', null)).toThrow('content/blog/tags.yaml: front matter field "tags" must be a list at the top level');
    expect(() => validateAuthors('content/blog/authors.yaml', { authors: ['print-lab'] })).toThrow('content/blog/authors.yaml: front matter field "authors[0]" must be a mapping, got "print-lab"');
    expect(() => validateAuthors('a.yaml', { authors: [{ id: 'x', name: 'X', title: 'T', bio: 7 }] })).toThrow('a.yaml (authors[0]): front matter field "bio" must be a non-empty text');
  });
});

describe('parseCalendarDate', () => {
  it.each([
    ['2024-02-29', '2024-02-29'],
    ['2023-02-29', null],
    ['2023-05-02T10:00:00Z', '2023-05-02'],
    [' 2023-05-02 ', '2023-05-02'],
    [20230502, null],
    [new Date('invalid'), null],
  ])('%p -> %p', (input, expected) => expect(parseCalendarDate(input)).toBe(expected));
});

describe('parseFrontMatter', () => {
  it('keeps dates as written, so an impossible day is caught instead of rolling over', () => {
    const { data, body } = parseFrontMatter('p.mdx', '---\ntitle: T\ndate: 2023-02-30\ntags: [a, b]\n---\n\nBody\n');
    expect(data).toEqual({ title: 'T', date: '2023-02-30', tags: ['a', 'b'] });
    expect(body).toBe('\nBody\n');
    expect(() => validatePostFrontmatter('p.mdx', 'p.mdx', { ...post, date: data.date }, registry)).toThrow(/field "date" must be a real date/);
  });

  it('a file without front matter has none', () => {
    expect(parseFrontMatter('p.mdx', 'Just text')).toEqual({ data: {}, body: 'Just text' });
  });

  it('broken YAML names the file', () => {
    expect(() => parseFrontMatter('content/docs/x.mdx', '---\ntitle: [unclosed\n---\n')).toThrow(/^content\/docs\/x\.mdx: front matter field "\(yaml\)" cannot be read/);
    expect(() => parseFrontMatter('f.mdx', '---\n- a\n- b\n---\n')).toThrow(/must be a mapping/);
  });
});
