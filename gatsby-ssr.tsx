import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { GatsbySSR } from 'gatsby';
import { siteConfig } from './src/config/site';
import { BASE_URL_BANNER_CONTAINER_ID, NO_JS_CLASS, buildAnnouncementScript, buildBaseUrlBannerScript, buildColorModeScript, buildUndecodablePathScript } from './src/lib/inlineScripts';
import Layout from './src/theme/Layout';
import type { LocalesData } from './src/lib/i18n/translations';
import { delocalizePath, localeConfig } from './src/config/locales';
import { COLOR_MODE_ATTRIBUTE } from './src/lib/colorMode';
import { thirdPartyTags } from './src/config/thirdPartyTags';
import { buildMalformedHashScript } from './src/lib/inlineScripts';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents, setPreBodyComponents }) => {
  const locale = localeConfig(delocalizePath(pathname).locale);
  // No mode when the system preference is respected: without JavaScript, CSS follows prefers-color-scheme; the
  // inline script below sets the mode before first paint. The no-JS class is removed by that script too.
  const { defaultMode, respectPrefersColorScheme } = siteConfig.colorMode;
  setHtmlAttributes({
    lang: locale.htmlLang,
    dir: locale.direction,
    className: NO_JS_CLASS,
    ...(respectPrefersColorScheme ? {} : { [COLOR_MODE_ATTRIBUTE]: defaultMode }),
  } as Record<string, string>);
  setHeadComponents([
    // Chromium paints a page as its HTML streams in: over a slow link it painted the navbar before its right-hand
    // items had all arrived, and moved them when they did (a layout shift). Render-blocking until the main element
    // is parsed paints the page chrome whole; browsers without `rel=expect` ignore it.
    <link key="expect-main" rel="expect" href="#main-content" {...{ blocking: 'render' }} />,
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

/**
 * Pages are rendered to one string. Gatsby's own renderer streams with React 18's renderToPipeableStream, which
 * writes NUL bytes where a multi-byte character (Русский, ©, á) straddles the 2,048-byte chunk it fills. A static
 * page does not stream anyway. On an error (a @reach/router redirect, a broken component) nothing is replaced and
 * Gatsby renders the page itself, so it handles or reports the error as usual.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ bodyComponent, replaceBodyHTMLString }) => {
  let html: string;
  try {
    html = renderToString(bodyComponent as ReactElement);
  } catch {
    return;
  }
  replaceBodyHTMLString(html);
};
