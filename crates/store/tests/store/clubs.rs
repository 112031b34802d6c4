//! A club's recorded sequence read back as the domain's events, on SQLite
//! and PostgreSQL: what was appended comes back as the event it records,
//! and a row that makes no event is refused when read, never skipped.

use redqueen_domain::account::MemberId;
use redqueen_domain::club::{
    ClubControl, ClubEvent, ClubEventKind, ClubGameStatus, DecayDay, GameResult,
};
use redqueen_domain::vacation::Day;
use redqueen_store::{NewClub, NewClubEvent, Recorded, Store, StoreError};

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

async fn append(store: &Store, club: i64, event: &NewClubEvent<'_>) {
    let mut tx = store.begin().await.unwrap();
    tx.append_club_event(club, event).await.unwrap();
    tx.commit().await.unwrap();
}

async fn a_clubs_sequence_is_read_back_as_the_events_it_records(url: &str) {
    let store = redqueen_store::testing::migrated(url).await;
    let ann = redqueen_store::testing::verified_user(&store, "Ann").await;
    let ben = redqueen_store::testing::verified_user(&store, "Ben").await;
    let club = club(&store, ann).await;
    let on = day("2026-11-02");
    append(&store, club, &NewClubEvent::joined(ann, on, 1)).await;
    append(&store, club, &NewClubEvent::joined(ben, on, 2)).await;
    let game = NewClubEvent {
        status: Some(ClubGameStatus::Reported),
        recorded_by: Some(ann),
        game_number: Some(1),
        ..NewClubEvent::game(ann, ben, GameResult::WhiteWins, ClubControl::G30, on, 3)
    };
    append(&store, club, &game).await;

    let entries = store.club_events(club).await.unwrap();
    assert_eq!(entries.len(), 3);
    assert_eq!(entries[0].event(), ClubEvent::Joined { player: ann, on });
    assert_eq!(entries[1].members(), vec![ben]);
    let (played, report) = entries[2].game().unwrap();
    assert_eq!(
        (played.white, played.black, played.ladder),
        (ann, ben, true)
    );
    assert_eq!(report.result, GameResult::WhiteWins);
    assert_eq!(report.status, ClubGameStatus::Reported);
    assert_eq!((report.recorded_by, report.number), (Some(ann), Some(1)));
    assert_eq!(entries[2].event(), game.event().unwrap());
    assert!(matches!(entries[2].recorded, Recorded::Game { .. }));
}

async fn an_entry_that_makes_no_event_is_refused_when_read(url: &str) {
    let store = redqueen_store::testing::migrated(url).await;
    let ann = redqueen_store::testing::verified_user(&store, "Ann").await;
    let club = club(&store, ann).await;
    // A joining without the member who joined.
    let lacking = NewClubEvent {
        kind: ClubEventKind::Joined,
        ..NewClubEvent::decay(day("2026-11-02"), 1)
    };
    assert!(matches!(lacking.event(), Err(StoreError::Corrupt(_))));
    append(&store, club, &lacking).await;
    assert!(matches!(
        store.club_events(club).await,
        Err(StoreError::Corrupt(_))
    ));
}
