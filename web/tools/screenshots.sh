#!/usr/bin/env bash
# Makes the screenshots under docs/screenshots (or the folder given as the
# first argument): starts a fresh demo site, plays some games through the
# API, then photographs the pages in headless Chromium (Debian's chromium,
# driven by playwright-core).
set -euo pipefail
cd "$(dirname "$0")/../.."
cargo build -q -p redqueen
(cd web && npm ci --no-audit --no-fund --silent)
demo="$(mktemp -d)"
export DATABASE_URL="sqlite:$demo/demo.db" REDQUEEN_MAIL_DIR="$demo/mail" REDQUEEN_LISTEN=127.0.0.1:18765
export REDQUEEN_BASE_URL="http://127.0.0.1:18765"
# The tournament director runs every second here, so rounds follow quickly.
echo "clock_sweep_seconds = 1" > "$demo/redqueen.toml"
export REDQUEEN_CONFIG="$demo/redqueen.toml"
bin=target/debug/redqueen
tokens="{"
for name in Alice Bob Carol Dmitri Elena Frank Grace Hana Ivan Jonas; do
    admin=""
    [ "$name" = Alice ] && admin="--admin"
    "$bin" user create --username "$name" --email "${name,,}@example.org" --password "demo password" --verified $admin >/dev/null
    token="$("$bin" token create --username "$name" --scopes "board:play challenge:read challenge:write" | tail -n 1)"
    tokens+="\"$name\":\"$token\","
done
tokens="${tokens%,}}"
"$bin" serve >"$demo/server.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; rm -rf "$demo"' EXIT
for _ in $(seq 1 50); do curl -fs "$REDQUEEN_BASE_URL/health" >/dev/null && break; sleep 0.2; done
DEMO_TOKENS="$tokens" node web/tools/screenshots.mjs "$REDQUEEN_BASE_URL" "${1:-docs/screenshots}"
