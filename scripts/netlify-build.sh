#!/usr/bin/env bash
# The production build as Netlify runs it: netlify-cli's own `netlify build --offline` with NETLIFY=true, so the
# build plugin (netlify/plugins/build-cache), Gatsby's adapter choice (src/node/adapter.ts), the functions and the
# Edge Function are loaded and bundled the way a deploy does. Fails when the build fails or when netlify-cli refuses
# a plugin (as it refuses any build plugin on Node 20). The log is kept in .netlify/build.log.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
export NETLIFY=true NETLIFY_SKIP_GATSBY_BUILD_PLUGIN=true GATSBY_TELEMETRY_DISABLED=1 NETLIFY_TELEMETRY_DISABLED=1
mkdir -p .netlify
netlify build --offline 2>&1 | tee .netlify/build.log
status=${PIPESTATUS[0]}
if grep -Eiq 'cannot be executed with your defined Node|Plugin ".*" (failed|is not compatible)' .netlify/build.log; then
  echo 'netlify-cli refused a build plugin (see .netlify/build.log)' >&2
  exit 1
fi
if ! grep -q 'Using obico-static adapter' .netlify/build.log; then
  echo 'Gatsby did not use the adapter named in gatsby-config.ts (see .netlify/build.log)' >&2
  exit 1
fi
exit "$status"
