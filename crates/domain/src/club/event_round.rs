//! Pairing a round of a club event's section (clubs-and-ladder.md
//! "Events", tournaments.md "Round Robin (single)" and "Swiss"): a round
//! robin section follows its Berger table, its games with a withdrawn
//! player forfeited to the opponent; a Swiss section pairs its active
//! players from their scores, colours, opponents and byes. A withdrawn
//! player is never paired again.

use std::collections::HashSet;

use rand::Rng;

use super::event_format::EventFormat;
use crate::tournament::round_robin::single_round_robin;
use crate::tournament::swiss::{PairingError, SwissPlayer, pair_round};
use crate::tournament::{Color, GameRecord, GameResult, Pairing, PlayerId};

/// A game of a section's earlier rounds, as the pairing reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SectionGame {
    pub round: u32,
    pub pairing: Pairing,
    /// `None` while the result is not in (never when pairing: every result
    /// of the previous round is in first).
    pub result: Option<GameResult>,
    /// Not played: won by the player present.
    pub forfeit: bool,
}

/// A section's past as the pairing reads it.
#[derive(Debug, Clone, Copy)]
pub struct SectionPast<'a> {
    /// The section's players in seat order (a round robin's Berger seats;
    /// a Swiss's start order), late entries last.
    pub seats: &'a [PlayerId],
    /// The section's players strongest first, as the field was seated
    /// (before a round robin's lot); a round robin's boards follow it.
    pub seeds: &'a [PlayerId],
    pub withdrawn: &'a HashSet<PlayerId>,
    pub games: &'a [SectionGame],
    /// Each bye given, with its round.
    pub byes: &'a [(u32, PlayerId)],
}

/// One round of a section.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SectionRound {
    /// The games to play, board 1 first.
    pub games: Vec<Pairing>,
    /// Games not played: the present player wins by forfeit.
    pub forfeits: Vec<GameRecord>,
    /// A Swiss's bye (half a point).
    pub bye: Option<PlayerId>,
    /// A round robin's resting player (no points).
    pub resting: Option<PlayerId>,
}

/// Round `round` (from 1) of a section of `format`.
///
/// # Errors
/// [`PairingError::NoValidPairing`] when no Swiss pairing keeps every
/// rule (the event ends after the previous round).
pub fn pair_section(
    format: EventFormat,
    round: u32,
    past: &SectionPast<'_>,
    rng: &mut impl Rng,
) -> Result<SectionRound, PairingError> {
    if format.is_round_robin() {
        return Ok(berger_round(round, past));
    }
    let paired = pair_round(&swiss_players(round, past), rng)?;
    Ok(SectionRound {
        games: paired.pairings,
        forfeits: Vec::new(),
        bye: paired.bye,
        resting: None,
    })
}

/// The Berger table's round, a withdrawn player's games forfeited.
fn berger_round(round: u32, past: &SectionPast<'_>) -> SectionRound {
    let table = single_round_robin(past.seats);
    let Some(scheduled) = table.get((round as usize).saturating_sub(1)) else {
        return SectionRound::default();
    };
    let mut out = SectionRound {
        resting: scheduled.resting.filter(|p| !past.withdrawn.contains(p)),
        ..SectionRound::default()
    };
    for pairing in &scheduled.pairings {
        let gone = (
            past.withdrawn.contains(&pairing.white),
            past.withdrawn.contains(&pairing.black),
        );
        match gone {
            (false, false) => out.games.push(*pairing),
            (true, false) => out.forfeits.push(GameRecord {
                pairing: *pairing,
                result: GameResult::BlackWins,
            }),
            (false, true) => out.forfeits.push(GameRecord {
                pairing: *pairing,
                result: GameResult::WhiteWins,
            }),
            (true, true) => {}
        }
    }
    // Issue 49: the lot seats players anywhere in the table, so its first
    // pairing is not the top board; the boards go by the stronger player's
    // seed, the top seed's game on board 1.
    let seed = |pairing: &Pairing| {
        [pairing.white, pairing.black]
            .iter()
            .filter_map(|p| past.seeds.iter().position(|s| s == p))
            .min()
            .unwrap_or(usize::MAX)
    };
    out.games.sort_by_key(seed);
    out.forfeits.sort_by_key(|f| seed(&f.pairing));
    out
}

/// The active players of a Swiss section as round `round`'s pairing reads
/// them (the withdrawn left out).
#[must_use]
pub fn swiss_players(round: u32, past: &SectionPast<'_>) -> Vec<SwissPlayer> {
    past.seats
        .iter()
        .filter(|p| !past.withdrawn.contains(p))
        .map(|&p| swiss_player(p, round, past))
        .collect()
}

/// A Swiss player's score (win 2, draw 1, bye 1), colours of the games
/// played (a forfeit or a round not played is none), opponents and bye.
fn swiss_player(player: PlayerId, round: u32, past: &SectionPast<'_>) -> SwissPlayer {
    let mut score = 0;
    let mut colors = vec![None; round.saturating_sub(1) as usize];
    let mut opponents = Vec::new();
    for game in past.games.iter().filter(|g| g.pairing.involves(player)) {
        let color = if game.pairing.white == player {
            Color::White
        } else {
            Color::Black
        };
        score += game.result.map_or(0, |r| r.points_for(color));
        opponents.extend(game.pairing.opponent_of(player));
        if !game.forfeit
            && let Some(slot) = colors.get_mut((game.round as usize).saturating_sub(1))
        {
            *slot = Some(color);
        }
    }
    let byes = past.byes.iter().filter(|(_, p)| *p == player).count();
    score += u32::try_from(byes).unwrap_or(0) * BYE_POINTS;
    SwissPlayer {
        id: player,
        score,
        colors,
        opponents,
        had_bye: byes > 0,
    }
}

/// tournaments.md: "A bye is worth 1 point" (a draw's).
const BYE_POINTS: u32 = 1;
