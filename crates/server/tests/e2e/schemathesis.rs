//! The OpenAPI document and the API agree (docs/testing.md, "The API
//! against its document"): schemathesis generates requests from
//! `/api/openapi.json`, valid ones and ones the document forbids, sends
//! them to a seeded server as a member with a token, and checks every
//! answer with all its checks — no server error, a documented status,
//! content type, body and headers, valid requests accepted, invalid ones
//! refused — on SQLite and PostgreSQL. Streams are left out: their answers
//! never end (a seek without `days` is a live seek, held open until someone
//! takes it, so the seek is left out too).
//!
//! The seeded member, game, club, club match and tournament are given to
//! the reading operations as their path parameters (a configuration file of
//! schemathesis's), so those answer with real records, not only 404s.
//!
//! Runs when `TEST_SCHEMATHESIS` names the schemathesis executable
//! (`crates/server/tests/tools/schemathesis/requirements.txt`); under
//! `CI=true` a missing variable fails instead of skipping.

use std::process::Command;
use std::time::Duration;

use redqueen::clock::Clock;

use crate::support::TestApp;
use crate::support::python::{gated_path, run_command};
use crate::tournaments::create as create_tournament;

app_tests!(the_api_answers_as_its_openapi_document_says);

/// Cases per operation and phase: a few, so that both backends' runs fit
/// in CI's time (the full run of docs/testing.md takes more).
const EXAMPLES: &str = "25";

/// Values of the document's own formats (`fen`, `uci-line`).
const HOOKS: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/tools/schemathesis/hooks.py"
);

/// Longer than a run takes on a busy two-core machine.
const TIMEOUT: Duration = Duration::from_secs(900);

/// The reading operations given a seeded record, and the parameter that
/// names it; and the challenge, given a member to challenge (an unknown
/// one is a 400 in lichess's API, lichess-api-subset.md §3).
const SEEDED: [(&str, &str, Seed); 11] = [
    ("POST /api/challenge/{username}", "username", Seed::Rival),
    ("GET /api/user/{username}", "username", Seed::Member),
    ("GET /api/games/user/{username}", "username", Seed::Member),
    ("GET /game/export/{id}", "id", Seed::Game),
    ("GET /api/tournaments/{id}", "id", Seed::Tournament),
    ("GET /api/clubs/{id}", "id", Seed::Club),
    ("GET /api/clubs/{id}/ladder", "id", Seed::Club),
    ("GET /api/clubs/{id}/games", "id", Seed::Club),
    ("GET /api/clubs/{id}/events", "id", Seed::Club),
    ("GET /api/clubs/{id}/awards", "id", Seed::Club),
    ("GET /api/clubs/{id}/matches", "id", Seed::Club),
];

#[derive(Clone, Copy)]
enum Seed {
    Member,
    Rival,
    Game,
    Tournament,
    Club,
}

async fn the_api_answers_as_its_openapi_document_says(app: &TestApp) {
    let Some(schemathesis) = gated_path(
        "TEST_SCHEMATHESIS",
        "the schemathesis executable (crates/server/tests/tools/schemathesis/requirements.txt)",
    ) else {
        return;
    };
    let prober = app.member("Prober").await;
    let rival = app.member("Rival").await;
    let game = prober.start_game(&rival, "3").await;
    let admin = app.admin("Admin").await;
    let tournament = create_tournament(app, &admin, &[("system", "swiss"), ("rounds", "3")]).await;
    let club = prober.post("/api/clubs", &[("name", "Probers")]).await;
    assert_eq!(club.status, 200, "{}", club.text);
    let club = club.json["id"].to_string();
    // A match of the prober's club against the rival's, for the match's
    // reading operation (its two path parameters).
    let rivals = rival.post("/api/clubs", &[("name", "Rivals")]).await;
    assert_eq!(rivals.status, 200, "{}", rivals.text);
    let starts = (app.clock.now_ms() + 2 * 3_600_000).to_string();
    let invited = prober
        .post(
            &format!("/api/clubs/{club}/matches"),
            &[
                ("club", &rivals.json["id"].to_string()),
                ("startsAt", &starts),
            ],
        )
        .await;
    assert_eq!(invited.status, 200, "{}", invited.text);
    let club_match = invited.json["id"].as_str().unwrap().to_owned();

    let work = tempfile::tempdir().unwrap();
    let mut config = String::new();
    for (operation, parameter, seed) in SEEDED {
        let value = match seed {
            Seed::Member => format!("{:?}", prober.name),
            Seed::Rival => format!("{:?}", rival.name),
            Seed::Game => format!("{game:?}"),
            Seed::Tournament => format!("{tournament:?}"),
            Seed::Club => club.clone(),
        };
        config.push_str(&format!(
            "[[operations]]\ninclude-name = {operation:?}\nparameters = {{ \"path.{parameter}\" = {value} }}\n\n"
        ));
    }
    config.push_str(&format!(
        "[[operations]]\ninclude-name = \"GET /api/clubs/{{id}}/matches/{{mid}}\"\nparameters = {{ \"path.id\" = {club}, \"path.mid\" = {club_match:?} }}\n\n"
    ));
    let config_file = work.path().join("schemathesis.toml");
    std::fs::write(&config_file, config).unwrap();

    let mut command = Command::new(schemathesis);
    command
        .arg("--config-file")
        .arg(&config_file)
        .args(["run", &format!("{}/api/openapi.json", app.addr)])
        .args(["--url", &app.addr, "--checks", "all"])
        .args([
            "--header",
            &format!("Authorization: Bearer {}", prober.token),
        ])
        .args(["--exclude-path-regex", "stream|^/api/board/seek$"])
        .args(["--max-examples", EXAMPLES])
        // One worker: Python 3.11's parser is not safe to run on two
        // threads at once, and hypothesis parses source as it describes
        // its strategies ("AST constructor recursion depth mismatch").
        .args(["--workers", "1", "--no-color"])
        // A NUL character is refused anywhere before any handler (docs/
        // lichess-api.md, "Values read strictly"): a rule of every string,
        // said once in the document's description rather than in each
        // schema.
        .args(["--generation-allow-x00", "false"])
        .env("SCHEMATHESIS_HOOKS", HOOKS)
        // Its crash cache and example database in a folder of its own.
        .current_dir(work.path());
    let run = run_command(app, command, TIMEOUT).await;
    println!("{}", run.report);
}
