#!/usr/bin/env bash
# Copies the browser packages the site serves from node_modules (as pinned
# by web/package-lock.json, and web/engine/package-lock.json for the
# engine) into crates/server/assets/vendor, where the binary embeds them:
# running the server needs no Node.
# With --check, only compares and fails when the committed copies differ.
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-copy}"
[ -d node_modules/@lichess-org/chessground ] || npm ci --no-audit --no-fund --silent
# The engine's package is large (every build of it); its install script
# only links a default build, which is not used.
[ -d engine/node_modules/stockfish ] || (cd engine && npm ci --ignore-scripts --no-audit --no-fund --silent)
vendor=../crates/server/assets/vendor
# Each line: the package's folder, a file in it, the folder it is copied to.
files=(
    "node_modules/@lichess-org/chessground dist/chessground.min.js chessground"
    "node_modules/@lichess-org/chessground assets/chessground.base.css chessground"
    "node_modules/@lichess-org/chessground assets/chessground.brown.css chessground"
    "node_modules/@lichess-org/chessground assets/chessground.cburnett.css chessground"
    "node_modules/@lichess-org/chessground LICENSE chessground"
    "engine/node_modules/stockfish bin/stockfish-19-lite-single.js stockfish"
    "engine/node_modules/stockfish bin/stockfish-19-lite-single.wasm stockfish"
    "engine/node_modules/stockfish Copying.txt stockfish"
)
status=0
for entry in "${files[@]}"; do
    read -r package file folder <<<"$entry"
    source="$package/$file"
    copy="$vendor/$folder/$(basename "$file")"
    if [ "$mode" = "--check" ]; then
        if ! cmp -s "$source" "$copy"; then
            echo "vendored $copy differs from the locked package ($source)" >&2
            status=1
        fi
    else
        mkdir -p "$vendor/$folder"
        cp "$source" "$copy"
    fi
done
[ "$mode" = "--check" ] && [ "$status" -eq 0 ] && echo "vendored assets match web/package-lock.json and web/engine/package-lock.json"
exit "$status"
