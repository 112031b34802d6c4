//! Properties of the settlement and the audit, on generated games.

use proptest::prelude::*;
use shakmaty::{ByColor, Color};

use super::*;
use crate::game::{EndReason, Outcome};

fn any_outcome() -> impl Strategy<Value = Outcome> {
    let reasons = prop_oneof![
        Just(EndReason::Mate),
        Just(EndReason::Resign),
        Just(EndReason::Timeout),
        Just(EndReason::Quit),
        Just(EndReason::DrawAgreed),
        Just(EndReason::Stalemate),
        Just(EndReason::NoResultTimeout),
        Just(EndReason::QuitAgreed),
    ];
    (reasons, any::<bool>()).prop_map(|(reason, white)| {
        let winner = if white { Color::White } else { Color::Black };
        match reason {
            EndReason::Mate | EndReason::Resign | EndReason::Quit => Outcome::win(winner, reason),
            EndReason::Timeout if white => Outcome::win(winner, reason),
            _ => Outcome::no_winner(reason),
        }
    })
}

fn flipped(outcome: Outcome) -> Outcome {
    Outcome {
        winner: outcome.winner.map(|w| !w),
        reason: outcome.reason,
    }
}

proptest! {
    #[test]
    fn no_balance_goes_below_zero(outcome in any_outcome(), plies in 0_u32..200, white in 0_i64..400, black in 0_i64..400, standard in 1_i64..50) {
        let before = ByColor { white, black };
        let entries = settle(outcome, plies, before, standard);
        for color in Color::ALL {
            let amount = entries.get(color).map_or(0, |e| e.amount);
            prop_assert!(before.get(color) + amount >= 0);
        }
    }

    #[test]
    fn a_draw_creates_no_gems(plies in 0_u32..200, white in 0_i64..400, black in 0_i64..400, standard in 1_i64..50) {
        let entries = settle(Outcome::no_winner(EndReason::DrawAgreed), plies, ByColor { white, black }, standard);
        let total: Gems = entries.iter().flatten().map(|e| e.amount).sum();
        prop_assert_eq!(total, 0);
    }

    #[test]
    fn settlement_is_symmetric_in_colour(outcome in any_outcome(), plies in 0_u32..200, white in 0_i64..400, black in 0_i64..400, standard in 1_i64..50) {
        let straight = settle(outcome, plies, ByColor { white, black }, standard);
        let swapped = settle(flipped(outcome), plies, ByColor { white: black, black: white }, standard);
        prop_assert_eq!(straight.white, swapped.black);
        prop_assert_eq!(straight.black, swapped.white);
    }

    #[test]
    fn amounts_stay_within_the_tables(outcome in any_outcome(), plies in 0_u32..200, white in 0_i64..400, black in 0_i64..400, standard in 1_i64..50) {
        let entries = settle(outcome, plies, ByColor { white, black }, standard);
        for entry in entries.iter().flatten() {
            // The most a game takes is a quit's three standard amounts or
            // the draw table's 10; the most it gives, a win or that 10.
            prop_assert!(entry.amount >= -(QUIT_MULTIPLE * standard).max(10));
            prop_assert!(entry.amount <= standard.max(10));
        }
    }

    /// A ledger written game by game with `settle` passes the audit; so
    /// does it after the repair of any one balance changed by hand.
    #[test]
    fn a_ledger_written_by_settle_is_clean_and_a_tampered_balance_is_repaired(
        games in prop::collection::vec((0_usize..5, 0_usize..5, any_outcome(), 0_u32..120), 0..60),
        tampered in 0_usize..5,
        by in 1_i64..30,
    ) {
        let mut ledger = Vec::new();
        let mut balances: std::collections::HashMap<usize, Gems> = (0..5).map(|m| (m, 100)).collect();
        for m in 0..5 {
            ledger.push(LedgerEntry { member: m, game: None, amount: 100, reason: GemReason::Start, balance_after: 100 });
        }
        let mut audited = Vec::new();
        for (id, (white, black, outcome, plies)) in games.into_iter().enumerate() {
            if white == black { continue; }
            let before = ByColor { white: balances[&white], black: balances[&black] };
            let entries = settle(outcome, plies, before, 10);
            for (color, member) in [(Color::White, white), (Color::Black, black)] {
                if let Some(e) = entries.get(color) {
                    let balance = balances.get_mut(&member).unwrap();
                    *balance += e.amount;
                    ledger.push(LedgerEntry { member, game: Some(id), amount: e.amount, reason: e.reason, balance_after: *balance });
                }
            }
            audited.push(AuditedGame { id, white, black, outcome, plies });
        }
        prop_assert!(audit(&ledger, &balances, &audited, 10).is_clean());
        let mut stored = balances.clone();
        *stored.get_mut(&tampered).unwrap() += by;
        let found = audit(&ledger, &stored, &audited, 10);
        prop_assert_eq!(&found.findings, &vec![Finding::BalanceDiffers { member: tampered, stored: balances[&tampered] + by, ledger: balances[&tampered] }]);
        prop_assert_eq!(&found.balances, &balances);
    }
}
