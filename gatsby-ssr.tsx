import type { GatsbySSR } from 'gatsby';
import { siteConfig } from './src/config/site';
import { BASE_URL_BANNER_CONTAINER_ID, buildAnnouncementScript, buildBaseUrlBannerScript, buildColorModeScript, buildUndecodablePathScript } from './src/lib/inlineScripts';
import Layout from './src/theme/Layout';
import type { LocalesData } from './src/lib/i18n/translations';
import { delocalizePath, localeConfig } from './src/lib/i18n/locales';
import { COLOR_MODE_ATTRIBUTE } from './src/lib/colorMode';
import { thirdPartyTags } from './src/config/thirdPartyTags';
import { buildMalformedHashScript } from './src/lib/inlineScripts';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents, setPreBodyComponents }) => {
  const locale = localeConfig(delocalizePath(pathname).locale);
  // The server renders the default mode; the inline script below corrects it before first paint.
  setHtmlAttributes({ lang: locale.htmlLang, dir: locale.direction, [COLOR_MODE_ATTRIBUTE]: siteConfig.colorMode.defaultMode } as Record<string, string>);
  setHeadComponents([
    <script
      key="color-mode"
      dangerouslySetInnerHTML={{ __html: buildColorModeScript(siteConfig.colorMode.defaultMode, siteConfig.colorMode.respectPrefersColorScheme) }}
    />,
    <script key="announcement" dangerouslySetInnerHTML={{ __html: buildAnnouncementScript(siteConfig.announcementBar.id) }} />,
    // Before the router reads the address: a malformed #fragment would stop the page (see the script).
    <script key="malformed-hash" dangerouslySetInnerHTML={{ __html: buildMalformedHashScript() }} />,
    ...thirdPartyTags(),
    // Not-found pages only: every path no page has lands there, including ones that cannot be decoded.
    ...(/\/404(\.html|\/)?$/.test(pathname) ? [<script key="undecodable-path" dangerouslySetInnerHTML={{ __html: buildUndecodablePathScript() }} />] : []),
  ]);
  // The base-URL banner, on the home path only (outside the React root, so hydration leaves it alone).
  if (pathname === '/' || pathname === siteConfig.baseUrl) {
    setPreBodyComponents([
      <div key="base-url-banner" id={BASE_URL_BANNER_CONTAINER_ID} />,
      <script key="base-url-banner-script" dangerouslySetInnerHTML={{ __html: buildBaseUrlBannerScript(siteConfig.baseUrl) }} />,
    ]);
  }
};

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <Layout pathname={props.location.pathname} pageContext={props.pageContext as never} locales={(props.data as LocalesData | undefined)?.locales?.edges}>
    {element}
  </Layout>
);
