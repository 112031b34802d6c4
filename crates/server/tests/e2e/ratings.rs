//! Ratings move when a rated game ends, in the same transaction, as
//! ratings.md says — on SQLite and PostgreSQL.

use redqueen::clock::Clock;
use redqueen_domain::account::MemberId;
use redqueen_domain::rating::RatingRecord;
use redqueen_store::RatingRow;

use crate::support::api::Member;
use crate::support::moves::TWENTY_PLIES;
use crate::support::{TestApp, wait_until};

app_tests!(
    a_rated_game_rates_both_players_and_an_unrated_one_does_not,
    the_ratings_a_game_started_with_are_in_its_records,
    a_recompute_finds_no_difference_and_repairs_one,
    the_profile_shows_the_rating_its_history_and_personal_information_to_members_only,
    the_finder_and_the_leaderboard_list_players,
    the_profile_shows_both_pools_and_a_chart_for_each_pool_played,
    the_live_leaderboard_ranks_live_ratings_and_pages_within_its_pool,
    the_finder_bounds_the_chosen_pool_around_the_searchers_rating_in_it,
    a_rating_pool_that_does_not_exist_is_refused,
    a_sweep_rates_the_rated_game_it_ends_on_time_and_not_the_unrated_one,
    games_without_a_result_are_counted_apart_and_never_as_draws,
);

async fn finish_rated(white: &Member, black: &Member, rated: &str) -> String {
    let id = white
        .challenge(
            black,
            &[("days", "3"), ("color", "white"), ("rated", rated)],
        )
        .await;
    black
        .post(&format!("/api/challenge/{id}/accept"), &[])
        .await;
    white.play(&id, "e2e4").await;
    black.play(&id, "e7e5").await;
    black
        .post(&format!("/api/board/game/{id}/resign"), &[])
        .await;
    id
}

/// A rated live game (10 minutes, 5 seconds) that `black` resigns.
async fn finish_rated_live(white: &Member, black: &Member) {
    let id = white
        .challenge(
            black,
            &[
                ("clock.limit", "600"),
                ("clock.increment", "5"),
                ("color", "white"),
                ("rated", "true"),
            ],
        )
        .await;
    let accepted = black
        .post(&format!("/api/challenge/{id}/accept"), &[])
        .await;
    assert_eq!(accepted.status, 200, "{}", accepted.text);
    for (ply, uci) in TWENTY_PLIES.iter().enumerate() {
        let mover = if ply % 2 == 0 { white } else { black };
        mover.play(&id, uci).await;
    }
    let resigned = black
        .post(&format!("/api/board/game/{id}/resign"), &[])
        .await;
    assert_eq!(resigned.status, 200, "{}", resigned.text);
}

/// Stores ratings directly: `(member, pool, rating, rated games)`.
async fn set_ratings(app: &TestApp, ratings: &[(MemberId, &str, i32, u32)]) {
    let mut tx = app.state().store().begin().await.unwrap();
    for &(member, pool, rating, games) in ratings {
        let record = RatingRecord {
            rating: Some(rating),
            games,
            performance_sum: 0,
        };
        tx.set_rating(member, pool, &RatingRow { record, prog: 0 }, 0)
            .await
            .unwrap();
    }
    tx.commit().await.unwrap();
}

async fn a_rated_game_rates_both_players_and_an_unrated_one_does_not(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    finish_rated(&alice, &bob, "false").await;
    assert_eq!(
        alice.get("/api/account").await.json["perfs"]["correspondence"]["games"],
        0
    );

    // ratings.md: both unrated, a win performs at 1500 and a loss at 1100.
    let first = finish_rated(&alice, &bob, "true").await;
    let perf = |m: &Member| {
        let m = m.clone();
        async move { m.get("/api/account").await.json["perfs"]["correspondence"].clone() }
    };
    assert_eq!(
        perf(&alice).await,
        serde_json::json!({"games": 1, "rating": 1500, "rd": 150, "prog": 0, "prov": true})
    );
    assert_eq!(perf(&bob).await["rating"], 1100);
    let exported = alice.export(&first).await;
    // A first rating's change is counted from the 1500 an unrated player
    // is shown with, and the game page says it was a first rating.
    assert_eq!(exported["players"]["white"]["rating"], 1500);
    assert_eq!(exported["players"]["white"]["ratingDiff"], 0);
    assert_eq!(exported["players"]["black"]["ratingDiff"], -400);
    let page = alice.get(&format!("/{first}")).await.text;
    assert!(
        page.contains("Alice: unrated → 1500 (first rating)")
            && page.contains("Bob: unrated → 1100 (first rating)")
            && !page.contains("not rated"),
        "{page}"
    );
    // Issue 49: the PGN says it as lichess does, `?` for the rating there
    // was not, and the diffs (it had neither).
    let pgn = alice.get(&format!("/game/export/{first}")).await.text;
    assert!(
        pgn.contains(
            "[WhiteElo \"?\"]\n[BlackElo \"?\"]\n[WhiteRatingDiff \"+0\"]\n[BlackRatingDiff \"-400\"]\n"
        ),
        "{pgn}"
    );

    // The special rule: provisional against rated with |D| >= 400 changes
    // nothing and does not count.
    let apart = finish_rated(&alice, &bob, "true").await;
    assert_eq!(perf(&alice).await["games"], 1);
    assert_eq!(perf(&bob).await["rating"], 1100);
    // Issue 49: the "+0" says why, for both (it said nothing), and the
    // profile's chart marks the game, saying the rule.
    let page = alice.get(&format!("/{apart}")).await.text;
    for line in [
        "Alice: 1500 → 1500 (+0) — <span class=\"rating-rule\">ratings 400 points or more apart: no change",
        "Bob: 1100 → 1100 (+0) — <span class=\"rating-rule\">ratings 400 points or more apart: no change",
    ] {
        assert!(page.contains(line), "{line}: {page}");
    }
    let profile = alice.get("/@/Alice").await.text;
    assert_eq!(profile.matches("class=\"kept\"").count(), 1, "{profile}");
    assert!(
        profile.contains("<title>ratings 400 points or more apart: no change</title>")
            && profile.contains("Hollow points: games that left the rating as it was by a rule"),
        "{profile}"
    );

    // Protection: an established player who loses to a provisional one
    // keeps the rating, and the game says so; the winner's change is the
    // formula's, with nothing beside it.
    let carol = app.member("Carol").await;
    set_ratings(app, &[(carol.id, "correspondence", 1500, 30)]).await;
    let protected = finish_rated(&alice, &carol, "true").await;
    let page = alice.get(&format!("/{protected}")).await.text;
    assert!(
        page.contains(
            "Carol: 1500 → 1500 (+0) — <span class=\"rating-rule\">an established rating does not fall against an unrated or provisional player"
        ),
        "{page}"
    );
    assert_eq!(page.matches("class=\"rating-rule\"").count(), 1, "{page}");
}

async fn the_ratings_a_game_started_with_are_in_its_records(app: &TestApp) {
    let (alice, bob, carol) = (
        app.member("Alice").await,
        app.member("Bob").await,
        app.member("Carol").await,
    );
    finish_rated(&alice, &bob, "true").await;
    finish_rated(&carol, &bob, "true").await;
    // Alice 1500 (1 game) beats Carol 1500 (1 game): 1900 performance,
    // (1500 + 1900) / 2 = 1700 for Alice; Carol (1500 + 1100) / 2 = 1300.
    let game = finish_rated(&alice, &carol, "true").await;
    let exported = alice.export(&game).await;
    assert_eq!(exported["players"]["white"]["rating"], 1500);
    assert_eq!(exported["players"]["white"]["ratingDiff"], 200);
    assert_eq!(exported["players"]["black"]["ratingDiff"], -200);
    let pgn = alice.get(&format!("/game/export/{game}")).await.text;
    assert!(
        pgn.contains("[WhiteElo \"1500\"]") && pgn.contains("[WhiteRatingDiff \"+200\"]"),
        "{pgn}"
    );
    assert_eq!(
        alice.get("/api/account").await.json["perfs"]["correspondence"]["rating"],
        1700
    );
    assert_eq!(
        carol.get("/api/account").await.json["perfs"]["correspondence"]["rating"],
        1300
    );
}

async fn a_recompute_finds_no_difference_and_repairs_one(app: &TestApp) {
    let (alice, bob, carol) = (
        app.member("Alice").await,
        app.member("Bob").await,
        app.member("Carol").await,
    );
    finish_rated(&alice, &bob, "true").await;
    finish_rated(&carol, &alice, "true").await;
    finish_rated(&bob, &carol, "false").await;
    // The live pool is replayed apart; a rated live game with no result
    // (a quit agreed) is not replayed at all.
    finish_rated_live(&alice, &bob).await;
    let no_result = alice
        .challenge(&bob, &[("clock.limit", "600"), ("rated", "true")])
        .await;
    bob.post(&format!("/api/challenge/{no_result}/accept"), &[])
        .await;
    for member in [&alice, &bob] {
        let quit = member
            .post(&format!("/api/board/game/{no_result}/quit/yes"), &[])
            .await;
        assert_eq!(quit.status, 200, "{}", quit.text);
    }
    let report = redqueen::ratings::recompute(app.state(), false)
        .await
        .unwrap();
    assert_eq!(
        (report.games, report.players, report.differences.len()),
        (3, 5, 0),
        "{report:?}"
    );
    let mut tx = app.state().store().begin().await.unwrap();
    let mut live = tx.rating(alice.id, "live").await.unwrap();
    live.record.games += 1;
    tx.set_rating(alice.id, "live", &live, 0).await.unwrap();
    tx.commit().await.unwrap();
    let found = redqueen::ratings::recompute(app.state(), true)
        .await
        .unwrap();
    assert_eq!(
        found
            .differences
            .iter()
            .map(|d| (d.pool, d.user_id))
            .collect::<Vec<_>>(),
        [(redqueen_domain::rating::Pool::Live, alice.id)]
    );

    let mut tx = app.state().store().begin().await.unwrap();
    let mut row = tx
        .rating(bob.id, redqueen::play::CORRESPONDENCE)
        .await
        .unwrap();
    row.record.rating = row.record.rating.map(|r| r + 5);
    tx.set_rating(bob.id, redqueen::play::CORRESPONDENCE, &row, 0)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    let report = redqueen::ratings::recompute(app.state(), true)
        .await
        .unwrap();
    assert_eq!(report.differences.len(), 1);
    assert_eq!(report.differences[0].user_id, bob.id);
    assert!(
        redqueen::ratings::recompute(app.state(), false)
            .await
            .unwrap()
            .differences
            .is_empty(),
        "repaired"
    );
}

async fn the_profile_shows_the_rating_its_history_and_personal_information_to_members_only(
    app: &TestApp,
) {
    let alice_browser = app.signed_up("Alice").await;
    let saved = alice_browser
        .submit(
            "/settings/profile",
            "/settings/profile",
            &[
                ("real_name", "Alice Liddell"),
                ("birth_year", "1990"),
                ("country", "gb"),
                ("languages", "en, es"),
                ("bio", "Loves <b>endgames</b>"),
            ],
        )
        .await;
    assert_eq!(saved.path, "/@/Alice");
    let refused = alice_browser
        .submit(
            "/settings/profile",
            "/settings/profile",
            &[("birth_year", "1850")],
        )
        .await;
    assert_eq!(refused.status, 400);
    assert!(
        refused.body.contains("A year of birth is a year from 1900"),
        "{}",
        refused.body
    );

    let alice = app.member("Alicia").await;
    let bob = app.member("Bob").await;
    let carol = app.member("Carol").await;
    finish_rated(&alice, &bob, "true").await;
    finish_rated(&carol, &alice, "true").await;

    let visitor = app.browser();
    let profile = visitor.get("/@/alicia").await;
    assert_eq!(profile.status, 200);
    assert!(
        profile
            .body
            .contains("Correspondence rating: <strong>Provisional: 1300 (2 games)</strong>"),
        "{}",
        profile.body
    );
    assert!(
        profile.body.contains("<svg") && profile.body.contains("polyline"),
        "the chart"
    );
    assert!(
        profile
            .body
            .contains("1 won, 0 drawn, 1 lost; 0 in progress"),
        "{}",
        profile.body
    );
    assert!(
        visitor
            .get("/@/Bob")
            .await
            .body
            .contains("Provisional: 1100 (1 game)")
    );
    assert!(visitor.get("/@/nobody").await.status == 404);
    let today = redqueen_domain::vacation::Day::containing(app.clock.now_ms()).to_string();
    let away = bob
        .post("/api/vacation", &[("start", &today), ("days", "2")])
        .await;
    assert_eq!(away.status, 200, "{}", away.text);
    assert!(
        visitor
            .get("/@/Bob")
            .await
            .body
            .contains("Bob is on vacation until"),
        "the profile shows a vacation"
    );

    let public = visitor.get("/@/Alice").await;
    assert!(
        public.body.contains("Unrated") && !public.body.contains("Liddell"),
        "personal information is for members"
    );
    let member_view = app.signed_up("Dora").await.get("/@/Alice").await;
    assert!(
        member_view.body.contains("Alice Liddell") && member_view.body.contains("🇬🇧 GB"),
        "{}",
        member_view.body
    );
    assert!(
        member_view
            .body
            .contains("Loves &lt;b&gt;endgames&lt;/b&gt;"),
        "escaped"
    );
    assert!(member_view.body.contains("en,es"));
    assert!(member_view.body.contains("/challenges?username=Alice"));
}

async fn the_finder_and_the_leaderboard_list_players(app: &TestApp) {
    let seeker = app.signed_up("Seeker").await;
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    finish_rated(&alice, &bob, "true").await;
    let board = app.browser().get("/leaderboard").await;
    assert!(board.body.contains("Nobody has played 25 rated games yet."));
    assert!(
        app.browser()
            .get("/players")
            .await
            .path
            .starts_with("/login"),
        "members only"
    );
    let all = seeker.get("/players").await;
    assert!(
        all.body.contains("/@/Alice") && all.body.contains("/@/Bob"),
        "{}",
        all.body
    );
    assert!(
        !all.body.contains("/challenges?username=Seeker"),
        "not oneself"
    );
    let filtered = seeker.get("/players?rating_min=1400&rating_max=1600").await;
    assert!(
        filtered.body.contains("/@/Alice") && !filtered.body.contains("/@/Bob"),
        "{}",
        filtered.body
    );
    let named = seeker.get("/players?username=bo").await;
    assert!(named.body.contains("/@/Bob") && !named.body.contains("/@/Alice"));
}

/// The clock sweeper ends unrated games together and each rated one in its
/// own transaction with the rating (`jobs/clock_sweeper.rs`).
async fn a_sweep_rates_the_rated_game_it_ends_on_time_and_not_the_unrated_one(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let mut games = Vec::new();
    for rated in ["true", "false"] {
        let id = alice
            .challenge(&bob, &[("days", "1"), ("color", "white"), ("rated", rated)])
            .await;
        bob.post(&format!("/api/challenge/{id}/accept"), &[]).await;
        alice.play(&id, "e2e4").await;
        bob.play(&id, "e7e5").await;
        games.push(id);
    }
    app.clock.advance(86_400_000);
    wait_until("the sweeper", async || {
        for id in &games {
            if alice.export(id).await["status"] != "outoftime" {
                return false;
            }
        }
        true
    })
    .await;
    for id in &games {
        assert_eq!(alice.export(id).await["winner"], "black");
    }
    // ratings.md: both unrated, a win performs at 1500 and a loss at 1100;
    // the unrated game counts for nothing.
    let perf = |m: &Member| {
        let m = m.clone();
        async move { m.get("/api/account").await.json["perfs"]["correspondence"].clone() }
    };
    assert_eq!(
        (
            perf(&alice).await["games"].clone(),
            perf(&alice).await["rating"].clone()
        ),
        (1.into(), 1100.into())
    );
    assert_eq!(perf(&bob).await["rating"], 1500);
}

async fn the_profile_shows_both_pools_and_a_chart_for_each_pool_played(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let visitor = app.browser();
    let fresh = visitor.get("/@/Alice").await.body;
    assert!(
        fresh.contains("Correspondence rating: <strong>Unrated</strong>")
            && fresh.contains("Live rating: <strong>Unrated</strong>"),
        "{fresh}"
    );
    assert!(
        fresh.contains("Rating history") && fresh.contains("No rated game yet."),
        "one card says no pool was played: {fresh}"
    );
    assert!(!fresh.contains("<svg"));

    // ratings.md: both unrated, a win performs at 1500 and a loss at 1100.
    finish_rated_live(&alice, &bob).await;
    let live_only = visitor.get("/@/Alice").await.body;
    assert!(
        live_only.contains("Correspondence rating: <strong>Unrated</strong>")
            && live_only.contains("Live rating: <strong>Provisional: 1500 (1 game)</strong>"),
        "{live_only}"
    );
    assert!(
        live_only.contains("Live rating history")
            && !live_only.contains("Correspondence rating history")
            && !live_only.contains("No rated game yet."),
        "{live_only}"
    );
    assert_eq!(live_only.matches("<svg").count(), 1);

    finish_rated(&bob, &alice, "true").await;
    let both = visitor.get("/@/Alice").await.body;
    assert!(
        both.contains("Correspondence rating: <strong>Provisional: 1100 (1 game)</strong>")
            && both.contains("Live rating: <strong>Provisional: 1500 (1 game)</strong>"),
        "{both}"
    );
    let (correspondence, live) = (
        both.find("Correspondence rating history").unwrap(),
        both.find("Live rating history").unwrap(),
    );
    assert!(correspondence < live, "correspondence first: {both}");
    assert_eq!(both.matches("<svg").count(), 2);
    let spanish = visitor.get_with_language("/@/Alice", "es").await.body;
    assert!(
        spanish.contains("Puntuación en vivo: <strong>Provisional: 1500 (1 partida)</strong>")
            && spanish.contains("Evolución de la puntuación en vivo"),
        "{spanish}"
    );
}

async fn the_live_leaderboard_ranks_live_ratings_and_pages_within_its_pool(app: &TestApp) {
    let (ann, ben, cid, dee) = (
        app.member("Ann").await,
        app.member("Ben").await,
        app.member("Cid").await,
        app.member("Dee").await,
    );
    set_ratings(
        app,
        &[
            (ann.id, "correspondence", 1600, 30),
            (ann.id, "live", 1400, 30),
            (ben.id, "correspondence", 1500, 30),
            (ben.id, "live", 1800, 30),
            (cid.id, "live", 1700, 25),
            // Provisional: on no leaderboard (product.md §7).
            (dee.id, "live", 2000, 24),
        ],
    )
    .await;
    let visitor = app.browser();
    let order = |body: &str, names: &[&str]| {
        let at: Vec<Option<usize>> = names
            .iter()
            .map(|name| body.find(&format!("href=\"/@/{name}\"")))
            .collect();
        assert!(at.iter().all(Option::is_some), "{names:?}: {body}");
        assert!(at.is_sorted(), "{names:?}: {body}");
    };
    let correspondence = visitor.get("/leaderboard").await.body;
    order(&correspondence, &["Ann", "Ben"]);
    assert!(
        !correspondence.contains("/@/Cid") && correspondence.contains("<td>1600</td>"),
        "{correspondence}"
    );
    assert!(
        correspondence.contains("<strong aria-current=\"page\">Correspondence</strong>")
            && correspondence.contains("href=\"/leaderboard?pool=live&amp;page=1\""),
        "the tabs: {correspondence}"
    );
    let live = visitor.get("/leaderboard?pool=live").await.body;
    order(&live, &["Ben", "Cid", "Ann"]);
    assert!(
        !live.contains("/@/Dee") && live.contains("<td>1800</td>") && live.contains("Live rating"),
        "{live}"
    );
    assert!(
        live.contains("<strong aria-current=\"page\">Live</strong>")
            && live.contains("href=\"/leaderboard?pool=correspondence&amp;page=1\""),
        "the tabs: {live}"
    );
    assert!(!live.contains("page=2"), "one page");

    // 48 more established live players between Cid and Ann fill the first
    // page of fifty: Ann is the 51st, alone on the second.
    let mut ids = Vec::new();
    for n in 0..48 {
        let name = format!("player{n:02}");
        ids.push(redqueen_store::testing::verified_user(app.state().store(), &name).await);
    }
    let many: Vec<(MemberId, &str, i32, u32)> =
        ids.iter().map(|&id| (id, "live", 1600, 25)).collect();
    set_ratings(app, &many).await;
    let first = visitor.get("/leaderboard?pool=live").await.body;
    assert!(
        first.contains("href=\"/leaderboard?pool=live&amp;page=2\"") && !first.contains("/@/Ann"),
        "{first}"
    );
    let second = visitor.get("/leaderboard?pool=live&page=2").await.body;
    assert!(
        second.contains("<td>51</td>")
            && second.contains("/@/Ann")
            && second.contains("href=\"/leaderboard?pool=live&amp;page=1\"")
            && !second.contains("/@/player"),
        "{second}"
    );
    let correspondence = visitor.get("/leaderboard").await.body;
    assert!(
        !correspondence.contains("/@/player") && !correspondence.contains("page=2\""),
        "the correspondence board is apart: {correspondence}"
    );
}

async fn the_finder_bounds_the_chosen_pool_around_the_searchers_rating_in_it(app: &TestApp) {
    let (seeker, browser) = app.admin_and_browser("Seeker").await;
    let (alice, bob, carol) = (
        app.member("Alice").await,
        app.member("Bob").await,
        app.member("Carol").await,
    );
    set_ratings(
        app,
        &[
            (seeker.id, "correspondence", 1500, 30),
            (seeker.id, "live", 1800, 30),
            (alice.id, "correspondence", 1550, 30),
            (alice.id, "live", 1300, 30),
            (bob.id, "correspondence", 1000, 30),
            (bob.id, "live", 1900, 30),
            (carol.id, "correspondence", 1450, 30),
        ],
    )
    .await;
    let found = |body: &str, names: &[&str]| -> Vec<String> {
        names
            .iter()
            .filter(|name| body.contains(&format!("href=\"/@/{name}\"")))
            .map(|name| (*name).to_owned())
            .collect()
    };
    let everyone = ["Alice", "Bob", "Carol"];

    // product.md §9: by default within ±200 of the searcher, here in the
    // correspondence pool: 1300 to 1700.
    let correspondence = browser.get("/players").await.body;
    assert_eq!(found(&correspondence, &everyone), ["Alice", "Carol"]);
    assert!(
        correspondence.contains("value=\"1300\"")
            && correspondence.contains("value=\"1700\"")
            && correspondence.contains("<th>Correspondence rating</th>")
            && correspondence.contains("<td>1550</td>"),
        "{correspondence}"
    );

    // In the live pool the window is around the searcher's live rating.
    let live = browser.get("/players?pool=live").await.body;
    assert_eq!(found(&live, &everyone), ["Bob"]);
    assert!(
        live.contains("value=\"1600\"")
            && live.contains("value=\"2000\"")
            && live.contains("<option value=\"live\" selected>Live</option>")
            && live.contains("<th>Live rating</th>")
            && live.contains("<td>1900</td>"),
        "{live}"
    );

    // Bounds cleared: everyone, each with their live rating or "Unrated".
    let any = browser
        .get("/players?pool=live&rating_min=&rating_max=")
        .await
        .body;
    assert_eq!(found(&any, &everyone), everyone);
    assert!(
        any.contains("<td>1300</td>") && any.contains("<td>Unrated</td>"),
        "{any}"
    );
    let bounded = browser
        .get("/players?pool=live&rating_min=1200&rating_max=1400")
        .await
        .body;
    assert_eq!(found(&bounded, &everyone), ["Alice"]);
}

async fn a_rating_pool_that_does_not_exist_is_refused(app: &TestApp) {
    let (_seeker, browser) = app.admin_and_browser("Seeker").await;
    for path in [
        "/leaderboard?pool=blitz",
        "/leaderboard?pool=Live&page=2",
        "/players?pool=blitz",
        "/players?pool=blitz&username=a&rating_min=&rating_max=",
    ] {
        let refused = browser.get(path).await;
        assert_eq!(refused.status, 400, "{path}: {}", refused.body);
        assert!(
            refused
                .body
                .contains("There is no such rating pool. Please choose correspondence or live."),
            "{path}: {}",
            refused.body
        );
    }
    let spanish = app
        .browser()
        .get_with_language("/leaderboard?pool=blitz", "es")
        .await;
    assert_eq!(spanish.status, 400);
    assert!(
        spanish
            .body
            .contains("No existe esa modalidad de puntuación."),
        "{}",
        spanish.body
    );
    let page = browser.get("/leaderboard?page=second").await;
    assert_eq!(page.status, 400, "{}", page.body);
    assert!(
        page.body.contains("The form could not be read"),
        "a page error, not a plain-text rejection: {}",
        page.body
    );
}

/// Issue "what a player sees", point 4: three games without a result
/// showed as "3 drawn" on the profile and in `count.draw`.
async fn games_without_a_result_are_counted_apart_and_never_as_draws(app: &TestApp) {
    let alice = app.member("Alice").await;
    let bob = app.member("Bob").await;
    for _ in 0..3 {
        let game = alice.start_game(&bob, "3").await;
        let aborted = alice
            .post(&format!("/api/board/game/{game}/abort"), &[])
            .await;
        assert_eq!(aborted.status, 200, "{}", aborted.text);
    }

    let count = alice.get("/api/user/Alice").await.json["count"].clone();
    let profile = app.browser().get("/@/Alice").await.body;

    assert_eq!(
        (&count["all"], &count["draw"], &count["win"], &count["loss"]),
        (&3.into(), &0.into(), &0.into(), &0.into()),
        "{count}"
    );
    assert!(profile.contains("0 won, 0 drawn, 0 lost"), "{profile}");
    assert!(
        profile.contains("3 games without a result (aborted, or no result)"),
        "{profile}"
    );
}
