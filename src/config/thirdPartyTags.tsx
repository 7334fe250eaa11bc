import type { ReactElement } from 'react';
import { thirdPartyConfig, type ThirdPartyConfig } from './thirdParty';

/** The <head> tags of the configured third-party services: async, so they never block rendering. None by default. */
export function thirdPartyTags(config: ThirdPartyConfig = thirdPartyConfig()): ReactElement[] {
  const tags: ReactElement[] = [];
  if (config.gaMeasurementId) {
    const id = JSON.stringify(config.gaMeasurementId);
    tags.push(
      <script key="ga" async src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.gaMeasurementId)}`} />,
      <script
        key="ga-config"
        dangerouslySetInnerHTML={{ __html: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${id},{anonymize_ip:true});` }}
      />,
    );
  }
  if (config.algoliaAppId) {
    tags.push(<link key="algolia-preconnect" rel="preconnect" href={`https://${config.algoliaAppId.toLowerCase()}-dsn.algolia.net`} crossOrigin="anonymous" />);
  }
  if (config.plausibleDomain) {
    tags.push(<script key="plausible" defer data-domain={config.plausibleDomain} src="https://plausible.io/js/script.js" />);
  }
  return tags;
}
