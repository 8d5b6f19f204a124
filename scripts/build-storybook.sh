#!/usr/bin/env bash
# Builds the static Storybook quietly: its ~1,000 lines of output go to a log; the terminal gets a summary
# (each kind of warning once, the stories and the time: scripts/storybook-build-summary.mjs), and on failure
# the log's tail and path.
#   scripts/build-storybook.sh [-o dir] [storybook build options]   (default dir: STORYBOOK_OUT or storybook-static)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${STORYBOOK_OUT:-storybook-static}
args=("$@")
for ((i = 0; i < ${#args[@]}; i++)); do
  case ${args[i]} in -o | --output-dir) out=${args[i + 1]:-$out} ;; --output-dir=*) out=${args[i]#*=} ;; esac
done
mkdir -p test-results
log=test-results/storybook-build.log
start=$SECONDS
if ! npx storybook build --quiet -o "$out" "$@" >"$log" 2>&1; then
  tail -n 20 "$log" >&2
  echo "Storybook build failed after $((SECONDS - start))s; full log: $log" >&2
  exit 1
fi
node scripts/storybook-build-summary.mjs "$log" "$out" $((SECONDS - start))
