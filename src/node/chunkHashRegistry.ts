import fs from 'fs';
import path from 'path';
import type { Chunk, Compilation, Compiler } from 'webpack';

const NAME = 'ChunkHashRegistryPlugin';
/** Long enough for public/_headers to treat the file as content-addressed (src/lib/deploy/headers.ts). */
export const CHUNK_HASH_LENGTH = 16;
/** Async chunks are named by their id and the hash of their own content. */
export const CHUNK_FILENAME = `[id]-[contenthash:${CHUNK_HASH_LENGTH}].js`;
/** Where the browser keeps the hashes it has learnt: chunk id → hash. */
const REGISTRY = 'self.__chunkHashes';
/**
 * What the last production build wrote, with its compilation hash: every script and stylesheet (for
 * removeStaleBuildAssets), and the chunks of each page component with their hashes (for annotatePageData).
 */
export const EMITTED_ASSETS_FILE = path.join('.cache', 'emitted-assets.json');
/** The component map's buckets (src/node/compactAsyncRequires.js): they leave their pages' hashes to the page data. */
const BUCKET = /^component-map-\d+$/;

export interface EmittedAssets {
  hash: string;
  assets: string[];
  /** Page component chunk name → its async chunks as `id:hash,id:hash`. */
  components: Record<string, string>;
}

/**
 * Names every async chunk after its content (`<id>-<content hash>.js`) without putting a table of every chunk's hash
 * in webpack's runtime, so that a deploy renames only the chunks whose code changed and a returning visitor keeps the
 * rest in their cache (issue 27).
 *
 * Webpack's own way (`[contenthash]` in `chunkFilename`) writes the hash of each of the site's ~600 async chunks into
 * the runtime, which every page loads (12 kB gzip), and which then changes with any edit. Here:
 * - the runtime holds the hashes of the chunks that the first scripts (app, framework) load: the component-map
 *   buckets and the lazy parts of the app;
 * - every other chunk carries the hashes of the chunks its own code loads (its `import()`s), appended to its file,
 *   so they are known before the chunk's modules run;
 * - except the buckets: a page component's chunks are named in the page's own page data, which Gatsby fetches (and
 *   revalidates) before it loads the component. The post-build pass appends them to `componentChunkName`
 *   (`name#id:hash,…`, annotatePageData in src/node/postBuild.ts) and the component map registers them
 *   (compactAsyncRequires.js). A bucket then only changes when its list of pages does.
 * An edit to one doc changes that doc's chunk and page data, and no other script.
 *
 * The hashes are webpack's content hashes at the time the chunks are rendered; RealContentHashPlugin (on in
 * production) then rehashes every asset from its final bytes and rewrites each hash wherever it appears, the
 * registrations included. The page components' final hashes are read from the emitted file names.
 */
export class ChunkHashRegistryPlugin {
  constructor(private readonly webpack: typeof import('webpack')) {}

  apply(compiler: Compiler): void {
    const { RuntimeGlobals, RuntimeModule, Template, Compilation: CompilationClass, sources } = this.webpack;
    const { chunkHasJs } = this.webpack.javascript.JavascriptModulesPlugin;

    /** The chunks other than `chunk` that its code may load with import(), with their JavaScript. */
    const requested = (compilation: Compilation, chunk: Chunk): Chunk[] => {
      const { chunkGraph } = compilation;
      const found = new Set<Chunk>();
      type Block = { blocks: Block[] };
      const visit = (block: Block) => {
        const group = chunkGraph.getBlockChunkGroup(block as never);
        if (group) for (const other of group.chunks) found.add(other);
        for (const inner of block.blocks) visit(inner);
      };
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) for (const block of module.blocks) visit(block as unknown as Block);
      found.delete(chunk);
      return [...found].filter((other) => !other.canBeInitial() && chunkHasJs(other, chunkGraph));
    };
    const hashOf = (chunk: Chunk): string => {
      const hash = chunk.contentHash.javascript;
      if (!hash) throw new Error(`${NAME}: chunk ${String(chunk.id)} has no content hash`);
      return hash.slice(0, CHUNK_HASH_LENGTH);
    };
    const table = (chunks: Iterable<Chunk>): string => {
      const entries = [...chunks].sort((a, b) => String(a.id).localeCompare(String(b.id))).map((chunk) => `${JSON.stringify(String(chunk.id))}:${JSON.stringify(hashOf(chunk))}`);
      return `{${[...new Set(entries)].join(',')}}`;
    };

    class ChunkScriptFilenameRuntimeModule extends RuntimeModule {
      constructor() {
        super('chunk script filename from the hash registry');
        // Generated after every other chunk's hash is known.
        this.dependentHash = true;
      }

      override generate(): string {
        const compilation = this.compilation as Compilation;
        const runtimeChunk = this.chunk as Chunk;
        const loaded = new Set<Chunk>();
        for (const initial of runtimeChunk.getAllInitialChunks()) for (const chunk of requested(compilation, initial)) loaded.add(chunk);
        // A worker's runtime loads its entry's other chunks itself (importScripts), where a page's HTML names them.
        const chunkLoading = runtimeChunk.getEntryOptions()?.chunkLoading ?? compilation.outputOptions.chunkLoading;
        if (chunkLoading !== 'jsonp') {
          for (const group of runtimeChunk.groupsIterable) {
            for (const chunk of group.chunks) if (chunk !== runtimeChunk && chunkHasJs(chunk, compilation.chunkGraph)) loaded.add(chunk);
          }
        }
        return Template.asString([
          `var hashes = ${REGISTRY} || (${REGISTRY} = {});`,
          `Object.assign(hashes, ${table(loaded)});`,
          `${RuntimeGlobals.getChunkScriptFilename} = function (chunkId) { return chunkId + "-" + hashes[chunkId] + ".js"; };`,
        ]);
      }
    }

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Before webpack's own handler (RuntimePlugin), which this one replaces: the hook stops at the first `true`.
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.getChunkScriptFilename).tap({ name: NAME, stage: -100 }, (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkScriptFilenameRuntimeModule());
        return true;
      });
      compilation.hooks.processAssets.tap({ name: NAME, stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH - 1 }, () => {
        for (const chunk of compilation.chunks) {
          // The first scripts' registrations are in the runtime: in the app chunk they would change it with every doc.
          if (chunk.canBeInitial() || BUCKET.test(chunk.name ?? '')) continue;
          const children = requested(compilation, chunk);
          if (children.length === 0) continue;
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(source, `\n;Object.assign(${REGISTRY} || (${REGISTRY} = {}), ${table(children)});`));
          }
        }
      });
    });

    compiler.hooks.done.tap(NAME, (stats) => {
      const { compilation } = stats;
      const names = Object.keys(compilation.assets).filter((name) => /\.(?:js|mjs|css)(?:\.LICENSE\.txt)?$/.test(name));
      const components: Record<string, string> = {};
      for (const [name, group] of compilation.namedChunkGroups) {
        if (!name.startsWith('component---')) continue;
        const pairs: string[] = [];
        for (const chunk of group.chunks) {
          if (chunk.canBeInitial()) continue;
          for (const file of chunk.files) {
            const hash = /-([0-9a-f]+)\.js$/.exec(file)?.[1];
            if (hash && file === `${String(chunk.id)}-${hash}.js`) pairs.push(`${String(chunk.id)}:${hash}`);
          }
        }
        components[name] = pairs.join(',');
      }
      const emitted: EmittedAssets = { hash: stats.hash ?? '', assets: names.sort(), components };
      // The site's root (Gatsby's webpack context), beside public/.
      const file = path.join(compiler.options.context ?? process.cwd(), EMITTED_ASSETS_FILE);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `${JSON.stringify(emitted, null, 1)}\n`);
    });
  }
}
