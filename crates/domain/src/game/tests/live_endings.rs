//! Ending a live game (live-games.md "Ending a live game", seed 001):
//! resigning and requesting draws only after 20 plies, at most 3 draw
//! requests per player, no result on time before 10 plies, no abort, and
//! the rules of tournament and club live games.

use shakmaty::Color;

use super::{KNIGHTS_OUT_AND_BACK, live_after, live_at_ply, mv, play, play_all};
use crate::game::{EndReason, Game, GameError, LivePlay, Origin, Outcome, PerPlayer};

const STAND_ALONE: [Origin; 2] = [Origin::Challenge, Origin::OpenGame];

fn drawn(reason: EndReason) -> Option<Outcome> {
    Some(Outcome::no_winner(reason))
}

#[test]
fn a_stand_alone_live_game_may_be_resigned_from_ply_20_and_not_at_ply_19() {
    for origin in STAND_ALONE {
        let at_19 = live_at_ply(origin, 19);
        let at_20 = live_at_ply(origin, 20);

        assert_eq!(
            at_19.resign(Color::Black),
            Err(GameError::ResignTooEarly {
                ply: 19,
                may_ask_to_quit: true
            }),
            "{origin:?}"
        );
        assert_eq!(
            at_20.resign(Color::Black).unwrap().outcome(),
            Some(Outcome::win(Color::White, EndReason::Resign)),
            "{origin:?}"
        );
    }
}

#[test]
fn resigning_too_early_says_so_and_that_the_quit_rules_apply_instead() {
    let stand_alone = live_at_ply(Origin::Challenge, 0).resign(Color::White);
    let tournament = live_at_ply(Origin::Tournament, 19).resign(Color::White);

    assert_eq!(
        stand_alone.unwrap_err().to_string(),
        "you may resign only after 10 moves by each player (20 plies), and the game is at ply 0: until then, ask your opponent to quit"
    );
    assert_eq!(
        tournament.unwrap_err().to_string(),
        "you may resign only after 10 moves by each player (20 plies), and the game is at ply 19: until then, play on or let your clock run out"
    );
}

#[test]
fn a_tournament_live_game_may_be_resigned_from_ply_20_and_a_club_game_at_any_ply() {
    let tournament_at_19 = live_at_ply(Origin::Tournament, 19);
    let tournament_at_20 = live_at_ply(Origin::Tournament, 20);
    let club_at_0 = live_at_ply(Origin::Club, 0);

    assert_eq!(
        tournament_at_19.resign(Color::White),
        Err(GameError::ResignTooEarly {
            ply: 19,
            may_ask_to_quit: false
        })
    );
    assert_eq!(
        tournament_at_20.resign(Color::White).unwrap().outcome(),
        Some(Outcome::win(Color::Black, EndReason::Resign))
    );
    assert_eq!(
        club_at_0.resign(Color::White).unwrap().outcome(),
        Some(Outcome::win(Color::Black, EndReason::Resign))
    );
}

#[test]
fn a_draw_may_be_requested_from_ply_20_and_not_at_ply_19() {
    for origin in [Origin::Challenge, Origin::OpenGame, Origin::Tournament] {
        let at_19 = live_at_ply(origin, 19);
        let at_20 = live_at_ply(origin, 20);

        assert_eq!(
            at_19.offer_draw(Color::Black),
            Err(GameError::DrawRequestTooEarly { ply: 19 }),
            "{origin:?}"
        );
        let requested = at_20.offer_draw(Color::Black).unwrap();
        assert_eq!(requested.draw_offer(), Some(Color::Black), "{origin:?}");
        assert_eq!(
            requested.live().unwrap().draw_requests,
            PerPlayer { white: 0, black: 1 },
            "{origin:?}"
        );
    }
}

#[test]
fn a_draw_requested_too_early_is_refused_with_the_reason() {
    let refused = live_at_ply(Origin::Challenge, 12).offer_draw(Color::White);

    assert_eq!(
        refused.unwrap_err().to_string(),
        "a draw may be requested only after 10 moves by each player (20 plies), and the game is at ply 12"
    );
}

#[test]
fn the_move_that_completes_ten_moves_each_may_carry_a_draw_request_and_the_one_before_may_not() {
    let at_18 = live_at_ply(Origin::Challenge, 18);
    let at_19 = live_at_ply(Origin::Challenge, 19);

    let too_early = at_18.play_move(Color::White, 18, &mv("h3"), true).unwrap();
    let requested = at_19.play_move(Color::Black, 19, &mv("Be6"), true).unwrap();

    assert_eq!(too_early.game.ply(), 19, "the move stands");
    assert_eq!(too_early.game.draw_offer(), None, "the request is dropped");
    assert_eq!(
        too_early.draw_refused,
        Some(GameError::DrawRequestTooEarly { ply: 19 })
    );
    assert_eq!(requested.draw_refused, None);
    assert_eq!(requested.game.draw_offer(), Some(Color::Black));
    assert_eq!(
        requested
            .game
            .live()
            .unwrap()
            .draw_requests
            .of(Color::Black),
        1
    );
}

#[test]
fn a_draw_offered_with_the_first_move_of_a_live_game_drops_the_offer_and_keeps_the_move() {
    let game = live_at_ply(Origin::Challenge, 0);

    let played = game.play_move(Color::White, 0, &mv("e4"), true).unwrap();

    assert_eq!(played.game.moves(), ["e2e4"]);
    assert_eq!(played.game.draw_offer(), None);
    assert_eq!(
        played.game.live().unwrap().draw_requests,
        PerPlayer { white: 0, black: 0 }
    );
    assert!(played.draw_refused.is_some());
}

#[test]
fn a_fourth_draw_request_with_a_move_drops_the_request_and_keeps_the_move() {
    let mut game = live_at_ply(Origin::Challenge, 20);
    for _ in 0..LivePlay::DRAW_REQUESTS_MAX {
        let requested = game.offer_draw(Color::White).unwrap();
        game = requested.decline_draw(Color::Black).unwrap();
    }

    let played = game.play_move(Color::White, 20, &mv("b4"), true).unwrap();

    assert_eq!(played.game.ply(), 21);
    assert_eq!(played.game.draw_offer(), None);
    assert_eq!(played.draw_refused, Some(GameError::DrawRequestsUsed));
}

#[test]
fn the_fourth_request_by_one_player_is_refused_while_the_other_still_has_theirs() {
    let mut game = live_at_ply(Origin::Challenge, 20);
    for _ in 0..LivePlay::DRAW_REQUESTS_MAX {
        let requested = game.offer_draw(Color::White).unwrap();
        game = requested.decline_draw(Color::Black).unwrap();
    }

    let fourth = game.offer_draw(Color::White);
    let blacks_first = game.offer_draw(Color::Black).unwrap();

    assert_eq!(fourth, Err(GameError::DrawRequestsUsed));
    assert_eq!(
        fourth.unwrap_err().to_string(),
        "you have made the 3 draw requests each player may make in this game: accepting your opponent's offer and claiming a draw remain possible"
    );
    assert_eq!(blacks_first.draw_offer(), Some(Color::Black));
    assert_eq!(
        blacks_first.live().unwrap().draw_requests,
        PerPlayer { white: 3, black: 1 }
    );
}

#[test]
fn the_limit_counts_requests_made_with_moves_and_not_repeats_of_a_standing_one() {
    let game = live_at_ply(Origin::Challenge, 20);

    let with_move = game
        .play_move(Color::White, 20, &mv("b4"), true)
        .unwrap()
        .game;
    let repeated = with_move.offer_draw(Color::White).unwrap();

    assert_eq!(with_move.live().unwrap().draw_requests.of(Color::White), 1);
    assert_eq!(repeated, with_move);
}

#[test]
fn accepting_an_offer_is_never_limited() {
    let mut game = live_at_ply(Origin::Challenge, 20);
    for _ in 0..LivePlay::DRAW_REQUESTS_MAX {
        game = game
            .offer_draw(Color::White)
            .unwrap()
            .decline_draw(Color::Black)
            .unwrap();
    }
    let offered = game.offer_draw(Color::Black).unwrap();

    let accepted = offered.accept_draw(Color::White).unwrap();
    let agreed_by_offering = offered.offer_draw(Color::White).unwrap();
    let agreed_with_a_move = offered
        .play_move(Color::White, 20, &mv("b4"), true)
        .unwrap();

    assert_eq!(accepted.outcome(), drawn(EndReason::DrawAgreed));
    assert_eq!(agreed_by_offering.outcome(), drawn(EndReason::DrawAgreed));
    assert_eq!(
        agreed_with_a_move.game.outcome(),
        drawn(EndReason::DrawAgreed)
    );
}

#[test]
fn claiming_threefold_or_fifty_moves_is_never_limited_even_before_ply_20() {
    let threefold = live_after(
        Origin::Challenge,
        &format!("{KNIGHTS_OUT_AND_BACK} {KNIGHTS_OUT_AND_BACK}"),
    );
    let fifty = play_all(
        &Game::new_live(Origin::Tournament, Some("4k3/8/8/8/8/8/8/R3K3 w - - 99 80")).unwrap(),
        "Ra2",
    );

    assert_eq!(
        threefold.claim_draw(Color::White).unwrap().outcome(),
        drawn(EndReason::Threefold)
    );
    assert_eq!(
        threefold.draw_yes(Color::White).unwrap().outcome(),
        drawn(EndReason::Threefold)
    );
    assert_eq!(
        fifty.claim_draw(Color::Black).unwrap().outcome(),
        drawn(EndReason::FiftyMoves)
    );
}

#[test]
fn club_live_games_follow_the_rules_of_chess_only_for_draw_requests() {
    let mut game = live_at_ply(Origin::Club, 2);
    for _ in 0..5 {
        game = game
            .offer_draw(Color::White)
            .unwrap()
            .decline_draw(Color::Black)
            .unwrap();
    }

    assert_eq!(game.live().unwrap().draw_requests, PerPlayer::default());
}

#[test]
fn running_out_of_time_before_ply_10_ends_a_stand_alone_live_game_with_no_result() {
    for origin in STAND_ALONE {
        for plies in [0, 1, 9] {
            let timed_out = live_at_ply(origin, plies).time_out().unwrap();
            let outcome = timed_out.outcome().unwrap();
            assert_eq!(
                outcome,
                Outcome::no_winner(EndReason::NoResultTimeout),
                "{origin:?} at {plies}"
            );
            assert!(outcome.reason.is_void());
            assert_eq!(outcome.pgn_result(), "*");
        }
    }
}

#[test]
fn running_out_of_time_from_ply_10_loses() {
    let at_10 = live_at_ply(Origin::Challenge, 10);
    let at_11 = live_at_ply(Origin::OpenGame, 11);

    assert_eq!(
        at_10.time_out().unwrap().outcome(),
        Some(Outcome::win(Color::Black, EndReason::Timeout))
    );
    assert_eq!(
        at_11.time_out().unwrap().outcome(),
        Some(Outcome::win(Color::White, EndReason::Timeout))
    );
}

#[test]
fn running_out_of_time_at_ply_10_against_a_lone_king_is_a_draw_and_at_ply_9_no_result() {
    let start = Game::new_live(Origin::Challenge, Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")).unwrap();
    let at_9 = play_all(&start, "Kd1 Kd8 Ke1 Ke8 Kd1 Kd8 Ke1 Ke8 Kd1");
    let at_10 = play(&at_9, "Kd8");

    assert_eq!(
        at_9.time_out().unwrap().outcome(),
        drawn(EndReason::NoResultTimeout)
    );
    assert_eq!(
        at_10.time_out().unwrap().outcome(),
        drawn(EndReason::Timeout)
    );
}

#[test]
fn tournament_and_club_live_games_are_lost_on_time_at_any_ply() {
    let cases = [
        (Origin::Tournament, 3, Color::White),
        (Origin::Tournament, 0, Color::Black),
        (Origin::Club, 3, Color::White),
        (Origin::Club, 0, Color::Black),
    ];
    for (origin, plies, winner) in cases {
        assert_eq!(
            live_at_ply(origin, plies).time_out().unwrap().outcome(),
            Some(Outcome::win(winner, EndReason::Timeout)),
            "{origin:?} at {plies}"
        );
    }
}

#[test]
fn a_tournament_live_game_on_time_against_a_lone_king_is_a_draw() {
    let game = Game::new_live(Origin::Tournament, Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")).unwrap();

    assert_eq!(
        game.time_out().unwrap().outcome(),
        drawn(EndReason::Timeout)
    );
}

#[test]
fn a_stand_alone_live_game_may_be_aborted_until_both_sides_have_moved() {
    for origin in STAND_ALONE {
        for plies in [0, 1] {
            let game = live_at_ply(origin, plies);
            assert!(game.is_abortable(), "{origin:?} at {plies}");
            let aborted = game.abort(Color::White).unwrap();
            assert_eq!(
                aborted.outcome(),
                drawn(EndReason::Aborted),
                "{origin:?} at {plies}"
            );
            assert!(EndReason::Aborted.is_void());
        }
        for plies in [2, 24] {
            let game = live_at_ply(origin, plies);
            assert!(!game.is_abortable(), "{origin:?} at {plies}");
            assert_eq!(
                game.abort(Color::White),
                Err(GameError::TooLateToAbort),
                "{origin:?}"
            );
        }
    }
}

#[test]
fn tournament_and_club_live_games_are_never_aborted() {
    for origin in [Origin::Tournament, Origin::Club] {
        let game = live_at_ply(origin, 0);
        assert!(!game.is_abortable(), "{origin:?}");
        assert_eq!(
            game.abort(Color::White),
            Err(GameError::NotStandAlone),
            "{origin:?}"
        );
    }
}

#[test]
fn a_live_game_cannot_be_resigned_at_ply_0_but_may_be_aborted() {
    let game = live_at_ply(Origin::Challenge, 0);

    assert_eq!(
        game.resign(Color::White),
        Err(GameError::ResignTooEarly {
            ply: 0,
            may_ask_to_quit: true
        })
    );
    assert!(game.abort(Color::White).is_ok());
}

#[test]
fn live_games_have_no_deletion() {
    for origin in STAND_ALONE {
        for plies in [0, 1, 2, 24] {
            assert_eq!(
                live_at_ply(origin, plies).request_deletion(Color::White),
                Err(GameError::LiveNoDeletion),
                "{origin:?}"
            );
        }
    }
    assert_eq!(
        GameError::LiveNoDeletion.to_string(),
        "live games cannot be deleted: ask your opponent to quit instead"
    );
}

#[test]
fn a_correspondence_game_keeps_its_own_rules() {
    let game = Game::new(Origin::Challenge, None).unwrap();

    assert!(!game.is_live());
    assert_eq!(game.live(), None);
    assert_eq!(
        game.resign(Color::White).unwrap().outcome(),
        drawn(EndReason::Aborted)
    );
    assert_eq!(
        game.time_out().unwrap().outcome(),
        drawn(EndReason::Aborted)
    );
    assert_eq!(
        game.offer_draw(Color::White).unwrap().draw_offer(),
        Some(Color::White)
    );
}

#[test]
fn a_live_game_starts_with_nothing_used_and_nothing_standing() {
    let game = Game::new_live(Origin::Challenge, None).unwrap();

    assert!(game.is_live());
    assert_eq!(game.live(), Some(LivePlay::default()));
    assert_eq!(game.first_to_move(), Color::White);
    assert_eq!(
        Game::new_live(Origin::Challenge, Some("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1"))
            .unwrap()
            .first_to_move(),
        Color::Black
    );
}

#[test]
fn the_live_endings_have_their_lichess_status_pgn_termination_and_product_name() {
    let cases = [
        (
            EndReason::NoResultTimeout,
            "aborted",
            25,
            "no_result_timeout",
            true,
        ),
        (EndReason::QuitAgreed, "aborted", 25, "quit_agreed", true),
        (EndReason::Quit, "resign", 31, "quit", false),
    ];
    for (reason, status, id, name, void) in cases {
        assert_eq!(
            (reason.lichess_status().name, reason.lichess_status().id),
            (status, id),
            "{reason:?}"
        );
        assert_eq!(reason.pgn_termination(), "Abandoned", "{reason:?}");
        assert_eq!(
            serde_json::to_value(reason).unwrap(),
            serde_json::Value::from(name)
        );
        assert_eq!(reason.is_void(), void, "{reason:?}");
    }
    assert_eq!(
        Outcome::win(Color::White, EndReason::Quit).pgn_result(),
        "1-0"
    );
    assert_eq!(Outcome::no_winner(EndReason::QuitAgreed).pgn_result(), "*");
}

#[test]
fn the_move_form_offers_a_draw_only_where_the_request_would_count() {
    let at_0 = live_at_ply(Origin::Challenge, 0);
    let at_18 = live_at_ply(Origin::Challenge, 18);
    let at_19 = live_at_ply(Origin::Challenge, 19);
    let correspondence = Game::new(Origin::Challenge, None).unwrap();

    assert!(!at_0.may_offer_draw_with_move(Color::White));
    assert!(!at_18.may_offer_draw_with_move(Color::White));
    assert!(at_19.may_offer_draw_with_move(Color::Black));
    assert!(correspondence.may_offer_draw_with_move(Color::White));

    let mut used = live_at_ply(Origin::Challenge, 20);
    for _ in 0..LivePlay::DRAW_REQUESTS_MAX {
        used = used
            .offer_draw(Color::White)
            .unwrap()
            .decline_draw(Color::Black)
            .unwrap();
    }
    assert!(!used.may_offer_draw_with_move(Color::White));
    let offered = used.offer_draw(Color::Black).unwrap();
    assert!(
        offered.may_offer_draw_with_move(Color::White),
        "accepting the opponent's offer is always possible"
    );
}

/// Issue 49: a game without a result read the same on both sides; it now
/// keeps the player it is told by.
#[test]
fn a_game_without_a_result_keeps_the_player_it_is_told_by() {
    let told_by = |game: Game| game.live().and_then(|live| live.no_result_by);
    let at_1 = live_at_ply(Origin::Challenge, 1);
    let at_3 = live_at_ply(Origin::Challenge, 3);

    let aborted = at_1.abort(Color::Black).unwrap();
    let flagged = at_3.time_out().unwrap();
    let quit_agreed = at_3
        .request_quit(Color::White, 0)
        .and_then(|game| game.accept_quit(Color::Black))
        .unwrap();
    let asked_back = at_3
        .request_quit(Color::Black, 0)
        .and_then(|game| game.request_quit(Color::White, 0))
        .unwrap();

    assert_eq!(aborted.outcome(), drawn(EndReason::Aborted));
    assert_eq!(told_by(aborted), Some(Color::Black));
    assert_eq!(flagged.outcome(), drawn(EndReason::NoResultTimeout));
    assert_eq!(told_by(flagged), Some(Color::Black), "Black was to move");
    assert_eq!(quit_agreed.outcome(), drawn(EndReason::QuitAgreed));
    assert_eq!(told_by(quit_agreed), Some(Color::White), "White asked");
    assert_eq!(told_by(asked_back), Some(Color::Black), "Black asked first");
    assert_eq!(
        told_by(
            live_at_ply(Origin::Challenge, 24)
                .resign(Color::White)
                .unwrap()
        ),
        None
    );
}
