/** What the server HTML holds before any script runs (node environment: react-dom/server as at build time). */
import { renderToString } from 'react-dom/server';
import SearchBar from '../../src/theme/SearchBar';
import Tabs, { TabItem } from '../../src/theme/Tabs';

describe('server HTML', () => {
  it('the search button is a plain link to the localized search page', () => {
    const html = renderToString(<SearchBar language="de-DE" />);
    expect(html).toMatch(/^<a href="\/de-DE\/search\/" class="search-button">/);
    expect(html).not.toContain('role="button"');
  });

  it('every tab panel carries its label, for the stacked layout without JavaScript', () => {
    const html = renderToString(
      <Tabs>
        <TabItem value="app" label="Mobile App">
          one
        </TabItem>
        <TabItem value="web" label="Web App">
          two
        </TabItem>
      </Tabs>,
    );
    const panels = html.split('<div role="tabpanel"').slice(1);
    expect(panels).toHaveLength(2);
    expect(panels[0]).toContain('<div class="tab-panel__label">Mobile App</div>');
    expect(panels[1]).toMatch(/hidden=""/);
    expect(panels[1]).toContain('<div class="tab-panel__label">Web App</div>');
  });
});
