/**
 * Gatsby writes its chunk map (chunk name -> files, meant for prefetching page components) into every HTML page:
 * `window.___chunkMapping=…;`, an object or, when Gatsby renders its scripts as a slice, a string of JSON. Async
 * chunks are named by id here (gatsby-node's onCreateWebpackConfig), so Gatsby lists no file for any page
 * component, and the map is hundreds of page-component names with empty lists: 4.5 kB gzip of every page. This
 * keeps only the entries that list files; Gatsby's loader reads a missing entry as an empty one.
 *
 * It runs in the post-build pass on the text of the script that holds the map (src/lib/deploy/csp.ts finds that
 * script with the HTML parser); the pattern below reads JavaScript, not HTML.
 */
const CHUNK_MAPPING = /window\.___chunkMapping=("(?:[^"\\]|\\.)*"|\{[^<;]*\});/;

function withoutEmptyEntries(map: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(map).filter(([, files]) => !Array.isArray(files) || files.length > 0));
}

/** The script's code with the map's empty entries dropped; the code as it was when it holds no readable map. */
export function compactChunkMapping(code: string): string {
  const match = CHUNK_MAPPING.exec(code);
  if (!match) return code;
  let replacement: string;
  try {
    const value = JSON.parse(match[1]) as unknown;
    if (typeof value === 'string') replacement = JSON.stringify(JSON.stringify(withoutEmptyEntries(JSON.parse(value) as Record<string, unknown>)));
    else replacement = JSON.stringify(withoutEmptyEntries(value as Record<string, unknown>));
  } catch {
    return code;
  }
  return `${code.slice(0, match.index)}window.___chunkMapping=${replacement};${code.slice(match.index + match[0].length)}`;
}
