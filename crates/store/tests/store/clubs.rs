//! A club's recorded sequence read back as the domain's events, on SQLite
//! and PostgreSQL: what was appended comes back as the event it records,
//! and a row that makes no event is refused when read, never skipped.

use redqueen_domain::account::MemberId;
use redqueen_domain::club::{
    ClubControl, ClubEvent, ClubGame, ClubGameStatus, DecayDay, EventFormat, GameResult,
    RatingPeriod,
};
use redqueen_domain::vacation::Day;
use redqueen_store::{
    GameReport, NewClub, NewClubEvent, NewClubTournament, Recorded, SequenceEntry, Store,
    StoreError,
};

redqueen_store::backend_tests!(
    a_clubs_sequence_is_read_back_as_the_events_it_records,
    an_entry_that_makes_no_event_is_refused_when_read,
);

fn day(text: &str) -> Day {
    text.parse().unwrap()
}

async fn club(store: &Store, founder: MemberId) -> i64 {
    let mut tx = store.begin().await.unwrap();
    let id = tx
        .insert_club(&NewClub {
            name: "Hastings",
            name_key: "hastings",
            description: "",
            decay_day: DecayDay::DEFAULT,
            next_decay_on: day("2026-12-07"),
            founder,
            now: 0,
        })
        .await
        .unwrap();
    tx.commit().await.unwrap();
    id
}

async fn append(store: &Store, club: i64, event: &NewClubEvent) {
    let mut tx = store.begin().await.unwrap();
    tx.append_club_event(club, event).await.unwrap();
    tx.commit().await.unwrap();
}

/// Runs `sql` on the test database itself, past the store's types.
async fn run(url: &str, sql: &str) {
    if url.starts_with("sqlite:") {
        let mut conn: sqlx::SqliteConnection = sqlx::Connection::connect(url).await.unwrap();
        sqlx::raw_sql(sql).execute(&mut conn).await.unwrap();
    } else {
        redqueen_store::testing::run_on_postgres(url, sql)
            .await
            .unwrap();
    }
}

async fn a_clubs_sequence_is_read_back_as_the_events_it_records(url: &str) {
    let store = redqueen_store::testing::migrated(url).await;
    let ann = redqueen_store::testing::verified_user(&store, "Ann").await;
    let ben = redqueen_store::testing::verified_user(&store, "Ben").await;
    let club = club(&store, ann).await;
    let on = day("2026-11-02");
    let game = ClubGame {
        white: ann,
        black: ben,
        outcome: GameResult::WhiteWins.outcome(),
        played_on: on,
        control: ClubControl::G30,
        ladder: true,
        rated_in: None,
    };
    let report = GameReport {
        result: GameResult::WhiteWins,
        status: ClubGameStatus::Reported,
        recorded_by: Some(ann),
        number: Some(1),
    };
    let mut tx = store.begin().await.unwrap();
    let event = tx
        .insert_club_tournament(&NewClubTournament {
            club,
            name: "Qualifier",
            format: EventFormat::Slq { rounds: 3 },
            control: ClubControl::G5,
            is_open: true,
            on_server: false,
            announcement: "",
            seed: 1,
            created_by: ann,
            now: 0,
        })
        .await
        .unwrap();
    tx.commit().await.unwrap();
    let slq = RatingPeriod { event, round: 2 };
    let appended = [
        NewClubEvent::joined(ann, on, 1),
        NewClubEvent::joined(ben, on, 2),
        NewClubEvent::game(game.clone(), report, 3),
        NewClubEvent::qualifier(ben, event, on, 4),
        NewClubEvent::period_start(slq, on, 5),
        NewClubEvent::game(
            ClubGame {
                ladder: false,
                rated_in: Some(slq),
                ..game
            },
            GameReport {
                recorded_by: None,
                number: None,
                status: ClubGameStatus::Confirmed,
                ..report
            },
            6,
        ),
        NewClubEvent::rated(slq, ClubControl::G30, on, 7),
        NewClubEvent::placed(event, vec![ben, ann], on, 8),
        NewClubEvent::decay(on, 9),
        NewClubEvent::season_closed(on, 10),
        NewClubEvent::left(ben, on, 11),
    ];
    for event in &appended {
        append(&store, club, event).await;
    }

    let entries = store.club_events(club).await.unwrap();
    let read: Vec<_> = entries.iter().map(SequenceEntry::event).collect();
    let written: Vec<_> = appended.iter().map(NewClubEvent::event).collect();
    assert_eq!(read, written);
    assert_eq!(entries[0].event(), ClubEvent::Joined { player: ann, on });
    assert_eq!(entries[1].members(), vec![ben]);
    let (played, read_report) = entries[2].game().unwrap();
    assert_eq!(
        (played.white, played.black, played.ladder),
        (ann, ben, true)
    );
    assert_eq!(*read_report, report);
    assert!(matches!(entries[2].recorded, Recorded::Game { .. }));
    // The SLQ an entry and a placement belong to, which their events do
    // not name.
    assert_eq!(entries[3].tournament, Some(event));
    assert!(entries[7].places_ladder());
    assert_eq!(entries[7].tournament, Some(event));
}

async fn an_entry_that_makes_no_event_is_refused_when_read(url: &str) {
    let store = redqueen_store::testing::migrated(url).await;
    let ann = redqueen_store::testing::verified_user(&store, "Ann").await;
    let club = club(&store, ann).await;
    append(
        &store,
        club,
        &NewClubEvent::joined(ann, day("2026-11-02"), 1),
    )
    .await;
    // A joining without the member who joined: no constructor makes one,
    // so the row is damaged by hand.
    run(url, "UPDATE club_events SET member_id = NULL").await;
    assert!(matches!(
        store.club_events(club).await,
        Err(StoreError::Corrupt(_))
    ));
}
