import { staleBuildAssets } from '../../../src/lib/deploy/staleAssets';

describe('staleBuildAssets', () => {
  it("drops the scripts and styles an earlier build wrote, keeping the current build's and every other file", () => {
    const files = [
      '/app-aaaaaaaaaaaaaaaaaaaa.js',
      '/app-aaaaaaaaaaaaaaaaaaaa.js.LICENSE.txt',
      '/app-bbbbbbbbbbbbbbbbbbbb.js',
      '/app-bbbbbbbbbbbbbbbbbbbb.js.LICENSE.txt',
      '/styles.cccccccccccccccccccc.css',
      '/styles.dddddddddddddddddddd.css',
      '/1004-1111111111111111aaaa.js',
      '/1004-2222222222222222bbbb.js',
      '/1056-2222222222222222bbbb.js.LICENSE.txt',
      '/docs/a/index.html',
      '/static/x-0123456789abcdef0123.js',
      '/favicon.ico',
    ];
    const emitted = ['app-aaaaaaaaaaaaaaaaaaaa.js', 'app-aaaaaaaaaaaaaaaaaaaa.js.LICENSE.txt', 'styles.cccccccccccccccccccc.css', '1004-1111111111111111aaaa.js'];
    const stale = staleBuildAssets(files, emitted);
    expect(stale).toEqual(['/app-bbbbbbbbbbbbbbbbbbbb.js', '/app-bbbbbbbbbbbbbbbbbbbb.js.LICENSE.txt', '/styles.dddddddddddddddddddd.css', '/1004-2222222222222222bbbb.js', '/1056-2222222222222222bbbb.js.LICENSE.txt']);
  });

  it('never drops a page, an image or a script under static/', () => {
    expect(staleBuildAssets(['/docs/a/index.html', '/static/x-0123456789abcdef0123.js', '/img/a.svg'], [])).toEqual([]);
  });
});
