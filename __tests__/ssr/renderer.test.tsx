/**
 * Gatsby renders each page with React 18's renderToPipeableStream, which writes NUL bytes where a multi-byte
 * character straddles one of its 2,048-byte chunks. gatsby-ssr's replaceRenderer renders to one string instead.
 */
import { Writable } from 'stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { replaceRenderer } from '../../gatsby-ssr';

/** The page body as Gatsby's own renderer collects it (cache-dir/server-utils/writable-as-promise.js). */
function gatsbyDefaultRender(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const sink = new Writable({
      write(chunk, _encoding, next) {
        output += chunk.toString();
        next();
      },
    });
    sink.on('finish', () => resolve(output));
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject });
  });
}

function replacedRender(element: ReactElement): string {
  let html = '';
  (replaceRenderer as (args: object) => void)({ bodyComponent: element, replaceBodyHTMLString: (body: string) => (html = body) });
  return html;
}

// A language menu entry and a copyright line pushed across the first chunk boundary at every offset: React
// writes the markup in many short pieces, as it does for a real page.
const pages = Array.from({ length: 12 }, (_, shift) => (
  <nav>
    <p>{'x'.repeat(shift)}</p>
    <ul>
      {Array.from({ length: 200 }, (_item, index) => (
        <li key={index}>Удалённый мониторинг {index}</li>
      ))}
    </ul>
    <a lang="ru-RU" href="/ru-RU/">
      Русский
    </a>
    <p>Copyright © 2025 Удалённый мониторинг</p>
  </nav>
));

describe('the page renderer', () => {
  it('writes every page byte-clean: no NUL, the Cyrillic text intact', () => {
    for (const page of pages) {
      const html = replacedRender(page);
      expect(html).not.toContain('\0');
      expect(html).toContain('>Русский</a>');
      expect(html).toContain('Copyright © 2025 Удалённый мониторинг');
      expect(html).toContain('<li>Удалённый мониторинг <!-- -->199</li>');
    }
  });

  it("Gatsby's streaming renderer, which it replaces, does corrupt these pages", async () => {
    const outputs = await Promise.all(pages.map(gatsbyDefaultRender));
    expect(outputs.some((html) => html.includes('\0'))).toBe(true);
  });
});
