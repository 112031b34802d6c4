//! A match between two clubs: board order, the start or the cancellation,
//! the boards' colours and the score (issue 52), as tables.

use crate::club::{
    BadBoards, BoardCounts, Entrant, MAX_BOARDS, MatchKind, MatchOutcome, MatchScore, RatingLimits,
    Side, TooFewPlayers, board_games, board_order, line_up,
};
use crate::result::GameResult;

fn entrant(player: &'static str, rating: i32, rank: Option<u32>, at: i64) -> Entrant<&'static str> {
    Entrant {
        player,
        rating,
        ladder_rank: rank,
        registered_at: at,
    }
}

#[test]
fn board_counts_are_one_to_a_hundred_the_minimum_not_above_the_maximum() {
    let cases = [
        (1, 1, Ok(())),
        (4, 20, Ok(())),
        (MAX_BOARDS, MAX_BOARDS, Ok(())),
        (0, 5, Err(BadBoards::OutOfRange)),
        (1, 0, Err(BadBoards::OutOfRange)),
        (1, MAX_BOARDS + 1, Err(BadBoards::OutOfRange)),
        (6, 5, Err(BadBoards::MinimumAboveMaximum)),
    ];
    for (minimum, maximum, expected) in cases {
        assert_eq!(
            BoardCounts::new(minimum, maximum).map(|_| ()),
            expected,
            "{minimum}..{maximum}"
        );
    }
}

#[test]
fn rating_limits_admit_the_ratings_between_them_inclusive() {
    let limits = RatingLimits {
        min: Some(1200),
        max: Some(1800),
    };
    for (rating, admitted) in [
        (1199, false),
        (1200, true),
        (1500, true),
        (1800, true),
        (1801, false),
    ] {
        assert_eq!(limits.admit(rating), admitted, "{rating}");
    }
    assert!(RatingLimits::default().admit(3000));
    assert!(
        RatingLimits {
            min: None,
            max: Some(1000)
        }
        .admit(-5)
    );
}

#[test]
fn online_boards_go_by_rating_highest_first_ties_by_who_registered_first() {
    let roster = [
        entrant("ann", 1500, Some(1), 3),
        entrant("ben", 1700, None, 5),
        entrant("cat", 1500, Some(2), 1),
        entrant("dan", 1900, Some(3), 9),
    ];
    for kind in [MatchKind::Correspondence, MatchKind::Live] {
        assert_eq!(board_order(kind, &roster), ["dan", "ben", "cat", "ann"]);
    }
}

#[test]
fn over_the_board_boards_go_by_ladder_rank_members_off_the_ladder_last() {
    let roster = [
        entrant("ann", 1500, Some(2), 3),
        entrant("ben", 2100, None, 5),
        entrant("cat", 1400, Some(1), 8),
        entrant("dan", 1900, None, 1),
    ];
    assert_eq!(
        board_order(MatchKind::OverTheBoard, &roster),
        ["cat", "ann", "dan", "ben"]
    );
}

#[test]
fn the_boards_are_the_smaller_rosters_size_up_to_the_maximum_the_rest_reserves() {
    let inviting = ["a1", "a2", "a3", "a4", "a5"];
    let invited = ["b1", "b2", "b3"];
    let cases = [
        // (minimum, maximum, boards, inviting reserves, invited reserves)
        (1, 10, 3, vec!["a4", "a5"], vec![]),
        (3, 10, 3, vec!["a4", "a5"], vec![]),
        (1, 2, 2, vec!["a3", "a4", "a5"], vec!["b3"]),
    ];
    for (minimum, maximum, boards, inviting_reserves, invited_reserves) in cases {
        let counts = BoardCounts::new(minimum, maximum).unwrap();
        let lineup = line_up(counts, &inviting, &invited).unwrap();
        assert_eq!(lineup.boards.len(), boards);
        assert_eq!(lineup.boards[0], ("a1", "b1"));
        assert_eq!(lineup.inviting_reserves, inviting_reserves);
        assert_eq!(lineup.invited_reserves, invited_reserves);
    }
}

#[test]
fn a_roster_below_the_minimum_cancels_the_match_saying_both_sizes() {
    let counts = BoardCounts::new(4, 10).unwrap();
    assert_eq!(
        line_up(counts, &["a1", "a2", "a3", "a4", "a5"], &["b1", "b2", "b3"]),
        Err(TooFewPlayers {
            inviting: 5,
            invited: 3,
            minimum: 4
        })
    );
    assert!(line_up::<&str>(counts, &[], &[]).is_err());
}

#[test]
fn correspondence_boards_play_one_game_with_each_colour() {
    let counts = BoardCounts::new(1, 10).unwrap();
    let lineup = line_up(counts, &["a1", "a2"], &["b1", "b2"]).unwrap();
    let games: Vec<_> = board_games(MatchKind::Correspondence, &lineup)
        .into_iter()
        .map(|g| (g.board, g.white, g.black, g.white_side))
        .collect();
    assert_eq!(
        games,
        [
            (1, "a1", "b1", Side::Inviting),
            (1, "b1", "a1", Side::Invited),
            (2, "a2", "b2", Side::Inviting),
            (2, "b2", "a2", Side::Invited),
        ]
    );
}

#[test]
fn live_and_over_the_board_the_inviting_club_has_white_on_odd_boards() {
    let counts = BoardCounts::new(1, 10).unwrap();
    let lineup = line_up(counts, &["a1", "a2", "a3"], &["b1", "b2", "b3"]).unwrap();
    for kind in [MatchKind::Live, MatchKind::OverTheBoard] {
        let games: Vec<_> = board_games(kind, &lineup)
            .into_iter()
            .map(|g| (g.board, g.white, g.black))
            .collect();
        assert_eq!(games, [(1, "a1", "b1"), (2, "b2", "a2"), (3, "a3", "b3")]);
        assert_eq!(kind.games_per_board(), 1);
    }
    assert_eq!(MatchKind::Correspondence.games_per_board(), 2);
}

#[test]
fn the_score_counts_halves_and_the_match_ends_with_its_last_game() {
    let counts = BoardCounts::new(1, 10).unwrap();
    let lineup = line_up(counts, &["a1", "a2"], &["b1", "b2"]).unwrap();
    let games = board_games(MatchKind::Correspondence, &lineup);
    let with = |results: [Option<GameResult>; 4]| {
        let scored: Vec<_> = games.iter().cloned().zip(results).collect();
        MatchScore::of(&scored)
    };
    use GameResult::{BlackWins, Draw, WhiteWins};
    let cases = [
        // Board 1: a1 wins with White, draws with Black; board 2: b2 wins
        // both: 1½ against 2½.
        (
            [
                Some(WhiteWins),
                Some(Draw),
                Some(BlackWins),
                Some(WhiteWins),
            ],
            (3, 5, 0),
            Some(MatchOutcome::Won(Side::Invited)),
        ),
        (
            [Some(WhiteWins), Some(BlackWins), Some(Draw), Some(Draw)],
            (6, 2, 0),
            Some(MatchOutcome::Won(Side::Inviting)),
        ),
        (
            [Some(Draw), Some(Draw), Some(WhiteWins), Some(WhiteWins)],
            (4, 4, 0),
            Some(MatchOutcome::Drawn),
        ),
        ([Some(WhiteWins), None, None, Some(Draw)], (3, 1, 2), None),
    ];
    for (results, (inviting, invited, playing), outcome) in cases {
        let score = with(results);
        assert_eq!(
            (score.inviting_halves, score.invited_halves, score.playing),
            (inviting, invited, playing),
            "{results:?}"
        );
        assert_eq!(score.outcome(), outcome, "{results:?}");
    }
}

/// issue 52: days by correspondence, seed 001's clocks live, a club's
/// G/N over the board; each kind refuses the others' controls.
#[test]
fn each_kind_plays_its_own_time_controls() {
    use crate::game::TimeControl;
    let table = [
        ("3d/move", MatchKind::Correspondence),
        ("30d/game", MatchKind::Correspondence),
        ("10d+1d", MatchKind::Correspondence),
        ("fast 10m/2m+5s tb0", MatchKind::Live),
        ("G/30", MatchKind::OverTheBoard),
        ("G/5", MatchKind::OverTheBoard),
    ];
    for (text, kind) in table {
        let control: TimeControl = text.parse().expect(text);
        for other in [
            MatchKind::Correspondence,
            MatchKind::Live,
            MatchKind::OverTheBoard,
        ] {
            assert_eq!(other.plays(control), other == kind, "{text} and {other:?}");
        }
    }
    assert!(MatchKind::Live.online() && MatchKind::Correspondence.online());
    assert!(!MatchKind::OverTheBoard.online());
}
