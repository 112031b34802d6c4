#!/usr/bin/env bash
# Copies the opening table (docs/openings.md) from the `esca` crate, as
# pinned by this folder's Cargo.lock, into ../openings, where the domain
# crate embeds it. With --check, only compares and fails when the
# committed copy differs. Fetches the crate's source; builds nothing.
set -euo pipefail
cd "$(dirname "$0")"
mode="${1:-copy}"
cargo fetch --locked --quiet
source_dir="$(cargo metadata --locked --format-version 1 | python3 -c '
import json, sys
packages = json.load(sys.stdin)["packages"]
print(next(p for p in packages if p["name"] == "esca")["manifest_path"].rsplit("/", 1)[0])
')"
status=0
for volume in a b c d e; do
    source="$source_dir/data/openings/$volume.tsv"
    copy="../openings/$volume.tsv"
    if [ "$mode" = "--check" ]; then
        if ! cmp -s "$source" "$copy"; then
            echo "vendored $copy differs from the locked crate ($source)" >&2
            status=1
        fi
    else
        cp "$source" "$copy"
    fi
done
[ "$mode" = "--check" ] && [ "$status" -eq 0 ] && echo "vendored opening table matches its Cargo.lock"
exit "$status"
