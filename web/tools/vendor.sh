#!/usr/bin/env bash
# Copies the browser packages the site serves from web/node_modules (as
# pinned by web/package-lock.json) into crates/server/assets/vendor, where
# the binary embeds them: running the server needs no Node.
# With --check, only compares and fails when the committed copies differ.
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-copy}"
[ -d node_modules/@lichess-org/chessground ] || npm ci --no-audit --no-fund --silent
target=../crates/server/assets/vendor/chessground
files=(
    "dist/chessground.min.js"
    "assets/chessground.base.css"
    "assets/chessground.brown.css"
    "assets/chessground.cburnett.css"
    "LICENSE"
)
status=0
for file in "${files[@]}"; do
    source="node_modules/@lichess-org/chessground/$file"
    copy="$target/$(basename "$file")"
    if [ "$mode" = "--check" ]; then
        if ! cmp -s "$source" "$copy"; then
            echo "vendored $copy differs from the locked package ($source)" >&2
            status=1
        fi
    else
        mkdir -p "$target"
        cp "$source" "$copy"
    fi
done
[ "$mode" = "--check" ] && [ "$status" -eq 0 ] && echo "vendored assets match web/package-lock.json"
exit "$status"
