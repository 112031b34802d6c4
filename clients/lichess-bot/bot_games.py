"""Two unmodified lichess-bot processes and a person against the server.

Run by crates/server/tests/e2e/lichess_bot.rs (which makes the accounts
and checks the server's side afterwards), and by hand for the soak run
(docs/lichess-api.md). It plays, each to its end:

1. a live game (5+3) and a correspondence game (1 day a move) between the
   person, driven through berserk, and the BOT "B" — after which B has
   played blitz and correspondence games, which lichess-bot's matchmaking
   asks of an opponent (`perfs[speed].games > 0`);
2. a live game between the BOTs found by A's matchmaking (A's config asks
   for 5+3 games only);
3. a correspondence game between the BOTs found by A's matchmaking again
   (A restarted with a config that asks for 1-day games only).

Then it checks that no lichess-bot log line is a WARNING, an ERROR or a
traceback (but the one warning lichess-bot prints about lichess's own
daily limit for BOTs, which says nothing of this server), and that each
game's PGN export replays with python-chess to the moves the server
stored. The last line printed is a JSON summary.

Environment: REDQUEEN_URL, BOT_A_TOKEN, BOT_B_TOKEN, PERSON_TOKEN,
LICHESS_BOT_SOURCE (the unmodified copy), LICHESS_BOT_PYTHON (a Python
with its requirements), STOCKFISH (the engine), WORK_DIR (for the copy,
the configs and the logs).
"""

import io
import json
import os
import random
import re
import shutil
import signal
import stat
import subprocess
import sys
import threading
import time

import berserk
import chess
import chess.pgn
import requests
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
URL = os.environ["REDQUEEN_URL"].rstrip("/")
TOKENS = {"A": os.environ["BOT_A_TOKEN"], "B": os.environ["BOT_B_TOKEN"]}
PERSON_TOKEN = os.environ["PERSON_TOKEN"]
SOURCE = os.environ["LICHESS_BOT_SOURCE"]
PYTHON = os.environ["LICHESS_BOT_PYTHON"]
STOCKFISH = os.environ["STOCKFISH"]
WORK = os.environ["WORK_DIR"]

# lichess-bot's own warning about lichess.org's limit of 100 games a day
# for BOTs (lib/config.py), printed whenever matchmaking challenges more
# often than every 15 minutes: a note about lichess.org, not an answer of
# this server's.
CLIENT_POLICY_WARNINGS = [re.compile(r"A bot is only allowed to play 100 games per day")]

# How long each step may take before the run fails.
STEP_TIMEOUT = 600


def log(message):
    print(f"[bot_games {time.strftime('%H:%M:%S')}] {message}", flush=True)


def api(token, method, path, **kwargs):
    response = requests.request(
        method,
        URL + path,
        headers={"Authorization": f"Bearer {token}"},
        timeout=10,
        **kwargs,
    )
    return response


def copy_client():
    """The unmodified client, copied where it may write, with the two files
    its copy here lacks (the copy drops `*.yml` and `*.txt`): upstream's
    `lib/versioning.yml` for its version."""
    target = os.path.join(WORK, "lichess-bot")
    if os.path.exists(target):
        shutil.rmtree(target)
    shutil.copytree(SOURCE, target, ignore=shutil.ignore_patterns("__pycache__"))
    for root, dirs, files in os.walk(target):
        for name in dirs + files:
            path = os.path.join(root, name)
            os.chmod(path, os.stat(path).st_mode | stat.S_IWUSR)
    os.chmod(target, os.stat(target).st_mode | stat.S_IWUSR)
    shutil.copy(os.path.join(HERE, "versioning.yml"), os.path.join(target, "lib", "versioning.yml"))
    return target


def config(client, name, matchmaking=None):
    """A config written from config.yml.default: this server, Stockfish kept
    quick (one thread, small hash, a shallow search), every greeting as it
    ships (they exercise both chat rooms), casual games only (BOT games are
    never rated here)."""
    with open(os.path.join(client, "config.yml.default")) as default:
        cfg = yaml.safe_load(default)
    cfg["token"] = TOKENS[name]
    cfg["url"] = URL + "/"
    engine = cfg["engine"]
    engine["dir"] = os.path.dirname(STOCKFISH)
    engine["name"] = os.path.basename(STOCKFISH)
    engine["ponder"] = False
    engine["uci_options"] = {
        "Move Overhead": 100,
        "Threads": 1,
        "Hash": 16,
        "go_commands": {"depth": 6},
    }
    engine["draw_or_resign"]["resign_enabled"] = False
    cfg["abort_time"] = 60
    cfg["move_overhead"] = 1000
    cfg["correspondence"]["move_time"] = 1
    cfg["correspondence"]["checkin_period"] = 5
    challenge = cfg["challenge"]
    challenge["concurrency"] = 2
    challenge["modes"] = ["casual"]
    challenge["time_controls"] = ["blitz", "rapid", "classical", "correspondence"]
    mm = cfg["matchmaking"]
    mm["allow_matchmaking"] = matchmaking is not None
    if matchmaking is not None:
        mm["challenge_timeout"] = 1
        mm["challenge_mode"] = "casual"
        mm["challenge_variant"] = "standard"
        mm["challenge_filter"] = "none"
        mm["opponent_rating_difference"] = 300
        if matchmaking == "live":
            mm["challenge_initial_time"] = [300]
            mm["challenge_increment"] = [3]
            mm["challenge_days"] = None
        else:
            mm["challenge_initial_time"] = None
            mm["challenge_increment"] = None
            mm["challenge_days"] = [1]
    path = os.path.join(WORK, f"config-{name}-{matchmaking or 'accept'}.yml")
    with open(path, "w") as out:
        yaml.safe_dump(cfg, out)
    return path


class Bot:
    """One lichess-bot process, logging everything (-v) to its own file."""

    def __init__(self, client, name, cfg, run):
        self.name = name
        self.log_path = os.path.join(WORK, f"lichess-bot-{name}-{run}.log")
        # Where its log stood at Ctrl-C: what it logs after is its own
        # shutdown (its manager process can go first and make a proxy
        # call fail), reported but not the session's problem.
        self.stopped_at = None
        self.console = open(os.path.join(WORK, f"console-{name}-{run}.txt"), "w")
        self.process = subprocess.Popen(
            [PYTHON, "lichess-bot.py", "--config", cfg, "-v", "--disable_auto_logging", "-l", self.log_path],
            cwd=client,
            stdout=self.console,
            stderr=subprocess.STDOUT,
        )
        wait_for(f"{name} to connect", lambda: "awaiting challenges" in self.log())

    def log(self):
        try:
            with open(self.log_path, encoding="utf-8") as f:
                return f.read()
        except FileNotFoundError:
            return ""

    def stop(self):
        """Ctrl-C, as its operator would: it ends at its event stream's
        next line."""
        if self.process.poll() is None:
            self.stopped_at = len(self.log())
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=60)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
                raise AssertionError(f"{self.name} did not stop on Ctrl-C")
        self.console.close()


def wait_for(what, condition, timeout=STEP_TIMEOUT):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.5)
    raise AssertionError(f"timed out waiting for {what}")


def export_json(game_id):
    response = requests.get(
        f"{URL}/game/export/{game_id}", headers={"Accept": "application/json"}, timeout=10
    )
    response.raise_for_status()
    return response.json()


def in_play(token, game_id):
    """Whether `game_id` is among the games the token's owner plays (asked
    so, a challenge not yet accepted is no refused request)."""
    playing = api(token, "GET", "/api/account/playing").json()["nowPlaying"]
    return any(game["gameId"] == game_id for game in playing)


def finished(game_id):
    return export_json(game_id)["status"] not in ("created", "started")


def person_plays(client, game_id, rng, done):
    """The person plays random legal moves as soon as it is their turn,
    until the game ends."""
    try:
        color = None
        for event in client.board.stream_game_state(game_id):
            if event["type"] == "gameFull":
                color = chess.WHITE if event["white"].get("id") == "person" else chess.BLACK
                state = event["state"]
            elif event["type"] == "gameState":
                state = event
            else:
                continue
            if state["status"] != "started":
                break
            board = chess.Board()
            for uci in state["moves"].split():
                board.push_uci(uci)
            if board.turn == color and not board.is_game_over():
                move = rng.choice(sorted(board.legal_moves, key=lambda m: m.uci()))
                client.board.make_move(game_id, move.uci())
    finally:
        done.set()


def person_against(name):
    """The person challenges BOT `name` to a 5+3 live game and a 1-day
    correspondence game, and plays both to the end."""
    client = berserk.Client(berserk.TokenSession(PERSON_TOKEN), base_url=URL)
    games = []
    threads = []
    for params in ({"clock_limit": 300, "clock_increment": 3}, {"days": 1}):
        challenge = client.challenges.create(name, rated=False, color="white", **params)
        game_id = challenge["id"]
        wait_for(f"{name} to accept {game_id}", lambda: in_play(PERSON_TOKEN, game_id))
        done = threading.Event()
        thread = threading.Thread(target=person_plays, args=(client, game_id, random.Random(game_id), done))
        thread.start()
        games.append(game_id)
        threads.append((thread, done))
    for thread, done in threads:
        done.wait(STEP_TIMEOUT)
        thread.join(5)
    for game_id in games:
        wait_for(f"{game_id} to end", lambda: finished(game_id))
    return games


def matchmade_game(bot_name, previous):
    """The game BOT `bot_name`'s matchmaking made, once it has ended."""
    found = {}

    def started():
        playing = api(TOKENS[bot_name], "GET", "/api/account/playing").json()["nowPlaying"]
        for game in playing:
            if game["gameId"] not in previous:
                found["id"] = game["gameId"]
                return True
        return False

    wait_for(f"{bot_name}'s matchmaking to start a game", started)
    wait_for(f"{found['id']} to end", lambda: finished(found["id"]))
    return found["id"]


def replays(game_id):
    """The PGN export, replayed with python-chess, gives the stored moves."""
    pgn = requests.get(f"{URL}/game/export/{game_id}", timeout=10).text
    game = chess.pgn.read_game(io.StringIO(pgn))
    assert game is not None and not game.errors, f"{game_id}: {pgn}"
    board = game.board()
    sans = []
    for move in game.mainline_moves():
        sans.append(board.san(move))
        board.push(move)
    stored = export_json(game_id)["moves"].split()
    assert sans == stored, f"{game_id}: the PGN replays to {sans}, the server stored {stored}"
    return len(sans)


RECORD = re.compile(r"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},\d{3} \S+ \(\S+\) (\w+) ")


def bad_lines(text):
    """The log's WARNING, ERROR and CRITICAL records and tracebacks, but the
    client's note about lichess.org's own limit. A traceback that belongs
    to a DEBUG record is the client's retry of a request that did not
    answer in time (its backoff logs the exception it retries on): not a
    problem of the session, and counted apart by `retries`."""
    bad = []
    level = None
    in_traceback = False
    for line in text.splitlines():
        record = RECORD.match(line)
        if record:
            level = record.group(1)
            in_traceback = False
            if level in ("WARNING", "ERROR", "CRITICAL") and not any(
                p.search(line) for p in CLIENT_POLICY_WARNINGS
            ):
                bad.append(line)
        elif line.startswith("Traceback") and level != "DEBUG":
            # The whole traceback, so that a failed run says why.
            in_traceback = True
            bad.append(line)
        elif in_traceback:
            bad.append(line)
    return bad


def retries(text):
    """The requests the client retried (a timeout, a refused connection)."""
    return len(re.findall(r" DEBUG Backing off api_", text))


def summary(bots, games):
    counts = {}
    problems = []
    for bot in bots:
        text = bot.log()
        session = text if bot.stopped_at is None else text[: bot.stopped_at]
        for line in bad_lines(session):
            problems.append(f"{bot.log_path}: {line}")
        for line in bad_lines(text[len(session):]):
            log(f"{bot.log_path}, after Ctrl-C: {line}")
        counts[os.path.basename(bot.log_path)] = {
            "retried_requests": retries(text),
            "reconnects": text.count("Control stream error, reconnecting"),
            "not_your_turn": text.count("Not your turn"),
        }
    plies = {game_id: replays(game_id) for game_id in games}
    return counts, plies, problems


def main():
    os.makedirs(WORK, exist_ok=True)
    client = copy_client()
    bots = []
    b = Bot(client, "B", config(client, "B"), "1")
    bots.append(b)
    try:
        log("the person plays B, live and by correspondence")
        person_games = person_against("BotB")
        log(f"person games {person_games}")
        a = Bot(client, "A", config(client, "A", "live"), "live")
        bots.append(a)
        log("A's matchmaking looks for a live game")
        live = matchmade_game("A", set(person_games))
        a.stop()
        log(f"live game {live}; A's matchmaking looks for a correspondence game")
        a = Bot(client, "A", config(client, "A", "correspondence"), "correspondence")
        bots.append(a)
        correspondence = matchmade_game("A", set(person_games) | {live})
        log(f"correspondence game {correspondence}")
    finally:
        for bot in bots:
            bot.stop()
    games = person_games + [live, correspondence]
    counts, plies, problems = summary(bots, games)
    for problem in problems:
        log(problem)
    print(json.dumps({"games": games, "plies": plies, "logs": counts, "problems": problems}))
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
