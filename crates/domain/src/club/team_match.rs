//! A match between two clubs (issue 52): who plays on which board, with
//! which colour, and how the match is scored — free of where the players
//! live, so that a match between servers follows the same rules.
//!
//! The rules, as decided (docs/clubs.md, "Matches between clubs"):
//! - each side's roster is put in board order: by rating in the match's
//!   pool for the online kinds, highest first; by ladder rank for a match
//!   over the board (the club's own order), members off the ladder after
//!   those on it; ties by who registered first;
//! - at the start the boards are the smaller roster's size, at most the
//!   match's maximum; fewer than its minimum cancels the match; board k
//!   pairs each side's k-th player, the others stay reserves;
//! - by correspondence each board plays two games at once, one with each
//!   colour (as chess.com's club matches); live and over the board one
//!   game, the inviting club White on odd boards;
//! - a game gives 1, ½ or 0; the side with more points wins the match,
//!   equal points draw it; it ends when its last game does.

use shakmaty::Color;

use crate::game::TimeControl;
use crate::name::named;
use crate::result::GameResult;

/// How a match is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MatchKind {
    /// Days per move or per game (seed 000).
    Correspondence,
    /// Seed 001's clocks.
    Live,
    /// Over the board, results reported as club games are.
    OverTheBoard,
}

named!("match kind", MatchKind {
    Correspondence => "correspondence",
    Live => "live",
    OverTheBoard => "over_the_board",
});

impl MatchKind {
    /// Games each board plays: two by correspondence (one with each
    /// colour), one otherwise.
    #[must_use]
    pub const fn games_per_board(self) -> u32 {
        match self {
            Self::Correspondence => 2,
            Self::Live | Self::OverTheBoard => 1,
        }
    }

    /// Whether a match of this kind plays with `control`: days per move or
    /// per game by correspondence, seed 001's clocks live, a club's G/N
    /// over the board.
    #[must_use]
    pub const fn plays(self, control: TimeControl) -> bool {
        match control {
            TimeControl::Live(_) => matches!(self, Self::Live),
            TimeControl::Club { .. } => matches!(self, Self::OverTheBoard),
            TimeControl::PerMove { .. }
            | TimeControl::PerGame { .. }
            | TimeControl::Fischer { .. } => matches!(self, Self::Correspondence),
        }
    }

    /// Whether its games are played on the site, with a rating pool; over
    /// the board they are reported, and change no rating (docs/clubs.md).
    #[must_use]
    pub const fn online(self) -> bool {
        !matches!(self, Self::OverTheBoard)
    }
}

/// The two clubs of a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    /// The club whose director invited the other.
    Inviting,
    /// The club invited.
    Invited,
}

named!("match side", Side {
    Inviting => "inviting",
    Invited => "invited",
});

impl Side {
    /// The other club.
    #[must_use]
    pub const fn other(self) -> Self {
        match self {
            Self::Inviting => Self::Invited,
            Self::Invited => Self::Inviting,
        }
    }
}

/// Where a match stands. Every change is one conditional UPDATE of the
/// match's row, so of two app servers exactly one makes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MatchStatus {
    /// Waiting for a director of the invited club.
    Invited,
    /// The invited club said no.
    Declined,
    /// Nobody answered before the start.
    Expired,
    /// Accepted: members join the rosters until the start.
    Registering,
    /// Started: its games are being played.
    InProgress,
    /// Its last game has ended.
    Finished,
    /// Too few players at the start.
    Cancelled,
}

named!("match status", MatchStatus {
    Invited => "invited",
    Declined => "declined",
    Expired => "expired",
    Registering => "registering",
    InProgress => "in_progress",
    Finished => "finished",
    Cancelled => "cancelled",
});

/// The most boards a match may have (issue 52: "up to 100").
pub const MAX_BOARDS: u32 = 100;

/// Why a match's board counts are refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum BadBoards {
    #[error("a match has 1 to {MAX_BOARDS} boards")]
    OutOfRange,
    #[error("the minimum number of boards is at most the maximum")]
    MinimumAboveMaximum,
}

/// How many boards a match may start with and may fill.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardCounts {
    minimum: u32,
    maximum: u32,
}

impl BoardCounts {
    /// Board counts within the rules.
    ///
    /// # Errors
    /// [`BadBoards`]: a count outside 1 to [`MAX_BOARDS`], or a minimum
    /// above the maximum.
    pub const fn new(minimum: u32, maximum: u32) -> Result<Self, BadBoards> {
        if minimum == 0 || maximum == 0 || minimum > MAX_BOARDS || maximum > MAX_BOARDS {
            return Err(BadBoards::OutOfRange);
        }
        if minimum > maximum {
            return Err(BadBoards::MinimumAboveMaximum);
        }
        Ok(Self { minimum, maximum })
    }

    /// The fewest boards the match starts with.
    #[must_use]
    pub const fn minimum(self) -> u32 {
        self.minimum
    }

    /// The most boards it fills.
    #[must_use]
    pub const fn maximum(self) -> u32 {
        self.maximum
    }
}

/// The ratings a player must have to join a roster, in the match's pool;
/// no limit where `None`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RatingLimits {
    pub min: Option<i32>,
    pub max: Option<i32>,
}

impl RatingLimits {
    /// Whether a player of `rating` may join.
    #[must_use]
    pub fn admit(self, rating: i32) -> bool {
        self.min.is_none_or(|min| rating >= min) && self.max.is_none_or(|max| rating <= max)
    }
}

/// A member on a club's roster, with what orders the boards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entrant<P> {
    pub player: P,
    /// Their rating in the match's pool.
    pub rating: i32,
    /// Their rank on the club's ladder, if they are on it.
    pub ladder_rank: Option<u32>,
    /// When they joined the roster (milliseconds), for ties.
    pub registered_at: i64,
}

/// `roster` in board order for a match of `kind` (the module's rules).
#[must_use]
pub fn board_order<P: Clone>(kind: MatchKind, roster: &[Entrant<P>]) -> Vec<P> {
    let mut ordered: Vec<&Entrant<P>> = roster.iter().collect();
    match kind {
        MatchKind::Correspondence | MatchKind::Live => ordered.sort_by(|a, b| {
            b.rating
                .cmp(&a.rating)
                .then(a.registered_at.cmp(&b.registered_at))
        }),
        MatchKind::OverTheBoard => ordered.sort_by(|a, b| {
            let rank = |e: &Entrant<P>| e.ladder_rank.unwrap_or(u32::MAX);
            rank(a)
                .cmp(&rank(b))
                .then(a.registered_at.cmp(&b.registered_at))
        }),
    }
    ordered.into_iter().map(|e| e.player.clone()).collect()
}

/// Who plays at the start: board k is each side's k-th player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lineup<P> {
    /// Board 1 first: the inviting club's player, then the invited's.
    pub boards: Vec<(P, P)>,
    /// Each side's players beyond the boards, in board order.
    pub inviting_reserves: Vec<P>,
    pub invited_reserves: Vec<P>,
}

/// Why a match does not start: too few players on one side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooFewPlayers {
    pub inviting: usize,
    pub invited: usize,
    pub minimum: u32,
}

/// The boards at the start, from both rosters in board order.
///
/// # Errors
/// [`TooFewPlayers`]: the smaller roster is below the minimum, and the
/// match is cancelled.
pub fn line_up<P: Clone>(
    counts: BoardCounts,
    inviting: &[P],
    invited: &[P],
) -> Result<Lineup<P>, TooFewPlayers> {
    let smaller = inviting.len().min(invited.len());
    let boards = smaller.min(counts.maximum as usize);
    if boards < counts.minimum as usize {
        return Err(TooFewPlayers {
            inviting: inviting.len(),
            invited: invited.len(),
            minimum: counts.minimum,
        });
    }
    Ok(Lineup {
        boards: inviting[..boards]
            .iter()
            .cloned()
            .zip(invited[..boards].iter().cloned())
            .collect(),
        inviting_reserves: inviting[boards..].to_vec(),
        invited_reserves: invited[boards..].to_vec(),
    })
}

/// One game of a match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardGame<P> {
    /// From 1.
    pub board: u32,
    pub white: P,
    pub black: P,
    /// The club whose player has White.
    pub white_side: Side,
}

/// The games a lineup plays (the module's rules for colours).
#[must_use]
pub fn board_games<P: Clone>(kind: MatchKind, lineup: &Lineup<P>) -> Vec<BoardGame<P>> {
    let mut games = Vec::new();
    for (board, (inviting, invited)) in (1..).zip(&lineup.boards) {
        let with = |white_side: Side| match white_side {
            Side::Inviting => BoardGame {
                board,
                white: inviting.clone(),
                black: invited.clone(),
                white_side,
            },
            Side::Invited => BoardGame {
                board,
                white: invited.clone(),
                black: inviting.clone(),
                white_side,
            },
        };
        match kind {
            MatchKind::Correspondence => {
                games.push(with(Side::Inviting));
                games.push(with(Side::Invited));
            }
            MatchKind::Live | MatchKind::OverTheBoard if board % 2 == 1 => {
                games.push(with(Side::Inviting));
            }
            MatchKind::Live | MatchKind::OverTheBoard => games.push(with(Side::Invited)),
        }
    }
    games
}

/// A match's score in half points (1 is 2, ½ is 1), exact.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MatchScore {
    pub inviting_halves: u32,
    pub invited_halves: u32,
    /// Games not finished yet.
    pub playing: u32,
}

/// How a finished match ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchOutcome {
    Won(Side),
    Drawn,
}

impl MatchScore {
    /// The score of `games`, each with its result once it has one.
    #[must_use]
    pub fn of<P>(games: &[(BoardGame<P>, Option<GameResult>)]) -> Self {
        let mut score = Self::default();
        for (game, result) in games {
            let Some(result) = result else {
                score.playing += 1;
                continue;
            };
            let (inviting, invited) = match game.white_side {
                Side::Inviting => (Color::White, Color::Black),
                Side::Invited => (Color::Black, Color::White),
            };
            score.inviting_halves += result.points_for(inviting);
            score.invited_halves += result.points_for(invited);
        }
        score
    }

    /// Both scores together: a match's games and its boards over the
    /// board.
    #[must_use]
    pub const fn plus(self, other: Self) -> Self {
        Self {
            inviting_halves: self.inviting_halves + other.inviting_halves,
            invited_halves: self.invited_halves + other.invited_halves,
            playing: self.playing + other.playing,
        }
    }

    /// The outcome once the last game has ended; `None` before.
    #[must_use]
    pub fn outcome(self) -> Option<MatchOutcome> {
        if self.playing > 0 {
            return None;
        }
        Some(match self.inviting_halves.cmp(&self.invited_halves) {
            std::cmp::Ordering::Greater => MatchOutcome::Won(Side::Inviting),
            std::cmp::Ordering::Less => MatchOutcome::Won(Side::Invited),
            std::cmp::Ordering::Equal => MatchOutcome::Drawn,
        })
    }
}
