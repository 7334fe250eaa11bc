/**
 * Scheduled posts are published by the first build on or after their date. This scheduled function (netlify.toml:
 * [functions."scheduled-build"] schedule = "@daily", at 00:00 UTC) starts that build: it POSTs to the site's build
 * hook, whose URL is the environment variable SCHEDULED_BUILD_HOOK_URL (Site configuration > Build & deploy > Build
 * hooks). Without it, it does nothing and says so in the function log.
 */
exports.handler = async function scheduledBuild() {
  const hook = process.env.SCHEDULED_BUILD_HOOK_URL;
  if (!hook) {
    console.log('scheduled-build: SCHEDULED_BUILD_HOOK_URL is not set; no build started.');
    return { statusCode: 200, body: 'SCHEDULED_BUILD_HOOK_URL is not set; no build started.' };
  }
  const response = await fetch(`${hook}?trigger_title=${encodeURIComponent('Scheduled build (publishes posts dated today)')}`, { method: 'POST' });
  console.log(`scheduled-build: the build hook answered ${response.status}.`);
  return { statusCode: response.ok ? 200 : 502, body: `The build hook answered ${response.status}.` };
};
