#!/usr/bin/env python3
"""The lichess API's minimum flow, played against redqueen with the real
`berserk` client (lichess-api-subset.md §10), plus the refusals and exports
around it, and a live 10+5 game (a takeback by offer, an early resignation
refused, a request to quit agreed).

Environment:
  REDQUEEN_URL  the server's root, e.g. http://127.0.0.1:8080
  ALICE_TOKEN   a personal access token of the verified member "Alice"
  BOB_TOKEN     a personal access token of the verified member "Bob"
Both tokens have the scopes board:play challenge:read challenge:write, and
neither member has played or been challenged yet.

Prints each step and exits 1 at the first failed check, saying what was
expected and what came. Every wait is bounded, so a broken server fails
fast instead of hanging.
"""

from __future__ import annotations

import os
import re
import sys
import threading
import time
import traceback
from datetime import datetime, timedelta
from typing import Any, Callable, Iterator

import berserk
from berserk.exceptions import ResponseError

# Seconds to wait for an expected event or stream line.
WAIT = 10.0
# Connect and read timeouts of ordinary calls, in seconds.
REQUEST_TIMEOUT = (5.0, 10.0)
# Streams send a keep-alive line every ~7 s (§A), so a read waits longer.
STREAM_TIMEOUT = (5.0, 20.0)

DAY_MS = 86_400_000


# ---------------------------------------------------------------- checks


class CheckFailed(Exception):
    """A response or an event was not what the spec says."""


def check(condition: bool, message: str) -> None:
    if not condition:
        raise CheckFailed(message)


def step(text: str) -> None:
    print(f"* {text}", flush=True)


def short(value: Any, limit: int = 600) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "..."


class That:
    """An expectation other than equality, with words for the message."""

    def __init__(self, description: str, predicate: Callable[[Any], bool]):
        self.description = description
        self.predicate = predicate

    def __repr__(self) -> str:
        return self.description


MISSING = object()
ABSENT = That("absent", lambda v: v is MISSING)
ABSENT_OR_FALSE = That("absent or false", lambda v: v is MISSING or v is False)
ABSENT_OR_NULL = That("absent or null", lambda v: v is MISSING or v is None)
AN_INT = That("an integer", lambda v: isinstance(v, int) and not isinstance(v, bool))
A_TEXT = That("a non-empty string", lambda v: isinstance(v, str) and v != "")
A_DATETIME = That(
    "a datetime (berserk converts Unix ms)", lambda v: isinstance(v, datetime)
)
A_GAME_ID = That(
    "an 8-character id [A-Za-z0-9]",
    lambda v: isinstance(v, str) and re.fullmatch(r"[A-Za-z0-9]{8}", v) is not None,
)
A_COLOR = That("white or black", lambda v: v in ("white", "black"))
STARTING_FEN = That(
    "the starting position's FEN",
    lambda v: isinstance(v, str)
    and v.startswith("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"),
)


def ms_between(low: int, high: int) -> That:
    """A timedelta (berserk converts the ms fields of each game line)."""
    return That(
        f"a timedelta between {low} and {high} ms (berserk converts ms)",
        lambda v: isinstance(v, timedelta)
        and timedelta(milliseconds=low) <= v <= timedelta(milliseconds=high),
    )


def int_between(low: int, high: int) -> That:
    return That(
        f"an integer between {low} and {high}",
        lambda v: AN_INT.predicate(v) and low <= v <= high,
    )


def field(value: Any, path: str) -> Any:
    """`value["a"]["b"]` for the path "a.b", or MISSING."""
    for key in path.split("."):
        if isinstance(value, dict) and key in value:
            value = value[key]
        else:
            return MISSING
    return value


def same(got: Any, want: Any) -> bool:
    """Equality that tells true from 1 and false from 0."""
    if isinstance(want, bool) or isinstance(got, bool):
        return type(got) is type(want) and got == want
    return got == want


def expect(where: str, value: Any, expected: dict[str, Any]) -> None:
    """Each dotted path of `expected` holds its value (or satisfies its That)."""
    check(
        isinstance(value, dict), f"{where}: expected a JSON object, got {short(value)}"
    )
    for path, want in expected.items():
        got = field(value, path)
        ok = want.predicate(got) if isinstance(want, That) else same(got, want)
        shown = "missing" if got is MISSING else repr(got)
        check(ok, f"{where}: {path} is {shown}, expected {want!r}, in {short(value)}")


def refused(what: str, status: int, call: Callable[[], Any]) -> ResponseError:
    """`call` raises berserk's ResponseError with `status` and an error body."""
    try:
        result = call()
    except ResponseError as error:
        check(
            error.status_code == status,
            f"{what}: expected HTTP {status}, got {error.status_code}: {short(error.cause)}",
        )
        check(
            isinstance(error.cause, dict) and "error" in error.cause,
            f'{what}: the body of an error is {{"error": ...}} (§9), got {short(error.cause)}',
        )
        print(
            f"    refused as expected: HTTP {status} {short(error.cause, 200)}",
            flush=True,
        )
        return error
    raise CheckFailed(
        f"{what}: expected HTTP {status}, but the call succeeded: {short(result)}"
    )


# --------------------------------------------------------------- clients


class TimedTokenSession(berserk.TokenSession):
    """berserk's token session, with a timeout on every request (berserk sets
    none) and an event set once the server has answered the headers."""

    def __init__(self, token: str, timeout: tuple[float, float]):
        super().__init__(token)
        self.timeout = timeout
        self.answered = threading.Event()
        self.status = 0

    def request(self, method, url, *args, **kwargs):  # type: ignore[override]
        kwargs.setdefault("timeout", self.timeout)
        response = super().request(method, url, *args, **kwargs)
        self.status = response.status_code
        self.answered.set()
        return response


def client(
    url: str, token: str, timeout=REQUEST_TIMEOUT
) -> tuple[berserk.Client, TimedTokenSession]:
    session = TimedTokenSession(token, timeout)
    # lichess answers its explorer at a host of its own: here, the same one.
    return berserk.Client(session, base_url=url, explorer_url=url), session


class Stream:
    """The lines of an NDJSON stream, read by a daemon thread (event streams
    never end). Each stream has its own berserk client and session."""

    def __init__(self, name: str, session: TimedTokenSession, lines: Iterator[Any]):
        self.name = name
        self.session = session
        self.items: list[Any] = []
        self.cursor = 0
        self.ended = False
        self.error: BaseException | None = None
        self.condition = threading.Condition()
        threading.Thread(
            target=self._read, args=(lines,), name=name, daemon=True
        ).start()

    def _read(self, lines: Iterator[Any]) -> None:
        try:
            for item in lines:
                with self.condition:
                    self.items.append(item)
                    self.condition.notify_all()
        except BaseException as error:  # reported by the next wait
            with self.condition:
                self.error = error
        finally:
            with self.condition:
                self.ended = True
                self.condition.notify_all()

    def _received(self) -> str:
        return short(self.items[-6:], 1500)

    def _stop_reason(self) -> str:
        if self.error is None:
            return "the server closed it"
        if isinstance(self.error, ResponseError):
            request = self.error.response.request
            return (
                f"{request.method} {request.path_url} answered HTTP "
                f"{self.error.status_code}: {short(self.error.cause, 300)}"
            )
        return f"{type(self.error).__name__}: {self.error}"

    def _wait(self, what: str, deadline: float) -> None:
        """Waits for more lines; fails if none can come before the deadline."""
        if self.ended:
            raise CheckFailed(
                f"{self.name}: the stream ended ({self._stop_reason()}) before {what}; "
                f"last lines: {self._received()}"
            )
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise CheckFailed(
                f"{self.name}: no {what} within {WAIT:.0f} s; last lines: {self._received()}"
            )
        self.condition.wait(remaining)

    def wait_open(self) -> None:
        """Waits until the server has answered the request's headers with
        a success, so that events from now on reach this stream."""
        deadline = time.monotonic() + WAIT
        while not self.session.answered.wait(0.05):
            with self.condition:
                if self.ended:
                    raise CheckFailed(
                        f"{self.name}: could not open: {self._stop_reason()}"
                    )
            check(
                time.monotonic() < deadline,
                f"{self.name}: no answer within {WAIT:.0f} s",
            )
        if self.session.status >= 400:
            with self.condition:
                while not self.ended:
                    self.condition.wait(WAIT)
                raise CheckFailed(f"{self.name}: could not open: {self._stop_reason()}")

    def find(self, what: str, predicate: Callable[[Any], bool]) -> Any:
        """The first line received so far or within WAIT that satisfies
        `predicate`, in any order (the event stream mixes games)."""
        deadline = time.monotonic() + WAIT
        with self.condition:
            while True:
                for item in self.items:
                    if predicate(item):
                        return item
                self._wait(what, deadline)

    def next(self, what: str, predicate: Callable[[Any], bool]) -> Any:
        """The next line after the last one taken that satisfies
        `predicate`, in order (a game stream)."""
        deadline = time.monotonic() + WAIT
        with self.condition:
            while True:
                while self.cursor < len(self.items):
                    item = self.items[self.cursor]
                    self.cursor += 1
                    if predicate(item):
                        return item
                self._wait(what, deadline)

    def first(self, what: str) -> Any:
        """The very first line: a game stream's gameFull."""
        deadline = time.monotonic() + WAIT
        with self.condition:
            while not self.items:
                self._wait(what, deadline)
            self.cursor = max(self.cursor, 1)
            return self.items[0]

    def wait_end(self, what: str) -> None:
        """The server closes the stream within WAIT, without an error."""
        deadline = time.monotonic() + WAIT
        with self.condition:
            while not self.ended:
                remaining = deadline - time.monotonic()
                check(
                    remaining > 0,
                    f"{self.name}: still open {WAIT:.0f} s after {what}; last lines: {self._received()}",
                )
                self.condition.wait(remaining)
            check(
                self.error is None,
                f"{self.name}: ended with an error after {what}: {self._stop_reason()}",
            )


def event_of(kind: str, game_or_challenge: str, ident: str) -> Callable[[Any], bool]:
    return lambda e: (
        isinstance(e, dict)
        and e.get("type") == kind
        and field(e, f"{game_or_challenge}.id") == ident
    )


def game_state(predicate: Callable[[dict], bool]) -> Callable[[Any], bool]:
    return (
        lambda line: isinstance(line, dict)
        and line.get("type") == "gameState"
        and predicate(line)
    )


# ------------------------------------------------------------------ flow


class Player:
    def __init__(self, name: str, url: str, token: str):
        self.name = name
        self.id = name.lower()
        self.url = url
        self.token = token
        self.client, _ = client(url, token)
        self.events: Stream | None = None

    def open_events(self) -> Stream:
        c, session = client(self.url, self.token, STREAM_TIMEOUT)
        self.events = Stream(
            f"{self.name}'s event stream", session, c.board.stream_incoming_events()
        )
        return self.events

    def open_game(self, game_id: str) -> Stream:
        c, session = client(self.url, self.token, STREAM_TIMEOUT)
        return Stream(
            f"{self.name}'s stream of game {game_id}",
            session,
            c.board.stream_game_state(game_id),
        )


def check_account(player: Player) -> None:
    step(f"{player.name}: account.get() -> GET /api/account")
    account = player.client.account.get()
    expect(
        f"{player.name}'s account",
        account,
        {
            "id": player.id,
            "username": player.name,
            "createdAt": A_DATETIME,
            "perfs.correspondence.rating": AN_INT,
            "url": A_TEXT,
            "count.all": AN_INT,
        },
    )


def check_challenge(
    where: str, c: Any, *, days: int, color: str, status: str = "created"
) -> None:
    expect(
        where,
        c,
        {
            "id": A_GAME_ID,
            "url": A_TEXT,
            "status": status,
            "challenger.id": "alice",
            "challenger.name": "Alice",
            "destUser.id": "bob",
            "destUser.name": "Bob",
            "variant.key": "standard",
            "rated": False,
            "speed": "correspondence",
            "timeControl.type": "correspondence",
            "timeControl.daysPerTurn": days,
            "color": color,
            "finalColor": color if color != "random" else A_COLOR,
            "perf.name": "Correspondence",
        },
    )


def create_challenge(alice: Player, bob: Player, days: int, color: str | None) -> str:
    shown = "None" if color is None else f'"{color}"'
    step(
        f'Alice: challenges.create("bob", rated=False, days={days}, color={shown}) '
        "-> POST /api/challenge/bob (JSON)"
    )
    challenge = alice.client.challenges.create(
        "bob", rated=False, days=days, color=color
    )
    check_challenge(
        "the created challenge", challenge, days=days, color=color or "random"
    )
    expect("the created challenge", challenge, {"direction": "out"})
    cid = challenge["id"]
    print(f"    challenge {cid}", flush=True)
    for player in (alice, bob):
        assert player.events is not None
        event = player.events.find(
            f"a challenge event for {cid}", event_of("challenge", "challenge", cid)
        )
        check_challenge(
            f"{player.name}'s challenge event",
            event["challenge"],
            days=days,
            color=color or "random",
        )
        expect(f"{player.name}'s challenge event", event, {"compat.board": True})
    return cid


def accept_and_start(alice: Player, bob: Player, gid: str, days: int) -> None:
    step(f"Bob: challenges.accept({gid!r}) -> POST /api/challenge/{gid}/accept")
    bob.client.challenges.accept(gid)
    for player, color, my_turn, opponent in (
        (alice, "white", True, bob),
        (bob, "black", False, alice),
    ):
        assert player.events is not None
        event = player.events.find(
            f"gameStart for {gid}", event_of("gameStart", "game", gid)
        )
        expect(
            f"{player.name}'s gameStart",
            event,
            {
                "game.id": gid,
                "game.gameId": gid,
                "game.fullId": That(
                    f"{gid} and a 4-character secret",
                    lambda v: isinstance(v, str) and len(v) == 12 and v.startswith(gid),
                ),
                "game.color": color,
                "game.isMyTurn": my_turn,
                "game.fen": STARTING_FEN,
                "game.lastMove": "",
                "game.hasMoved": False,
                "game.source": "friend",
                "game.speed": "correspondence",
                "game.perf": "correspondence",
                "game.rated": False,
                "game.variant.key": "standard",
                "game.status.id": 20,
                "game.status.name": "started",
                "game.secondsLeft": int_between(1, days * 86_400),
                "game.opponent.id": opponent.id,
                "game.opponent.username": opponent.name,
                "game.compat.board": True,
            },
        )


def open_game_streams(
    alice: Player, bob: Player, gid: str, days: int
) -> tuple[Stream, Stream]:
    step(f"both: board.stream_game_state({gid!r}) -> GET /api/board/game/stream/{gid}")
    streams = (alice.open_game(gid), bob.open_game(gid))
    for stream in streams:
        full = stream.first("the gameFull line")
        expect(
            f"{stream.name}: gameFull",
            full,
            {
                "type": "gameFull",
                "id": gid,
                "variant.key": "standard",
                "speed": "correspondence",
                "perf.name": "Correspondence",
                "rated": False,
                "createdAt": A_DATETIME,
                "white.id": "alice",
                "white.name": "Alice",
                "black.id": "bob",
                "black.name": "Bob",
                "initialFen": "startpos",
                "daysPerTurn": days,
                "clock": ABSENT_OR_NULL,
                "state.type": "gameState",
                "state.moves": "",
                "state.status": "started",
                # berserk converts only the top level: the inner state keeps ms.
                "state.wtime": int_between(0, days * DAY_MS),
                "state.btime": int_between(0, days * DAY_MS),
                "state.winc": 0,
                "state.binc": 0,
            },
        )
    return streams


def check_state(
    where: str, state: Any, moves: str, days: int, status: str = "started"
) -> None:
    expect(
        where,
        state,
        {
            "type": "gameState",
            "moves": moves,
            "status": status,
            "wtime": ms_between(0, days * DAY_MS),
            "btime": ms_between(0, days * DAY_MS),
            "winc": ms_between(0, 0),
            "binc": ms_between(0, 0),
        },
    )


def play(
    players: dict[str, Player],
    streams: tuple[Stream, Stream],
    gid: str,
    moves: list[str],
    days: int,
    played: list[str],
    final_status: str = "started",
) -> list[dict]:
    """Plays `moves` alternately (the side to move after `played` first),
    each seen as a new gameState on both streams, the last one with
    `final_status`. Returns the last move's state on each stream."""
    states: list[dict] = []
    for index, move in enumerate(moves):
        mover = players["white" if len(played) % 2 == 0 else "black"]
        step(
            f"{mover.name}: board.make_move({gid!r}, {move!r}) -> POST /api/board/game/{gid}/move/{move}"
        )
        mover.client.board.make_move(gid, move)
        played.append(move)
        expected = " ".join(played)
        status = final_status if index == len(moves) - 1 else "started"
        states = []
        for stream in streams:
            state = stream.next(
                f"a gameState with moves {expected!r}",
                game_state(lambda s: s.get("moves") == expected),
            )
            check_state(
                f"{stream.name} after {move}", state, expected, days, status=status
            )
            states.append(state)
    return states


def check_ongoing(
    player: Player,
    gid: str,
    *,
    color: str,
    my_turn: bool,
    last_move: str,
    opponent: Player,
    days: int,
) -> None:
    step(f"{player.name}: games.get_ongoing() -> GET /api/account/playing?nb=10")
    playing = player.client.games.get_ongoing()
    check(isinstance(playing, list), f"nowPlaying is a list, got {short(playing)}")
    entry = next(
        (g for g in playing if isinstance(g, dict) and g.get("gameId") == gid), None
    )
    check(
        entry is not None, f"{player.name}'s ongoing games lack {gid}: {short(playing)}"
    )
    expect(
        f"{player.name}'s ongoing game {gid}",
        entry,
        {
            "fullId": That(
                "12 characters",
                lambda v: isinstance(v, str) and len(v) == 12 and v.startswith(gid),
            ),
            "color": color,
            "isMyTurn": my_turn,
            "lastMove": last_move,
            "hasMoved": That("a boolean", lambda v: isinstance(v, bool)),
            "fen": A_TEXT,
            "source": "friend",
            "speed": "correspondence",
            "perf": "correspondence",
            "rated": False,
            "variant.key": "standard",
            "status.name": "started",
            "secondsLeft": int_between(0, days * 86_400),
            "opponent.id": opponent.id,
            "opponent.username": opponent.name,
        },
    )


def check_live_state(where: str, state: Any, moves: str, status: str = "started") -> None:
    """A live game's gameState: times in ms within the 10-minute round time
    plus extra time, 5 s of extra time each (lichess's winc/binc)."""
    expect(
        where,
        state,
        {
            "type": "gameState",
            "moves": moves,
            "status": status,
            "wtime": ms_between(0, 700_000),
            "btime": ms_between(0, 700_000),
            "winc": ms_between(5000, 5000),
            "binc": ms_between(5000, 5000),
        },
    )


def live_game(alice: Player, bob: Player) -> str:
    """Game C: a live 10+5 challenge (clock_limit=600, clock_increment=5),
    a few moves, a takeback by offer, our refusal of an early resignation,
    and an agreed request to quit (no result)."""
    step('game C: live, Alice: challenges.create("bob", rated=False, clock_limit=600, clock_increment=5, color="white")')
    challenge = alice.client.challenges.create(
        "bob", rated=False, clock_limit=600, clock_increment=5, color="white"
    )
    gid = field(challenge, "id")
    expect(
        "the live challenge",
        challenge,
        {
            "speed": "rapid",
            "perf.name": "Rapid",
            "timeControl.type": "clock",
            "timeControl.limit": 600,
            "timeControl.increment": 5,
        },
    )
    step(f"Bob: challenges.accept({gid!r})")
    bob.client.challenges.accept(gid)
    for player in (alice, bob):
        assert player.events is not None
        event = player.events.find(f"gameStart for {gid}", event_of("gameStart", "game", gid))
        expect(f"{player.name}'s gameStart of game C", event, {"game.speed": "rapid", "game.perf": "rapid"})
    step(f"both: board.stream_game_state({gid!r})")
    streams = (alice.open_game(gid), bob.open_game(gid))
    for stream in streams:
        full = stream.first("the gameFull line of game C")
        expect(
            f"{stream.name}: gameFull",
            full,
            {
                "type": "gameFull",
                "speed": "rapid",
                "perf.name": "Rapid",
                "clock.initial": 600_000,
                "clock.increment": 5_000,
                "daysPerTurn": ABSENT,
                # White to move: the smaller of 10 minutes of round time and
                # the 5 minutes a move (live-games.md).
                "state.wtime": int_between(290_000, 300_000),
                "state.btime": 600_000,
                "state.winc": 5000,
            },
        )
    players = {"white": alice, "black": bob}
    played: list[str] = []
    for move in ["e2e4", "e7e5", "g1f3"]:
        mover = players["white" if len(played) % 2 == 0 else "black"]
        step(f"{mover.name}: board.make_move({gid!r}, {move!r})")
        mover.client.board.make_move(gid, move)
        played.append(move)
        expected = " ".join(played)
        for stream in streams:
            state = stream.next(f"a gameState with moves {expected!r}", game_state(lambda s: s.get("moves") == expected))
            check_live_state(f"{stream.name} after {move}", state, expected)
    step(f"Alice: board.offer_takeback({gid!r}) (no takebacks agreed: an offer)")
    alice.client.board.offer_takeback(gid)
    for stream in streams:
        stream.next("a gameState with wtakeback", game_state(lambda s: s.get("wtakeback") is True))
    step(f"Bob: board.accept_takeback({gid!r})")
    bob.client.board.accept_takeback(gid)
    for stream in streams:
        state = stream.next("the move taken back", game_state(lambda s: s.get("moves") == "e2e4 e7e5"))
        check_live_state(f"{stream.name} after the takeback", state, "e2e4 e7e5")
        expect(f"{stream.name} after the takeback", state, {"wtakeback": ABSENT_OR_FALSE})
    step(f"Bob: board.resign_game({gid!r}) before 20 plies is refused with our reason")
    error = refused("an early resignation", 400, lambda: bob.client.board.resign_game(gid))
    check(
        "only after 10 moves by each player" in str(error.cause),
        f"the refusal names the rule: {short(error.cause)}",
    )
    refused("claim victory", 400, lambda: alice.client.board.claim_victory(gid))
    step(f"both: POST /api/board/game/{gid}/quit/yes (ours): a quit agreed")
    for player in (alice, bob):
        answer = player.client._r.post(f"/api/board/game/{gid}/quit/yes")
        check(field(answer, "ok") is True, f"{player.name}'s quit/yes: {short(answer)}")
    for stream in streams:
        state = stream.next("the final gameState (no result)", game_state(lambda s: s.get("status") != "started"))
        check_live_state(f"{stream.name} at the end", state, "e2e4 e7e5", status="aborted")
        stream.wait_end("the final gameState of game C")
    return gid


def strip_comments(pgn: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"\{[^}]*\}", " ", pgn))


def run(url: str, alice_token: str, bob_token: str) -> None:
    step(f"berserk {berserk.__version__} against {url}")
    alice = Player("Alice", url, alice_token)
    bob = Player("Bob", url, bob_token)
    players = {"white": alice, "black": bob}

    # 1. Accounts.
    check_account(alice)
    check_account(bob)

    # 2. Event streams.
    step("both: board.stream_incoming_events() -> GET /api/stream/event (endless)")
    for player in (alice, bob):
        player.open_events().wait_open()

    # 3. Game A: a challenge for three days per move, accepted.
    step("game A: correspondence, 3 days per move, unrated")
    game_a = create_challenge(alice, bob, days=3, color="white")
    step("both: challenges.get_mine() -> GET /api/challenge")
    mine = bob.client.challenges.get_mine()
    check(
        any(c.get("id") == game_a for c in field(mine, "in") or []),
        f"Bob's incoming challenges lack {game_a}: {short(mine)}",
    )
    mine = alice.client.challenges.get_mine()
    check(
        any(c.get("id") == game_a for c in field(mine, "out") or []),
        f"Alice's outgoing challenges lack {game_a}: {short(mine)}",
    )
    accept_and_start(alice, bob, game_a, days=3)

    # 4. Game A: four moves, a draw offer, its acceptance.
    streams_a = open_game_streams(alice, bob, game_a, days=3)
    played_a: list[str] = []
    play(players, streams_a, game_a, ["e2e4"], 3, played_a)
    step("Alice: a move out of turn is refused")
    refused(
        "a move out of turn", 400, lambda: alice.client.board.make_move(game_a, "d2d4")
    )
    check_ongoing(
        bob,
        game_a,
        color="black",
        my_turn=True,
        last_move="e2e4",
        opponent=alice,
        days=3,
    )
    check_ongoing(
        alice,
        game_a,
        color="white",
        my_turn=False,
        last_move="e2e4",
        opponent=bob,
        days=3,
    )
    play(players, streams_a, game_a, ["e7e5", "g1f3", "b8c6"], 3, played_a)

    step(
        f"Alice: board.offer_draw({game_a!r}) -> POST /api/board/game/{game_a}/draw/yes"
    )
    alice.client.board.offer_draw(game_a)
    moves_a = " ".join(played_a)
    for stream in streams_a:
        state = stream.next(
            "a gameState with wdraw", game_state(lambda s: s.get("wdraw") is True)
        )
        check_state(f"{stream.name} after the offer", state, moves_a, 3)
        expect(f"{stream.name} after the offer", state, {"bdraw": ABSENT_OR_FALSE})
    step(
        f"Bob: board.accept_draw({game_a!r}) -> POST /api/board/game/{game_a}/draw/yes"
    )
    bob.client.board.accept_draw(game_a)
    for stream in streams_a:
        state = stream.next(
            "the final gameState (draw)",
            game_state(lambda s: s.get("status") != "started"),
        )
        check_state(f"{stream.name} at the end", state, moves_a, 3, status="draw")
        expect(f"{stream.name} at the end", state, {"winner": ABSENT})
        stream.wait_end("the final gameState")
    for player in (alice, bob):
        assert player.events is not None
        event = player.events.find(
            f"gameFinish for {game_a}", event_of("gameFinish", "game", game_a)
        )
        expect(
            f"{player.name}'s gameFinish",
            event,
            {
                "game.id": game_a,
                "game.gameId": game_a,
                "game.status.name": "draw",
                "game.status.id": 34,
                "game.winner": ABSENT,
            },
        )
    step("Alice: a move in the finished game is refused")
    refused(
        "a move after the end",
        400,
        lambda: alice.client.board.make_move(game_a, "f1c4"),
    )
    step("Alice: the finished game's stream sends gameFull, then closes")
    again = alice.open_game(game_a)
    expect(
        "the finished game's gameFull",
        again.first("the gameFull line"),
        {
            "type": "gameFull",
            "id": game_a,
            "state.status": "draw",
            "state.moves": moves_a,
        },
    )
    again.wait_end("the gameFull of a finished game")

    # 5. Game B: one day per move, Scholar's mate.
    step("game B: correspondence, 1 day per move, Scholar's mate")
    game_b = create_challenge(alice, bob, days=1, color="white")
    check(game_b != game_a, "game B has game A's id")
    accept_and_start(alice, bob, game_b, days=1)
    streams_b = open_game_streams(alice, bob, game_b, days=1)
    step("Alice: an illegal move (e2e5) is refused")
    refused(
        "an illegal move", 400, lambda: alice.client.board.make_move(game_b, "e2e5")
    )
    step("Bob: a move before White's is refused")
    refused(
        "a move out of turn", 400, lambda: bob.client.board.make_move(game_b, "e7e5")
    )
    played_b: list[str] = []
    finals = play(
        players,
        streams_b,
        game_b,
        ["e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7"],
        1,
        played_b,
        final_status="mate",
    )
    for stream, final in zip(streams_b, finals):
        expect(f"{stream.name} at the end", final, {"winner": "white"})
        stream.wait_end("checkmate")
    for player in (alice, bob):
        assert player.events is not None
        event = player.events.find(
            f"gameFinish for {game_b}", event_of("gameFinish", "game", game_b)
        )
        expect(
            f"{player.name}'s gameFinish",
            event,
            {
                "game.id": game_b,
                "game.status.name": "mate",
                "game.status.id": 30,
                "game.winner": "white",
            },
        )

    # 6. A declined challenge, a cancelled one, refused ones.
    step("a third challenge, declined")
    declined = create_challenge(alice, bob, days=7, color=None)
    step(
        f'Bob: challenges.decline({declined!r}, reason="tooSlow") -> POST /api/challenge/{declined}/decline (JSON)'
    )
    bob.client.challenges.decline(declined, reason="tooSlow")
    assert alice.events is not None
    event = alice.events.find(
        f"challengeDeclined for {declined}",
        event_of("challengeDeclined", "challenge", declined),
    )
    expect(
        "Alice's challengeDeclined",
        event,
        {
            "challenge.status": "declined",
            "challenge.declineReasonKey": "tooslow",
            "challenge.declineReason": A_TEXT,
        },
    )
    mine = bob.client.challenges.get_mine()
    check(
        all(c.get("id") != declined for c in field(mine, "in") or []),
        f"Bob still has the declined challenge: {short(mine)}",
    )

    step("a fourth challenge (14 days), cancelled by Alice")
    cancelled = create_challenge(alice, bob, days=14, color="black")
    step(
        f"Alice: challenges.cancel({cancelled!r}) -> POST /api/challenge/{cancelled}/cancel"
    )
    alice.client.challenges.cancel(cancelled)
    for player in (alice, bob):
        assert player.events is not None
        event = player.events.find(
            f"challengeCanceled for {cancelled}",
            event_of("challengeCanceled", "challenge", cancelled),
        )
        expect(
            f"{player.name}'s challengeCanceled",
            event,
            {"challenge.status": "canceled"},
        )

    step("challenges that our rules refuse")
    refused(
        "2 days per move (allowed: 1, 3, 7, 14)",
        400,
        lambda: alice.client.challenges.create("bob", rated=False, days=2),
    )
    refused(
        "neither clock nor days (every game has a time control)",
        400,
        lambda: alice.client.challenges.create("bob", rated=False),
    )
    refused(
        "a challenge to nobody",
        400,
        lambda: alice.client.challenges.create("nobody_here", rated=False, days=3),
    )

    # 7. Exports.
    step(
        f"games.export({game_a!r}, as_pgn=True) -> GET /game/export/{game_a} (Accept: application/x-chess-pgn)"
    )
    pgn = alice.client.games.export(game_a, as_pgn=True)
    check(isinstance(pgn, str), f"the PGN export is text, got {short(pgn)}")
    for tag in (
        '[White "Alice"]',
        '[Black "Bob"]',
        '[Result "1/2-1/2"]',
        f'[GameId "{game_a}"]',
        '[TimeControl "1/259200"]',
    ):
        check(tag in pgn, f"the PGN of game A lacks {tag}:\n{pgn}")
    movetext = strip_comments(pgn)
    check(
        "1. e4 e5 2. Nf3 Nc6 1/2-1/2" in movetext,
        f"the PGN of game A lacks '1. e4 e5 2. Nf3 Nc6 1/2-1/2':\n{pgn}",
    )

    step(
        f"games.export({game_a!r}) -> GET /game/export/{game_a} (Accept: application/json)"
    )
    exported_a = alice.client.games.export(game_a)
    expect(
        "game A as JSON",
        exported_a,
        {
            "id": game_a,
            "rated": False,
            "variant": "standard",
            "speed": "correspondence",
            "perf": "correspondence",
            "createdAt": A_DATETIME,
            "lastMoveAt": A_DATETIME,
            "status": "draw",
            "source": "friend",
            "players.white.user.id": "alice",
            "players.white.user.name": "Alice",
            "players.black.user.id": "bob",
            "players.black.user.name": "Bob",
            "winner": ABSENT,
            "moves": "e4 e5 Nf3 Nc6",
            "daysPerTurn": 3,
        },
    )
    step(
        f"games.export({game_b!r}) -> GET /game/export/{game_b} (Accept: application/json)"
    )
    exported_b = bob.client.games.export(game_b)
    expect(
        "game B as JSON",
        exported_b,
        {
            "id": game_b,
            "status": "mate",
            "winner": "white",
            "moves": "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#",
            "daysPerTurn": 1,
            "createdAt": A_DATETIME,
        },
    )

    step(
        'list(games.export_by_player("alice", max=5)) -> GET /api/games/user/alice?max=5 (Accept: application/x-ndjson)'
    )
    games = list(alice.client.games.export_by_player("alice", max=5))
    ids = [g.get("id") for g in games if isinstance(g, dict)]
    check(
        ids == [game_b, game_a],
        f"Alice's games, newest first, are [{game_b}, {game_a}]; got {short(games, 1500)}",
    )
    for game in games:
        expect(
            f"exported game {game.get('id')}",
            game,
            {"createdAt": A_DATETIME, "players.white.user.id": "alice"},
        )
    step(
        'list(games.export_by_player("alice", as_pgn=True, max=5)) -> same path (Accept: application/x-chess-pgn)'
    )
    pgns = list(alice.client.games.export_by_player("alice", as_pgn=True, max=5))
    check(
        len(pgns) == 2
        and f'[GameId "{game_b}"]' in pgns[0]
        and '[Result "1-0"]' in pgns[0]
        and f'[GameId "{game_a}"]' in pgns[1],
        f"two PGN games, B then A, split on two blank lines; got {short(pgns, 3000)}",
    )

    # 8. Users and tokens.
    step('users.get_public_data("bob") -> GET /api/user/bob')
    expect(
        "Bob's public data",
        alice.client.users.get_public_data("bob"),
        {"id": "bob", "username": "Bob", "createdAt": A_DATETIME},
    )
    step("oauth.test_tokens(...) -> POST /api/token/test (text body)")
    bad_token = "lip_no_such_token"
    tested = alice.client.oauth.test_tokens(alice_token, bad_token)
    expect(
        "the token test",
        {"alice": field(tested, alice_token), "bad": field(tested, bad_token)},
        {
            "alice.userId": "alice",
            "alice.scopes": That(
                "listing board:play",
                lambda v: isinstance(v, str) and "board:play" in v.split(","),
            ),
            "bad": None,
        },
    )

    # 8b. The opening explorer at the paths of lichess's explorer.
    step('opening_explorer.get_lichess_games(play=["e2e4"]) -> GET /lichess?play=e2e4')
    after_e4 = alice.client.opening_explorer.get_lichess_games(play=["e2e4"], speeds=["correspondence"])
    expect(
        "the explorer after 1.e4",
        after_e4,
        {
            "opening.eco": "B00",
            "opening.name": "King's Pawn Game",
            "moves": That("a list", lambda v: isinstance(v, list)),
            "topGames": [],
        },
    )
    for move in after_e4["moves"]:
        expect("a move of the explorer", move, {"uci": That("UCI", lambda v: isinstance(v, str) and len(v) >= 4)})
    step("opening_explorer.get_masters_games(since=1952) -> GET /masters?since=1952")
    masters = alice.client.opening_explorer.get_masters_games(since=1952, until=2024)
    expect("the masters' explorer", masters, {"white": 0, "draws": 0, "black": 0, "moves": []})
    refused(
        "a variant not played here",
        400,
        lambda: alice.client.opening_explorer.get_lichess_games(variant="crazyhouse"),
    )

    # 9. Game C: a live game.
    game_c = live_game(alice, bob)
    exported_c = alice.client.games.export(game_c)
    expect(
        "game C as JSON",
        exported_c,
        {"id": game_c, "speed": "rapid", "status": "aborted", "winner": ABSENT, "moves": "e4 e5"},
    )

    step("all checks passed")


def main_for(run_flow: Callable[..., None], token_names: list[str]) -> int:
    """Runs `run_flow(url, *tokens)` with REDQUEEN_URL and the tokens named
    in the environment; says what failed and returns the exit code."""
    sys.stdout.reconfigure(line_buffering=True)  # type: ignore[attr-defined]
    try:
        url = os.environ["REDQUEEN_URL"]
        tokens = [os.environ[name] for name in token_names]
    except KeyError as missing:
        print(f"FAILED: the environment variable {missing} is not set", file=sys.stderr)
        return 2
    try:
        run_flow(url, *tokens)
    except CheckFailed as failure:
        print(f"FAILED: {failure}", file=sys.stderr, flush=True)
        return 1
    except ResponseError as error:
        request = error.response.request
        print(
            f"FAILED: {request.method} {request.path_url} answered HTTP {error.status_code}: "
            f"{short(error.cause)}",
            file=sys.stderr,
            flush=True,
        )
        traceback.print_exc(chain=False)
        return 1
    except Exception:  # anything else: say where
        print("FAILED with an exception:", file=sys.stderr, flush=True)
        traceback.print_exc()
        return 1
    return 0


def leave(code: int) -> None:
    sys.stdout.flush()
    sys.stderr.flush()
    # The event streams' threads read endless responses: leave at once.
    os._exit(code)


if __name__ == "__main__":
    leave(main_for(run, ["ALICE_TOKEN", "BOB_TOKEN"]))
