//! Properties of the ladder on generated sequences.

use proptest::prelude::*;
use shakmaty::{Color, KnownOutcome};

use crate::club::{
    ClubControl, ClubEvent, ClubGame, ClubHistory, Ladder, Season, apply_decay, game_effect,
};
use crate::vacation::Day;

fn any_outcome() -> impl Strategy<Value = KnownOutcome> {
    prop_oneof![
        Just(KnownOutcome::Decisive {
            winner: Color::White
        }),
        Just(KnownOutcome::Decisive {
            winner: Color::Black
        }),
        Just(KnownOutcome::Draw),
    ]
}

/// A club of `n` players joined on day 0, then games and decays.
fn any_events(n: u32) -> impl Strategy<Value = Vec<ClubEvent<u32>>> {
    let event = prop_oneof![
        8 => (0..n, 0..n, any_outcome(), 0_i64..400).prop_map(|(white, black, outcome, day)| {
            ClubEvent::Game(ClubGame { white, black, outcome, played_on: Day::containing(0).plus(day), control: ClubControl::G10, ladder: true, rated_in: None })
        }),
        1 => (0_i64..400).prop_map(|day| ClubEvent::Decay { on: Day::containing(0).plus(day) }),
        1 => (0..n).prop_map(|player| ClubEvent::Left { player }),
        1 => (0..n, 0_i64..400).prop_map(|(player, day)| ClubEvent::Joined { player, on: Day::containing(0).plus(day) }),
    ];
    prop::collection::vec(event, 0..80).prop_map(move |events| {
        let joins = (0..n).map(|player| ClubEvent::Joined {
            player,
            on: Day::containing(0),
        });
        joins.chain(events).collect()
    })
}

fn is_permutation_of_members(ladder: &Ladder<u32>, n: u32) -> bool {
    let mut players = ladder.players().to_vec();
    players.sort_unstable();
    players.dedup();
    players.len() == ladder.players().len() && players.iter().all(|p| *p < n)
}

proptest! {
    #[test]
    fn the_ladder_stays_a_permutation(events in any_events(12)) {
        let mut history = ClubHistory::new(Season::default());
        for event in &events {
            history.record(event);
            prop_assert!(is_permutation_of_members(history.ladder(), 12));
        }
    }

    #[test]
    fn replaying_a_sequence_gives_the_same_ladder_and_cards(events in any_events(12)) {
        let once = ClubHistory::replay(Season::default(), &events);
        let again = ClubHistory::replay(Season::default(), &events);
        prop_assert_eq!(once, again);
    }

    #[test]
    fn a_loss_by_the_challenger_moves_nobody(c in 2_u32..60, gap in 1_u32..59) {
        let d = c.saturating_sub(gap).max(1);
        prop_assume!(d < c);
        // The challenger plays White and loses; then plays Black and loses.
        let as_white = game_effect(c, d, KnownOutcome::Decisive { winner: Color::Black });
        let as_black = game_effect(d, c, KnownOutcome::Decisive { winner: Color::White });
        prop_assert_eq!((as_white.from, as_white.to), (c, c));
        prop_assert_eq!((as_black.from, as_black.to), (c, c));
    }

    #[test]
    fn a_draw_never_pays_as_much_as_a_win_and_never_moves_down(c in 2_u32..200, gap in 1_u32..199) {
        prop_assume!(gap < c);
        let d = c - gap;
        let win = game_effect(c, d, KnownOutcome::Decisive { winner: Color::White }).to;
        let draw = game_effect(c, d, KnownOutcome::Draw).to;
        prop_assert!(win >= d && win < c);
        prop_assert!(draw <= c && (draw > win || draw == c));
    }

    #[test]
    fn a_decay_is_a_permutation_idle_players_drop_at_most_m_and_the_others_never_drop(
        len in 1_u32..40,
        idle in prop::collection::vec((1_u32..40, 1_u32..6), 0..10),
    ) {
        let mut idle: Vec<(u32, u32)> = idle.into_iter().filter(|(r, _)| *r <= len).collect();
        idle.sort_unstable();
        idle.dedup_by_key(|(r, _)| *r);
        let new_ranks = apply_decay(len, &idle);
        let mut sorted = new_ranks.clone();
        sorted.sort_unstable();
        prop_assert_eq!(sorted, (1..=len).collect::<Vec<_>>());
        for (rank, to) in (1..=len).zip(&new_ranks) {
            match idle.iter().find(|(r, _)| *r == rank) {
                Some((_, m)) => prop_assert!(*to >= rank && *to <= rank + m, "idle {rank} to {to}"),
                None => prop_assert!(*to <= rank, "active {rank} to {to}"),
            }
        }
    }
}
