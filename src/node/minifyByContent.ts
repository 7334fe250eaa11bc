import path from 'path';
import type { Compiler, sources as Sources } from 'webpack';

const NAME = 'MinifyByContentPlugin';
/** Stands for the asset's own name in a cached minified file (its license banner names the asset). */
const SELF = '\u0000asset\u0000';

/** Kept as bytes: webpack's cache reads big strings back slowly (it warns about them). */
interface CachedMinified {
  code: Buffer;
  /** The comments the minifier moved to `<asset>.LICENSE.txt`, when there were any. */
  license?: Buffer;
}

/**
 * Remembers the minifier's output by the content of the unminified asset, in webpack's persistent cache.
 *
 * The async chunks are named by the build's hash (`[id]-[fullhash].js`, see onCreateWebpackConfig), so every build
 * renames every chunk. The minifier (terser, through Gatsby's TerserPlugin) keys its own cache by asset name, so a
 * warm build used to minify all of them again (about 24 s of a one-doc rebuild on two cores). Before the minifier
 * runs, this plugin puts back the minified form of every asset whose content it has seen, marked `minimized` (which the
 * minifier skips); after it, it stores the new ones. The license banner names the asset, so the name is kept out of
 * the stored copy and the `.LICENSE.txt` file is emitted again beside the asset.
 */
export class MinifyByContentPlugin {
  constructor(private readonly webpack: typeof import('webpack')) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = this.webpack;
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      const cache = compilation.getCache(NAME);
      const pending = new Map<string, ReturnType<typeof cache.getItemCache>>();
      compilation.hooks.processAssets.tapPromise({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1 }, async () => {
        for (const asset of compilation.getAssets()) {
          if (!asset.name.endsWith('.js') || asset.info.minimized) continue;
          const item = cache.getItemCache(String(cache.getLazyHashedEtag(asset.source)), null);
          const cached = await item.getPromise<CachedMinified | undefined>();
          if (!cached) {
            pending.set(asset.name, item);
            continue;
          }
          const licenseName = `${asset.name}.LICENSE.txt`;
          const related = cached.license === undefined ? {} : { related: { license: licenseName } };
          compilation.updateAsset(asset.name, new sources.RawSource(cached.code.toString().split(SELF).join(path.posix.basename(asset.name))), { minimized: true, ...related });
          if (cached.license !== undefined) compilation.emitAsset(licenseName, new sources.RawSource(cached.license.toString()), { extractedComments: true });
        }
      });
      compilation.hooks.processAssets.tapPromise({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, async () => {
        const stores = [...pending].map(([name, item]) => {
          const asset = compilation.getAsset(name);
          if (!asset?.info.minimized) return undefined;
          const licenseName = asset.info.related?.license;
          const licenseSource = typeof licenseName === 'string' ? compilation.getAsset(licenseName)?.source.source() : undefined;
          const license = licenseSource === undefined ? undefined : Buffer.from(licenseSource);
          const code = Buffer.from((asset.source as Sources.Source).source().toString().split(path.posix.basename(name)).join(SELF));
          return item.storePromise({ code, ...(license === undefined ? {} : { license }) } satisfies CachedMinified);
        });
        pending.clear();
        await Promise.all(stores);
      });
    });
  }
}
