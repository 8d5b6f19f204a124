#!/usr/bin/env bash
# The one test command (`npm test`): every check the project has, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step says when it starts (seconds since the run began), so a slow step shows in CI's log.
step() { printf '\n\033[1m== %s\033[0m (at %ss)\n' "$1" "$SECONDS"; }

step "typecheck"; npm run typecheck
step "lint + format"; npm run lint
step "locale catalogues"; node scripts/check-locales.mjs
step "each shared fact written once (languages, well-known paths, areas, landing pages)"; npm run check:facts
step "each workspace declares what it imports"; npm run -s check:deps
step "each rule of the spec (sections 2, 4, 5) has a test that still exists"; npm run -s check:spec
step "unit, component and API tests (vitest; the API on embedded PGlite)"; npm run test:unit
if [[ -n "${DATABASE_URL:-}" ]]; then
  step "API tests again on PostgreSQL (DATABASE_URL)"; npm run test:api:pg
fi
step "Storybook: build, play functions, axe, image snapshots"; npm run test:storybook
# Other toolbar languages and the phone viewport, on the same build: every interactive story (its play reads
# its text and links from what the story renders, so it passes in any language on either viewport), each once:
# half of the story files in Thai, the other half in Chinese on a phone (jest shards), which keeps CI's run
# under its 45 minutes. `bash scripts/test-storybook.sh --locale th` runs all of them in one language.
step "Storybook: interactive stories, half in Thai (play functions, axe)"
SKIP_BUILD=1 bash scripts/test-storybook.sh --locale th --shard=1/2
step "Storybook: interactive stories, the other half in Chinese on a phone (play functions, axe)"
SKIP_BUILD=1 bash scripts/test-storybook.sh --locale zh_CN --viewport phone --shard=2/2
step "design-system package: build, pack, install as its README says; Tailwind v4, components.css, tsc bundler + nodenext, attw, forms, hydrate, tree-shake"; npm run test:package
step "site: build"; npm run build
step "byte budgets (script before the first intent and once hydrated, CSS, HTML per page kind; gzip)"; node scripts/bundle-budget.mjs
step "site: end to end in Chromium against the server with its API and database"; npm run test:e2e
echo
echo "All checks passed in ${SECONDS}s."
