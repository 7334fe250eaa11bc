/**
 * A warm build writes its JavaScript and CSS next to the files of earlier builds, which Gatsby leaves in public/
 * (every async chunk is renamed by each build: `<id>-<compilation hash>.js`). Kept between deploys, they would pile
 * up with every build and fill _headers; a cold build has none of them. These are the files to drop.
 */

/** A webpack output file at the top of public/, named with a hash (and its license file). */
const BUILD_ASSET = /^\/[^/]+[-.][0-9a-f]{16,}\.(?:js|css|mjs)(?:\.LICENSE\.txt)?$/;

/**
 * The build assets among `files` (URL paths) that the current build did not write: neither named by the current
 * compilation hash nor listed among the entry chunks' files of webpack.stats.json (`assetsByChunkName`).
 */
export function staleBuildAssets(files: readonly string[], compilationHash: string, assetsByChunkName: Record<string, readonly string[]>): string[] {
  const current = new Set(Object.values(assetsByChunkName).flat());
  return files.filter((file) => {
    if (!BUILD_ASSET.test(file)) return false;
    const name = file.slice(1).replace(/\.LICENSE\.txt$/, '');
    return !name.includes(`-${compilationHash}.`) && !current.has(name);
  });
}
