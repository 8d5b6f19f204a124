#!/usr/bin/env bash
# Builds Storybook and runs every story in Debian Chromium: play functions, axe, image snapshots.
#   scripts/test-storybook.sh            compare with the committed baselines
#   scripts/test-storybook.sh --update   rewrite the baselines (after a deliberate visual change)
#   SKIP_BUILD=1 ...                     reuse storybook-static/
# A run with failures writes test-results/storybook/index.html (every failing story; for an image, the baseline,
# the received image and the diff) and prints its path; one story's image is accepted with
# `npm run test:storybook:accept -- <story-id>` (docs/visual-testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/check-browser.sh
extra=()
if [[ "${1:-}" == "--update" ]]; then extra+=(-u); shift; fi
#   ... --locale th [--viewport phone]   only the interactive stories, in that toolbar language / viewport, no images
while [[ "${1:-}" == --locale || "${1:-}" == --viewport ]]; do
  if [[ "$1" == --locale ]]; then export STORYBOOK_LOCALE="$2"; else export STORYBOOK_VIEWPORT="$2"; fi
  # Selecting by play-fn replaces the default 'test' tag: stories kept out of the runner say so by a tag.
  export STORYBOOK_INCLUDE_TAGS=play-fn STORYBOOK_EXCLUDE_TAGS=interactions-panel
  shift 2
done
#   STORYBOOK_OUT=/tmp/sb-x STORYBOOK_TEST_PORT=6110 ... path/filter  build elsewhere and run a subset
out=${STORYBOOK_OUT:-storybook-static}
if [[ -z "${SKIP_BUILD:-}" ]]; then STORYBOOK_OUT=$out bash scripts/build-storybook.sh; fi
port=${STORYBOOK_TEST_PORT:-6007}
node_modules/.bin/http-server "$out" -p "$port" -a 127.0.0.1 --silent >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
npx wait-on -t 60000 "http://127.0.0.1:$port/index.json"
npx test-storybook --url "http://127.0.0.1:$port" --maxWorkers=2 "${extra[@]}" "$@"
