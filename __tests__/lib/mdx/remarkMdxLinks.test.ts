import { MdxLinkError, remarkMdxLinks, resolveMdxLink } from '../../../src/lib/mdx/remarkMdxLinks';

const content = '/site/content';
const files = new Set(['/site/content/docs/user-guides/klipper-setup.mdx', '/site/content/docs/api/index.mdx', '/site/content/blog/2022-06-14-obico-for-klipper-beta.mdx', '/site/content/blog/remote-access-creality-k1.mdx']);
const exists = (file: string) => files.has(file);
const from = '/site/content/docs/user-guides/getting-started.mdx';

describe('resolveMdxLink', () => {
  it.each([
    ['./klipper-setup.mdx', '/docs/user-guides/klipper-setup/'],
    ['klipper-setup.mdx#step-1-install', '/docs/user-guides/klipper-setup/#step-1-install'],
    ['../api/index.mdx', '/docs/api/'],
    ['../../blog/2022-06-14-obico-for-klipper-beta.mdx', '/blog/2022/06/14/obico-for-klipper-beta/'],
    ['../../blog/remote-access-creality-k1.mdx', '/blog/remote-access-creality-k1/'],
  ])('%s -> %s', (url, route) => expect(resolveMdxLink(from, url, content, exists)).toBe(route));

  it.each(['/docs/api/', 'https://obico.io/x.mdx', '#anchor', './picture.png', 'mailto:a@b'])('leaves %s alone', (url) => {
    expect(resolveMdxLink(from, url, content, exists)).toBeNull();
  });

  it('a link to a missing file names the source and the target', () => {
    expect(() => resolveMdxLink(from, './nope.mdx', content, exists)).toThrow(MdxLinkError);
    expect(() => resolveMdxLink(from, './nope.mdx', content, exists)).toThrow('content/docs/user-guides/getting-started.mdx: the link "./nope.mdx" points to content/docs/user-guides/nope.mdx, which does not exist.');
  });

  it('rewrites link and definition nodes in the tree', () => {
    const tree = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'link', url: './klipper-setup.mdx', children: [] }] }, { type: 'definition', url: '../api/index.mdx' }] };
    remarkMdxLinks({ contentDir: content, exists })(tree, { path: from });
    expect(JSON.stringify(tree)).toContain('"url":"/docs/user-guides/klipper-setup/"');
    expect(JSON.stringify(tree)).toContain('"url":"/docs/api/"');
  });
});
