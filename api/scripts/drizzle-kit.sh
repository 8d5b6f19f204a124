#!/usr/bin/env bash
# drizzle-kit is hoisted to the root but drizzle-orm lives in api/node_modules (version pin), and drizzle-kit
# imports drizzle-orm from its own location; link both into one folder so it finds the API's copy.
set -euo pipefail
api="$(cd "$(dirname "$0")/.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/node_modules"
ln -s "$(cd "$api/.." && pwd)/node_modules/drizzle-kit" "$tmp/node_modules/drizzle-kit"
ln -s "$api/node_modules/drizzle-orm" "$tmp/node_modules/drizzle-orm"
cd "$api"
exec node --preserve-symlinks --preserve-symlinks-main "$tmp/node_modules/drizzle-kit/bin.cjs" "$@"
