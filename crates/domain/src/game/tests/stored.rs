//! Storing a game and restoring it, with and without a full replay.

use shakmaty::Color;

use super::{after, from_fen, live_at_ply, play_all};
use crate::game::{EndReason, Game, LivePlay, Origin, RecordError, StoredGame};

fn restored(game: &Game) -> Game {
    Game::restore(&game.to_stored()).unwrap()
}

#[test]
fn the_stored_parts_are_the_moves_in_uci_the_fen_and_the_standing_offers() {
    let game = after("e4 e5 Nf3").offer_draw(Color::White).unwrap();

    assert_eq!(
        game.to_stored(),
        StoredGame {
            origin: Origin::Challenge,
            initial_fen: None,
            moves: "e2e4 e7e5 g1f3".to_owned(),
            fen: "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2".to_owned(),
            draw_offer: Some(Color::White),
            deletion_request: None,
            outcome: None,
            live: None,
        }
    );
}

#[test]
fn a_restored_game_is_the_game_that_was_stored() {
    let games = [
        after(""),
        after("e4 e5 Nf3 Nc6 Bc4 Nf6 O-O Be7 Re1 O-O Kh1 Kh8"),
        after("e4 a6 e5 d5"),
        after("e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#"),
        after("e4 e5").request_deletion(Color::Black).unwrap(),
        after("d4 d5").resign(Color::White).unwrap(),
        from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 7 40", "Kd7 Kd2 Ke6"),
    ];
    for game in games {
        assert_eq!(restored(&game), game, "{}", game.fen());
    }
}

#[test]
fn restoring_finds_the_castling_rights_of_positions_since_the_last_pawn_move() {
    // After ...a6 White could castle; after Kf1 and back no longer.
    let game = from_fen(
        "4k3/p7/8/8/8/8/8/4K2R b K - 0 1",
        "a6 Kf1 Kd8 Ke1 Ke8 Kf1 Kd8 Ke1 Ke8",
    );

    let once_more = play_all(&game, "Kf1 Kd8 Ke1 Ke8");

    assert_eq!(restored(&game), game);
    assert_eq!(restored(&game).claimable_draw(Color::White), None);
    assert_eq!(
        restored(&once_more).claimable_draw(Color::White),
        Some(EndReason::Threefold)
    );
}

#[test]
fn restoring_takes_back_castling_since_the_last_pawn_move() {
    let game = from_fen(
        "r3k2r/p6p/8/8/8/8/P6P/R3K2R b KQkq - 0 1",
        "a6 O-O O-O-O Kh1 Kb8 Kg1 Kc8 Kh1 Kb8",
    );

    assert_eq!(restored(&game), game);
}

#[test]
fn restoring_keeps_an_en_passant_right_only_when_it_could_be_used() {
    let shuffle = "Kd1 Kh8 Ke1 Kg8";
    let pinned = from_fen(
        "4r1k1/3p4/8/4P3/8/8/8/4K3 b - - 0 1",
        &format!("d5 {shuffle} {shuffle}"),
    );
    let free = from_fen(
        "6k1/3p4/8/4P3/8/8/8/4K3 b - - 0 1",
        &format!("d5 {shuffle} {shuffle}"),
    );

    assert_eq!(
        restored(&pinned).claimable_draw(Color::White),
        Some(EndReason::Threefold)
    );
    assert_eq!(restored(&free).claimable_draw(Color::White), None);
    assert_eq!(restored(&pinned), pinned);
    assert_eq!(restored(&free), free);
}

#[test]
fn a_stored_fen_that_the_last_moves_do_not_lead_to_is_refused() {
    let mut stored = after("e4 e5 Nf3").to_stored();
    stored.fen = after("e4 e5 Bc4").fen();

    assert_eq!(Game::restore(&stored), Err(RecordError::Inconsistent));
}

#[test]
fn a_stored_move_that_is_not_uci_is_refused() {
    let mut stored = after("e4 e5").to_stored();
    stored.moves = stored.moves.replacen("e2e4", "e4", 1);

    assert_eq!(
        Game::restore(&stored),
        Err(RecordError::MalformedMove {
            ply: 0,
            text: "e4".to_owned()
        })
    );
}

#[test]
fn restore_trusts_moves_before_the_last_pawn_move_and_restore_verified_checks_them() {
    let game = after("e4 e5 Nf3 Nc6");
    let mut stored = game.to_stored();
    stored.moves = stored.moves.replacen("e2e4", "d2d4", 1);

    assert!(Game::restore(&stored).is_ok());
    assert_eq!(
        Game::restore_verified(&stored),
        Err(RecordError::Inconsistent)
    );
    assert_eq!(Game::restore_verified(&game.to_stored()), Ok(game));
}

#[test]
fn restore_verified_refuses_a_board_ending_the_stored_outcome_does_not_show() {
    let mut stored = after("f3 e5 g4 Qh4#").to_stored();
    stored.outcome = None;

    assert_eq!(
        Game::restore_verified(&stored),
        Err(RecordError::Inconsistent)
    );
}

#[test]
fn restore_verified_keeps_the_standing_offers_and_an_ending_off_the_board() {
    let offered = after("e4 e5").offer_draw(Color::Black).unwrap();
    let resigned = after("e4 e5").resign(Color::White).unwrap();

    assert_eq!(Game::restore_verified(&offered.to_stored()), Ok(offered));
    assert_eq!(Game::restore_verified(&resigned.to_stored()), Ok(resigned));
}

#[test]
fn replaying_names_the_first_bad_move() {
    let cases: [(&[&str], RecordError); 3] = [
        (
            &["e2e4", "e2e4"],
            RecordError::IllegalMove {
                ply: 1,
                text: "e2e4".to_owned(),
            },
        ),
        (
            &["e2e4", "Nf6"],
            RecordError::MalformedMove {
                ply: 1,
                text: "Nf6".to_owned(),
            },
        ),
        (
            &["f2f3", "e7e5", "g2g4", "d8h4", "a2a3"],
            RecordError::MoveAfterEnd { ply: 4 },
        ),
    ];
    for (moves, error) in cases {
        assert_eq!(
            Game::replay(Origin::Challenge, None, moves),
            Err(error),
            "{moves:?}"
        );
    }
}

#[test]
fn replaying_from_a_custom_start_finds_the_same_game() {
    let fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 7 40";
    let game = from_fen(fen, "Kd7 Kd2 Ke6");

    assert_eq!(
        Game::replay(Origin::Challenge, Some(fen), &game.moves()),
        Ok(game)
    );
}

#[test]
fn a_stored_correspondence_game_written_before_live_games_restores_unchanged() {
    let game = after("e4 e5").offer_draw(Color::Black).unwrap();
    let mut json = serde_json::to_value(game.to_stored()).unwrap();
    json.as_object_mut().unwrap().remove("live");

    let stored: StoredGame = serde_json::from_value(json).unwrap();

    assert_eq!(stored.live, None);
    assert_eq!(Game::restore(&stored), Ok(game));
}

#[test]
fn a_live_game_keeps_its_requests_takebacks_and_request_to_quit_when_stored() {
    let game = live_at_ply(Origin::Tournament, 21)
        .offer_draw(Color::Black)
        .unwrap();
    let quitting = live_at_ply(Origin::Challenge, 4)
        .request_quit(Color::White, 1_717_400_800_000)
        .unwrap()
        .offer_takeback(Color::Black)
        .unwrap();

    for game in [game, quitting] {
        let stored = game.to_stored();
        let json = serde_json::to_string(&stored).unwrap();
        assert_eq!(serde_json::from_str::<StoredGame>(&json).unwrap(), stored);
        assert_eq!(restored(&game), game);
        assert_eq!(Game::restore_verified(&stored), Ok(game.clone()));
        assert!(restored(&game).is_live());
    }
}

#[test]
fn a_live_games_stored_state_is_plain_data_whose_missing_parts_are_nothing_used() {
    let game = live_at_ply(Origin::Challenge, 4)
        .request_quit(Color::White, 7)
        .unwrap();

    let live = serde_json::to_value(game.to_stored()).unwrap()["live"].clone();
    let empty: LivePlay = serde_json::from_str("{}").unwrap();

    assert_eq!(
        live,
        serde_json::json!({
            "draw_requests": {"white": 0, "black": 0},
            "takebacks": {"white": 0, "black": 0},
            "no_result_by": null,
            "takeback_offer": null,
            "quit_request": {"by": "white", "at": 7},
        })
    );
    assert_eq!(empty, LivePlay::default());
}
