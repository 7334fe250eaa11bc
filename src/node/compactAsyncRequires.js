// @ts-check
/**
 * A webpack loader for Gatsby's generated `$virtual/async-requires.js`, the map from every page component's chunk
 * name to its loader, which sits in the app chunk of every page. Every MDX file is its own page component, with
 * a name such as "component---src-templates-doc-tsx-content-file-path-content-docs-user-guides-klipper-setup-mdx",
 * so the names are most of that map and it grows with the content. The loader keys the map by a short hash of
 * each name instead and answers lookups by name through a Proxy (Gatsby's loader only ever reads
 * `components[name]`): 2.7 kB gzip less on every page today. Anything unexpected (another file format, two names
 * with one hash) leaves the file as it is.
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

const ENTRY = /^ {2}"(component---[^"]+)": (\(\) => import\(.*\))(,?)$/;

/**
 * @param {string} source the generated module
 * @returns {{ code: string, compacted: boolean, reason?: string }}
 */
function compactAsyncRequires(source) {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  if (lines[0] !== 'exports.components = {') return { code: source, compacted: false, reason: 'unknown format' };
  const keys = new Set();
  const out = ['var components = {'];
  let i = 1;
  for (; i < lines.length && lines[i] !== '}'; i++) {
    const match = ENTRY.exec(lines[i]);
    if (!match) return { code: source, compacted: false, reason: `unknown line ${i + 1}` };
    const key = chunkKey(match[1]);
    if (keys.has(key)) return { code: source, compacted: false, reason: `two chunk names share the key ${key}` };
    keys.add(key);
    out.push(`  "${key}": ${match[2]}${match[3]}`);
  }
  if (i >= lines.length || lines.slice(i + 1).some((line) => line.trim() !== '')) return { code: source, compacted: false, reason: 'unknown format' };
  out.push('}');
  out.push(`var chunkKey = ${chunkKey.toString()};`);
  out.push(
    'exports.components = new Proxy(components, {',
    '  get: function (table, name) { return typeof name === "string" ? table[chunkKey(name)] : undefined; },',
    '  has: function (table, name) { return typeof name === "string" && chunkKey(name) in table; }',
    '});',
    '',
  );
  return { code: out.join('\n'), compacted: true };
}

/** @this {{ emitWarning(error: Error): void }} @param {string} source */
module.exports = function compactAsyncRequiresLoader(source) {
  const result = compactAsyncRequires(source);
  if (!result.compacted) this.emitWarning(new Error(`compactAsyncRequires: left async-requires as it is (${result.reason})`));
  return result.code;
};
module.exports.compactAsyncRequires = compactAsyncRequires;
module.exports.chunkKey = chunkKey;
