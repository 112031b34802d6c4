//! Takebacks in live games (live-games.md "Takebacks"): by right up to the
//! allowance, by an offer the opponent accepts after it, and the clock as
//! if the move had never been made.

use shakmaty::Color;

use super::{QUIET_OPENING, after, mv};
use crate::game::{
    Clock, EndReason, Game, GameError, Origin, Outcome, PerPlayer, QuitRequest, TimeControl,
};
use crate::time::{MINUTE_MS, SECOND_MS};

/// 2024-06-03 07:46:40 UTC.
const START: i64 = 1_717_400_800_000;

/// A live game, its control and the instant of each of its moves.
#[derive(Clone)]
struct Played {
    game: Game,
    control: TimeControl,
    times: Vec<i64>,
}

impl Played {
    fn new(origin: Origin, control: &str) -> Played {
        Played {
            game: Game::new_live(origin, None).unwrap(),
            control: control.parse().unwrap(),
            times: Vec::new(),
        }
    }

    /// After `san` played by the player to move, `seconds` after the start.
    fn then(mut self, san: &str, seconds: i64) -> Played {
        let game = &self.game;
        self.game = game
            .play_move(game.turn(), game.ply(), &mv(san), false)
            .unwrap()
            .game;
        self.times.push(START + seconds * SECOND_MS);
        self
    }

    fn clock(&self) -> Clock {
        Clock::replay(self.control, Color::White, START, &self.times).unwrap()
    }

    /// The clock before the last move: what a takeback restores.
    fn clock_before_last_move(&self) -> Clock {
        let before = &self.times[..self.times.len() - 1];
        Clock::replay(self.control, Color::White, START, before).unwrap()
    }

    fn take_back(&self, by: Color, seconds: i64) -> Result<Game, GameError> {
        self.game
            .take_back(by, &self.clock_before_last_move(), at(seconds))
    }

    /// After `by` took back the last move, `seconds` after the start.
    fn taken_back(mut self, by: Color, seconds: i64) -> Played {
        self.game = self.take_back(by, seconds).unwrap();
        self.times.pop();
        self
    }
}

fn at(seconds: i64) -> i64 {
    START + seconds * SECOND_MS
}

/// 10 minutes each, at most 2 a move, 5 seconds added per move, 1 takeback.
const FAST: &str = "fast 10m/2m+5s tb1";

/// e4 after 10 s, e5 after 30 s more, Nf3 after 60 s more.
fn three_moves(origin: Origin, control: &str) -> Played {
    Played::new(origin, control)
        .then("e4", 10)
        .then("e5", 40)
        .then("Nf3", 100)
}

#[test]
fn a_takeback_puts_the_position_and_the_record_back_and_counts_against_the_taker() {
    let played = three_moves(Origin::Challenge, FAST);

    let taken_back = played.take_back(Color::White, 110).unwrap();

    assert_eq!(taken_back.moves(), ["e2e4", "e7e5"]);
    assert_eq!(taken_back.fen(), after("e4 e5").fen());
    assert_eq!(taken_back.turn(), Color::White);
    assert_eq!(
        taken_back.live().unwrap().takebacks,
        PerPlayer { white: 1, black: 0 }
    );
}

#[test]
fn after_a_takeback_the_clocks_are_as_if_the_move_had_never_been_made() {
    let played = three_moves(Origin::Challenge, FAST);
    let after_the_move = played.clock();
    let now = at(110);

    let restored = played.clock_before_last_move();

    // White's clock ran from e5 (40 s) on: 70 s of round time and of move
    // time are gone, and the 5 s that Nf3 earned with it.
    let whites_round_before_the_move = 10 * MINUTE_MS - 10 * SECOND_MS + 5 * SECOND_MS;
    assert_eq!(restored.running, Color::White);
    assert_eq!(restored.turn_started_at, at(40));
    assert_eq!(restored.bank_ms(Color::White), whites_round_before_the_move);
    assert_eq!(
        restored.bank_ms(Color::White) - restored.charged_ms(now, 0),
        after_the_move.bank_ms(Color::White) - after_the_move.charged_ms(now, 0) - 5 * SECOND_MS
    );
    assert_eq!(restored.remaining_ms(Color::White, now, 0), 50 * SECOND_MS);
    assert_eq!(restored.deadline(0), at(40) + 2 * MINUTE_MS);
    // Black's clock is what it was when Nf3 was made: the 10 s it ran
    // since do not count.
    assert_eq!(
        restored.bank_ms(Color::Black),
        10 * MINUTE_MS - 30 * SECOND_MS + 5 * SECOND_MS
    );
    assert_eq!(
        restored.remaining_ms(Color::Black, now, 0),
        after_the_move.bank_ms(Color::Black)
    );
}

#[test]
fn a_takeback_that_leaves_the_taker_past_their_deadline_ends_the_game_on_time() {
    // White's move time since e5 (40 s) ends at 160 s: Nf3 at 155 s was in
    // time, the takeback at 165 s comes after it.
    let stand_alone = Played::new(Origin::Challenge, FAST)
        .then("e4", 10)
        .then("e5", 40)
        .then("Nf3", 155);
    let tournament = Played::new(Origin::Tournament, FAST)
        .then("e4", 10)
        .then("e5", 40)
        .then("Nf3", 155);

    let in_time = stand_alone.take_back(Color::White, 159).unwrap();
    let stand_alone_late = stand_alone.take_back(Color::White, 160).unwrap();
    let tournament_late = tournament.take_back(Color::White, 165).unwrap();

    assert!(!in_time.is_over());
    assert_eq!(
        stand_alone_late.outcome(),
        Some(Outcome::no_winner(EndReason::NoResultTimeout))
    );
    assert_eq!(stand_alone_late.moves(), ["e2e4", "e7e5"]);
    assert_eq!(
        tournament_late.outcome(),
        Some(Outcome::win(Color::Black, EndReason::Timeout))
    );
}

#[test]
fn a_captured_piece_comes_back_with_the_takeback() {
    let played = Played::new(Origin::Challenge, FAST)
        .then("e4", 1)
        .then("d5", 2)
        .then("exd5", 3);

    let taken_back = played.take_back(Color::White, 4).unwrap();

    assert_eq!(taken_back.fen(), after("e4 d5").fen());
}

#[test]
fn the_allowance_is_per_player() {
    let once = three_moves(Origin::Challenge, FAST)
        .taken_back(Color::White, 110)
        .then("Nf3", 115);

    let twice = once.take_back(Color::White, 116);
    let blacks = once.then("Nc6", 120).then("Bc4", 121).then("Nf6", 122);

    assert_eq!(twice, Err(GameError::TakebacksUsed { allowance: 1 }));
    assert_eq!(
        twice.unwrap_err().to_string(),
        "you have no takebacks left (this game gives each player 1): offer your opponent a takeback instead"
    );
    let blacks_taken_back = blacks.take_back(Color::Black, 123).unwrap();
    assert_eq!(
        blacks_taken_back.live().unwrap().takebacks,
        PerPlayer { white: 1, black: 1 }
    );
}

#[test]
fn a_game_without_takebacks_refuses_them_by_right() {
    let played = three_moves(Origin::Challenge, "standard 30m/10m tb0");

    assert_eq!(
        played.take_back(Color::White, 110),
        Err(GameError::TakebacksUsed { allowance: 0 })
    );
}

#[test]
fn a_move_the_opponent_replied_to_cannot_be_taken_back() {
    let played = three_moves(Origin::Challenge, FAST);
    let before = played.clock_before_last_move();

    assert_eq!(
        played.game.take_back(Color::Black, &before, at(110)),
        Err(GameError::OpponentReplied)
    );
    assert_eq!(
        played.game.offer_takeback(Color::Black),
        Err(GameError::OpponentReplied)
    );
}

#[test]
fn without_a_move_of_ones_own_there_is_nothing_to_take_back() {
    let start = Played::new(Origin::Challenge, FAST);
    let one_move = start.clone().then("e4", 1);
    let clock = start.clock();

    assert_eq!(
        start.game.take_back(Color::White, &clock, at(1)),
        Err(GameError::NoMoveToTakeBack)
    );
    assert_eq!(
        start.game.take_back(Color::Black, &clock, at(1)),
        Err(GameError::NoMoveToTakeBack)
    );
    assert_eq!(
        one_move.take_back(Color::Black, 2),
        Err(GameError::NoMoveToTakeBack)
    );
}

#[test]
fn after_the_allowance_a_takeback_needs_the_opponents_acceptance() {
    let played = three_moves(Origin::Challenge, "fast 10m/2m tb0");
    let before = played.clock_before_last_move();

    let offered = played.game.offer_takeback(Color::White).unwrap();
    let accepted = offered
        .accept_takeback(Color::Black, &before, at(110))
        .unwrap();
    let declined = offered.decline_takeback(Color::Black).unwrap();

    assert_eq!(offered.live().unwrap().takeback_offer, Some(Color::White));
    assert_eq!(accepted.moves(), ["e2e4", "e7e5"]);
    assert_eq!(accepted.live().unwrap().takebacks, PerPlayer::default());
    assert_eq!(accepted.live().unwrap().takeback_offer, None);
    assert_eq!(declined.live().unwrap().takeback_offer, None);
    assert_eq!(declined.moves(), played.game.moves());
}

#[test]
fn only_the_opponent_answers_a_takeback_offer_and_it_lapses_when_they_move() {
    let played = three_moves(Origin::Challenge, "fast 10m/2m tb0");
    let before = played.clock_before_last_move();
    let offered = played.game.offer_takeback(Color::White).unwrap();

    let replied = offered
        .play_move(Color::Black, 3, &mv("Nc6"), false)
        .unwrap()
        .game;

    assert_eq!(
        offered.accept_takeback(Color::White, &before, at(110)),
        Err(GameError::NoTakebackOffer)
    );
    assert_eq!(
        played.game.accept_takeback(Color::Black, &before, at(110)),
        Err(GameError::NoTakebackOffer)
    );
    assert_eq!(
        played.game.decline_takeback(Color::Black),
        Err(GameError::NoTakebackOffer)
    );
    assert_eq!(replied.live().unwrap().takeback_offer, None);
}

#[test]
fn takeback_yes_takes_back_by_right_then_offers_and_accepts_the_opponents_offer() {
    let with_allowance = three_moves(Origin::Challenge, FAST);
    let without = three_moves(Origin::Challenge, "fast 10m/2m tb0");
    let before = without.clock_before_last_move();

    let by_right = with_allowance
        .game
        .takeback_yes(
            Color::White,
            &with_allowance.clock_before_last_move(),
            at(110),
        )
        .unwrap();
    let offered = without
        .game
        .takeback_yes(Color::White, &before, at(110))
        .unwrap();
    let accepted = offered
        .takeback_yes(Color::Black, &before, at(111))
        .unwrap();

    assert_eq!(by_right.moves(), ["e2e4", "e7e5"]);
    assert_eq!(offered.live().unwrap().takeback_offer, Some(Color::White));
    assert_eq!(offered.moves(), without.game.moves());
    assert_eq!(accepted.moves(), ["e2e4", "e7e5"]);
}

#[test]
fn the_offers_standing_on_the_taken_back_position_end_and_a_request_to_quit_stays() {
    let twenty_plies = QUIET_OPENING.split_whitespace().take(20).zip(1..).fold(
        Played::new(Origin::Challenge, FAST),
        |played, (san, second)| played.then(san, second),
    );
    let mut offered = twenty_plies.clone();
    offered.game = offered
        .game
        .request_quit(Color::Black, at(20))
        .unwrap()
        .play_move(Color::White, 20, &mv("Bxe6"), true)
        .unwrap()
        .game;
    offered.times.push(at(21));

    let taken_back = offered.take_back(Color::White, 22).unwrap();

    assert_eq!(offered.game.draw_offer(), Some(Color::White));
    assert_eq!(taken_back.draw_offer(), None);
    assert_eq!(taken_back.fen(), twenty_plies.game.fen());
    assert_eq!(
        taken_back.live().unwrap().quit_request,
        Some(QuitRequest {
            by: Color::Black,
            at: at(20)
        })
    );
    assert_eq!(taken_back.live().unwrap().draw_requests.of(Color::White), 1);
}

#[test]
fn takebacks_belong_to_live_games_other_than_club_games_and_in_progress() {
    let correspondence = after("e4");
    let club = Played::new(Origin::Club, FAST).then("e4", 1);
    let over = three_moves(Origin::Challenge, FAST);
    let over_game = over.game.time_out().unwrap();
    let clock = club.clock_before_last_move();

    assert_eq!(
        correspondence.take_back(Color::White, &clock, at(2)),
        Err(GameError::NotLive)
    );
    assert_eq!(
        correspondence.offer_takeback(Color::White),
        Err(GameError::NotLive)
    );
    assert_eq!(
        club.take_back(Color::White, 2),
        Err(GameError::NoTakebacksInClubGames)
    );
    assert_eq!(
        club.game.offer_takeback(Color::White),
        Err(GameError::NoTakebacksInClubGames)
    );
    assert_eq!(
        over_game.take_back(Color::White, &over.clock_before_last_move(), at(110)),
        Err(GameError::GameOver)
    );
}

#[test]
fn a_takeback_by_right_on_a_correspondence_clock_is_refused() {
    let played = three_moves(Origin::Challenge, FAST);
    let correspondence_clock = Clock::start(TimeControl::per_move(3).unwrap(), Color::White, START);

    assert_eq!(
        played
            .game
            .take_back(Color::White, &correspondence_clock, at(110)),
        Err(GameError::NotLive)
    );
}
