//! The FIDE Tournament Report File (TRF-16), so that a tournament's
//! pairings and results can be checked by other pairing programs (the club
//! events issue: "each event's crosstable and standings as ... TRF"). The
//! subset written and read here: the tournament's name (`012`), the number
//! of rounds (`XXR`), and one `001` line a player with their start number,
//! name, rating, points, rank and, round by round, opponent, colour and
//! result, in the fixed columns of the format:
//!
//! ```text
//! 001 SSSS sTTT NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN RRRR FFF IIIIIIIIIII BBBB/BB/BB PPPP RRRR  OOOO C R  ...
//! ```
//!
//! (start number in columns 5–8, name 15–47, rating 49–52, points 81–84,
//! rank 86–89, then a 10-column block a round from column 92: opponent 4,
//! colour `w`/`b`/`-`, result `1`, `0`, `=`, `+`, `-`, `H` a half-point
//! bye, `Z` not paired, blank for a game paired and not yet played.)

use std::fmt::{self, Write as _};
use std::str::FromStr;

use super::game::{Color, GameRecord, GameResult, Pairing, PlayerId};

/// A game's result for one player, as TRF writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TrfResult {
    Win,
    Draw,
    Loss,
    /// Won by forfeit (`+`).
    ForfeitWin,
    /// Lost by forfeit (`-`).
    ForfeitLoss,
    /// A bye the pairing gave: half a point in this server's Swiss
    /// (tournaments.md "a bye is worth 1 point", a draw's), so `H`.
    Bye,
    /// A full-point bye (`F`, or `U` as other programs give one), read only.
    FullBye,
    /// Not paired: withdrawn or absent (`Z`, no points).
    Absent,
    /// Paired and not yet played: the opponent and colour with the result
    /// left blank (issue 49: a round just paired read `0000 - Z` for
    /// everyone, as if nobody were paired).
    Unplayed,
}

impl TrfResult {
    const fn code(self) -> char {
        match self {
            Self::Win => '1',
            Self::Draw => '=',
            Self::Loss => '0',
            Self::ForfeitWin => '+',
            Self::ForfeitLoss => '-',
            Self::Bye => 'H',
            Self::FullBye => 'F',
            Self::Absent => 'Z',
            Self::Unplayed => ' ',
        }
    }

    fn parse(code: char) -> Option<Self> {
        Some(match code {
            '1' | 'W' => Self::Win,
            '=' | 'D' => Self::Draw,
            '0' | 'L' => Self::Loss,
            '+' => Self::ForfeitWin,
            '-' => Self::ForfeitLoss,
            'H' => Self::Bye,
            'U' | 'F' => Self::FullBye,
            'Z' => Self::Absent,
            ' ' => Self::Unplayed,
            _ => return None,
        })
    }

    /// Points in halves.
    #[must_use]
    pub const fn halves(self) -> u32 {
        match self {
            Self::Win | Self::ForfeitWin | Self::FullBye => 2,
            Self::Draw | Self::Bye => 1,
            Self::Loss | Self::ForfeitLoss | Self::Absent | Self::Unplayed => 0,
        }
    }
}

/// One round of a player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TrfRound {
    /// The opponent's start number; `None` for a bye or an absence.
    pub opponent: Option<u32>,
    /// The player's colour; `None` without a game.
    pub color: Option<Color>,
    pub result: TrfResult,
}

/// A player's line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrfPlayer {
    pub number: u32,
    pub name: String,
    pub rating: Option<i32>,
    /// Points in halves (`3.5` is 7).
    pub points_halves: u32,
    pub rank: u32,
    pub rounds: Vec<TrfRound>,
}

/// A tournament report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Trf {
    pub name: String,
    pub rounds: u32,
    pub players: Vec<TrfPlayer>,
}

/// A line the reader does not understand, by its number (from 1).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("TRF line {line}: {what}")]
pub struct TrfError {
    pub line: usize,
    pub what: String,
}

/// `3.5` from 7 halves.
fn points(halves: u32) -> String {
    format!("{}.{}", halves / 2, if halves % 2 == 1 { 5 } else { 0 })
}

impl fmt::Display for Trf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "012 {}", self.name)?;
        for player in &self.players {
            let mut line = String::new();
            // The format is in fixed columns: one byte a character.
            let name: String = player
                .name
                .chars()
                .map(|c| if c.is_ascii() { c } else { '?' })
                .take(33)
                .collect();
            let rating = player.rating.map_or(String::new(), |r| r.to_string());
            write!(
                line,
                "001 {:>4}      {:<33} {:>4} {:3} {:>11} {:>10} {:>4} {:>4}",
                player.number,
                name,
                rating,
                "",
                "",
                "",
                points(player.points_halves),
                player.rank
            )?;
            for round in &player.rounds {
                let opponent = round
                    .opponent
                    .map_or_else(|| "0000".to_owned(), |o| format!("{o:>4}"));
                let color = match round.color {
                    Some(Color::White) => 'w',
                    Some(Color::Black) => 'b',
                    None => '-',
                };
                write!(line, "  {opponent} {color} {}", round.result.code())?;
            }
            writeln!(f, "{}", line.trim_end())?;
        }
        writeln!(f, "XXR {}", self.rounds)
    }
}

/// The text between 1-based columns `from` and `to`, trimmed.
fn columns(line: &str, from: usize, to: usize) -> &str {
    line.get(from - 1..to.min(line.len())).unwrap_or("").trim()
}

impl FromStr for Trf {
    type Err = TrfError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut trf = Trf {
            name: String::new(),
            rounds: 0,
            players: Vec::new(),
        };
        for (n, line) in text.lines().enumerate() {
            let error = |what: &str| TrfError {
                line: n + 1,
                what: what.to_owned(),
            };
            match line.get(..3) {
                Some("012") => trf.name = line.get(4..).unwrap_or("").trim().to_owned(),
                Some("XXR") => {
                    trf.rounds = columns(line, 5, line.len())
                        .parse()
                        .map_err(|_| error("the number of rounds"))?;
                }
                Some("001") => {
                    let number = columns(line, 5, 8)
                        .parse()
                        .map_err(|_| error("the start number"))?;
                    let rating = match columns(line, 49, 52) {
                        "" => None,
                        r => Some(r.parse().map_err(|_| error("the rating"))?),
                    };
                    let points: f64 = columns(line, 81, 84)
                        .parse()
                        .map_err(|_| error("the points"))?;
                    let rank = columns(line, 86, 89)
                        .parse()
                        .map_err(|_| error("the rank"))?;
                    let mut rounds = Vec::new();
                    let mut start = 92;
                    // A round's block ends at its colour when its result is
                    // blank (lines are written without trailing blanks).
                    while line.len() >= start + 5 {
                        let opponent: u32 = columns(line, start, start + 3)
                            .parse()
                            .map_err(|_| error("an opponent"))?;
                        let color = match line.as_bytes().get(start + 4) {
                            Some(b'w') => Some(Color::White),
                            Some(b'b') => Some(Color::Black),
                            _ => None,
                        };
                        let code = line
                            .get(start + 6..)
                            .and_then(|rest| rest.chars().next())
                            .unwrap_or(' ');
                        let result = match TrfResult::parse(code) {
                            // A blank without an opponent is an absence.
                            Some(TrfResult::Unplayed) if opponent == 0 => TrfResult::Absent,
                            Some(result) => result,
                            None => return Err(error("a result")),
                        };
                        rounds.push(TrfRound {
                            opponent: (opponent != 0).then_some(opponent),
                            color,
                            result,
                        });
                        start += 10;
                    }
                    trf.players.push(TrfPlayer {
                        number,
                        name: columns(line, 15, 47).to_owned(),
                        rating,
                        // Points are written with one decimal: halves.
                        points_halves: (points * 2.0).round() as u32,
                        rank,
                        rounds,
                    });
                }
                _ => {}
            }
        }
        Ok(trf)
    }
}

/// A player of a tournament as the report names them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entrant {
    pub id: PlayerId,
    pub name: String,
    pub rating: Option<i32>,
}

/// One round of a tournament: its games, the games not played that the
/// present player won by forfeit, the players who had a bye, and the games
/// paired whose result is not in yet.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RoundRecord {
    pub games: Vec<GameRecord>,
    pub forfeits: Vec<GameRecord>,
    pub byes: Vec<PlayerId>,
    pub pending: Vec<Pairing>,
}

impl Trf {
    /// The report of tournament `name`: `players` in start order (start
    /// number 1 first) with their names and ratings, `rounds` as played, and
    /// the final `ranking`. A player in neither a game nor a bye of a round
    /// was absent.
    #[must_use]
    pub fn of(
        name: &str,
        players: &[Entrant],
        rounds: &[RoundRecord],
        ranking: &[PlayerId],
    ) -> Trf {
        let number_of = |id: PlayerId| {
            players
                .iter()
                .position(|p| p.id == id)
                .and_then(|i| u32::try_from(i + 1).ok())
        };
        let lines = players
            .iter()
            .map(|entrant| {
                let id = &entrant.id;
                let played: Vec<TrfRound> = rounds
                    .iter()
                    .map(|round| round_of(round, *id, number_of))
                    .collect();
                TrfPlayer {
                    number: number_of(*id).unwrap_or(0),
                    name: entrant.name.clone(),
                    rating: entrant.rating,
                    points_halves: played.iter().map(|r| r.result.halves()).sum(),
                    rank: ranking
                        .iter()
                        .position(|p| p == id)
                        .and_then(|i| u32::try_from(i + 1).ok())
                        .unwrap_or(0),
                    rounds: played,
                }
            })
            .collect();
        Trf {
            name: name.to_owned(),
            rounds: u32::try_from(rounds.len()).unwrap_or(u32::MAX),
            players: lines,
        }
    }

    /// Each round's games as (White, Black) start numbers, in the order of
    /// White's start number.
    #[must_use]
    pub fn pairings(&self) -> Vec<Vec<(u32, u32)>> {
        (0..self.rounds as usize)
            .map(|r| {
                let mut games: Vec<(u32, u32)> = self
                    .players
                    .iter()
                    .filter_map(|p| {
                        let round = p.rounds.get(r)?;
                        (round.color == Some(Color::White)).then_some((p.number, round.opponent?))
                    })
                    .collect();
                games.sort_unstable();
                games
            })
            .collect()
    }
}

/// `player`'s round in `round`.
fn round_of(
    round: &RoundRecord,
    player: PlayerId,
    number_of: impl Fn(PlayerId) -> Option<u32>,
) -> TrfRound {
    if round.byes.contains(&player) {
        return TrfRound {
            opponent: None,
            color: None,
            result: TrfResult::Bye,
        };
    }
    let color_in = |pairing: &Pairing| {
        if pairing.white == player {
            Color::White
        } else {
            Color::Black
        }
    };
    if let Some(pairing) = round.pending.iter().find(|p| p.involves(player)) {
        return TrfRound {
            opponent: pairing.opponent_of(player).and_then(&number_of),
            color: Some(color_in(pairing)),
            result: TrfResult::Unplayed,
        };
    }
    let played = round.games.iter().find(|g| g.pairing.involves(player));
    let forfeit = round.forfeits.iter().find(|g| g.pairing.involves(player));
    let Some(game) = played.or(forfeit) else {
        return TrfRound {
            opponent: None,
            color: None,
            result: TrfResult::Absent,
        };
    };
    let color = color_in(&game.pairing);
    let won = matches!(
        (game.result, color),
        (GameResult::WhiteWins, Color::White) | (GameResult::BlackWins, Color::Black)
    );
    let result = match (game.result, won, played.is_some()) {
        (GameResult::Draw, _, _) => TrfResult::Draw,
        (_, true, true) => TrfResult::Win,
        (_, false, true) => TrfResult::Loss,
        (_, true, false) => TrfResult::ForfeitWin,
        (_, false, false) => TrfResult::ForfeitLoss,
    };
    TrfRound {
        opponent: game.pairing.opponent_of(player).and_then(number_of),
        color: Some(color),
        result,
    }
}

#[cfg(test)]
mod tests;
