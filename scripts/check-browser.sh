#!/usr/bin/env bash
# Checks what the Storybook and e2e screenshots depend on before they start: Debian's Chromium, and the
# Thai and Chinese fonts (without them Thai/Chinese text falls back to other glyphs and every page in those
# languages fails as a pixel diff, which says nothing about the cause).
#   CHROMIUM_PATH=/path/to/chromium  checks that browser instead of /usr/bin/chromium
set -uo pipefail
chromium=$(node "$(dirname "$0")/chromium.mjs")
missing=()
if [[ ! -x "$chromium" ]]; then
  missing+=("Chromium: $chromium does not exist or is not executable")
elif ! "$chromium" --version >/dev/null 2>&1; then
  missing+=("Chromium: $chromium --version fails")
fi
fonts=$(fc-list 2>/dev/null || true)
if ! grep -q 'Noto Sans CJK' <<<"$fonts"; then missing+=("Chinese font: fc-list has no Noto Sans CJK"); fi
if ! grep -qiE 'tlwg|Loma|Noto Sans Thai' <<<"$fonts"; then
  missing+=("Thai font: fc-list has no Tlwg, Loma or Noto Sans Thai")
fi
if ((${#missing[@]})); then
  printf 'check-browser: missing %s\n' "${missing[@]}" >&2
  echo 'check-browser: install with: apt-get install -y chromium fonts-noto-cjk fonts-thai-tlwg' >&2
  exit 1
fi
