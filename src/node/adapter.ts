/**
 * The deploy adapter, chosen here rather than by Gatsby. Gatsby 5.12 and later install `gatsby-adapter-netlify` by
 * themselves when they see NETLIFY=true (every Netlify build), and that adapter writes its own `_headers` and
 * `_redirects` rules from Gatsby's route manifest: headers that the site's strict policy does not have (its
 * Content-Security-Policy with script hashes, Referrer-Policy `same-origin`, the per-locale not-found rules) and the
 * Netlify Functions and image CDN for SSR, DSG and Gatsby Functions, which this site has none of.
 *
 * The site is static, and the post-build pass writes every deploy file itself (src/node/deploy.ts), so this adapter
 * does nothing: naming any adapter in gatsby-config turns Gatsby's automatic choice off. Caching between deploys is
 * the job of the build-cache plugin (netlify/plugins/build-cache), which keeps `.cache/` and `public/` and starts
 * cold when the styles change; the adapter keeps no cache of its own, so the two cannot disagree.
 */
import type { IAdapter } from 'gatsby';

export const STATIC_ADAPTER_NAME = 'obico-static';

export function staticAdapter(): IAdapter {
  return {
    name: STATIC_ADAPTER_NAME,
    adapt({ reporter }) {
      reporter.verbose('The static adapter writes nothing: the post-build pass wrote _headers and _redirects.');
    },
  };
}
