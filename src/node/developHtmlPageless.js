// @ts-check
/**
 * A webpack loader for `$virtual/async-requires.js` in gatsby develop's HTML renderer (the develop-html stage).
 * Without DEV_SSR, that renderer only writes the empty page shell the development server answers with; it never
 * renders a page component, yet Gatsby bundles every one of them into it (every MDX file, for Node, before the
 * first page answers). The loader gives it an empty component map instead.
 */
module.exports = function developHtmlPageless() {
  return 'exports.components = {};\n';
};
