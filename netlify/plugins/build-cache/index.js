// Keeps Gatsby's cache (.cache/) and the last build (public/) between Netlify deploys, so a deploy gets the warm
// build: Gatsby re-runs only the queries and pages whose data changed, and the post-build pass re-reads only the
// pages Gatsby wrote again (its summaries live in .cache/obico-post-build.json). Netlify's cache utilities restore
// before the build and save after a successful one; "Clear cache and deploy site" in the Netlify UI starts cold.
//
// Gatsby inlines the CSS in every page but renders no page again when only the CSS changed, so a change to the
// styles (any .css file under src/, or the dependencies, whose CSS is bundled too) starts the build cold.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const DIRECTORIES = ['.cache', 'public'];
const STYLE_STAMP = path.join('.cache', 'obico-style-sources.txt');

function styleFingerprint(root) {
  const hash = crypto.createHash('sha1');
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.css')) hash.update(path.relative(root, full)).update(fs.readFileSync(full));
    }
  };
  if (fs.existsSync(path.join(root, 'src'))) walk(path.join(root, 'src'));
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(lock)) hash.update(fs.readFileSync(lock));
  return hash.digest('hex');
}

module.exports = {
  async onPreBuild({ utils }) {
    if (!(await utils.cache.restore(DIRECTORIES))) {
      console.log('No build cache yet: this is a cold build.');
      return;
    }
    const root = process.cwd();
    const stamp = fs.existsSync(path.join(root, STYLE_STAMP)) ? fs.readFileSync(path.join(root, STYLE_STAMP), 'utf8') : null;
    if (stamp !== styleFingerprint(root)) {
      for (const dir of DIRECTORIES) fs.rmSync(path.join(root, dir), { recursive: true, force: true });
      console.log('The styles changed since the cached build: this is a cold build.');
      return;
    }
    console.log(`Restored ${DIRECTORIES.join(' and ')} from the previous deploy.`);
  },
  async onPostBuild({ utils }) {
    const root = process.cwd();
    fs.mkdirSync(path.join(root, '.cache'), { recursive: true });
    fs.writeFileSync(path.join(root, STYLE_STAMP), styleFingerprint(root));
    if (await utils.cache.save(DIRECTORIES)) console.log(`Saved ${DIRECTORIES.join(' and ')} for the next deploy.`);
  },
};
