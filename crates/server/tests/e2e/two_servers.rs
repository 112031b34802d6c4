//! Two app servers on one PostgreSQL database (product.md §13): a player
//! on each, each with their streams open on their own server; challenges,
//! moves and chat made through one server reach the streams of the other,
//! in order and once (`relay.rs`).

use std::sync::Arc;

use redqueen::app::RunningApp;
use redqueen::clock::{Clock, ManualClock, SystemClock};
use redqueen_store::testing::{
    TestBackend, TestDatabase, end_listening_connections, listening_connections,
    open_connections_ahead,
};
use serde_json::Value;

use redqueen::state::AppState;
use redqueen_domain::account::NoticeKind;
use redqueen_domain::vacation::Day;

use crate::support::api::{Member, register_member};
use crate::support::moves::TWENTY_PLIES;
use crate::support::process::ServerProcess;
use crate::support::{TestApp, next_line, test_settings};

/// An NDJSON stream opened by `member` on their server.
struct Stream {
    name: String,
    response: reqwest::Response,
    buffer: Vec<u8>,
}

impl Stream {
    async fn open(member: &Member, path: &str) -> Self {
        let response = member
            .client
            .get(format!("{}{path}", member.addr))
            .bearer_auth(&member.token)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 200, "{} opens {path}", member.name);
        Self {
            name: format!("{}'s {path}", member.name),
            response,
            buffer: Vec::new(),
        }
    }

    /// The next line satisfying `wanted`, skipping others; fails if the
    /// stream ends or it does not come within ten seconds (keep-alives do
    /// not count).
    async fn until(&mut self, what: &str, wanted: impl Fn(&Value) -> bool) -> Value {
        let found = tokio::time::timeout(std::time::Duration::from_secs(10), async {
            loop {
                let line = next_line(&mut self.response, &mut self.buffer).await?;
                let value: Value = serde_json::from_str(&line).unwrap();
                if wanted(&value) {
                    return Some(value);
                }
            }
        })
        .await;
        match found {
            Ok(Some(value)) => value,
            Ok(None) => panic!("{} ended before {what}", self.name),
            Err(_) => panic!("{}: no {what} within ten seconds", self.name),
        }
    }
}

/// Ends the listening connections of both `servers` (as a network failure
/// would) once both listen, and keeps new ones out until the test lets
/// them in again (`allow_connections(true)`): what is told meanwhile is
/// missed. Their pools open connections ahead first, so their requests
/// meanwhile need no new one.
async fn cut_listeners(database: &TestDatabase, servers: &[TestApp]) {
    let store = &servers[0].state().store();
    crate::support::wait_until("both servers to listen", async || {
        listening_connections(store).await.unwrap() == 2
    })
    .await;
    for server in servers {
        open_connections_ahead(server.state().store())
            .await
            .unwrap();
    }
    database.allow_connections(false).await.unwrap();
    assert_eq!(end_listening_connections(store).await.unwrap(), 2);
}

/// Two servers on one fresh PostgreSQL database (`None` outside CI when
/// no PostgreSQL is configured), sharing the test's clock.
async fn two_servers() -> Option<(TestDatabase, Vec<TestApp>)> {
    two_servers_with(|_| {}).await
}

/// [`two_servers`] with both servers' settings adjusted by `adjust`.
pub(crate) async fn two_servers_with(
    adjust: impl Fn(&mut redqueen::config::Settings),
) -> Option<(TestDatabase, Vec<TestApp>)> {
    let database = TestDatabase::create(TestBackend::Postgres).await?;
    let clock = Arc::new(ManualClock::new(SystemClock.now_ms()));
    let mut servers = Vec::new();
    for _ in 0..2 {
        let mail = tempfile::tempdir().unwrap();
        let mut settings = test_settings(&database.url, mail.path().to_owned());
        adjust(&mut settings);
        let running = RunningApp::start(settings, clock.clone()).await.unwrap();
        servers.push(TestApp::from_running(running, clock.clone(), mail).await);
    }
    assert_ne!(servers[0].addr, servers[1].addr);
    Some((database, servers))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_and_events_cross_between_two_servers() {
    let Some((database, servers)) = two_servers().await else {
        return;
    };
    // Alice uses server A, Bob server B; accounts and tokens live in the
    // database, so each works anywhere.
    let alice = servers[0].member("Alice").await;
    let mut bob = servers[0].member("Bob").await;
    bob.addr = servers[1].addr.clone();
    assert_eq!(bob.get("/api/account").await.json["username"], "Bob");

    play_across(&alice, &bob).await;
    for server in servers {
        server.stop().await;
    }
    drop(database);
}

/// Alice (on her server) challenges Bob (on his), they play four moves,
/// chat and Bob resigns; each change reaches the other's streams, on the
/// other server, in order and once.
async fn play_across(alice: &Member, bob: &Member) {
    let mut bobs_events = Stream::open(bob, "/api/stream/event").await;
    let mut alices_events = Stream::open(alice, "/api/stream/event").await;
    // Both streams are open on their servers before anything happens: the
    // relay delivers what comes after.
    let game = alice
        .challenge(bob, &[("days", "3"), ("color", "white")])
        .await;
    let challenge = bobs_events
        .until("Alice's challenge", |e| e["type"] == "challenge")
        .await;
    assert_eq!(challenge["challenge"]["id"], game.as_str());
    let accepted = bob
        .post(&format!("/api/challenge/{game}/accept"), &[])
        .await;
    assert_eq!(accepted.status, 200, "{}", accepted.text);
    let start = alices_events
        .until("the game's start", |e| e["type"] == "gameStart")
        .await;
    assert_eq!(start["game"]["id"], game.as_str());

    // Each watches the game on their own server; every move, made on one
    // server, reaches the other's stream in order and once.
    let path = format!("/api/board/game/stream/{game}");
    let mut alices_game = Stream::open(alice, &path).await;
    let mut bobs_game = Stream::open(bob, &path).await;
    for stream in [&mut alices_game, &mut bobs_game] {
        stream.until("gameFull", |l| l["type"] == "gameFull").await;
    }
    let mut moves: Vec<&str> = Vec::new();
    for (mover, uci) in [
        (alice, "e2e4"),
        (bob, "e7e5"),
        (alice, "g1f3"),
        (bob, "b8c6"),
    ] {
        mover.play(&game, uci).await;
        moves.push(uci);
        let played = moves.join(" ");
        for stream in [&mut alices_game, &mut bobs_game] {
            let state = stream
                .until(&format!("the state after {played}"), |l| {
                    l["type"] == "gameState"
                })
                .await;
            assert_eq!(
                state["moves"],
                played.as_str(),
                "{}: in order, once",
                stream.name
            );
        }
    }

    // Chat written on A is read on B.
    let said = alice
        .post(
            &format!("/api/board/game/{game}/chat"),
            &[("room", "player"), ("text", "well played")],
        )
        .await;
    assert_eq!(said.status, 200, "{}", said.text);
    let line = bobs_game
        .until("the chat line", |l| l["type"] == "chatLine")
        .await;
    assert_eq!(line["text"], "well played");
    assert_eq!(line["username"], "Alice");

    // Bob resigns on B: Alice's game stream on A ends with the result, and
    // her event stream says the game finished.
    let resigned = bob
        .post(&format!("/api/board/game/{game}/resign"), &[])
        .await;
    assert_eq!(resigned.status, 200, "{}", resigned.text);
    let last = alices_game
        .until("the resignation", |l| {
            l["type"] == "gameState" && l["status"] == "resign"
        })
        .await;
    assert_eq!(last["winner"], "white");
    alices_events
        .until("gameFinish", |e| e["type"] == "gameFinish")
        .await;
}

/// Alice and Bob (both on server A) start a game, and Bob watches its
/// stream on server B from its `gameFull`: Alice, Bob on A, the game and
/// Bob's stream.
async fn game_across(servers: &[TestApp]) -> (Member, Member, String, Stream) {
    let alice = servers[0].member("Alice").await;
    let bob_on_a = servers[0].member("Bob").await;
    let mut bob = bob_on_a.clone();
    bob.addr = servers[1].addr.clone();
    let game = alice.start_game(&bob_on_a, "3").await;
    let mut bobs_game = Stream::open(&bob, &format!("/api/board/game/stream/{game}")).await;
    bobs_game
        .until("gameFull", |l| l["type"] == "gameFull")
        .await;
    (alice, bob_on_a, game, bobs_game)
}

/// A server that loses its listening connection listens again and catches
/// its watchers up from the database: moves made on A while B's listener is
/// down (ended as a network failure would end it, and kept out until the
/// move is saved) all reach Bob's stream on B, in order.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_loses_its_listening_connection_catches_up() {
    let Some((database, servers)) = two_servers().await else {
        return;
    };
    let (alice, bob_on_a, game, mut bobs_game) = game_across(&servers).await;
    let mut played: Vec<&str> = Vec::new();
    for (n, uci) in ["e2e4", "e7e5", "g1f3", "b8c6"].into_iter().enumerate() {
        // No listener gets back in before the move is saved: it is
        // missed by the notifications, and found by the catch-up.
        cut_listeners(&database, &servers).await;
        let mover = if n % 2 == 0 { &alice } else { &bob_on_a };
        mover.play(&game, uci).await;
        database.allow_connections(true).await.unwrap();
        played.push(uci);
        let moves = played.join(" ");
        let state = bobs_game
            .until(&format!("the state after {moves}"), |l| {
                l["type"] == "gameState" && l["moves"] == moves.as_str()
            })
            .await;
        assert_eq!(state["moves"], moves.as_str());
    }
    for server in servers {
        server.stop().await;
    }
    drop(database);
}

/// The push to the other servers is part of the change's transaction
/// (`relay.rs`): a chat line whose commit fails (refused at commit by a
/// deferred check, after everything, `NOTIFY` included, was sent) reaches
/// no watcher on either server, while the line committed next reaches
/// the watcher on the other server, and is the first it gets.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_change_rolled_back_tells_no_server_and_the_next_committed_one_crosses() {
    let Some((database, servers)) = two_servers().await else {
        return;
    };
    let (alice, _, game, mut bobs_game) = game_across(&servers).await;
    let mut alices_game = Stream::open(&alice, &format!("/api/board/game/stream/{game}")).await;
    alices_game
        .until("gameFull", |l| l["type"] == "gameFull")
        .await;
    refuse_chat_saying_boom_at_commit(&database.url).await;

    let refused = alice
        .post(
            &format!("/api/board/game/{game}/chat"),
            &[("room", "player"), ("text", "boom")],
        )
        .await;
    assert_eq!(refused.status, 500, "{}", refused.text);
    let said = alice
        .post(
            &format!("/api/board/game/{game}/chat"),
            &[("room", "player"), ("text", "hello")],
        )
        .await;
    assert_eq!(said.status, 200, "{}", said.text);

    for stream in [&mut bobs_game, &mut alices_game] {
        let line = stream
            .until("the chat line", |l| l["type"] == "chatLine")
            .await;
        assert_eq!(line["text"], "hello", "{}", stream.name);
    }
    for server in servers {
        server.stop().await;
    }
    drop(database);
}

/// Makes PostgreSQL refuse, when the transaction commits, any chat line
/// saying `boom`.
async fn refuse_chat_saying_boom_at_commit(url: &str) {
    redqueen_store::testing::run_on_postgres(
        url,
        "CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$ \
         BEGIN IF NEW.text = 'boom' THEN RAISE EXCEPTION 'boom refused'; END IF; \
         RETURN NEW; END $$; \
         CREATE CONSTRAINT TRIGGER refuse_boom AFTER INSERT ON game_chat \
         DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_boom();",
    )
    .await
    .unwrap();
}

/// The same between two server processes of the real binary on one
/// database (the several-servers issue, point 6): nothing shared but
/// PostgreSQL.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_and_events_cross_between_two_server_processes() {
    let Some(database) = TestDatabase::create(TestBackend::Postgres).await else {
        return;
    };
    let folder = tempfile::tempdir().unwrap();
    let a = ServerProcess::start(&database.url, folder.path(), "").await;
    let b = ServerProcess::start(&database.url, folder.path(), "").await;
    let settings = test_settings(&database.url, folder.path().join("mail"));
    let state = AppState::open(settings, Arc::new(SystemClock))
        .await
        .unwrap();
    let scopes = "board:play challenge:read challenge:write";
    let alice = register_member(&state, &a.addr, "Alice", scopes, false).await;
    let bob = register_member(&state, &b.addr, "Bob", scopes, false).await;
    state.store().close().await;
    play_across(&alice, &bob).await;
    a.stop().await;
    b.stop().await;
}

/// Web Push on two app servers (docs/notifications.md): a device turned on
/// through one server receives, once each, the pushes both servers'
/// workers deliver, signed with the one VAPID key both use.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pushes_are_delivered_once_by_two_servers() {
    let Some(service) = crate::support::push::PushService::start().await else {
        return;
    };
    let Some((database, servers)) = two_servers().await else {
        return;
    };
    let alice = servers[0].member("Alice").await;
    let bob = servers[1].member("Bob").await;
    let mut games = Vec::new();
    for _ in 0..12 {
        games.push(alice.start_game(&bob, "3").await);
    }
    let phone = service.turn_on(&servers[1].browser_of(&bob).await).await;
    // Each move is Bob's turn in a game of its own: a push each, of its
    // own topic, queued by whichever server's jobs send it.
    for game in &games {
        alice.play(game, "e2e4").await;
    }
    service.wait_for(&phone, games.len()).await;
    crate::support::wait_until("every push recorded as sent", async || {
        servers[0]
            .state()
            .store()
            .pending_push_count()
            .await
            .unwrap()
            == 0
    })
    .await;
    let pushes = service.received(&phone).await;
    assert_eq!(pushes.len(), games.len(), "once each: {pushes:#?}");
    let mut topics: Vec<&str> = pushes
        .iter()
        .map(|p| p["topic"].as_str().unwrap())
        .collect();
    topics.sort_unstable();
    topics.dedup();
    assert_eq!(topics.len(), games.len());
    assert_eq!(service.errors().await, Vec::<Value>::new());
    for server in servers {
        server.stop().await;
    }
    drop(database);
}

/// A slow push service delays only its own devices (issue 50): Bob's 11
/// devices are at a service that answers after 20 s, beyond the 15 s a
/// push may take; Carol's and Dave's pushes, queued after his, still
/// arrive at once, and once each, with two servers sending (each push's
/// record is fenced by its lease, and no attempt outlives it).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_push_service_delays_no_one_else_and_two_servers_send_each_push_once() {
    let Some(slow) = crate::support::push::PushService::start_slow(20).await else {
        return;
    };
    let Some(fast) = crate::support::push::PushService::start().await else {
        return;
    };
    let Some((database, servers)) = two_servers().await else {
        return;
    };
    let alice = servers[0].member("Alice").await;
    let bob = servers[1].member("Bob").await;
    let carol = servers[0].member("Carol").await;
    let dave = servers[1].member("Dave").await;
    let bobs = servers[1].browser_of(&bob).await;
    for _ in 0..11 {
        slow.turn_on(&bobs).await;
    }
    let carols = fast.turn_on(&servers[0].browser_of(&carol).await).await;
    let daves = fast.turn_on(&servers[1].browser_of(&dave).await).await;

    alice.challenge(&bob, &[("days", "3")]).await;
    let queued = std::time::Instant::now();
    alice.challenge(&carol, &[("days", "3")]).await;
    alice.challenge(&dave, &[("days", "3")]).await;
    fast.wait_for(&carols, 1).await;
    fast.wait_for(&daves, 1).await;
    let waited = queued.elapsed();
    eprintln!(
        "the others' pushes arrived {} ms after they were queued",
        waited.as_millis()
    );
    // Sent one by one, they waited for 11 timeouts of 15 s.
    assert!(waited < std::time::Duration::from_secs(10), "{waited:?}");

    // Carol's and Dave's pushes are recorded as sent, so no server sends
    // them again; Bob's 11 are still being tried.
    crate::support::wait_until("the fast pushes recorded as sent", async || {
        servers[0]
            .state()
            .store()
            .pending_push_count()
            .await
            .unwrap()
            == 11
    })
    .await;
    assert_eq!(fast.received(&carols).await.len(), 1);
    assert_eq!(fast.received(&daves).await.len(), 1);
    assert_eq!(fast.errors().await, Vec::<Value>::new());
    for server in servers {
        server.stop().await;
    }
    drop(database);
}

/// Every job is safe on several servers: both servers' job loops run, and
/// their digest jobs are also run at the same moment, yet the member gets
/// one digest (each is claimed by one conditional update).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_daily_digest_is_sent_once_by_two_servers() {
    let Some((database, servers)) = two_servers().await else {
        return;
    };
    let alice = servers[0].member("Alice").await;
    let bob = servers[0].member("Bob").await;
    let browser = servers[1].browser_of(&bob).await;
    let saved = browser
        .submit(
            "/settings/notifications",
            "/settings/notifications",
            &[("your_turn", "daily_digest"), ("challenges", "on")],
        )
        .await;
    assert_eq!(
        saved.path,
        "/settings/notifications?notice=email-options-saved"
    );
    let game = alice.start_game(&bob, "3").await;
    alice.play(&game, "e2e4").await;
    // The digest's day starts when it is chosen: a day later it is due on
    // both servers at once.
    servers[0].clock.advance(86_400_000);
    let (a, b) = tokio::join!(
        redqueen::jobs::send_due_digests(servers[0].state()),
        redqueen::jobs::send_due_digests(servers[1].state()),
    );
    assert!(a.unwrap() + b.unwrap() <= 1);
    let digests = async || {
        let mut tx = servers[0].state().store().begin().await.unwrap();
        tx.mails_to_since("bob@example.org", &[NoticeKind::YourTurnDigest], 0)
            .await
            .unwrap()
    };
    crate::support::wait_until("a digest", async || digests().await > 0).await;
    // Both servers' loops have had their rounds meanwhile; one more each.
    for server in &servers {
        server.run_jobs_once().await;
    }
    assert_eq!(digests().await, 1, "one digest, whichever server sent it");
    for server in servers {
        server.stop().await;
    }
    drop(database);
}

/// Every clock job is safe on two servers: both servers' loops run their
/// rounds, and at each step both also run a whole round (every job, then
/// the mail due) at the same moment. The "your turn" email, the reminder,
/// the "vacation ending" email and the live game's flag (with its "game
/// over" emails) each happen once, and each email is delivered once,
/// whichever server did it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_job_acts_once_when_two_servers_run_it_at_once() {
    let Some((database, servers)) = two_servers().await else {
        return;
    };
    let (a, b) = (&servers[0], &servers[1]);
    let both_rounds = async || {
        tokio::join!(a.run_jobs_once(), b.run_jobs_once());
    };
    let [alice, bob, carol, dave, erin] = ["Alice", "Bob", "Carol", "Dave", "Erin"];
    let mut members = Vec::new();
    for name in [alice, bob, carol, dave, erin] {
        members.push(a.member(name).await);
    }
    // Erin is on vacation from tomorrow, for two days (a vacation of one
    // day has no "ending" email: it begins on its last day).
    let tomorrow = Day::containing(a.clock.now_ms()).plus(1);
    let scheduled = members[4]
        .post(
            "/api/vacation",
            &[("start", &tomorrow.to_string()), ("days", "2")],
        )
        .await;
    assert_eq!(scheduled.status, 200, "{}", scheduled.text);
    // Alice moves in a game of three days a move: Bob's turn.
    let game = members[0].start_game(&members[1], "3").await;
    members[0].play(&game, "e2e4").await;
    let moved_at = a.clock.now_ms();
    // Carol and Dave play a live game until White's minute runs out.
    let live = members[2]
        .start_live_game(
            &members[3],
            &[
                ("clock.limit", "600"),
                ("clock.increment", "5"),
                ("clock.move", "60"),
            ],
        )
        .await;
    // Ten plies: a live game ended earlier by the clock is aborted
    // (live-games.md), which sends no "game over".
    for (ply, uci) in TWENTY_PLIES[..10].iter().enumerate() {
        members[2 + ply % 2].play(&live, uci).await;
    }
    a.clock.advance(60_000);
    both_rounds().await;
    crate::support::wait_until("the live game to end on time", async || {
        members[2].export(&live).await["status"] == "outoftime"
    })
    .await;
    // Erin's last day begins; then Bob has 24 hours left.
    a.clock
        .advance(tomorrow.plus(1).start_ms() - a.clock.now_ms());
    both_rounds().await;
    a.clock
        .advance(moved_at + 48 * 3_600_000 - a.clock.now_ms());
    both_rounds().await;
    both_rounds().await;

    let expected = [
        (bob, "your_turn"),
        (bob, "reminder"),
        (carol, "game_over"),
        (dave, "game_over"),
        (erin, "vacation_ending"),
    ];
    let store = &a.state().store();
    for (name, kind) in expected {
        let address = format!("{}@example.org", name.to_lowercase());
        let mut tx = store.begin().await.unwrap();
        let queued = tx
            .mails_to_since(&address, &[kind.parse::<NoticeKind>().unwrap()], 0)
            .await
            .unwrap();
        drop(tx);
        assert_eq!(queued, 1, "{kind} to {name}: queued once");
        crate::support::wait_until(&format!("{kind} to {name}"), async || {
            a.delivered(&address, kind) + b.delivered(&address, kind) > 0
        })
        .await;
        assert_eq!(
            a.delivered(&address, kind) + b.delivered(&address, kind),
            1,
            "{kind} to {name}: delivered once"
        );
    }
    for server in servers {
        server.stop().await;
    }
    drop(database);
}

/// product.md §11: a rate limit holds across servers — three logins a
/// minute from one address, counted in the database, whichever server is
/// asked.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limit_holds_across_two_servers() {
    let Some((database, servers)) = two_servers_with(|s| s.login_attempts_per_minute = 3).await
    else {
        return;
    };
    let (a, b) = (servers[0].browser(), servers[1].browser());
    assert_eq!(a.log_in("nobody", "whatever password").await.status, 401);
    assert_eq!(b.log_in("nobody", "whatever password").await.status, 401);
    assert_eq!(a.log_in("nobody", "whatever password").await.status, 401);
    let limited = b.log_in("nobody", "whatever password").await;
    assert_eq!(limited.status, 429, "the fourth, on the other server");
    let wait: u64 = limited.retry_after.as_deref().unwrap().parse().unwrap();
    assert!((1..=60).contains(&wait), "{wait}");
    // The next minute opens a new window.
    servers[0].clock.advance(60_000);
    assert_eq!(b.log_in("nobody", "whatever password").await.status, 401);
    for server in servers {
        server.stop().await;
    }
    drop(database);
}

/// product.md §11: a ban holds at once on every server. Carol's event
/// stream and the board socket of a game she watches are open on server
/// B; the ban is given on server A. Both close within a few seconds —
/// before the first keep-alive (6 s), at which they were noticed before.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_ban_closes_the_members_streams_on_the_other_server_at_once() {
    let Some((database, servers)) = two_servers().await else {
        return;
    };
    let (a, b) = (&servers[0], &servers[1]);
    let (_alice, admin) = a.admin_and_browser("Alice").await;
    let bob = a.member("Bob").await;
    let dave = a.member("Dave").await;
    let mut carol = a.member("Carol").await;
    carol.addr = b.addr.clone();
    let game = bob.start_game(&dave, "3").await;

    let mut events = Stream::open(&carol, "/api/stream/event").await;
    let carol_browser = b.browser_of(&carol).await;
    let mut socket = b.socket(Some(&carol_browser), &game).await;
    assert_eq!(socket.next_state().await["type"], "state");

    let banned = crate::conduct::ban(&admin, "Carol", "Abuse").await;
    assert_eq!(banned.path, "/admin/members/Carol?notice=moderation-done");
    let since_ban = std::time::Instant::now();

    // `closed` waits at most `PUSHED_WITHIN` (2 s).
    assert!(socket.closed().await, "the socket on server B closes");
    let ended = tokio::time::timeout(std::time::Duration::from_secs(3), async {
        while next_line(&mut events.response, &mut events.buffer)
            .await
            .is_some()
        {}
    })
    .await;
    assert!(ended.is_ok(), "the event stream on server B ends");
    assert!(
        since_ban.elapsed() < std::time::Duration::from_secs(5),
        "{:?}",
        since_ban.elapsed()
    );
    // And her token opens nothing there any more.
    assert_eq!(carol.get("/api/account").await.status, 401);
    for server in servers {
        server.stop().await;
    }
    drop(database);
}

/// A session ended on one server ends its sockets on the other at once:
/// Carol watches a game from two sessions on server B and changes her
/// password on server A from her phone, which ends every other session
/// of hers; both sockets on B close without waiting for a keep-alive.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_ended_on_one_server_closes_its_sockets_on_the_other() {
    let Some((database, servers)) = two_servers().await else {
        return;
    };
    let (a, b) = (&servers[0], &servers[1]);
    let bob = a.member("Bob").await;
    let dave = a.member("Dave").await;
    let carol = a.member("Carol").await;
    let game = bob.start_game(&dave, "3").await;
    let laptop = b.browser_of(&carol).await;
    let tablet = b.browser_of(&carol).await;
    let mut on_laptop = b.socket(Some(&laptop), &game).await;
    let mut on_tablet = b.socket(Some(&tablet), &game).await;
    assert_eq!(on_laptop.next_state().await["type"], "state");
    assert_eq!(on_tablet.next_state().await["type"], "state");

    let phone = a.browser_of(&carol).await;
    phone.change_password().await;
    // `closed` waits at most `PUSHED_WITHIN` (2 s).
    assert!(
        on_laptop.closed().await,
        "the laptop's socket on server B closes"
    );
    assert!(on_tablet.closed().await, "and the tablet's");
    for server in servers {
        server.stop().await;
    }
    drop(database);
}

/// A session ended while the other server's listener was down is found
/// by its catch-up: every socket there reads its session once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_ended_while_the_listener_was_down_closes_its_socket_at_the_catch_up() {
    let Some((database, servers)) = two_servers().await else {
        return;
    };
    let (a, b) = (&servers[0], &servers[1]);
    let bob = a.member("Bob").await;
    let dave = a.member("Dave").await;
    let carol = a.member("Carol").await;
    let game = bob.start_game(&dave, "3").await;
    let laptop = b.browser_of(&carol).await;
    let mut on_laptop = b.socket(Some(&laptop), &game).await;
    assert_eq!(on_laptop.next_state().await["type"], "state");
    let phone = a.browser_of(&carol).await;
    cut_listeners(&database, &servers).await;
    phone.change_password().await;
    database.allow_connections(true).await.unwrap();
    // The listener is tried again every second.
    let closed = tokio::time::timeout(std::time::Duration::from_secs(10), async {
        while !on_laptop.closed().await {}
    })
    .await;
    assert!(closed.is_ok(), "the socket on B closes once B caught up");
    for server in servers {
        server.stop().await;
    }
    drop(database);
}

/// A live game's change starts from the game as its server last told its
/// watchers (`play/transition.rs`), which may be behind the stored one:
/// Bob's reply is made on server B while A's listener is down, so A
/// still knows the game before it. Bob's second move, sent to A (his turn
/// by what A knows), loses the race and is refused by the stored game;
/// Alice's answer, sent to A (not her turn by what A knows), is played.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_move_on_a_server_behind_the_other_is_judged_by_the_stored_game() {
    let Some((database, servers)) = two_servers().await else {
        return;
    };
    let (a, b) = (&servers[0], &servers[1]);
    let alice = a.member("Alice").await;
    let bob = a.member("Bob").await;
    let clock = [
        ("clock.limit", "600"),
        ("clock.increment", "5"),
        ("clock.move", "60"),
    ];
    let game = alice.start_live_game(&bob, &clock).await;
    // Watched on A, so A keeps the game as it changes.
    let watcher = a.browser_of(&bob).await;
    let mut on_a = a.socket(Some(&watcher), &game).await;
    assert_eq!(on_a.next_state().await["type"], "state");
    alice.play(&game, "e2e4").await;
    assert_eq!(on_a.next().await["san"], serde_json::json!(["e4"]));

    cut_listeners(&database, &servers).await;
    let mut bob_on_b = bob.clone();
    bob_on_b.addr = b.addr.clone();
    bob_on_b.play(&game, "e7e5").await;
    let again = bob
        .post(&format!("/api/board/game/{game}/move/d7d5"), &[])
        .await;
    assert_eq!(again.status, 400, "{}", again.text);
    alice.play(&game, "g1f3").await;
    database.allow_connections(true).await.unwrap();
    assert_eq!(
        alice.game_full(&game).await["state"]["moves"],
        "e2e4 e7e5 g1f3"
    );
    for server in servers {
        server.stop().await;
    }
    drop(database);
}

/// A club event played on the server: the director starts a round on
/// server A, and a player's event stream on server B hears of their game
/// from the round's own commit.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_club_rounds_games_start_on_the_other_servers_streams() {
    let Some((database, servers)) = two_servers().await else {
        return;
    };
    let names: Vec<String> = ["Dana", "Annie"].iter().map(|s| (*s).to_owned()).collect();
    let (club, mut members) = crate::clubs::club(&servers[0], &names).await;
    members[1].addr = servers[1].addr.clone();
    let (dana, annie) = (&members[0], &members[1]);
    let event = crate::clubs::ok(
        dana,
        &format!("/api/clubs/{club}/events"),
        &[
            ("name", "Blitz night"),
            ("format", "swiss-1"),
            ("timeControl", "G/5"),
            ("onServer", "true"),
        ],
    )
    .await["id"]
        .to_string();
    let base = format!("/api/clubs/{club}/events/{event}");
    for member in [dana, annie] {
        crate::clubs::ok(member, &format!("{base}/enter"), &[]).await;
    }
    let mut events = Stream::open(annie, "/api/stream/event").await;
    crate::clubs::ok(dana, &format!("{base}/rounds"), &[]).await;
    let shown = dana.get(&base).await.json;
    let game = shown["pairings"][0]["boards"][0]["game"].clone();
    assert!(game.is_string(), "{shown}");
    let start = events
        .until("the round's game", |e| e["type"] == "gameStart")
        .await;
    assert_eq!(start["game"]["id"], game);
    for server in servers {
        server.stop().await;
    }
    drop(database);
}
