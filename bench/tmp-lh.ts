import { startSite } from '../e2e/harness';
import { benchLighthouse } from './lighthouse';
(async () => {
  const site = await startSite();
  const pages = process.argv.slice(2).map((route) => ({ type: route, route }));
  const results = await benchLighthouse(site.baseUrl, pages as never, 3);
  for (const r of results) console.log(JSON.stringify(r));
  await site.close();
})();
