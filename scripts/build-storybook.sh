#!/usr/bin/env bash
# Builds the static Storybook quietly: its ~1,000 lines of output go to a log; the terminal gets the
# warnings and errors in it (each once, at most 20) and one line with the number of stories and the time.
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
sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -iE '\b(warn(ing)?|error)\b' | awk '!seen[$0]++' | head -n 20 || true
stories=$(node -e 'const { entries } = require(process.argv[1]); console.log(Object.values(entries).filter((e) => e.type === "story").length)' "$PWD/$out/index.json")
echo "Storybook: built $stories stories in $((SECONDS - start))s into $out (log: $log)"
