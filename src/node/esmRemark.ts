/**
 * remark-gfm and remark-directive are ESM-only, while Gatsby compiles gatsby-config.ts to CommonJS, where
 * `require` cannot load them. gatsby-node's onPluginInit awaits `loadEsmRemarkPlugins()` before any MDX is
 * compiled, and the attachers below (listed in gatsby-config) hand over to the loaded modules.
 * The modules are kept on globalThis because gatsby-config and gatsby-node are bundled separately.
 */
import { createRequire } from 'module';
import path from 'path';
import { pathToFileURL } from 'url';

const KEY = Symbol.for('obico.esmRemarkPlugins');
type Attacher = (this: unknown, options?: unknown) => unknown;
type Loaded = Record<'gfm' | 'directive', Attacher>;

const store = globalThis as unknown as Record<symbol, Loaded | undefined>;
// A Function-built import() stays a real dynamic import: bundlers would otherwise turn it into require().
const dynamicImport = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<{ default: Attacher }>;

export async function loadEsmRemarkPlugins(): Promise<void> {
  if (store[KEY]) return;
  // Parcel, which compiles the Gatsby entry files, replaces a bare require.resolve; createRequire survives it.
  const resolve = createRequire(path.join(process.cwd(), 'package.json')).resolve;
  const load = async (name: string) => (await dynamicImport(pathToFileURL(resolve(name)).href)).default;
  const [gfm, directive] = await Promise.all([load('remark-gfm'), load('remark-directive')]);
  store[KEY] = { gfm, directive };
}

function bridge(name: keyof Loaded): Attacher {
  return function attacher(this: unknown, options?: unknown) {
    const loaded = store[KEY];
    if (!loaded) throw new Error(`remark plugin "${name}" was used before gatsby-node's onPluginInit loaded it`);
    return loaded[name].call(this, options);
  };
}

export const remarkGfm = bridge('gfm');
export const remarkDirective = bridge('directive');
