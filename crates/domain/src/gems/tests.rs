//! Every row of live-games.md "Gems" and "Quitting early", and the
//! seed's examples, as table tests.

use shakmaty::{ByColor, Color};

use super::*;
use crate::game::{EndReason, Outcome};

const STANDARD: Gems = 10;

fn entry(amount: Gems, reason: GemReason) -> Option<GemEntry> {
    Some(GemEntry { amount, reason })
}

fn run(
    outcome: Outcome,
    plies: u32,
    white: Gems,
    black: Gems,
) -> (Option<GemEntry>, Option<GemEntry>) {
    let s = settle(outcome, plies, ByColor { white, black }, STANDARD);
    (s.white, s.black)
}

#[test]
fn a_win_pays_the_standard_amount_whatever_ended_it() {
    use GemReason::{Loss, Win};
    let rows = [
        (EndReason::Mate, 4),
        (EndReason::Mate, 90),
        (EndReason::Resign, 20),
        (EndReason::Timeout, 10),
        (EndReason::Timeout, 61),
        (EndReason::Adjudicated, 30),
        (EndReason::Forfeit, 12),
    ];
    for (reason, plies) in rows {
        let white_wins = Outcome::win(Color::White, reason);
        assert_eq!(
            run(white_wins, plies, 100, 100),
            (entry(10, Win), entry(-10, Loss)),
            "{reason:?}"
        );
        let black_wins = Outcome::win(Color::Black, reason);
        assert_eq!(
            run(black_wins, plies, 100, 100),
            (entry(-10, Loss), entry(10, Win)),
            "{reason:?}"
        );
    }
}

#[test]
fn a_loser_never_pays_more_than_they_hold() {
    use GemReason::{Loss, Win};
    let mate = Outcome::win(Color::White, EndReason::Mate);
    assert_eq!(run(mate, 30, 100, 7), (entry(10, Win), entry(-7, Loss)));
    assert_eq!(run(mate, 30, 100, 0), (entry(10, Win), entry(0, Loss)));
    assert_eq!(run(mate, 30, 0, 10), (entry(10, Win), entry(-10, Loss)));
}

#[test]
fn draws_follow_the_table_of_the_difference_before_the_game() {
    use GemReason::Draw;
    // (white, black) → (white's entry, black's entry)
    let rows: [(Gems, Gems, Gems, Gems); 12] = [
        (100, 100, 0, 0),
        (101, 100, -1, 1),
        (100, 109, 1, -1),
        (3, 0, -1, 1),
        (110, 100, -5, 5),
        (100, 199, 5, -5),
        (10, 0, -5, 5),
        (200, 100, -10, 10),
        (100, 1_000, 10, -10),
        (100, 0, -10, 10),
        (0, 9, 1, -1),
        (99, 0, -5, 5),
    ];
    for reason in [
        EndReason::DrawAgreed,
        EndReason::Stalemate,
        EndReason::Threefold,
        EndReason::FiftyMoves,
        EndReason::Fivefold,
        EndReason::SeventyFiveMoves,
        EndReason::InsufficientMaterial,
        EndReason::Timeout,
    ] {
        for (white, black, w, b) in rows {
            assert_eq!(
                run(Outcome::no_winner(reason), 40, white, black),
                (entry(w, Draw), entry(b, Draw)),
                "{reason:?} at {white}–{black}"
            );
        }
    }
}

#[test]
fn the_draw_table_bands() {
    for (difference, amount) in [
        (0, 1),
        (9, 1),
        (-9, 1),
        (10, 5),
        (99, 5),
        (-50, 5),
        (100, 10),
        (5_000, 10),
    ] {
        assert_eq!(draw_amount(difference), amount, "{difference}");
    }
}

#[test]
fn games_without_a_result_move_nothing() {
    for reason in [
        EndReason::NoResultTimeout,
        EndReason::QuitAgreed,
        EndReason::Aborted,
        EndReason::Deleted,
    ] {
        assert_eq!(
            run(Outcome::no_winner(reason), 8, 150, 20),
            (None, None),
            "{reason:?}"
        );
    }
}

#[test]
fn a_quit_refused_costs_three_standard_amounts_and_pays_the_other_from_50_plies() {
    use GemReason::{OpponentQuit, Quit};
    let black_quit = Outcome::win(Color::White, EndReason::Quit);
    // Under 50 plies the other side's gems do not change.
    assert_eq!(run(black_quit, 49, 100, 100), (None, entry(-30, Quit)));
    assert_eq!(run(black_quit, 0, 100, 100), (None, entry(-30, Quit)));
    // At 50 plies and over, the draw table of the difference before, always a gain.
    assert_eq!(
        run(black_quit, 50, 100, 100),
        (entry(1, OpponentQuit), entry(-30, Quit))
    );
    assert_eq!(
        run(black_quit, 51, 100, 105),
        (entry(1, OpponentQuit), entry(-30, Quit))
    );
    assert_eq!(
        run(black_quit, 80, 100, 150),
        (entry(5, OpponentQuit), entry(-30, Quit))
    );
    assert_eq!(
        run(black_quit, 80, 300, 150),
        (entry(10, OpponentQuit), entry(-30, Quit))
    );
    // The quitter pays what they hold at most.
    assert_eq!(run(black_quit, 20, 100, 12), (None, entry(-12, Quit)));
    let white_quit = Outcome::win(Color::Black, EndReason::Quit);
    assert_eq!(
        run(white_quit, 60, 0, 100),
        (entry(0, Quit), entry(10, OpponentQuit))
    );
}

#[test]
fn the_seeds_sentences() {
    use GemReason::{Loss, OpponentQuit, Quit, Win};
    // "In the case that a player resigns, they lose the standard amount of
    // gems and their opponent ... is awarded the standard amount of gems."
    let resigned = Outcome::win(Color::Black, EndReason::Resign);
    assert_eq!(
        run(resigned, 24, 100, 100),
        (entry(-10, Loss), entry(10, Win))
    );
    // "before 5 moves have been played by each player ... No gems are
    // awarded here."
    let early = Outcome::no_winner(EndReason::NoResultTimeout);
    assert_eq!(run(early, 9, 100, 100), (None, None));
    // "If their opponent agrees to their request, both parties don't win
    // or lose any gems."
    let agreed = Outcome::no_winner(EndReason::QuitAgreed);
    assert_eq!(run(agreed, 60, 100, 100), (None, None));
    // "... loses triple the amount of gems and the other player doesn't win
    // or lose any gems" / "... wins the gems according to the rules of a
    // Draw."
    let quit = Outcome::win(Color::White, EndReason::Quit);
    assert_eq!(run(quit, 30, 100, 100), (None, entry(-30, Quit)));
    assert_eq!(
        run(quit, 70, 100, 100),
        (entry(1, OpponentQuit), entry(-30, Quit))
    );
    // live-games.md decision: new accounts start with 100 gems, the
    // standard amount is 10.
    assert_eq!(
        GemAmounts::default(),
        GemAmounts {
            starting: 100,
            standard: 10
        }
    );
}

#[test]
fn reasons_have_stable_names() {
    use crate::Named;
    for reason in GemReason::ALL {
        assert_eq!(reason.as_str().parse::<GemReason>().ok(), Some(*reason));
    }
    assert_eq!(GemReason::OpponentQuit.as_str(), "opponent_quit");
}

mod audits {
    use std::collections::HashMap;

    use super::*;

    type Entry = LedgerEntry<u8, u8>;
    type Games = Vec<AuditedGame<u8, u8>>;

    fn start(member: u8) -> Entry {
        LedgerEntry {
            member,
            game: None,
            amount: 100,
            reason: GemReason::Start,
            balance_after: 100,
        }
    }

    fn paid(member: u8, game: u8, amount: Gems, reason: GemReason, balance_after: Gems) -> Entry {
        LedgerEntry {
            member,
            game: Some(game),
            amount,
            reason,
            balance_after,
        }
    }

    /// Member 1 mates member 2 in game 7, then they draw game 8 at 110–90.
    fn history() -> (Vec<Entry>, HashMap<u8, Gems>, Games) {
        let ledger = vec![
            start(1),
            start(2),
            paid(1, 7, 10, GemReason::Win, 110),
            paid(2, 7, -10, GemReason::Loss, 90),
            paid(1, 8, -5, GemReason::Draw, 105),
            paid(2, 8, 5, GemReason::Draw, 95),
        ];
        let games = vec![
            AuditedGame {
                id: 7,
                white: 1,
                black: 2,
                outcome: Outcome::win(Color::White, EndReason::Mate),
                plies: 30,
            },
            AuditedGame {
                id: 8,
                white: 2,
                black: 1,
                outcome: Outcome::no_winner(EndReason::Stalemate),
                plies: 70,
            },
        ];
        (ledger, HashMap::from([(1, 105), (2, 95)]), games)
    }

    /// The ledger and balances after `found`'s repair.
    fn repaired(mut ledger: Vec<Entry>, found: &Audit<u8, u8>) -> (Vec<Entry>, HashMap<u8, Gems>) {
        for (position, after) in &found.rechained {
            ledger[*position].balance_after = *after;
        }
        ledger.extend(found.appended.iter().cloned());
        (ledger, found.balances.clone())
    }

    fn assert_repair_is_clean(
        ledger: Vec<Entry>,
        found: &Audit<u8, u8>,
        games: &[AuditedGame<u8, u8>],
    ) {
        let (ledger, balances) = repaired(ledger, found);
        let again = audit(&ledger, &balances, games, STANDARD);
        assert!(again.is_clean(), "{:?}", again.findings);
    }

    #[test]
    fn a_true_history_is_clean() {
        let (ledger, stored, games) = history();
        let found = audit(&ledger, &stored, &games, STANDARD);
        assert!(found.is_clean(), "{:?}", found.findings);
        assert_eq!(found.balances, stored);
    }

    #[test]
    fn a_balance_changed_by_hand_is_found_and_set_back() {
        let (ledger, mut stored, games) = history();
        stored.insert(2, 500);
        let found = audit(&ledger, &stored, &games, STANDARD);
        assert_eq!(
            found.findings,
            [Finding::BalanceDiffers {
                member: 2,
                stored: 500,
                ledger: 95
            }]
        );
        assert_eq!(found.balances[&2], 95);
        assert_repair_is_clean(ledger, &found, &games);
    }

    #[test]
    fn a_wrong_amount_is_found_and_corrected_at_the_end() {
        let (mut ledger, _, games) = history();
        // The draw paid 1 instead of 5 (and the chain was kept consistent).
        ledger[4] = paid(1, 8, -1, GemReason::Draw, 109);
        ledger[5] = paid(2, 8, 1, GemReason::Draw, 91);
        let stored = HashMap::from([(1, 109), (2, 91)]);
        let found = audit(&ledger, &stored, &games, STANDARD);
        assert_eq!(
            found.findings,
            [
                Finding::WrongSettlement {
                    game: 8,
                    member: 2,
                    recorded: 1,
                    expected: 5
                },
                Finding::WrongSettlement {
                    game: 8,
                    member: 1,
                    recorded: -1,
                    expected: -5
                },
            ]
        );
        assert_eq!(found.balances, HashMap::from([(1, 105), (2, 95)]));
        assert!(
            found
                .appended
                .iter()
                .all(|e| e.reason == GemReason::Correction)
        );
        assert_repair_is_clean(ledger, &found, &games);
    }

    #[test]
    fn a_broken_chain_is_recomputed_from_the_amounts() {
        let (mut ledger, stored, games) = history();
        ledger[2].balance_after = 111;
        let found = audit(&ledger, &stored, &games, STANDARD);
        assert_eq!(
            found.findings[0],
            Finding::BrokenChain {
                member: 1,
                position: 2,
                recorded: 111,
                expected: 110
            }
        );
        assert_eq!(found.rechained, [(2, 110)]);
        assert_repair_is_clean(ledger, &found, &games);
    }

    #[test]
    fn a_game_never_settled_is_settled_by_the_repair_and_entries_of_other_games_are_undone() {
        let (mut ledger, mut stored, mut games) = history();
        games.push(AuditedGame {
            id: 9,
            white: 1,
            black: 2,
            outcome: Outcome::win(Color::Black, EndReason::Resign),
            plies: 40,
        });
        // Game 3 is a correspondence game: it pays nothing.
        ledger.push(paid(2, 3, 10, GemReason::Win, 105));
        stored.insert(2, 105);
        let found = audit(&ledger, &stored, &games, STANDARD);
        assert_eq!(
            found.findings,
            [
                Finding::Unsettled { game: 9 },
                Finding::NotSettling {
                    game: 3,
                    member: 2,
                    recorded: 10
                }
            ]
        );
        assert_eq!(found.balances, HashMap::from([(1, 95), (2, 105)]));
        assert_repair_is_clean(ledger, &found, &games);
    }
}

#[test]
fn only_stand_alone_live_games_settle() {
    use crate::game::Origin;
    for (origin, live, settles) in [
        (Origin::Challenge, true, true),
        (Origin::OpenGame, true, true),
        (Origin::Tournament, true, false),
        (Origin::Club, true, false),
        (Origin::Challenge, false, false),
        (Origin::OpenGame, false, false),
    ] {
        assert_eq!(origin.settles_gems(live), settles, "{origin:?} live {live}");
    }
}
