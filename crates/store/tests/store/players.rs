//! Ratings, leaderboards, profiles and the opponent finder, asserted
//! identically on SQLite and PostgreSQL.

use redqueen_domain::account::MemberId;
use redqueen_domain::rating::{Pool, RatingRecord, UnchangedBy};
use redqueen_store::{NewAccount, PlayerSearch, ProfileRow, RatingPoint, RatingRow, Store};

redqueen_store::backend_tests!(
    ratings_and_their_history_are_kept_per_pool,
    the_leaderboard_lists_established_players_by_rating,
    the_finder_combines_every_filter,
    the_finder_bounds_and_shows_the_ratings_of_the_chosen_pool,
);

async fn store(url: &str) -> Store {
    redqueen_store::testing::migrated(url).await
}

async fn user(store: &Store, name: &str, seen_at: i64) -> MemberId {
    let key = name.to_lowercase();
    let email = format!("{key}@example.org");
    let mut tx = store.begin().await.unwrap();
    let id = tx
        .insert_user(&NewAccount {
            username: name,
            username_key: &key,
            email: &email,
            email_key: &email,
            password_hash: "x",
            email_verified: true,
            is_admin: false,
            language: None,
            starting_gems: 100,
            now: seen_at,
        })
        .await
        .unwrap();
    tx.commit().await.unwrap();
    id
}

fn rating(rating: i32, games: u32) -> RatingRow {
    RatingRow {
        record: RatingRecord {
            rating: Some(rating),
            games,
            performance_sum: 0,
        },
        prog: 7,
    }
}

async fn ratings_and_their_history_are_kept_per_pool(url: &str) {
    let store = store(url).await;
    let alice = user(&store, "Alice", 0).await;
    let mut tx = store.begin().await.unwrap();
    assert_eq!(
        tx.rating(alice, "correspondence").await.unwrap(),
        RatingRow::default()
    );
    tx.set_rating(alice, "correspondence", &rating(1600, 3), 5)
        .await
        .unwrap();
    tx.set_rating(alice, "correspondence", &rating(1620, 4), 6)
        .await
        .unwrap();
    tx.set_rating(alice, "live", &rating(1400, 1), 6)
        .await
        .unwrap();
    for (n, r, rule) in [
        (1, 1600, None),
        (2, 1620, None),
        (3, 1620, Some(UnchangedBy::SpecialRule)),
    ] {
        let point = RatingPoint {
            game_id: format!("g{n}"),
            rating: r,
            delta: Some(20),
            games: n,
            created_at: i64::from(n),
            rule,
        };
        tx.add_rating_point(alice, "correspondence", &point)
            .await
            .unwrap();
    }
    tx.commit().await.unwrap();
    let stored = store
        .ratings_of(&[alice, MemberId(999)], "correspondence")
        .await
        .unwrap();
    assert_eq!(stored.get(&alice), Some(&rating(1620, 4)));
    assert_eq!(store.all_ratings("live").await.unwrap().len(), 1);
    let history: Vec<(i32, Option<UnchangedBy>)> = store
        .rating_history(alice, "correspondence")
        .await
        .unwrap()
        .iter()
        .map(|p| (p.rating, p.rule))
        .collect();
    // Issue 49: the rule that kept a rating is read back with its point.
    assert_eq!(
        history,
        [
            (1600, None),
            (1620, None),
            (1620, Some(UnchangedBy::SpecialRule))
        ]
    );
}

async fn the_leaderboard_lists_established_players_by_rating(url: &str) {
    let store = store(url).await;
    for (name, r, games) in [
        ("Ann", 1800, 30),
        ("Ben", 2100, 25),
        ("Cid", 2300, 24),
        ("Dee", 1900, 40),
    ] {
        let id = user(&store, name, 0).await;
        let mut tx = store.begin().await.unwrap();
        tx.set_rating(id, "correspondence", &rating(r, games), 0)
            .await
            .unwrap();
        tx.commit().await.unwrap();
    }
    let board: Vec<String> = store
        .leaderboard("correspondence", 10, 0)
        .await
        .unwrap()
        .into_iter()
        .map(|p| p.username)
        .collect();
    assert_eq!(board, ["Ben", "Dee", "Ann"], "Cid is still provisional");
    let second_page: Vec<String> = store
        .leaderboard("correspondence", 2, 2)
        .await
        .unwrap()
        .into_iter()
        .map(|p| p.username)
        .collect();
    assert_eq!(second_page, ["Ann"]);
}

async fn the_finder_combines_every_filter(url: &str) {
    let store = store(url).await;
    let me = user(&store, "Me", 100).await;
    let profiles = [
        ("Ana_1", 1500, Some("ES"), Some("es,en"), Some(1990), 90),
        ("Anton", 1700, Some("DE"), Some("de"), Some(1980), 80),
        ("Bea", 1550, Some("ES"), Some("es"), Some(2001), 70),
        ("Anna", 1450, None, None, None, 10),
    ];
    for (name, r, country, languages, born, seen) in profiles {
        let id = user(&store, name, seen).await;
        let mut tx = store.begin().await.unwrap();
        tx.set_rating(id, "correspondence", &rating(r, 10), 0)
            .await
            .unwrap();
        let profile = ProfileRow {
            country: country.map(str::to_owned),
            languages: languages.map(str::to_owned),
            birth_year: born,
            ..ProfileRow::default()
        };
        tx.set_profile(id, &profile).await.unwrap();
        tx.commit().await.unwrap();
    }
    let find = |search: PlayerSearch| {
        let store = store.clone();
        async move {
            store
                .find_players(&search, 10, 0)
                .await
                .unwrap()
                .into_iter()
                .map(|p| p.username)
                .collect::<Vec<_>>()
        }
    };
    let all = PlayerSearch {
        exclude_user: Some(me),
        ..PlayerSearch::default()
    };
    assert_eq!(
        find(all.clone()).await,
        ["Ana_1", "Anton", "Bea", "Anna"],
        "most recently seen first"
    );
    assert_eq!(
        find(PlayerSearch {
            username_prefix: Some("an".into()),
            ..all.clone()
        })
        .await,
        ["Ana_1", "Anton", "Anna"]
    );
    assert_eq!(
        find(PlayerSearch {
            username_prefix: Some("ana_".into()),
            ..all.clone()
        })
        .await,
        ["Ana_1"],
        "_ is literal"
    );
    assert_eq!(
        find(PlayerSearch {
            rating_min: Some(1500),
            rating_max: Some(1600),
            ..all.clone()
        })
        .await,
        ["Ana_1", "Bea"]
    );
    assert_eq!(
        find(PlayerSearch {
            country: Some("ES".into()),
            language: Some("en".into()),
            ..all.clone()
        })
        .await,
        ["Ana_1"]
    );
    assert_eq!(
        find(PlayerSearch {
            born_from: Some(1985),
            born_until: Some(2000),
            ..all.clone()
        })
        .await,
        ["Ana_1"]
    );
    assert_eq!(
        find(PlayerSearch {
            seen_since: Some(75),
            ..all.clone()
        })
        .await,
        ["Ana_1", "Anton"]
    );
    assert_eq!(
        store.find_players(&all, 2, 2).await.unwrap().len(),
        2,
        "paged"
    );
    assert_eq!(store.profile(me).await.unwrap(), ProfileRow::default());
}

async fn the_finder_bounds_and_shows_the_ratings_of_the_chosen_pool(url: &str) {
    let store = store(url).await;
    let pools = [
        ("Ana", Some(1500), Some(1900)),
        ("Bea", Some(1450), None),
        ("Cid", None, Some(1450)),
        ("Dan", Some(1700), Some(1480)),
    ];
    for (seen, (name, correspondence, live)) in (0..).zip(pools) {
        let id = user(&store, name, 100 - seen).await;
        let mut tx = store.begin().await.unwrap();
        for (pool, r) in [("correspondence", correspondence), ("live", live)] {
            if let Some(r) = r {
                tx.set_rating(id, pool, &rating(r, 30), 0).await.unwrap();
            }
        }
        tx.commit().await.unwrap();
    }
    let find = |pool: Pool, rating_min: Option<i32>, rating_max: Option<i32>| {
        let store = store.clone();
        async move {
            let search = PlayerSearch {
                pool,
                rating_min,
                rating_max,
                ..PlayerSearch::default()
            };
            store
                .find_players(&search, 10, 0)
                .await
                .unwrap()
                .into_iter()
                .map(|p| (p.username, p.rating))
                .collect::<Vec<_>>()
        }
    };
    let named = |found: &[(&str, Option<i32>)]| {
        found
            .iter()
            .map(|(name, r)| ((*name).to_owned(), *r))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        find(Pool::Live, None, None).await,
        named(&[
            ("Ana", Some(1900)),
            ("Bea", None),
            ("Cid", Some(1450)),
            ("Dan", Some(1480))
        ]),
        "every member, with their live rating or none"
    );
    assert_eq!(
        find(Pool::Live, Some(1400), Some(1500)).await,
        named(&[("Cid", Some(1450)), ("Dan", Some(1480))])
    );
    assert_eq!(
        find(Pool::Correspondence, Some(1400), Some(1500)).await,
        named(&[("Ana", Some(1500)), ("Bea", Some(1450))]),
        "live ratings count for nothing in the correspondence pool"
    );
}
