//! What lichess-bot asks of a session (lichess-api-subset.md §2, §6, §8),
//! answered as lichess answers it: the BOTs online with their games by
//! speed, a user's `online` status, an event stream that keeps its
//! keep-alives whatever else flows and announces a game once to a client
//! that already follows it, and a chat whose spectators' room and per-game
//! budget fit a bot's greetings — on SQLite and PostgreSQL.

use serde_json::Value;

use crate::support::api::Member;
use crate::support::moves::TWENTY_PLIES;
use crate::support::{TestApp, next_line};

app_tests!(
    the_bots_online_are_listed_with_their_games_by_speed,
    a_reconnecting_event_stream_announces_only_the_games_it_does_not_follow,
    the_spectators_room_is_kept_apart_and_the_chat_budget_is_per_game,
    the_event_stream_keeps_its_keep_alives_while_moves_flow,
);

const BOT_SCOPES: &str = "bot:play challenge:read challenge:write";

/// A BOT account with a token for the Bot API.
async fn bot(app: &TestApp, name: &str) -> Member {
    let bot = app.member_with(name, BOT_SCOPES).await;
    let upgraded = bot.post("/api/bot/account/upgrade", &[]).await;
    assert_eq!(upgraded.status, 200, "{}", upgraded.text);
    bot
}

/// A live game of 5+3 (a blitz game, seed 001's Fast mode) between
/// `white` and the BOT `black`, accepted.
async fn blitz_game(white: &Member, black: &Member) -> String {
    let id = white
        .challenge(
            black,
            &[
                ("color", "white"),
                ("clock.limit", "300"),
                ("clock.increment", "3"),
            ],
        )
        .await;
    let accepted = black
        .post(&format!("/api/challenge/{id}/accept"), &[])
        .await;
    assert_eq!(accepted.status, 200, "{}", accepted.text);
    id
}

async fn bot_play(bot: &Member, game: &str, uci: &str) {
    let answer = bot
        .post(&format!("/api/bot/game/{game}/move/{uci}"), &[])
        .await;
    assert_eq!(answer.status, 200, "{uci}: {}", answer.text);
}

fn ndjson(text: &str) -> Vec<Value> {
    text.lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

async fn the_bots_online_are_listed_with_their_games_by_speed(app: &TestApp) {
    let (robot, idle) = (bot(app, "Robot").await, bot(app, "Idle").await);
    let bob = app.member("Bob").await;
    // Both were seen as they registered; minutes later neither is online.
    app.clock.advance(4 * 60_000);
    let listed = app.browser().get("/api/bot/online").await;
    assert_eq!((listed.status, listed.body.as_str()), (200, ""));

    // An open event stream keeps its BOT online; a person is never listed.
    let mut events = robot.open_stream("/api/stream/event").await;
    let mut buffer = Vec::new();
    let game = blitz_game(&bob, &robot).await;
    // The challenge, then the game.
    let start = next_line(&mut events, &mut buffer).await.unwrap();
    assert!(start.contains("\"challenge\""), "{start}");
    let start = next_line(&mut events, &mut buffer).await.unwrap();
    assert!(start.contains("gameStart"), "{start}");
    bob.open_stream("/api/stream/event").await;
    let online = ndjson(&app.browser().get("/api/bot/online?nb=10").await.body);
    let names: Vec<&str> = online
        .iter()
        .map(|user| user["username"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Robot"]);
    assert_eq!(online[0]["title"], "BOT");
    assert_eq!(online[0]["perfs"]["blitz"]["games"], 0);
    let statuses = app
        .browser()
        .get("/api/users/status?ids=robot,idle,bob")
        .await;
    let statuses: Value = serde_json::from_str(&statuses.body).unwrap();
    assert_eq!(statuses[0]["online"], true);
    assert_eq!(statuses[0]["title"], "BOT");
    assert_eq!(statuses[1].get("online"), None, "idle: {statuses}");
    assert_eq!(statuses[2]["online"], true, "bob's stream: {statuses}");

    // A BOT's perfs count the games it played at each speed (never rated
    // here): lichess-bot's matchmaking needs `games > 0`.
    bob.play(&game, "f2f3").await;
    bot_play(&robot, &game, "e7e5").await;
    bob.play(&game, "g2g4").await;
    bot_play(&robot, &game, "d8h4").await;
    let user = bob.get("/api/user/Robot").await.json;
    assert_eq!(user["perfs"]["blitz"]["games"], 1, "{user}");
    assert_eq!(user["perfs"]["rapid"]["games"], 0);
    assert_eq!(user["perfs"]["correspondence"]["games"], 0);
    assert_eq!(user["perfs"]["blitz"]["prov"], true);
    assert_eq!(
        robot.get("/api/account").await.json["perfs"]["blitz"]["games"],
        1
    );
    // An aborted game was not played.
    let aborted = blitz_game(&bob, &idle).await;
    assert_eq!(
        idle.post(&format!("/api/bot/game/{aborted}/abort"), &[])
            .await
            .status,
        200
    );
    assert_eq!(
        bob.get("/api/user/Idle").await.json["perfs"]["blitz"]["games"],
        0
    );
    let refused = app.browser().get("/api/bot/online?nb=0").await;
    assert_eq!(refused.status, 400, "{}", refused.body);
}

async fn a_reconnecting_event_stream_announces_only_the_games_it_does_not_follow(app: &TestApp) {
    let robot = bot(app, "Robot").await;
    let bob = app.member("Bob").await;
    let game = blitz_game(&bob, &robot).await;
    let mut buffer = Vec::new();
    let mut first = robot.open_stream("/api/stream/event").await;
    let line = next_line(&mut first, &mut buffer).await.unwrap();
    assert!(line.contains("gameStart") && line.contains(&game), "{line}");

    // The client plays the game on its stream, then its event stream
    // reconnects: the game it follows is not announced again (lichess-bot
    // would start a second thread and send every move twice).
    let mut following = robot
        .open_stream(&format!("/api/bot/game/stream/{game}"))
        .await;
    let mut game_buffer = Vec::new();
    let full = next_line(&mut following, &mut game_buffer).await.unwrap();
    assert!(full.contains("gameFull"), "{full}");
    let mut again = robot.open_stream("/api/stream/event").await;
    let mut buffer = Vec::new();
    let challenge = bob.challenge(&robot, &[("days", "3")]).await;
    let line = next_line(&mut again, &mut buffer).await.unwrap();
    assert!(
        line.contains("\"challenge\"") && line.contains(&challenge),
        "the first line is the new challenge, not the followed game: {line}"
    );

    // Once its game stream is gone, a new event stream announces the game
    // again, so that the client picks it up.
    drop(following);
    crate::support::wait_until("the game stream to close", async || {
        let mut stream = robot.open_stream("/api/stream/event").await;
        let mut buffer = Vec::new();
        next_line(&mut stream, &mut buffer)
            .await
            .is_some_and(|line| line.contains("gameStart") && line.contains(&game))
    })
    .await;
}

async fn the_spectators_room_is_kept_apart_and_the_chat_budget_is_per_game(app: &TestApp) {
    let robot = bot(app, "Robot").await;
    let bob = app.member("Bob").await;
    let game = blitz_game(&bob, &robot).await;
    let other = blitz_game(&bob, &robot).await;
    let say = |room: &'static str, text: &'static str, game: String| {
        let robot = &robot;
        async move {
            robot
                .post(
                    &format!("/api/bot/game/{game}/chat"),
                    &[("room", room), ("text", text)],
                )
                .await
        }
    };
    assert_eq!(say("player", "Good luck!", game.clone()).await.status, 200);
    assert_eq!(
        say("spectator", "Hi watchers", game.clone()).await.status,
        200
    );
    let bad = say("lobby", "?", game.clone()).await;
    assert_eq!(bad.status, 400, "{}", bad.text);
    assert!(bad.text.contains("room"), "{}", bad.text);

    // The opponent reads the players' room only, on the API and the page;
    // a visitor reads the spectators'.
    let lines: Vec<String> = bob
        .get(&format!("/api/board/game/{game}/chat"))
        .await
        .json
        .as_array()
        .unwrap()
        .iter()
        .map(|line| line["text"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(lines, ["Good luck!"]);
    let players_page = app.browser_of(&bob).await.get(&format!("/{game}")).await;
    assert!(players_page.body.contains("Good luck!"));
    assert!(!players_page.body.contains("Hi watchers"));
    let visitors_page = app.browser().get(&format!("/{game}")).await;
    assert!(visitors_page.body.contains("Hi watchers"));
    assert!(!visitors_page.body.contains("Good luck!"));

    // 20 lines a minute in one game, both rooms together; another game has
    // its own budget.
    for _ in 0..18 {
        assert_eq!(say("player", "!eval: +0.3", game.clone()).await.status, 200);
    }
    let over = say("spectator", "one too many", game.clone()).await;
    assert_eq!(over.status, 429, "{}", over.text);
    assert_eq!(say("player", "Good luck!", other.clone()).await.status, 200);
    app.clock.advance(61_000);
    assert_eq!(say("player", "Good game", game.clone()).await.status, 200);
}

/// lichess-bot reads its event stream with a 15-second timeout: the
/// keep-alive comes every 6 seconds however many events the stream leaves
/// out (the turns of a game it plays). A timer restarted on each such
/// event never fired while moves flowed.
async fn the_event_stream_keeps_its_keep_alives_while_moves_flow(app: &TestApp) {
    let robot = bot(app, "Robot").await;
    let bob = app.member("Bob").await;
    let game = blitz_game(&bob, &robot).await;
    let mut events = robot.open_stream("/api/stream/event").await;
    let opened = std::time::Instant::now();
    let start = tokio::time::timeout(std::time::Duration::from_secs(5), events.chunk())
        .await
        .unwrap()
        .unwrap()
        .unwrap();
    assert!(String::from_utf8_lossy(&start).contains("gameStart"));
    let moves = tokio::spawn({
        let (robot, bob, game) = (robot.clone(), bob.clone(), game.clone());
        async move {
            for (ply, uci) in TWENTY_PLIES.iter().enumerate() {
                tokio::time::sleep(std::time::Duration::from_millis(500)).await;
                if ply % 2 == 0 {
                    bob.play(&game, uci).await;
                } else {
                    bot_play(&robot, &game, uci).await;
                }
            }
        }
    });
    let keep_alive = tokio::time::timeout(std::time::Duration::from_secs(9), async {
        loop {
            let chunk = events.chunk().await.unwrap().unwrap();
            if chunk.as_ref() == b"\n" {
                return opened.elapsed();
            }
        }
    })
    .await
    .expect("a keep-alive while the moves flow");
    assert!(!moves.is_finished(), "the moves were still flowing");
    assert!(
        keep_alive < std::time::Duration::from_secs(8),
        "{keep_alive:?}"
    );
    moves.abort();
}
