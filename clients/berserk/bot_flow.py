"""A program plays as a BOT account with berserk's `client.bots` (product.md
§2, lichess-api-subset.md §6), against a member on the Board API:

1. Robot (a token with only `bot:play`) upgrades its account; the account
   then carries `title: "BOT"`, and the Board API is closed to it (403).
2. Alice challenges Robot: a rated challenge is refused (a BOT's games are
   never rated); a casual one reaches Robot's event stream.
3. Robot accepts, streams the game on the Bot API (both players shown,
   Robot with its title), and answers Alice's moves until it mates her
   (fool's mate, Robot Black); both streams end, the export says so.

Run by crates/server/tests/e2e/berserk.rs with REDQUEEN_URL, ALICE_TOKEN
and ROBOT_TOKEN; the helpers are minimum_flow.py's.
"""

from __future__ import annotations

from minimum_flow import (
    ABSENT,
    Player,
    Stream,
    client,
    event_of,
    expect,
    game_state,
    leave,
    main_for,
    refused,
    step,
    STREAM_TIMEOUT,
)


def open_bot_events(robot: Player) -> Stream:
    c, session = client(robot.url, robot.token, STREAM_TIMEOUT)
    robot.events = Stream(
        "Robot's event stream (client.bots)", session, c.bots.stream_incoming_events()
    )
    return robot.events


def open_bot_game(robot: Player, game_id: str) -> Stream:
    c, session = client(robot.url, robot.token, STREAM_TIMEOUT)
    return Stream(
        f"Robot's Bot API stream of game {game_id}",
        session,
        c.bots.stream_game_state(game_id),
    )


def run(url: str, alice_token: str, robot_token: str) -> None:
    alice = Player("Alice", url, alice_token)
    robot = Player("Robot", url, robot_token)

    step("Robot: account.get() -> no title yet")
    expect("Robot's account", robot.client.account.get(), {"username": "Robot", "title": ABSENT})
    step("Robot: a Bot API call before the upgrade is refused (400)")
    refused(
        "a Bot API stream of a non-BOT account",
        400,
        lambda: next(iter(robot.client.bots.stream_game_state("nosuchgame"))),
    )
    step("Robot: account.upgrade_to_bot() -> POST /api/bot/account/upgrade")
    robot.client.account.upgrade_to_bot()
    expect("Robot's account", robot.client.account.get(), {"title": "BOT"})
    refused("a second upgrade", 400, robot.client.account.upgrade_to_bot)

    robot_events = open_bot_events(robot)
    robot_events.wait_open()
    alice.open_events().wait_open()

    step("Alice: a rated challenge to a BOT is refused")
    refused(
        "a rated challenge to a BOT",
        400,
        lambda: alice.client.challenges.create("robot", rated=True, days=3, color="white"),
    )
    step('Alice: challenges.create("robot", rated=False, days=3, color="white")')
    challenge = alice.client.challenges.create("robot", rated=False, days=3, color="white")
    gid = challenge["id"]
    expect("the challenge", challenge, {"destUser.title": "BOT", "rated": False})
    event = robot_events.find(
        f"a challenge event for {gid}", event_of("challenge", "challenge", gid)
    )
    expect("Robot's challenge event", event, {"challenge.challenger.id": "alice"})

    step(f"Robot: bots.accept_challenge({gid!r})")
    robot.client.bots.accept_challenge(gid)
    start = robot_events.find(f"gameStart for {gid}", event_of("gameStart", "game", gid))
    expect(
        "Robot's gameStart",
        start,
        {"game.color": "black", "game.rated": False, "game.compat.bot": True},
    )

    step("Robot: the Board API is closed to a BOT (403)")
    refused(
        "a Board API move by a BOT",
        403,
        lambda: robot.client.board.make_move(gid, "e7e5"),
    )

    step(f"Robot: bots.stream_game_state({gid!r}) -> GET /api/bot/game/stream/{gid}")
    game = open_bot_game(robot, gid)
    full = game.first("gameFull")
    expect(
        "Robot's gameFull",
        full,
        {
            "type": "gameFull",
            "id": gid,
            "rated": False,
            "white.id": "alice",
            "black.id": "robot",
            "black.title": "BOT",
            "state.moves": "",
        },
    )
    alice_game = alice.open_game(gid)
    alice_game.first("Alice's gameFull")

    moves: list[str] = []
    state: dict = {}
    for mover, uci in (
        ("alice", "f2f3"),
        ("robot", "e7e5"),
        ("alice", "g2g4"),
        ("robot", "d8h4"),
    ):
        if mover == "alice":
            step(f"Alice: board.make_move({gid!r}, {uci!r})")
            alice.client.board.make_move(gid, uci)
        else:
            step(f"Robot: bots.make_move({gid!r}, {uci!r}) -> POST /api/bot/game/{gid}/move/{uci}")
            robot.client.bots.make_move(gid, uci)
        moves.append(uci)
        played = " ".join(moves)
        state = game.next(
            f"the state after {played}", game_state(lambda s, p=played: s["moves"] == p)
        )

    expect("the final state", state, {"status": "mate", "winner": "black"})
    game.wait_end("the mate")
    alice_game.wait_end("the mate")
    robot_events.find(f"gameFinish for {gid}", event_of("gameFinish", "game", gid))

    step("the export: a casual game, Robot with its title")
    exported = alice.client.games.export(gid)
    expect(
        "the exported game",
        exported,
        {"rated": False, "status": "mate", "winner": "black", "players.black.user.name": "Robot"},
    )
    step("all checks passed")


if __name__ == "__main__":
    leave(main_for(run, ["ALICE_TOKEN", "ROBOT_TOKEN"]))
