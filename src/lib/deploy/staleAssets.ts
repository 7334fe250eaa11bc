/**
 * A warm build writes its JavaScript and CSS next to the files of earlier builds, which Gatsby leaves in public/
 * (a chunk whose code changed gets a new name: `<id>-<content hash>.js`). Kept between deploys, they would pile up
 * with every build and fill _headers; a cold build has none of them. These are the files to drop.
 */

/** A webpack output file at the top of public/, named with a hash (and its license file). */
const BUILD_ASSET = /^\/[^/]+[-.][0-9a-f]{16,}\.(?:js|css|mjs)(?:\.LICENSE\.txt)?$/;

/**
 * The build assets among `files` (URL paths) that the current build did not write. `emitted` lists the files
 * webpack wrote in this build (names relative to public/, src/node/chunkHashRegistry.ts keeps the list).
 */
export function staleBuildAssets(files: readonly string[], emitted: readonly string[]): string[] {
  const current = new Set(emitted);
  return files.filter((file) => BUILD_ASSET.test(file) && !current.has(file.slice(1)));
}
