/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { thirdPartyConfig, thirdPartySources } from '../../src/config/thirdParty';
import { thirdPartyTags } from '../../src/config/thirdPartyTags';

describe('third-party tags', () => {
  it('are off unless configured: no tag, no extra origin', () => {
    const config = thirdPartyConfig({});
    expect(thirdPartyTags(config)).toEqual([]);
    expect(thirdPartySources(config)).toEqual({ script: [], connect: [], img: [] });
  });

  it('in Algolia mode, preconnect to the search host and allow its hosts to be reached', () => {
    const config = thirdPartyConfig({ GATSBY_ALGOLIA_APP_ID: 'ABC123', GATSBY_ALGOLIA_SEARCH_KEY: 'k', GATSBY_ALGOLIA_INDEX_NAME: 'i' });
    const { container } = render(<>{thirdPartyTags(config)}</>);
    expect(container.querySelector('link[rel="preconnect"]')).toHaveAttribute('href', 'https://abc123-dsn.algolia.net');
    expect(thirdPartySources(config).connect).toContain('https://abc123-dsn.algolia.net');
    expect(thirdPartyConfig({ GATSBY_ALGOLIA_APP_ID: 'ABC123' }).algoliaAppId).toBeNull();
  });

  it('load analytics asynchronously when configured, and open the policy for its origins', () => {
    const config = thirdPartyConfig({ GATSBY_GA_MEASUREMENT_ID: 'G-TEST123', GATSBY_PLAUSIBLE_DOMAIN: 'obico.io' });
    const { container } = render(<>{thirdPartyTags(config)}</>);
    const external = [...container.querySelectorAll('script[src]')];
    expect(external.map((script) => script.getAttribute('src'))).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123', 'https://plausible.io/js/script.js']);
    expect(external.every((script) => script.hasAttribute('async') || script.hasAttribute('defer'))).toBe(true);
    expect(thirdPartySources(config).script).toEqual(['https://www.googletagmanager.com', 'https://plausible.io']);
  });
});
