// Keeps Gatsby's cache (.cache/) and the last build (public/) between Netlify deploys, so a deploy gets the warm
// build: Gatsby re-runs only the queries and pages whose data changed, and the post-build pass re-reads only the
// pages Gatsby wrote again (its summaries live in .cache/obico-post-build.json). Netlify's cache utilities restore
// before the build and save after a successful one; `Clear cache and deploy site` in the Netlify UI starts cold.
const DIRECTORIES = ['.cache', 'public'];

module.exports = {
  async onPreBuild({ utils }) {
    if (await utils.cache.restore(DIRECTORIES)) console.log(`Restored ${DIRECTORIES.join(' and ')} from the previous deploy.`);
    else console.log('No build cache yet: this is a cold build.');
  },
  async onPostBuild({ utils }) {
    if (await utils.cache.save(DIRECTORIES)) console.log(`Saved ${DIRECTORIES.join(' and ')} for the next deploy.`);
  },
};
