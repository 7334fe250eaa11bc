import fs from 'fs';
import path from 'path';
import { renderToStaticMarkup } from 'react-dom/server';
import { Trans } from 'react-i18next';
import { withTags } from '../../../src/lib/i18n/tags';

const elements = { docs: <a href="/docs/" />, blog: <a href="/blog/" />, search: <a href="/search/" /> };
const localesDir = path.join(__dirname, '../../../locales');

describe('withTags', () => {
  it("renders every locale's not-found sentences exactly as react-i18next's Trans does", () => {
    for (const locale of fs.readdirSync(localesDir)) {
      const catalogue = JSON.parse(fs.readFileSync(path.join(localesDir, locale, 'translation.json'), 'utf8')) as Record<string, string>;
      for (const key of ['notFound.suggestion', 'notFound.unreadableHelp']) {
        const text = catalogue[key];
        expect([locale, key, typeof text]).toEqual([locale, key, 'string']);
        const ours = renderToStaticMarkup(<p>{withTags(text, elements)}</p>);
        const theirs = renderToStaticMarkup(
          <p>
            <Trans defaults={text} components={elements} />
          </p>,
        );
        expect(ours).toBe(theirs);
        expect(ours).toContain('<a href="/docs/">');
      }
    }
  });

  it('keeps the text of a tag it has no element for, and plain text as it is', () => {
    expect(renderToStaticMarkup(<p>{withTags('a <x>b</x> c', {})}</p>)).toBe('<p>a b c</p>');
    expect(renderToStaticMarkup(<p>{withTags('no tags', elements)}</p>)).toBe('<p>no tags</p>');
  });
});
