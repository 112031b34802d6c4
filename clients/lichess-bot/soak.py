"""A soak run of lichess-bot against a real server process (docs/lichess-api.md).

Starts the server binary on a fresh SQLite database, makes two BOT
accounts with the binary's own commands, and runs two unmodified
lichess-bot processes (bot_games.py's configs: B accepts, A's matchmaking
asks for 5+3 games) for SOAK_MINUTES, live games back to back, after B
has played a person (through berserk) once at each speed. Halfway it
restarts the server (SIGTERM, then start again, as an upgrade does). At
the end it prints what happened: games played and their endings, refused
requests by route and status (from /metrics, before the restart and at
the end), lichess-bot's reconnects, moves refused as not its turn, and
its WARNING/ERROR lines other than the reconnects the restart causes.

Usage: REDQUEEN_BIN=target/release/redqueen LICHESS_BOT_SOURCE=...
LICHESS_BOT_PYTHON=... STOCKFISH=/usr/games/stockfish WORK_DIR=...
[SOAK_MINUTES=30] [PORT=18090] python soak.py
"""

import collections
import json
import os
import re
import signal
import subprocess
import sys
import time

import requests

BIN = os.path.abspath(os.environ["REDQUEEN_BIN"])
WORK = os.path.abspath(os.environ["WORK_DIR"])
MINUTES = float(os.environ.get("SOAK_MINUTES", "30"))
PORT = int(os.environ.get("PORT", "18090"))
URL = f"http://127.0.0.1:{PORT}"
METRICS_TOKEN = "soak-metrics"
os.makedirs(WORK, exist_ok=True)
DB = os.path.join(WORK, "soak.db")
SERVER_ENV = dict(
    os.environ,
    DATABASE_URL=f"sqlite:{DB}",
    REDQUEEN_LISTEN=f"127.0.0.1:{PORT}",
    REDQUEEN_MAIL_DIR=os.path.join(WORK, "mail"),
    REDQUEEN_METRICS_TOKEN=METRICS_TOKEN,
)


def cli(*args):
    out = subprocess.run([BIN, *args], env=SERVER_ENV, check=True, capture_output=True, text=True)
    return out.stdout.strip().splitlines()[-1] if out.stdout.strip() else ""


def start_server(run):
    log = open(os.path.join(WORK, f"server-{run}.log"), "w")
    process = subprocess.Popen([BIN, "serve"], env=SERVER_ENV, stdout=log, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if requests.get(f"{URL}/health", timeout=2).ok:
                return process
        except requests.RequestException:
            pass
        time.sleep(0.2)
    raise AssertionError("the server did not start")


def refused():
    text = requests.get(f"{URL}/metrics", headers={"Authorization": f"Bearer {METRICS_TOKEN}"}, timeout=5).text
    found = {}
    for line in text.splitlines():
        if line.startswith("redqueen_http_request_duration_seconds_count") and 'status="4' in line:
            labels = dict(re.findall(r'(\w+)="([^"]*)"', line))
            found[f"{labels['method']} {labels['route']} {labels['status']}"] = int(float(line.split()[-1]))
    return found


def main():
    if os.path.exists(DB):
        os.remove(DB)
    cli("migrate")
    tokens = {}
    for name, scopes in (("BotA", "bot:play"), ("BotB", "bot:play"), ("Person", "board:play")):
        cli("user", "create", "--username", name, "--email", f"{name.lower()}@example.org",
            "--password", "correct horse battery", "--verified")
        tokens[name] = cli("token", "create", "--username", name, "--scopes",
                           f"{scopes} challenge:read challenge:write")
    server = start_server(1)
    for token in (tokens["BotA"], tokens["BotB"]):
        requests.post(f"{URL}/api/bot/account/upgrade", headers={"Authorization": f"Bearer {token}"},
                      timeout=5).raise_for_status()

    # bot_games reads its environment as it is imported.
    os.environ.update(REDQUEEN_URL=URL, BOT_A_TOKEN=tokens["BotA"], BOT_B_TOKEN=tokens["BotB"],
                      PERSON_TOKEN=tokens["Person"])
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import bot_games

    client = bot_games.copy_client()
    b = bot_games.Bot(client, "B", bot_games.config(client, "B"), "soak")
    # lichess-bot's matchmaking challenges only opponents with games at
    # the speed it wants: B plays the person first.
    person_games = bot_games.person_against("BotB")
    a = bot_games.Bot(client, "A", bot_games.config(client, "A", "live"), "soak")
    started = time.monotonic()
    refused_before = {}
    restarted_at = None
    in_play = []
    try:
        while time.monotonic() - started < MINUTES * 60:
            if restarted_at is None and time.monotonic() - started >= MINUTES * 30:
                refused_before = refused()
                in_play = [g["gameId"] for g in bot_games.api(tokens["BotA"], "GET", "/api/account/playing").json()["nowPlaying"]]
                server.send_signal(signal.SIGTERM)
                server.wait(timeout=60)
                server = start_server(2)
                restarted_at = round((time.monotonic() - started) / 60, 1)
                bot_games.log(f"server restarted after {restarted_at} minutes")
            time.sleep(5)
    finally:
        refused_after = refused()
        a.stop()
        b.stop()
    games = [json.loads(line) for line in requests.get(
        f"{URL}/api/games/user/BotA", params={"max": 1000}, headers={"Accept": "application/x-ndjson"},
        timeout=30).text.splitlines() if line.strip()]
    server.send_signal(signal.SIGTERM)
    server.wait(timeout=60)
    endings = collections.Counter(game["status"] for game in games)
    plies = sum(len(game.get("moves", "").split()) for game in games)
    warnings = []
    reconnects = 0
    not_your_turn = 0
    retried = 0
    for bot in (a, b):
        text = bot.log()
        retried += bot_games.retries(text)
        reconnects += text.count("Control stream error, reconnecting")
        not_your_turn += text.count("Not your turn")
        warnings += [line for line in bot_games.bad_lines(text) if "Control stream error" not in line]
    refused_total = collections.Counter(refused_before) + collections.Counter(refused_after)
    print(json.dumps({
        "minutes": MINUTES,
        "person_games": person_games,
        "server_restarted_after_minutes": restarted_at,
        "games_in_progress_at_the_restart": in_play,
        "their_endings": {g["id"]: g["status"] for g in games if g["id"] in in_play},
        "games": len(games),
        "endings": endings,
        "plies": plies,
        "refused_requests": refused_total,
        "event_stream_reconnects": reconnects,
        "requests_retried_by_the_client": retried,
        "moves_refused_not_your_turn": not_your_turn,
        "other_warnings_and_errors": warnings,
    }, indent=1))


if __name__ == "__main__":
    main()
