#!/usr/bin/env bash
# Runs every test: type check, unit and component tests (jest), the content check, the production build,
# and the browser and build tests (node:test + playwright-core + Chromium). Prints one summary line at the end.
set -uo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

failed_steps=()
passed=0
failed=0

step() {
  local name=$1
  shift
  echo
  echo "=== $name: $*"
  if "$@"; then echo "=== $name: ok"; else echo "=== $name: FAILED"; failed_steps+=("$name"); fi
}

count_jest() {
  local log=$1
  local line
  line=$(grep -E '^Tests: ' "$log" | tail -1)
  passed=$((passed + $(echo "$line" | grep -oE '[0-9]+ passed' | grep -oE '[0-9]+' || echo 0)))
  failed=$((failed + $(echo "$line" | grep -oE '[0-9]+ failed' | grep -oE '[0-9]+' || echo 0)))
}

count_node() {
  local log=$1
  passed=$((passed + $(grep -E '^# pass ' "$log" | tail -1 | grep -oE '[0-9]+' || echo 0)))
  failed=$((failed + $(grep -E '^# fail ' "$log" | tail -1 | grep -oE '[0-9]+' || echo 0)))
}

logs=$(mktemp -d)

# The browser tests drive Debian's Chromium; install it when it is missing and we may (root, apt).
chromium_bin=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ ! -x "$chromium_bin" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's chromium for the browser tests"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing at $chromium_bin: install it (apt-get install -y chromium) or set CHROMIUM_PATH" >&2
  fi
fi

step typecheck npx --no-install tsc --noEmit
step unit bash -c "npx --no-install jest --ci 2>&1 | tee '$logs/jest.log'; exit \${PIPESTATUS[0]}"
count_jest "$logs/jest.log"
step content npx --no-install tsx scripts/check-content.ts
if [ "${SKIP_BUILD:-0}" != "1" ]; then
  # Built as Netlify builds it: netlify-cli's `netlify build --offline`, NETLIFY=true (scripts/netlify-build.sh).
  step build bash scripts/netlify-build.sh
  # The build rewrites the GraphQL result types; a difference means the committed file is stale.
  step graphql-types git diff --exit-code --stat -- src/gatsby-types.d.ts
fi
step e2e bash -c "node --import tsx --test --test-reporter=tap --test-concurrency=1 e2e/*.test.ts 2>&1 | tee '$logs/e2e.log'; exit \${PIPESTATUS[0]}"
count_node "$logs/e2e.log"

echo
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "Failed steps: ${failed_steps[*]}"
  [ "$failed" -eq 0 ] && failed=${#failed_steps[@]}
fi
echo "$passed passed, $failed failed"
[ ${#failed_steps[@]} -eq 0 ]
