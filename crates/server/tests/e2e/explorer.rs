//! The opening explorer end to end (docs/openings.md), on SQLite and
//! PostgreSQL: finished games join it through the job, and its counts for
//! a position — in all, by move and result, within filters — equal a
//! brute-force count over the same games, which compares positions by
//! their FEN (not by the explorer's keys); games without a result and
//! games from a set-up position stay out; bad requests are refused with a
//! message.

use std::collections::BTreeMap;

use redqueen::clock::Clock;
use redqueen_domain::game::{Color, EndReason, GameStatus};
use redqueen_domain::opening::explorer::{EXPLORER_PLIES, month_of, rating_band};
use redqueen_store::GameRow;
use serde_json::Value;
use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{Chess, EnPassantMode, Position};

use crate::support::TestApp;
use crate::support::api::Member;

app_tests!(
    the_explorer_counts_what_a_brute_force_count_finds,
    an_imported_database_counts_each_game_once_across_a_stop_and_a_resume,
    an_import_killed_mid_file_resumes_and_counts_every_game_once,
    an_import_skips_and_names_the_games_it_cannot_read_and_counts_thirty_plies,
    a_finished_game_whose_moves_do_not_read_is_refused_whole,
);

/// A finished game as the brute force sees it.
struct Played {
    moves: Vec<String>,
    /// 0 White won, 1 draw, 2 Black won.
    result: usize,
    band: i32,
}

/// The position's FEN without the move counters: what "the same
/// position" means.
fn epd(position: &Chess) -> String {
    let fen = Fen::from_position(position, EnPassantMode::Legal).to_string();
    fen.split(' ').take(4).collect::<Vec<_>>().join(" ")
}

/// For each move played from `target` (first time each game reached it,
/// within the indexed plies), `[white, draws, black]`.
fn brute_force(games: &[&Played], target: &Chess) -> BTreeMap<String, [i64; 3]> {
    let wanted = epd(target);
    let mut counts = BTreeMap::new();
    for game in games {
        let mut position = Chess::default();
        for uci in game.moves.iter().take(EXPLORER_PLIES) {
            if epd(&position) == wanted {
                let entry: &mut [i64; 3] = counts.entry(uci.clone()).or_default();
                entry[game.result] += 1;
                break;
            }
            let played = uci.parse::<UciMove>().unwrap().to_move(&position).unwrap();
            position.play_unchecked(played);
        }
    }
    counts
}

fn explorer_counts(answer: &Value) -> BTreeMap<String, [i64; 3]> {
    answer["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["uci"].as_str().unwrap().to_owned(),
                [
                    m["white"].as_i64().unwrap(),
                    m["draws"].as_i64().unwrap(),
                    m["black"].as_i64().unwrap(),
                ],
            )
        })
        .collect()
}

async fn finish(white: &Member, black: &Member, rated: bool, moves: &[&str], end: &str) -> String {
    let rated = if rated { "true" } else { "false" };
    let game = white
        .challenge(
            black,
            &[("days", "3"), ("color", "white"), ("rated", rated)],
        )
        .await;
    let accepted = black
        .post(&format!("/api/challenge/{game}/accept"), &[])
        .await;
    assert_eq!(accepted.status, 200, "{}", accepted.text);
    for (ply, uci) in moves.iter().enumerate() {
        let mover = if ply.is_multiple_of(2) { white } else { black };
        mover.play(&game, uci).await;
    }
    // A draw is offered by White and accepted by Black.
    let steps: &[(&Member, &str)] = match end {
        "draw" => &[(white, "draw/yes"), (black, "draw/yes")],
        "white-resigns" => &[(white, "resign")],
        _ => &[(black, "resign")],
    };
    for (member, action) in steps {
        let answer = member
            .post(&format!("/api/board/game/{game}/{action}"), &[])
            .await;
        assert_eq!(answer.status, 200, "{action}: {}", answer.text);
    }
    game
}

async fn the_explorer_counts_what_a_brute_force_count_finds(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let lines: [(&str, bool, &str); 7] = [
        (
            "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6",
            true,
            "black-resigns",
        ),
        ("e2e4 c7c5 g1f3 b8c6 d2d4 c5d4", true, "white-resigns"),
        ("e2e4 e7e5 g1f3 b8c6 f1b5 g8f6", false, "draw"),
        ("d2d4 d7d5 c2c4 e7e6 b1c3 g8f6", true, "draw"),
        // Transposes into the line above at ply 4.
        ("c2c4 e7e6 d2d4 d7d5 b1c3 g8f6", false, "black-resigns"),
        // Knights out and back: the start comes again, counted once.
        ("g1f3 g8f6 f3g1 f6g8 e2e4 e7e5", true, "white-resigns"),
        ("e2e4 e7e5", true, "black-resigns"),
    ];
    let mut games = Vec::new();
    for (line, rated, end) in lines {
        let moves: Vec<&str> = line.split_whitespace().collect();
        let id = finish(&alice, &bob, rated, &moves, end).await;
        let row = app.state().store().game(&id).await.unwrap().unwrap();
        let result = match row.winner {
            Some(shakmaty::Color::White) => 0,
            None => 1,
            Some(shakmaty::Color::Black) => 2,
        };
        games.push(Played {
            moves: moves.iter().map(|m| (*m).to_owned()).collect(),
            result,
            band: rating_band(row.white_rating, row.black_rating),
        });
    }
    // Left out: a game aborted, one from a set-up position.
    let aborted = alice.start_game(&bob, "3").await;
    alice.play(&aborted, "e2e4").await;
    bob.post(&format!("/api/board/game/{aborted}/abort"), &[])
        .await;
    let set_up = alice
        .challenge(
            &bob,
            &[
                ("days", "3"),
                ("color", "white"),
                (
                    "fen",
                    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1",
                ),
            ],
        )
        .await;
    bob.post(&format!("/api/challenge/{set_up}/accept"), &[])
        .await;
    alice.play(&set_up, "e2e4").await;
    alice
        .post(&format!("/api/board/game/{set_up}/resign"), &[])
        .await;

    app.run_jobs_once().await;

    let every: Vec<&Played> = games.iter().collect();
    let start = Chess::default();
    let answer = alice.get("/api/explorer").await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    assert_eq!(explorer_counts(&answer.json), brute_force(&every, &start));
    let total: i64 = ["white", "draws", "black"]
        .iter()
        .map(|k| answer.json[k].as_i64().unwrap())
        .sum();
    assert_eq!(total, i64::try_from(games.len()).unwrap());
    assert_eq!(
        answer.json["moves"][0]["uci"], "e2e4",
        "the most played first"
    );
    assert_eq!(answer.json["moves"][0]["san"], "e4");

    // Deeper, by moves and by FEN, with a transposition counted.
    for (query, after) in [
        ("play=e2e4,c7c5", "e2e4 c7c5"),
        ("play=d2d4,d7d5,c2c4,e7e6", "d2d4 d7d5 c2c4 e7e6"),
        (
            "fen=rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/8/PP2PPPP/RNBQKBNR%20w%20KQkq%20-%200%203",
            "d2d4 d7d5 c2c4 e7e6",
        ),
    ] {
        let mut position = Chess::default();
        for uci in after.split_whitespace() {
            let played = uci.parse::<UciMove>().unwrap().to_move(&position).unwrap();
            position.play_unchecked(played);
        }
        let answer = alice.get(&format!("/api/explorer?{query}")).await;
        assert_eq!(answer.status, 200, "{query}: {}", answer.text);
        assert_eq!(
            explorer_counts(&answer.json),
            brute_force(&every, &position),
            "{query}"
        );
    }
    let qgd = alice
        .get("/api/explorer?play=d2d4,d7d5,c2c4,e7e6")
        .await
        .json;
    assert_eq!(qgd["opening"]["name"], "Queen's Gambit Declined");
    assert_eq!(
        qgd["moves"][0]["white"].as_i64().unwrap()
            + qgd["moves"][0]["draws"].as_i64().unwrap()
            + qgd["moves"][0]["black"].as_i64().unwrap(),
        2
    );

    // Issue 49: a position games ended in counts them among those that
    // reached it, with no move (it said no game had reached it). The
    // first line's last position: one game, won by White, none went on.
    // After 1.e4 e5: one game went on (drawn), two ended there — the last
    // line's, and the knights' line, which transposed into it.
    let totals = |answer: &Value| ["white", "draws", "black"].map(|k| answer[k].as_i64());
    let ended = alice
        .get("/api/explorer?play=e2e4,c7c5,g1f3,d7d6,d2d4,c5d4,f3d4,g8f6,b1c3,a7a6")
        .await
        .json;
    assert_eq!(totals(&ended), [Some(1), Some(0), Some(0)], "{ended}");
    assert_eq!(ended["moves"], serde_json::json!([]));
    let open_game = alice.get("/api/explorer?play=e2e4,e7e5").await.json;
    assert_eq!(
        totals(&open_game),
        [Some(1), Some(1), Some(1)],
        "{open_game}"
    );
    assert_eq!(
        explorer_counts(&open_game),
        BTreeMap::from([("g1f3".to_owned(), [0, 1, 0])])
    );

    // Filters: rating bands split the games; a speed none was played at,
    // and months before them, keep none.
    let mut bands: Vec<i32> = games.iter().map(|g| g.band).collect();
    bands.sort_unstable();
    bands.dedup();
    for band in bands {
        let kept: Vec<&Played> = games.iter().filter(|g| g.band == band).collect();
        let answer = alice.get(&format!("/api/explorer?ratings={band}")).await;
        assert_eq!(answer.status, 200, "{}", answer.text);
        assert_eq!(
            explorer_counts(&answer.json),
            brute_force(&kept, &start),
            "band {band}"
        );
    }
    let correspondence = alice.get("/api/explorer?speeds=correspondence").await.json;
    assert_eq!(
        explorer_counts(&correspondence),
        brute_force(&every, &start)
    );
    for query in ["speeds=blitz", "until=2000-01"] {
        let answer = alice.get(&format!("/api/explorer?{query}")).await.json;
        assert_eq!(answer["moves"], serde_json::json!([]), "{query}");
    }
    let since = alice.get("/api/explorer?since=2000-01").await.json;
    assert_eq!(explorer_counts(&since), brute_force(&every, &start));
    // Periods read whole years from their rows and the months around them
    // from theirs: each period holding this month counts every game once,
    // each other counts none.
    let month = month_of(app.state().now());
    let (year, last_year) = (month / 100, month / 100 - 1);
    let ym = |m: i32| format!("{}-{:02}", m / 100, m % 100);
    for (since, until, holds) in [
        (month, month, true),
        (year * 100 + 1, year * 100 + 12, true),
        (last_year * 100 + 12, month, true),
        (last_year * 100 + 2, year * 100 + 12, true),
        ((last_year - 2) * 100 + 1, month, true),
        ((last_year - 2) * 100 + 5, last_year * 100 + 12, false),
        ((year + 1) * 100 + 1, (year + 3) * 100 + 12, false),
    ] {
        let query = format!("since={}&until={}", ym(since), ym(until));
        let answer = alice.get(&format!("/api/explorer?{query}")).await;
        assert_eq!(answer.status, 200, "{query}: {}", answer.text);
        let expected = if holds {
            brute_force(&every, &start)
        } else {
            BTreeMap::new()
        };
        assert_eq!(explorer_counts(&answer.json), expected, "{query}");
    }

    // The last games that reached the position, newest first.
    let recent = alice
        .get("/api/explorer?play=e2e4&recentGames=2")
        .await
        .json;
    let ids: Vec<&str> = recent["recentGames"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids.len(), 2);
    assert_eq!(recent["recentGames"][0]["white"]["name"], "Alice");

    // Bad requests say what is wrong, and are no 500.
    for (query, says) in [
        ("fen=nonsense", "not a legal chess position"),
        ("play=e2e5", "not a legal move there: e2e5"),
        ("speeds=warp", "warp is not a speed"),
        ("ratings=1500", "multiples of 200"),
        ("since=2024-13", "YYYY-MM"),
        ("since=2020-1", "YYYY-MM"),
        ("until=20-01", "YYYY-MM"),
        ("moves=-1", "0 to 50"),
        ("moves=51", "0 to 50"),
        ("recentGames=16", "0 to 15"),
    ] {
        let answer = alice.get(&format!("/api/explorer?{query}")).await;
        assert_eq!(answer.status, 400, "{query}: {}", answer.text);
        assert!(answer.text.contains(says), "{query}: {}", answer.text);
    }
}

/// A PGN database as master databases are written: tags, comments, a
/// variation, games without a result or from a set-up position (skipped).
const DATABASE: &str = "[Event \"Masters\"]\n[Date \"2020.05.01\"]\n[White \"A\"]\n[Black \"B\"]\n\
[Result \"1-0\"]\n[WhiteElo \"2700\"]\n[BlackElo \"2600\"]\n\n1. e4 c5 2. Nf3 d6 1-0\n\n\
[Event \"Masters\"]\n[Date \"2021.01.??\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 2. Nf3 Nc6 1/2-1/2\n\n\
[Event \"Masters\"]\n[Result \"0-1\"]\n\n1. d4 d5 2. c4 e6 0-1\n\n\
[Event \"Unfinished\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n\
[Event \"Set up\"]\n[Result \"1-0\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 1-0\n\n\
[Event \"Annotated\"]\n[Result \"1-0\"]\n\n1. e4 { the best } e5 (1... c5 2. Nf3) 2. Nf3 1-0\n\n";

/// The games of [`DATABASE`] the explorer counts, in UCI.
fn database_games() -> Vec<Played> {
    [
        (
            "e2e4 c7c5 g1f3 d7d6",
            0,
            rating_band(Some(2700), Some(2600)),
        ),
        ("e2e4 e7e5 g1f3 b8c6", 1, 0),
        ("d2d4 d7d5 c2c4 e7e6", 2, 0),
        ("e2e4 e7e5 g1f3", 0, 0),
    ]
    .into_iter()
    .map(|(moves, result, band)| Played {
        moves: moves.split_whitespace().map(str::to_owned).collect(),
        result,
        band,
    })
    .collect()
}

async fn an_imported_database_counts_each_game_once_across_a_stop_and_a_resume(app: &TestApp) {
    let alice = app.member("Alice").await;
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("masters.pgn");
    std::fs::write(&path, DATABASE).unwrap();
    let import = async |path: &std::path::Path, batches: Option<usize>| {
        redqueen::explorer_import::import_pgn(app.state(), path, 2, batches, |_| {})
            .await
            .unwrap()
    };

    // Stopped after its first batch of two games, then resumed.
    let first = import(&path, Some(1)).await;
    assert_eq!(
        (first.games_read, first.games_added, first.finished),
        (2, 2, false)
    );
    let rest = import(&path, None).await;
    assert_eq!(
        (rest.games_read, rest.games_added, rest.finished),
        (6, 4, true)
    );
    let games = database_games();
    let every: Vec<&Played> = games.iter().collect();
    let start = Chess::default();
    let counted = async |query: &str| {
        let answer = alice
            .get(&format!("/api/explorer?source=imported&{query}"))
            .await;
        assert_eq!(answer.status, 200, "{query}: {}", answer.text);
        answer.json
    };
    assert_eq!(
        explorer_counts(&counted("").await),
        brute_force(&every, &start)
    );
    let mut after_e4 = Chess::default();
    after_e4.play_unchecked(
        "e2e4"
            .parse::<UciMove>()
            .unwrap()
            .to_move(&after_e4)
            .unwrap(),
    );
    assert_eq!(
        explorer_counts(&counted("play=e2e4").await),
        brute_force(&every, &after_e4)
    );
    let masters = counted("ratings=2600").await;
    assert_eq!(masters["moves"][0]["averageRating"], 2650);
    assert_eq!(
        explorer_counts(&counted("since=2021-01").await)["e2e4"],
        [0, 1, 0]
    );
    // The site's games are another source.
    assert_eq!(
        alice.get("/api/explorer").await.json["moves"],
        serde_json::json!([])
    );

    // The same file again adds nothing; a gzip copy is another file.
    let again = import(&path, None).await;
    assert_eq!(
        (again.games_read, again.games_added, again.finished),
        (6, 4, true)
    );
    assert_eq!(
        explorer_counts(&counted("").await),
        brute_force(&every, &start)
    );
    let status = std::process::Command::new("gzip")
        .arg("-k")
        .arg(&path)
        .status()
        .unwrap();
    assert!(status.success());
    let gzipped = import(&folder.path().join("masters.pgn.gz"), None).await;
    assert_eq!((gzipped.games_added, gzipped.finished), (4, true));
    let twice: BTreeMap<String, [i64; 3]> = brute_force(&every, &start)
        .into_iter()
        .map(|(uci, [w, d, b])| (uci, [2 * w, 2 * d, 2 * b]))
        .collect();
    assert_eq!(explorer_counts(&counted("").await), twice);
    // zstd, as lichess publishes its databases (the real `zstd` program's
    // output), in one frame and in two frames one after the other.
    let zst = folder.path().join("masters.pgn.zst");
    let status = std::process::Command::new("zstd")
        .args(["-q", "-k"])
        .arg(&path)
        .arg("-o")
        .arg(&zst)
        .status()
        .unwrap();
    assert!(status.success());
    let zstd_read = import(&zst, None).await;
    assert_eq!((zstd_read.games_added, zstd_read.finished), (4, true));
    let frame = std::fs::read(&zst).unwrap();
    let frames = folder.path().join("twice.pgn.zst");
    std::fs::write(&frames, [frame.as_slice(), frame.as_slice()].concat()).unwrap();
    let frames_read = import(&frames, None).await;
    assert_eq!((frames_read.games_added, frames_read.finished), (8, true));
    let five_times: BTreeMap<String, [i64; 3]> = brute_force(&every, &start)
        .into_iter()
        .map(|(uci, [w, d, b])| (uci, [5 * w, 5 * d, 5 * b]))
        .collect();
    assert_eq!(explorer_counts(&counted("").await), five_times);
    assert_eq!(
        alice.get("/api/explorer?source=elsewhere").await.status,
        400
    );
}

/// Openings the generated database's games follow, in SAN and UCI.
const LINES: [(&str, &str); 4] = [
    ("1. e4 c5 2. Nf3 d6", "e2e4"),
    ("1. e4 e5 2. Nf3 Nc6", "e2e4"),
    ("1. d4 d5 2. c4 e6", "d2d4"),
    ("1. c4 e5 2. Nc3 Nf6", "c2c4"),
];

/// A database of `games` games, game `n` following line `n % 4` with
/// result `n % 3` (White, draw, Black).
fn generated_database(games: usize) -> String {
    let mut pgn = String::new();
    for n in 0..games {
        let (moves, _) = LINES[n % LINES.len()];
        let result = ["1-0", "1/2-1/2", "0-1"][n % 3];
        pgn.push_str(&format!(
            "[Event \"Generated {n}\"]\n[Result \"{result}\"]\n[WhiteElo \"2500\"]\n[BlackElo \"2500\"]\n\n{moves} {result}\n\n"
        ));
    }
    pgn
}

/// `redqueen explorer import PATH` on `database_url`, as an operator runs it.
fn import_command(
    path: &std::path::Path,
    database_url: &str,
    folder: &std::path::Path,
) -> std::process::Command {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_redqueen"));
    command
        .args(["explorer", "import", "--batch", "200"])
        .arg(path)
        .env("DATABASE_URL", database_url)
        .env("REDQUEEN_MAIL_DIR", folder.join("mail"))
        .env("RUST_LOG", "warn")
        .stdin(std::process::Stdio::null());
    command
}

/// The "resumes after a kill": the operator's command is killed
/// (SIGKILL) in the middle of a file, and run again: every game is
/// counted once.
async fn an_import_killed_mid_file_resumes_and_counts_every_game_once(app: &TestApp) {
    use std::io::{BufRead, BufReader};

    const GAMES: usize = 24_000;
    let alice = app.member("Alice").await;
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("generated.pgn");
    std::fs::write(&path, generated_database(GAMES)).unwrap();
    let database_url = app.state().settings.database_url.clone();
    let mut first = import_command(&path, &database_url, folder.path());
    first.stdout(std::process::Stdio::piped());
    let path_shown = path.display().to_string();
    let killed_at = tokio::task::spawn_blocking(move || {
        let mut child = first.spawn().unwrap();
        let lines = BufReader::new(child.stdout.take().unwrap()).lines();
        // Killed once two batches are written, long before the end.
        let mut read = 0;
        for line in lines {
            let line = line.unwrap();
            assert!(
                !line.starts_with(&path_shown),
                "finished before the kill: {line}"
            );
            read = line.split(' ').next().unwrap().parse::<usize>().unwrap();
            if read >= 1_000 {
                break;
            }
        }
        child.kill().unwrap();
        child.wait().unwrap();
        read
    })
    .await
    .unwrap();
    assert!((1_000..GAMES).contains(&killed_at), "{killed_at}");

    let mut again = import_command(&path, &database_url, folder.path());
    let output = tokio::task::spawn_blocking(move || again.output().unwrap())
        .await
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(
        said.contains(&format!(
            "{GAMES} games read, {GAMES} added, the whole file"
        )),
        "{said}"
    );
    // The second run did go on from where the first was killed: it wrote
    // batches of its own (a run over a finished file writes none).
    let batches = said.lines().filter(|l| l.ends_with(" s)")).count();
    assert!(batches >= 1, "{said}");
    let resumed_from = said.lines().next().unwrap().split(' ').next().unwrap();
    assert!(resumed_from.parse::<usize>().unwrap() > killed_at, "{said}");
    // Every game once: each first move's count is the games that played it.
    let answer = alice.get("/api/explorer?source=imported").await.json;
    let mut expected: BTreeMap<String, [i64; 3]> = BTreeMap::new();
    for n in 0..GAMES {
        expected
            .entry(LINES[n % LINES.len()].1.to_owned())
            .or_default()[n % 3] += 1;
    }
    assert_eq!(explorer_counts(&answer), expected);
}

/// A database with a game whose tag is longer than the parser reads, one
/// with an illegal move, and one that shuffles its knights for 32 plies
/// before 1.e4 e5 2.Nf3 (past its 30th ply), among readable games.
fn awkward_database() -> String {
    let game = |tags: &str, moves: &str| format!("[Result \"1-0\"]\n{tags}\n{moves} 1-0\n\n");
    let shuffle = "Nf3 Nf6 Ng1 Ng8 ".repeat(8);
    [
        game("[Event \"A\"]", "1. e4 c5"),
        game(
            &format!("[Annotator \"{}\"]", "x".repeat(300_000)),
            "1. e4 e5",
        ),
        game("[Event \"B\"]", "1. d4 d5"),
        game("[Event \"C\"]", "1. e4 Ke3"),
        game("[Event \"D\"]", &format!("{shuffle} e4 e5 Nf3")),
        game("[Event \"E\"]", "1. c4 e5"),
    ]
    .concat()
}

async fn an_import_skips_and_names_the_games_it_cannot_read_and_counts_thirty_plies(app: &TestApp) {
    let alice = app.member("Alice").await;
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("awkward.pgn");
    std::fs::write(&path, awkward_database()).unwrap();
    let import = async |batches: Option<usize>| {
        redqueen::explorer_import::import_pgn(app.state(), &path, 2, batches, |_| {})
            .await
            .unwrap()
    };

    // The first batch holds the long tag's game: skipped, named, and the
    // import goes on; resumed, it passes over it and reads the rest.
    let first = import(Some(1)).await;
    assert_eq!((first.games_read, first.games_added), (2, 1));
    assert_eq!(first.bad_games, 1);
    assert_eq!(first.bad_named[0].number, 2);
    assert!(
        first.bad_named[0].reason.contains("unterminated tag"),
        "{:?}",
        first.bad_named
    );
    let rest = import(None).await;
    assert_eq!(
        (rest.games_read, rest.games_added, rest.finished),
        (6, 4, true)
    );
    assert_eq!(rest.bad_games, 1);
    assert_eq!(rest.bad_named[0].number, 4);
    assert!(
        rest.bad_named[0].reason.contains("Ke3"),
        "{:?}",
        rest.bad_named
    );

    let counted = async |query: &str| {
        let answer = alice
            .get(&format!("/api/explorer?source=imported&{query}"))
            .await;
        assert_eq!(answer.status, 200, "{query}: {}", answer.text);
        explorer_counts(&answer.json)
    };
    // From the start: A's e4, B's d4, E's c4, and D's first knight move.
    let start = counted("").await;
    assert_eq!(start.values().map(|c| c[0]).sum::<i64>(), 4, "{start:?}");
    assert_eq!(start["g1f3"], [1, 0, 0]);
    // D's 1.e4 e5 2.Nf3 comes after its 30th ply: not counted, so after
    // 1.e4 only A's c5 was played.
    let after_e4 = counted("play=e2e4").await;
    assert_eq!(after_e4.keys().collect::<Vec<_>>(), ["c7c5"]);
}

/// A stored record whose moves do not all read (a damaged row) is not
/// explored at all, rather than cut short to the moves before the bad one
/// (issue 51): its first positions would be counted as a game that went
/// no further. A sound game beside it is explored.
async fn a_finished_game_whose_moves_do_not_read_is_refused_whole(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let sound = finish(&alice, &bob, false, &["d2d4", "d7d5"], "white-resigns").await;
    // Played to its third move, then stored finished with a damaged record
    // in one save, so the job never sees it whole.
    let damaged = alice
        .challenge(&bob, &[("days", "3"), ("color", "white")])
        .await;
    bob.post(&format!("/api/challenge/{damaged}/accept"), &[])
        .await;
    for (mover, uci) in [(&alice, "e2e4"), (&bob, "e7e5"), (&alice, "g1f3")] {
        mover.play(&damaged, uci).await;
    }
    let row = app.state().store().game(&damaged).await.unwrap().unwrap();
    let broken = GameRow {
        moves: "e2e4 e7e5 g1f3?".to_owned(),
        status: GameStatus::Finished,
        winner: Some(Color::Black),
        end_reason: Some(EndReason::Resign),
        finished_at: Some(app.clock.now_ms()),
        version: row.version + 1,
        ..row
    };
    let mut tx = app.state().store().begin().await.unwrap();
    assert!(tx.save_game(&broken).await.unwrap());
    tx.commit().await.unwrap();

    app.run_jobs_once().await;

    let answer = alice.get("/api/explorer").await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    assert_eq!(
        explorer_counts(&answer.json),
        BTreeMap::from([("d2d4".to_owned(), [0, 0, 1])]),
        "only the sound game ({sound}) is counted"
    );
}
