#!/usr/bin/env bash
# What the raw store sustains on its own: the database's own shell (the
# sqlite3 shell, or psql over one connection) running one transaction per
# move, a read and two writes each, with no server, HTTP, JSON or rules:
#
#   BEGIN;
#   SELECT <the game's columns> FROM games WHERE id = ...;
#   UPDATE games SET version = version + 1, ply = ply + 1, moves = moves || ...,
#       ... WHERE id = ... AND version = <its current version>;
#   INSERT INTO moves VALUES (...);
#   COMMIT;
#
# cycling over G games. It is the reference the server's move path is
# compared against (docs/benchmarks.md): SQLite in WAL mode with
# synchronous=NORMAL, as the server opens it; PostgreSQL with the server's
# defaults (synchronous_commit as configured) on a local server.
#
# Unbounded, a game's row grows by a move every G transactions (to about
# 3,200 plies at the defaults) and rewriting it costs more per move; with
# --plies P each of the G slots moves on to a fresh game after P moves, so
# rows keep a real game's length, as the server's games do.
#
# The whole SQL text is generated first (untimed); only the shell reading
# it is timed. Printed: elapsed seconds, transactions per second, and the
# client's CPU (user + sys of the sqlite3 / psql process); for PostgreSQL
# also the server backend's CPU when it can read its own /proc entry.
# Afterwards every game's version is checked against the number of
# transactions it had.
#
# Usage:
#   bash crates/bench/raw_store.sh --backend sqlite|postgres
#       [--transactions N]   default 200000 (sqlite), 50000 (postgres)
#       [--games G]          default 64
#       [--plies P]          moves per game, after which its slot moves on
#                            to the next of the fresh games inserted
#                            beforehand; default 40 (games ending near ply
#                            80, as the load generator's do); 0: unbounded
#       [--cpu K]            pin the client (sqlite3 / psql) to core K;
#                            the PostgreSQL backend is not pinned
#       [--postgres-url URL] default postgres://postgres@127.0.0.1:5432/test;
#                            a fresh database rawstore_<pid> is created
#                            there and dropped afterwards
set -euo pipefail

usage() {
    sed -n '/^# Usage:/,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
    exit 2
}

backend=""
transactions=""
games=64
plies=40
cpu=""
postgres_url="postgres://postgres@127.0.0.1:5432/test"
while [ $# -gt 0 ]; do
    case "$1" in
        --backend) backend="${2:?--backend needs a value}"; shift 2 ;;
        --transactions) transactions="${2:?--transactions needs a value}"; shift 2 ;;
        --games) games="${2:?--games needs a value}"; shift 2 ;;
        --plies) plies="${2:?--plies needs a value}"; shift 2 ;;
        --cpu) cpu="${2:?--cpu needs a value}"; shift 2 ;;
        --postgres-url) postgres_url="${2:?--postgres-url needs a value}"; shift 2 ;;
        -h|--help) usage ;;
        *) echo "unknown argument: $1" >&2; usage ;;
    esac
done

case "$backend" in
    sqlite) client=sqlite3; : "${transactions:=200000}" ;;
    postgres) client=psql; : "${transactions:=50000}" ;;
    *) echo "--backend must be sqlite or postgres" >&2; usage ;;
esac
for number in "$transactions" "$games"; do
    [[ "$number" =~ ^[1-9][0-9]*$ ]] || { echo "not a positive number: $number" >&2; exit 2; }
done
[[ "$plies" =~ ^(0|[1-9][0-9]*)$ ]] || { echo "--plies must be a number" >&2; exit 2; }
# Games inserted: G, or with --plies enough for each slot's rounds.
rounds=1
if [ "$plies" -gt 0 ]; then
    per_slot=$(( (transactions + games - 1) / games ))
    rounds=$(( (per_slot + plies - 1) / plies ))
fi
total_games=$(( games * rounds ))
command -v "$client" >/dev/null || { echo "$client is not installed" >&2; exit 1; }
pin=()
if [ -n "$cpu" ]; then
    [[ "$cpu" =~ ^[0-9]+$ ]] || { echo "--cpu must be a core number" >&2; exit 2; }
    command -v taskset >/dev/null || { echo "--cpu needs taskset" >&2; exit 1; }
    taskset -c "$cpu" true 2>/dev/null || { echo "cannot pin to core $cpu" >&2; exit 1; }
    pin=(taskset -c "$cpu")
fi

tmp="$(mktemp -d)"
database=""
cleanup() {
    if [ -n "$database" ]; then
        psql -q -X -d "$postgres_url" -c "DROP DATABASE IF EXISTS $database WITH (FORCE)" \
            >/dev/null 2>&1 \
            || psql -q -X -d "$postgres_url" -c "DROP DATABASE IF EXISTS $database" >/dev/null \
            || echo "could not drop the database $database" >&2
    fi
    rm -rf "$tmp"
}
trap cleanup EXIT

# The SQL: the schema and the games (untimed), then one transaction per
# move. Every game starts at ply 40 with 40 moves of text and its own
# version (40 + id mod 5); the generator tracks each game's version and
# ply, so every conditional UPDATE names the real current version.
# Transaction i is slot i mod G's j-th (j = i div G), on game
# slot + G * (j div P) (P unbounded: the slot's own game).
now_ms="$(date +%s%3N)"
# mawk when installed (the fastest); every millisecond value is printed
# with %.0f, as mawk's %d stops at 2^31.
awk_bin=awk
command -v mawk >/dev/null && awk_bin=mawk
generate() { # $1: setup | run
    "$awk_bin" -v part="$1" -v n="$transactions" -v g="$games" -v t0="$now_ms" \
        -v plies="$plies" -v total="$total_games" -v backend="$backend" -v bstat="$tmp/backend" -v probe="${backend_probe:-0}" '
    function id(k) { return sprintf("rq%07d", k) }
    BEGIN {
        opening = "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7 " \
                  "f1e1 b7b5 a4b3 d7d6 c2c3 e8g8 h2h3 c6a5 b3c2 c7c5 " \
                  "d2d4 d8c7 b1d2 c5d4 c3d4 a5c6 d2b3 a6a5 c1e3 a5a4 " \
                  "b3d2 c8d7 a1c1 c7b7 d2f1 f8c8 e3g5 h7h6"
        fen[0] = "r1r3k1/1q1bbpp1/2np1n1p/1p2p1B1/p2PP3/5N1P/PPB2PP1/2RQRNK1 w - - 0 21"
        fen[1] = "r1r3k1/1q1bbpp1/2np1n1p/1p2p1B1/p2PP3/5N1P/PPB2PP1/2RQRNK1 b - - 1 21"
        cols = "id, version, ply, moves, move_times, fen, white_ms, black_ms, " \
               "turn_started_at, deadline_at, status"
        if (part == "setup") {
            print "CREATE TABLE games (id TEXT PRIMARY KEY, version INTEGER NOT NULL, " \
                  "ply INTEGER NOT NULL, moves TEXT NOT NULL, move_times TEXT NOT NULL, " \
                  "fen TEXT NOT NULL, white_ms BIGINT, black_ms BIGINT, " \
                  "turn_started_at BIGINT, deadline_at BIGINT, status TEXT NOT NULL);"
            print "CREATE INDEX games_status_deadline ON games (status, deadline_at);"
            print "CREATE TABLE moves (game_id TEXT, ply INTEGER, uci TEXT, at BIGINT, " \
                  "PRIMARY KEY (game_id, ply));"
            print "BEGIN;"
            split(opening, uci, " ")
            for (k = 0; k < total; k++) {
                times = ""
                for (p = 1; p <= 40; p++) {
                    at = t0 - 600000 + p * 1000
                    times = times (p > 1 ? " " : "") at
                    printf "INSERT INTO moves VALUES ('\''%s'\'', %d, '\''%s'\'', %.0f);\n", \
                        id(k), p, uci[p], at
                }
                printf "INSERT INTO games VALUES ('\''%s'\'', %d, 40, '\''%s'\'', '\''%s'\'', " \
                       "'\''%s'\'', 600000, 600000, %.0f, %.0f, '\''started'\'');\n", \
                    id(k), 40 + k % 5, opening, times, fen[0], t0, t0 + 600000
            }
            print "COMMIT;"
            exit
        }
        if (backend == "sqlite") {
            print "PRAGMA journal_mode=WAL;"
            print "PRAGMA synchronous=NORMAL;"
        } else if (probe) {
            # The backend reads its own CPU before and after (server side).
            printf "SELECT pg_read_file('\''/proc/self/stat'\'') \\g %s.start\n", bstat
        }
        for (k = 0; k < total; k++) { version[k] = 40 + k % 5; ply[k] = 40 }
        for (i = 0; i < n; i++) {
            k = i % g
            if (plies > 0) k += g * int(int(i / g) / plies)
            gid = id(k)
            ms = t0 + i
            p = ply[k] + 1
            clock = 600000 - (i % 1000) * 7
            printf "BEGIN;\n" \
                   "SELECT %s FROM games WHERE id = '\''%s'\'';\n" \
                   "UPDATE games SET version = version + 1, ply = ply + 1, " \
                   "moves = moves || '\'' e2e4'\'', move_times = move_times || '\'' %.0f'\'', " \
                   "fen = '\''%s'\'', white_ms = %d, turn_started_at = %.0f, deadline_at = %.0f " \
                   "WHERE id = '\''%s'\'' AND version = %d;\n" \
                   "INSERT INTO moves VALUES ('\''%s'\'', %d, '\''e2e4'\'', %.0f);\n" \
                   "COMMIT;\n", \
                cols, gid, ms, fen[p % 2], clock, ms, ms + clock, gid, version[k], gid, p, ms
            version[k]++
            ply[k] = p
        }
        if (backend == "postgres" && probe)
            printf "SELECT pg_read_file('\''/proc/self/stat'\'') \\g %s.end\n", bstat
    }'
}

if [ "$backend" = sqlite ]; then
    generate setup | sqlite3 -batch -bail "$tmp/raw.db"
    sqlite3 -batch "$tmp/raw.db" "PRAGMA journal_mode=WAL;" >/dev/null
    run=(sqlite3 -batch -bail "$tmp/raw.db")
else
    # The URL of the fresh database: the given one with its database name
    # replaced (any ?parameters kept).
    base="${postgres_url%%\?*}"
    query=""
    [ "$base" = "$postgres_url" ] || query="?${postgres_url#*\?}"
    scheme="${base%%://*}"
    rest="${base#*://}"
    database="rawstore_$$"
    url="$scheme://${rest%%/*}/$database$query"
    psql -q -X -v ON_ERROR_STOP=1 -d "$postgres_url" -c "CREATE DATABASE $database" >/dev/null
    generate setup | psql -q -X -v ON_ERROR_STOP=1 -d "$url" >/dev/null
    psql -q -X -d "$url" -c "VACUUM ANALYZE" >/dev/null
    # The backend's CPU can be read only by a superuser (or a member of
    # pg_read_server_files) on a server whose /proc it sees.
    backend_probe=0
    if psql -X -At -d "$url" -c "SELECT pg_read_file('/proc/self/stat')" 2>/dev/null \
        | grep -q '(postgres)'; then
        backend_probe=1
    fi
    run=(psql -q -X -v ON_ERROR_STOP=1 -d "$url" -f "$tmp/run.sql")
fi
generate run >"$tmp/run.sql"

# The timed part: only the client reading the file. Client CPU from GNU
# time when installed, else from bash's own `time` (children's times).
tick() { date +%s%N; }
if [ -x /usr/bin/time ] && /usr/bin/time -f '%U %S' -o "$tmp/probe" true 2>/dev/null; then
    start="$(tick)"
    /usr/bin/time -f '%U %S' -o "$tmp/cpu" "${pin[@]}" "${run[@]}" \
        <"$tmp/run.sql" >/dev/null
    end="$(tick)"
else
    TIMEFORMAT='%3U %3S'
    start="$(tick)"
    { time "${pin[@]}" "${run[@]}" <"$tmp/run.sql" >/dev/null 2>"$tmp/stderr"; } 2>"$tmp/cpu" \
        || { cat "$tmp/stderr" >&2; exit 1; }
    end="$(tick)"
    cat "$tmp/stderr" >&2
fi

# Checked: every game's version is its initial one plus its transactions,
# its ply likewise, and the moves table holds one row per ply.
if [ "$backend" = sqlite ]; then
    sqlite3 -batch -separator ' ' "$tmp/raw.db" \
        "SELECT g.id, g.version, g.ply, (SELECT count(*) FROM moves m WHERE m.game_id = g.id)
         FROM games g ORDER BY g.id;" >"$tmp/final"
else
    psql -X -At -F ' ' -d "$url" -c \
        "SELECT g.id, g.version, g.ply, (SELECT count(*) FROM moves m WHERE m.game_id = g.id)
         FROM games g ORDER BY g.id;" >"$tmp/final"
fi
verified=1
awk -v n="$transactions" -v g="$games" -v plies="$plies" -v total="$total_games" '
    {
        k = substr($1, 3) + 0
        slot = k % g
        mine = int(n / g) + (slot < n % g ? 1 : 0)
        if (plies > 0) {
            mine -= int(k / g) * plies
            if (mine > plies) mine = plies
            if (mine < 0) mine = 0
        }
        if ($2 != 40 + k % 5 + mine || $3 != 40 + mine || $4 != 40 + mine) {
            printf "game %s: version %s ply %s moves %s, expected %d %d %d\n",
                $1, $2, $3, $4, 40 + k % 5 + mine, 40 + mine, 40 + mine > "/dev/stderr"
            bad = 1
        }
        seen++
    }
    END {
        if (seen != total) { printf "%d games found, %d expected\n", seen, total > "/dev/stderr"; bad = 1 }
        exit bad
    }' "$tmp/final" || verified=0

read -r user sys <"$tmp/cpu"
awk -v backend="$backend" -v n="$transactions" -v g="$games" -v cpu="${cpu:-none}" \
    -v plies="$plies" -v total="$total_games" \
    -v start="$start" -v end="$end" -v user="$user" -v sys="$sys" -v client="$client" '
    BEGIN {
        elapsed = (end - start) / 1e9
        printf "backend: %s\n", backend
        if (plies > 0)
            printf "games: %d at a time, %d moves each, %d in all\n", g, plies, total
        else
            printf "games: %d\n", g
        printf "transactions: %d\n", n
        printf "elapsed: %.3f s\n", elapsed
        printf "transactions/s: %.0f\n", n / elapsed
        printf "client (%s) CPU: %.2f s (user %.2f, sys %.2f), %.3f s per 1,000 transactions\n",
            client, user + sys, user, sys, (user + sys) * 1000 / n
        printf "client pinned to core: %s\n", cpu
    }'
if [ "$backend" = postgres ]; then
    if [ -s "$tmp/backend.start" ] && [ -s "$tmp/backend.end" ]; then
        ticks="$(getconf CLK_TCK)"
        cat "$tmp/backend.start" "$tmp/backend.end" | grep '(postgres)' | sed 's/^.*) //' \
            | awk -v hz="$ticks" -v n="$transactions" '
                { t[NR] = ($12 + $13) / hz }
                END {
                    printf "server backend CPU: %.2f s, %.3f s per 1,000 transactions\n",
                        t[2] - t[1], (t[2] - t[1]) * 1000 / n
                }'
    fi
    [ -z "$cpu" ] || echo "note: only psql is pinned; the server backend process is not"
fi
if [ "$verified" = 1 ]; then
    echo "verified"
else
    echo "NOT verified: the final versions differ from the transactions run" >&2
    exit 1
fi
