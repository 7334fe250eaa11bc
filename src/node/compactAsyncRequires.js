// @ts-check
/**
 * A webpack loader for Gatsby's generated `$virtual/async-requires.js`, the map from every page component's chunk
 * name to its loader, which would sit in the app chunk of every page. Every MDX file is its own page component,
 * with a name such as "component---src-templates-doc-tsx-content-file-path-content-docs-user-guides-klipper-setup-mdx",
 * so the map grows with the content (360 entries, 5.4 kB gzip, for the English site). The loader:
 * - keys the map by a short hash of each name, and answers lookups by name through a Proxy (Gatsby's loader only
 *   ever reads `components[name]` and calls it);
 * - splits it into about √n buckets, each a module of its own (this same file with `?bucket=<i>`, which the loader
 *   turns into that bucket's part of the map) in a chunk of its own, so a page loads only the app's list of
 *   buckets (0.4 kB) and the one bucket that names its component (0.3 kB), fetched when the app starts (the
 *   page's component itself is already named by the HTML, so it still downloads in parallel).
 * - reads the hashes of the component's chunks that the page data appends to its name (`name#id:hash,…`, see
 *   src/node/chunkHashRegistry.ts), so that a bucket does not change when one of its pages does.
 * Anything unexpected (another file format, two names with one hash) leaves the file as it is.
 */

/** FNV-1a, 32 bits, in base 36: the key of a chunk name. Also runs in the browser (its source is inlined). */
function chunkKey(name) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The bucket of a key among `count`. Also runs in the browser. */
function bucketOf(key, count) {
  return parseInt(key, 36) % count;
}

/** About √n buckets: the list in the app chunk and the bucket a page loads grow alike with the content. */
function bucketCount(entries) {
  return Math.max(1, Math.round(Math.sqrt(entries) * 0.75));
}

const ENTRY = /^ {2}"(component---[^"]+)": (\(\) => import\(.*\))(,?)$/;

/**
 * The map's entries, keyed by chunkKey, in the generated file's order; or why the file is not understood.
 * @param {string} source
 * @returns {{ entries: Array<{ key: string, load: string }> } | { reason: string }}
 */
function parseEntries(source) {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  if (lines[0] !== 'exports.components = {') return { reason: 'unknown format' };
  const keys = new Set();
  const entries = [];
  let i = 1;
  for (; i < lines.length && lines[i] !== '}'; i++) {
    const match = ENTRY.exec(lines[i]);
    if (!match) return { reason: `unknown line ${i + 1}` };
    const key = chunkKey(match[1]);
    if (keys.has(key)) return { reason: `two chunk names share the key ${key}` };
    keys.add(key);
    entries.push({ key, load: match[2] });
  }
  if (i >= lines.length || lines.slice(i + 1).some((line) => line.trim() !== '')) return { reason: 'unknown format' };
  return { entries };
}

/**
 * The app's module: the list of buckets and the Proxy. `self` is the module's own request, so that the buckets
 * are this file again with a query.
 * @param {string} source the generated module
 * @param {string} self
 * @returns {{ code: string, compacted: boolean, reason?: string }}
 */
function compactAsyncRequires(source, self = './async-requires.js') {
  const parsed = parseEntries(source);
  if ('reason' in parsed) return { code: source, compacted: false, reason: parsed.reason };
  const count = bucketCount(parsed.entries.length);
  const buckets = [];
  for (let b = 0; b < count; b++) buckets.push(`  function () { return import(${JSON.stringify(`${self}?bucket=${b}`)} /* webpackChunkName: "component-map-${b}" */); }`);
  const code = [
    `var chunkKey = ${chunkKey.toString()};`,
    `var bucketOf = ${bucketOf.toString()};`,
    'var buckets = [',
    buckets.join(',\n'),
    '];',
    'var loading = [];',
    'function loadBucket(b) {',
    '  if (!loading[b]) loading[b] = buckets[b]().catch(function (error) { loading[b] = undefined; throw error; });',
    '  return loading[b];',
    '}',
    // A page's data names its component's chunks with their hashes (`name#id:hash,…`, see chunkHashRegistry.ts):
    // webpack's runtime reads them from the registry when it loads those chunks.
    'function register(pairs) {',
    '  var hashes = self.__chunkHashes || (self.__chunkHashes = {});',
    '  pairs.split(",").forEach(function (pair) { var at = pair.indexOf(":"); if (at > 0) hashes[pair.slice(0, at)] = pair.slice(at + 1); });',
    '}',
    'exports.components = new Proxy({}, {',
    '  get: function (table, name) {',
    '    if (typeof name !== "string") return undefined;',
    '    var mark = name.indexOf("#");',
    '    if (mark >= 0) { register(name.slice(mark + 1)); name = name.slice(0, mark); }',
    `    var key = chunkKey(name), b = bucketOf(key, ${count});`,
    '    return function () {',
    '      return loadBucket(b).then(function (bucket) {',
    '        var load = bucket.default[key];',
    '        if (!load) throw new Error("No page component is named " + name);',
    '        return load();',
    '      });',
    '    };',
    '  }',
    '});',
    '',
  ].join('\n');
  return { code, compacted: true };
}

/**
 * One bucket's module: its part of the map, by key.
 * @param {string} source the generated module
 * @param {number} bucket
 * @returns {{ code: string, compacted: boolean, reason?: string }}
 */
function asyncRequiresBucket(source, bucket) {
  const parsed = parseEntries(source);
  if ('reason' in parsed) return { code: source, compacted: false, reason: parsed.reason };
  const count = bucketCount(parsed.entries.length);
  const lines = parsed.entries.filter((entry) => bucketOf(entry.key, count) === bucket).map((entry) => `  "${entry.key}": ${entry.load}`);
  return { code: `export default {\n${lines.join(',\n')}\n};\n`, compacted: true };
}

/** @this {{ emitWarning(error: Error): void, resourcePath: string, resourceQuery: string }} @param {string} source */
module.exports = function compactAsyncRequiresLoader(source) {
  const bucket = /^\?bucket=(\d+)$/.exec(this.resourceQuery);
  const result = bucket ? asyncRequiresBucket(source, Number(bucket[1])) : compactAsyncRequires(source, this.resourcePath);
  if (!result.compacted) {
    // A bucket of a file the app's module did not understand is never requested.
    this.emitWarning(new Error(`compactAsyncRequires: left async-requires as it is (${result.reason})`));
  }
  return result.code;
};
module.exports.compactAsyncRequires = compactAsyncRequires;
module.exports.asyncRequiresBucket = asyncRequiresBucket;
module.exports.bucketCount = bucketCount;
module.exports.chunkKey = chunkKey;
module.exports.bucketOf = bucketOf;
