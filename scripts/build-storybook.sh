#!/usr/bin/env bash
# Builds the static Storybook quietly: its ~1,000 lines of output go to a log; the terminal gets the first
# line of each kind of warning or error in it (▲/■, with how many times), one line with the number of stories
# and the time, and on failure the log's tail and path.
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
sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^(▲|■)' | awk '{ n[$0]++; if (n[$0] == 1) order[++k] = $0 }
  END { for (i = 1; i <= k && i <= 20; i++) print order[i] (n[order[i]] > 1 ? "  (" n[order[i]] "×)" : "") }' || true
stories=$(node -e 'const { entries } = require(require("node:path").resolve(process.argv[1], "index.json"));
console.log(Object.values(entries).filter((e) => e.type === "story").length)' "$out")
echo "Storybook: built $stories stories in $((SECONDS - start))s into $out (log: $log)"
