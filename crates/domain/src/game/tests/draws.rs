//! Draws by claim, by agreement, and the automatic fivefold and 75-move
//! rules.

use shakmaty::Color;

use super::{KNIGHTS_OUT_AND_BACK, after, from_fen, mv, play_all};
use crate::game::{EndReason, Game, GameError, Origin, Outcome};

fn knights_out_and_back(times: usize) -> String {
    vec![KNIGHTS_OUT_AND_BACK; times].join(" ")
}

fn drawn(reason: EndReason) -> Option<Outcome> {
    Some(Outcome::no_winner(reason))
}

/// A rook ending 99 half-moves after the last pawn move or capture.
const NINETY_NINE_HALF_MOVES: &str = "4k3/8/8/8/8/8/8/R3K3 w - - 99 80";

#[test]
fn the_player_to_move_may_claim_a_position_that_occurred_three_times() {
    // The starting position: at the start, after 4 and after 8 half-moves.
    let game = after(&knights_out_and_back(2));

    assert!(!game.is_over());
    assert_eq!(
        game.claimable_draw(Color::White),
        Some(EndReason::Threefold)
    );
    assert_eq!(game.claimable_draw(Color::Black), None);
    assert_eq!(
        game.claim_draw(Color::Black),
        Err(GameError::NothingToClaim)
    );
    assert_eq!(
        game.claim_draw(Color::White).unwrap().outcome(),
        drawn(EndReason::Threefold)
    );
}

#[test]
fn a_move_that_repeats_the_position_a_third_time_may_carry_the_claim() {
    let game = after("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");

    let played = game.play_move(Color::Black, 7, &mv("Ng8"), true).unwrap();

    assert_eq!(played.game.outcome(), drawn(EndReason::Threefold));
}

#[test]
fn a_twice_repeated_position_cannot_be_claimed() {
    let game = after(KNIGHTS_OUT_AND_BACK);

    assert_eq!(
        game.claim_draw(Color::White),
        Err(GameError::NothingToClaim)
    );
}

#[test]
fn the_fifth_occurrence_of_a_position_draws_without_a_claim() {
    let fifteen_plies = after("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");

    let sixteen_plies = play_all(&fifteen_plies, "Ng8");

    assert!(!fifteen_plies.is_over());
    assert_eq!(sixteen_plies.outcome(), drawn(EndReason::Fivefold));
}

#[test]
fn an_en_passant_right_that_cannot_be_used_does_not_make_a_position_different() {
    // After ...d5 the pawn on e5 may not take en passant: it is pinned to
    // its king by the rook on e8. So the position after ...d5 is the same as
    // each later one with the kings back on e1 and g8.
    let pinned = "4r1k1/3p4/8/4P3/8/8/8/4K3 b - - 0 1";

    let game = from_fen(pinned, "d5 Kd1 Kh8 Ke1 Kg8 Kd1 Kh8 Ke1 Kg8");

    assert_eq!(
        game.claimable_draw(Color::White),
        Some(EndReason::Threefold)
    );
}

#[test]
fn an_en_passant_right_that_can_be_used_makes_a_position_different() {
    let free = "6k1/3p4/8/4P3/8/8/8/4K3 b - - 0 1";
    let shuffle = "Kd1 Kh8 Ke1 Kg8";

    let twice = from_fen(free, &format!("d5 {shuffle} {shuffle}"));
    let three_times = play_all(&twice, shuffle);

    assert_eq!(twice.claimable_draw(Color::White), None);
    assert_eq!(
        three_times.claimable_draw(Color::White),
        Some(EndReason::Threefold)
    );
}

#[test]
fn losing_a_castling_right_makes_the_position_different() {
    // After Kf1 and back, White can no longer castle: the position with the
    // king on e1 is new, then repeats.
    let game = from_fen(
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
        "Kf1 Kd8 Ke1 Ke8 Kf1 Kd8 Ke1 Ke8",
    );

    let once_more = play_all(&game, "Kf1 Kd8 Ke1 Ke8");

    assert_eq!(game.claimable_draw(Color::White), None);
    assert_eq!(
        once_more.claimable_draw(Color::White),
        Some(EndReason::Threefold)
    );
}

#[test]
fn the_move_that_completes_fifty_moves_may_carry_the_claim() {
    let game = from_fen(NINETY_NINE_HALF_MOVES, "");

    let played = game.play_move(Color::White, 0, &mv("Ra2"), true).unwrap();

    assert_eq!(played.game.outcome(), drawn(EndReason::FiftyMoves));
}

#[test]
fn either_player_may_claim_once_fifty_moves_have_passed() {
    let game = from_fen(NINETY_NINE_HALF_MOVES, "Ra2");

    assert!(!game.is_over());
    assert_eq!(
        game.claim_draw(Color::Black).unwrap().outcome(),
        drawn(EndReason::FiftyMoves)
    );
    assert_eq!(
        game.claim_draw(Color::White).unwrap().outcome(),
        drawn(EndReason::FiftyMoves)
    );
}

#[test]
fn forty_nine_and_a_half_moves_are_not_enough_to_claim() {
    let game = from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 98 80", "Ra2");

    assert_eq!(
        game.claim_draw(Color::Black),
        Err(GameError::NothingToClaim)
    );
}

#[test]
fn a_pawn_move_starts_the_fifty_moves_again_so_the_draw_is_only_offered() {
    let game = from_fen("4k3/8/8/8/8/8/P7/R3K3 w - - 99 80", "");

    let played = game.play_move(Color::White, 0, &mv("a3"), true).unwrap();

    assert_eq!(played.game.outcome(), None);
    assert_eq!(played.game.draw_offer(), Some(Color::White));
}

#[test]
fn seventy_five_moves_without_pawn_move_or_capture_draw_without_a_claim() {
    let game = from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 149 120", "Ra2");

    assert_eq!(game.outcome(), drawn(EndReason::SeventyFiveMoves));
}

#[test]
fn a_mate_on_the_seventy_fifth_move_is_a_mate() {
    let game = from_fen("6k1/5ppp/8/8/8/8/8/R3K3 w - - 149 120", "Ra8#");

    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Color::White, EndReason::Mate))
    );
}

#[test]
fn an_accepted_draw_offer_ends_the_game() {
    let game = after("e4").offer_draw(Color::White).unwrap();

    let accepted = game.accept_draw(Color::Black).unwrap();

    assert_eq!(game.draw_offer(), Some(Color::White));
    assert_eq!(accepted.outcome(), drawn(EndReason::DrawAgreed));
    assert_eq!(accepted.lichess_status().name, "draw");
}

#[test]
fn only_the_opponent_of_the_offerer_may_answer_an_offer() {
    let offered = after("e4").offer_draw(Color::White).unwrap();
    let not_offered = after("e4");

    assert_eq!(
        offered.accept_draw(Color::White),
        Err(GameError::NoDrawOffer)
    );
    assert_eq!(
        offered.decline_draw(Color::White),
        Err(GameError::NoDrawOffer)
    );
    assert_eq!(
        not_offered.accept_draw(Color::Black),
        Err(GameError::NoDrawOffer)
    );
    assert_eq!(
        not_offered.decline_draw(Color::Black),
        Err(GameError::NoDrawOffer)
    );
}

#[test]
fn a_declined_offer_is_gone() {
    let offered = after("e4").offer_draw(Color::Black).unwrap();

    let declined = offered.decline_draw(Color::White).unwrap();

    assert_eq!(declined.draw_offer(), None);
    assert!(!declined.is_over());
}

#[test]
fn an_offer_lapses_when_the_offerers_opponent_moves_but_not_when_the_offerer_does() {
    let offered = after("e4 e5").offer_draw(Color::White).unwrap();

    let offerer_moved = play_all(&offered, "Nf3");
    let opponent_moved = play_all(&offerer_moved, "Nc6");

    assert_eq!(offerer_moved.draw_offer(), Some(Color::White));
    assert_eq!(opponent_moved.draw_offer(), None);
}

#[test]
fn offering_while_the_opponents_offer_stands_is_agreeing() {
    let offered = after("e4").offer_draw(Color::White).unwrap();

    let both = offered.offer_draw(Color::Black).unwrap();
    let again = offered.offer_draw(Color::White).unwrap();

    assert_eq!(both.outcome(), drawn(EndReason::DrawAgreed));
    assert_eq!(again, offered);
}

#[test]
fn a_move_may_carry_an_offer_and_the_reply_may_carry_the_acceptance() {
    let game = Game::new(Origin::Challenge, None).unwrap();

    let offered = game
        .play_move(Color::White, 0, &mv("e4"), true)
        .unwrap()
        .game;
    let accepted = offered
        .play_move(Color::Black, 1, &mv("e5"), true)
        .unwrap()
        .game;
    let ignored = offered
        .play_move(Color::Black, 1, &mv("e5"), false)
        .unwrap()
        .game;

    assert_eq!(offered.draw_offer(), Some(Color::White));
    assert_eq!(accepted.outcome(), drawn(EndReason::DrawAgreed));
    assert_eq!(ignored.draw_offer(), None);
    assert!(!ignored.is_over());
}

#[test]
fn draw_yes_claims_what_can_be_claimed_and_otherwise_offers_or_accepts() {
    let threefold = after(&knights_out_and_back(2));
    let fifty = from_fen(NINETY_NINE_HALF_MOVES, "Ra2");
    let quiet = after("e4");

    let claimed = threefold.draw_yes(Color::White).unwrap();
    let offered_instead = threefold.draw_yes(Color::Black).unwrap();
    let fifty_by_white = fifty.draw_yes(Color::White).unwrap();
    let offered = quiet.draw_yes(Color::White).unwrap();
    let accepted = offered.draw_yes(Color::Black).unwrap();

    assert_eq!(claimed.outcome(), drawn(EndReason::Threefold));
    assert_eq!(offered_instead.draw_offer(), Some(Color::Black));
    assert_eq!(offered_instead.outcome(), None);
    assert_eq!(fifty_by_white.outcome(), drawn(EndReason::FiftyMoves));
    assert_eq!(offered.draw_offer(), Some(Color::White));
    assert_eq!(accepted.outcome(), drawn(EndReason::DrawAgreed));
}
