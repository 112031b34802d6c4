//! What happens at the start and after each round, decided from the
//! stored tournament by the domain's engines: the next round's groups,
//! pairings and bye, or the end and its winner. Pure: the caller loads,
//! decides here, then stores (architecture.md: load, compute, save).

use anyhow::anyhow;
use redqueen_domain::tournament::double_round_robin::{
    GroupResult, GroupSize, NextStep, ScheduleKind, decide_round, draw_groups, group_schedule,
};
use redqueen_domain::tournament::swiss::{PairingError, pair_round};
use redqueen_store::TournamentRecord;

use super::scoring::{
    DRAW_STREAM, LOTS_STREAM, Ratings, entrant_rating, finished, groups_of, member, rated,
    seed_to_i64, seeded, swiss_field, swiss_standings,
};

/// A round to start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundPlan {
    pub number: i32,
    /// The seed its draws came from, as stored.
    pub seed: i64,
    /// Swiss: who sits out with a point.
    pub bye: Option<i64>,
    /// Double Round Robin: each group's players in seat order.
    pub groups: Vec<Vec<i64>>,
    /// The games in board order.
    pub games: Vec<PlannedGame>,
}

/// One game of a round to start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlannedGame {
    /// The group, from 1 (always 1 in a Swiss).
    pub group: i32,
    pub white: i64,
    pub black: i64,
}

/// Why a tournament ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// Its last round was played.
    Completed,
    /// tournaments.md: "if no valid pairing exists for a round, the
    /// tournament ends after the previous round".
    NoValidPairing,
    /// Fewer than two Swiss players are left to pair (decision).
    TooFewPlayers,
}

impl Ending {
    /// The stored name.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Completed => "completed",
            Self::NoValidPairing => "no_valid_pairing",
            Self::TooFewPlayers => "too_few_players",
        }
    }
}

/// What follows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Next {
    Round(RoundPlan),
    End {
        winner: Option<i64>,
        ending: Ending,
        /// Each entrant's rating as the final standings used it.
        final_ratings: Vec<(i64, Option<i32>)>,
    },
}

/// The decision at the end of a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decision {
    /// Swiss: who lost on time in the round (seed 000: disqualified).
    pub disqualified: Vec<i64>,
    /// Double Round Robin: the ratings the round was decided with.
    pub group_ratings: Vec<(i64, Option<i32>)>,
    pub next: Next,
}

/// The tournament's settings the engines need.
#[derive(Debug, Clone, Copy)]
enum System {
    Swiss { rounds: i32 },
    DoubleRoundRobin { size: GroupSize },
}

fn system_of(record: &TournamentRecord) -> anyhow::Result<System> {
    let t = &record.tournament;
    match (t.system.as_str(), t.swiss_rounds, t.group_size) {
        ("swiss", Some(rounds), _) => Ok(System::Swiss { rounds }),
        ("double_round_robin", _, Some(size)) => Ok(System::DoubleRoundRobin {
            size: GroupSize::new(u32::try_from(size)?)?,
        }),
        _ => Err(anyhow!("tournament {} has no valid system", t.id)),
    }
}

/// Round 1, drawn from `seed`, with every entrant.
///
/// # Errors
/// A stored tournament the engines refuse (never written by this code).
pub fn first_round(
    record: &TournamentRecord,
    ratings: &Ratings,
    seed: u64,
) -> anyhow::Result<Next> {
    let field: Vec<i64> = record.entrants.iter().map(|e| e.user_id).collect();
    match system_of(record)? {
        System::Swiss { .. } => swiss_round(record, &field, ratings, 1, seed),
        System::DoubleRoundRobin { size } => Ok(Next::Round(double_round_robin_round(
            &field, ratings, size, 1, seed,
        ))),
    }
}

/// The decision once every game of round `number` has ended; `seed`
/// draws the next round if there is one.
///
/// # Errors
/// A stored tournament the engines refuse (never written by this code).
pub fn after_round(
    record: &TournamentRecord,
    number: i32,
    ratings: &Ratings,
    seed: u64,
) -> anyhow::Result<Decision> {
    match system_of(record)? {
        System::Swiss { rounds } => {
            let disqualified = time_losers(record, number);
            let active: Vec<i64> = record
                .entrants
                .iter()
                .filter(|e| !e.withdrawn && !e.disqualified && !disqualified.contains(&e.user_id))
                .map(|e| e.user_id)
                .collect();
            let next = if number >= rounds {
                swiss_end(record, ratings, Ending::Completed)
            } else if active.len() < 2 {
                swiss_end(record, ratings, Ending::TooFewPlayers)
            } else {
                swiss_round(record, &active, ratings, number + 1, seed)?
            };
            Ok(Decision {
                disqualified,
                group_ratings: Vec::new(),
                next,
            })
        }
        System::DoubleRoundRobin { size } => {
            let groups = groups_of(record, number, |seat| ratings.get(&seat.user_id).copied());
            let results: Vec<GroupResult> = groups
                .iter()
                .map(|group| GroupResult {
                    players: group.players.clone(),
                    games: finished(
                        record
                            .games
                            .iter()
                            .filter(|g| g.round == number && g.group_number == group.number),
                    ),
                })
                .collect();
            let round_seed = record
                .rounds
                .iter()
                .find(|r| r.number == number)
                .ok_or_else(|| anyhow!("round {number} is not stored"))?
                .seed;
            let outcome = decide_round(&results, size, &mut seeded(round_seed, LOTS_STREAM))?;
            let group_ratings = groups
                .iter()
                .flat_map(|g| g.players.iter().map(|p| (member(p.id), p.rating)))
                .collect();
            let next = match outcome.next {
                NextStep::Winner(winner) => Next::End {
                    winner: Some(member(winner)),
                    ending: Ending::Completed,
                    final_ratings: final_ratings(record, ratings),
                },
                NextStep::Advance(field) => {
                    let field: Vec<i64> = field.into_iter().map(member).collect();
                    Next::Round(double_round_robin_round(
                        &field,
                        ratings,
                        size,
                        number + 1,
                        seed,
                    ))
                }
            };
            Ok(Decision {
                disqualified: Vec::new(),
                group_ratings,
                next,
            })
        }
    }
}

/// Seed 000: "players who lost a game because they failed to make their
/// move on time will be disqualified". A timeout drawn because the
/// opponent could not mate is no loss.
fn time_losers(record: &TournamentRecord, number: i32) -> Vec<i64> {
    record
        .games
        .iter()
        .filter(|g| g.round == number && g.end_reason.as_deref() == Some("timeout"))
        .filter_map(|g| match g.winner.as_deref() {
            Some("white") => Some(g.black_id),
            Some("black") => Some(g.white_id),
            _ => None,
        })
        .collect()
}

fn swiss_round(
    record: &TournamentRecord,
    active: &[i64],
    ratings: &Ratings,
    number: i32,
    seed: u64,
) -> anyhow::Result<Next> {
    let field = swiss_field(record, active);
    match pair_round(&field, &mut seeded(seed_to_i64(seed), DRAW_STREAM)) {
        Ok(pairing) => Ok(Next::Round(RoundPlan {
            number,
            seed: seed_to_i64(seed),
            bye: pairing.bye.map(member),
            groups: Vec::new(),
            games: pairing
                .pairings
                .iter()
                .map(|p| PlannedGame {
                    group: 1,
                    white: member(p.white),
                    black: member(p.black),
                })
                .collect(),
        })),
        Err(PairingError::NoValidPairing) => Ok(swiss_end(record, ratings, Ending::NoValidPairing)),
        Err(error @ PairingError::DuplicatePlayer(_)) => Err(error.into()),
    }
}

/// The end of a Swiss after the rounds played: the winner tops the
/// standings (tournaments.md §Tie-breaks).
fn swiss_end(record: &TournamentRecord, ratings: &Ratings, ending: Ending) -> Next {
    Next::End {
        winner: swiss_standings(record, ratings)
            .first()
            .map(|row| member(row.player)),
        ending,
        final_ratings: final_ratings(record, ratings),
    }
}

fn final_ratings(record: &TournamentRecord, ratings: &Ratings) -> Vec<(i64, Option<i32>)> {
    record
        .entrants
        .iter()
        .map(|e| (e.user_id, entrant_rating(record, ratings, e.user_id)))
        .collect()
}

/// A Double Round Robin round: groups by serpentine seeding, then every
/// game of each group at once (correspondence).
fn double_round_robin_round(
    field: &[i64],
    ratings: &Ratings,
    size: GroupSize,
    number: i32,
    seed: u64,
) -> RoundPlan {
    let players: Vec<_> = field
        .iter()
        .map(|&id| rated(id, ratings.get(&id).copied()))
        .collect();
    let groups = draw_groups(&players, size, &mut seeded(seed_to_i64(seed), DRAW_STREAM));
    let mut games = Vec::new();
    for (group, seats) in (1..).zip(&groups) {
        for round in group_schedule(seats, ScheduleKind::Correspondence) {
            games.extend(round.pairings.iter().map(|p| PlannedGame {
                group,
                white: member(p.white),
                black: member(p.black),
            }));
        }
    }
    RoundPlan {
        number,
        seed: seed_to_i64(seed),
        bye: None,
        groups: groups
            .iter()
            .map(|g| g.iter().map(|&p| member(p)).collect())
            .collect(),
        games,
    }
}
