import './src/styles/global.css';
import './src/theme/CodeBlock/styles.css';
import type { GatsbyBrowser } from 'gatsby';
import Layout from './src/theme/Layout';
import type { LocalesData } from './src/lib/i18n/translations';
import { routeProgress, watchNavigations } from './src/theme/RouteProgress';
import { scheduleImageZoom } from './src/theme/ImageZoom';
import { shouldScrollOnRouteChange } from './src/lib/routing/scroll';
import { BASE_URL_BANNER_CONTAINER_ID, SITE_SCRIPT_LOADED_GLOBAL } from './src/lib/inlineScripts';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <Layout pathname={props.location.pathname} pageContext={props.pageContext as never} locales={(props.data as LocalesData | undefined)?.locales?.edges}>
    {element}
  </Layout>
);

/** Marks the end of the first hydration: the page is interactive (the browser tests wait for it). */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.setAttribute('data-hydrated', 'true');
};

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  // The site's script runs: the base-URL banner (home path) stays empty.
  (window as unknown as Record<string, boolean>)[SITE_SCRIPT_LOADED_GLOBAL] = true;
  document.getElementById(BASE_URL_BANNER_CONTAINER_ID)?.replaceChildren();
  watchNavigations();
};

/** Also called for the first page. */
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  routeProgress.done();
  scheduleImageZoom();
};

/** To the hash target when there is one, else to the top; not at all when only the query changed. */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ prevRouterProps, routerProps }) =>
  shouldScrollOnRouteChange(prevRouterProps?.location, routerProps.location);
