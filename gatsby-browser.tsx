import 'infima/dist/css/default/default.min.css';
import './src/styles/global.css';
import type { GatsbyBrowser } from 'gatsby';
import Layout from './src/theme/Layout';
import type { LocalesData } from './src/lib/i18n/translations';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <Layout pathname={props.location.pathname} pageContext={props.pageContext as never} locales={(props.data as LocalesData | undefined)?.locales?.edges}>
    {element}
  </Layout>
);

/** Marks the end of the first hydration: the page is interactive (the browser tests wait for it). */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.setAttribute('data-hydrated', 'true');
};
