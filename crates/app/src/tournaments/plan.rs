//! What happens at the start and after each round, decided from the
//! stored tournament by the domain's engines: the next round's groups,
//! pairings and bye, or the end and its winner. Pure: the caller loads,
//! decides here, then stores (architecture.md: load, compute, save).

use anyhow::anyhow;
use redqueen_domain::account::MemberId;
use redqueen_domain::game::{Color, EndReason};
use redqueen_domain::tournament::double_round_robin::{
    GroupResult, GroupSize, NextStep, ScheduleKind, decide_round, draw_groups, group_schedule,
};
use redqueen_domain::tournament::swiss::{PairingError, pair_round};
use redqueen_domain::tournament::{PairingSystem, TournamentEnding, TournamentKind};
use redqueen_store::TournamentRecord;

use super::scoring::{
    DRAW_STREAM, LOTS_STREAM, Ratings, entrant_rating, finished, groups_of, rated, seed_to_i64,
    seeded, swiss_field, swiss_standings,
};

/// A round to start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundPlan {
    pub number: i32,
    /// The seed its draws came from, as stored.
    pub seed: i64,
    /// Swiss: who sits out with a point.
    pub bye: Option<MemberId>,
    /// Double Round Robin: each group's players in seat order.
    pub groups: Vec<Vec<MemberId>>,
    /// The games in board order.
    pub games: Vec<PlannedGame>,
}

/// One game of a round to start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlannedGame {
    /// The group, from 1 (always 1 in a Swiss).
    pub group: i32,
    pub white: MemberId,
    pub black: MemberId,
}

/// What follows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Next {
    Round(RoundPlan),
    End {
        winner: Option<MemberId>,
        ending: TournamentEnding,
        /// Each entrant's rating as the final standings used it.
        final_ratings: Vec<(MemberId, Option<i32>)>,
    },
}

/// The decision at the end of a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decision {
    /// Swiss: who lost on time in the round (seed 000: disqualified).
    pub disqualified: Vec<MemberId>,
    /// Double Round Robin: the ratings the round was decided with.
    pub group_ratings: Vec<(MemberId, Option<i32>)>,
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
    match (t.system, t.swiss_rounds, t.group_size) {
        (PairingSystem::Swiss, Some(rounds), _) => Ok(System::Swiss { rounds }),
        (PairingSystem::DoubleRoundRobin, _, Some(size)) => Ok(System::DoubleRoundRobin {
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
    let field: Vec<MemberId> = record.entrants.iter().map(|e| e.user_id).collect();
    match system_of(record)? {
        System::Swiss { .. } => swiss_round(record, &field, ratings, 1, seed),
        System::DoubleRoundRobin { size } => Ok(Next::Round(double_round_robin_round(
            &field,
            ratings,
            size,
            1,
            seed,
            schedule_kind(record),
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
            let active: Vec<MemberId> = record
                .entrants
                .iter()
                .filter(|e| !e.withdrawn && !e.disqualified && !disqualified.contains(&e.user_id))
                .map(|e| e.user_id)
                .collect();
            let next = if number >= rounds {
                swiss_end(record, ratings, TournamentEnding::Completed)
            } else if active.len() < 2 {
                swiss_end(record, ratings, TournamentEnding::TooFewPlayers)
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
                .flat_map(|g| g.players.iter().map(|p| (p.id, p.rating)))
                .collect();
            let next = match outcome.next {
                NextStep::Winner(winner) => Next::End {
                    winner: Some(winner),
                    ending: TournamentEnding::Completed,
                    final_ratings: final_ratings(record, ratings),
                },
                NextStep::Advance(field) => {
                    // tournaments.md: a banned or withdrawn player is not
                    // paired again, even with the best score of a group.
                    let field: Vec<MemberId> = field
                        .into_iter()
                        .filter(|id| {
                            record
                                .entrants
                                .iter()
                                .any(|e| e.user_id == *id && !e.withdrawn)
                        })
                        .collect();
                    match field.as_slice() {
                        [] | [_] => Next::End {
                            winner: field.first().copied(),
                            ending: TournamentEnding::Completed,
                            final_ratings: final_ratings(record, ratings),
                        },
                        _ => Next::Round(double_round_robin_round(
                            &field,
                            ratings,
                            size,
                            number + 1,
                            seed,
                            schedule_kind(record),
                        )),
                    }
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
fn time_losers(record: &TournamentRecord, number: i32) -> Vec<MemberId> {
    record
        .games
        .iter()
        .filter(|g| g.round == number && g.end_reason == Some(EndReason::Timeout))
        .filter_map(|g| match g.winner? {
            Color::White => Some(g.black_id),
            Color::Black => Some(g.white_id),
        })
        .collect()
}

fn swiss_round(
    record: &TournamentRecord,
    active: &[MemberId],
    ratings: &Ratings,
    number: i32,
    seed: u64,
) -> anyhow::Result<Next> {
    let field = swiss_field(record, active);
    match pair_round(&field, &mut seeded(seed_to_i64(seed), DRAW_STREAM)) {
        Ok(pairing) => Ok(Next::Round(RoundPlan {
            number,
            seed: seed_to_i64(seed),
            bye: pairing.bye,
            groups: Vec::new(),
            games: pairing
                .pairings
                .iter()
                .map(|p| PlannedGame {
                    group: 1,
                    white: p.white,
                    black: p.black,
                })
                .collect(),
        })),
        Err(PairingError::NoValidPairing) => {
            Ok(swiss_end(record, ratings, TournamentEnding::NoValidPairing))
        }
        Err(error @ PairingError::DuplicatePlayer(_)) => Err(error.into()),
    }
}

/// The end of a Swiss after the rounds played: the winner tops the
/// standings (tournaments.md §Tie-breaks).
fn swiss_end(record: &TournamentRecord, ratings: &Ratings, ending: TournamentEnding) -> Next {
    Next::End {
        winner: swiss_standings(record, ratings)
            .first()
            .map(|row| row.player),
        ending,
        final_ratings: final_ratings(record, ratings),
    }
}

fn final_ratings(record: &TournamentRecord, ratings: &Ratings) -> Vec<(MemberId, Option<i32>)> {
    record
        .entrants
        .iter()
        .map(|e| (e.user_id, entrant_rating(record, ratings, e.user_id)))
        .collect()
}

/// How a tournament's groups play (tournaments.md): a correspondence
/// group starts all its games at once, a live group plays Berger rounds
/// one after another.
fn schedule_kind(record: &TournamentRecord) -> ScheduleKind {
    if record.tournament.kind == TournamentKind::Live {
        ScheduleKind::Live
    } else {
        ScheduleKind::Correspondence
    }
}

/// The games of Berger round `slot` (from 1) of each group of `groups`, in
/// group order; empty when no group has that many.
fn slot_of_groups(groups: &[Vec<MemberId>], kind: ScheduleKind, slot: i32) -> Vec<PlannedGame> {
    let index = usize::try_from(slot - 1).unwrap_or(usize::MAX);
    let mut games = Vec::new();
    for (group, seats) in (1..).zip(groups) {
        if let Some(round) = group_schedule(seats, kind).get(index) {
            games.extend(round.pairings.iter().map(|p| PlannedGame {
                group,
                white: p.white,
                black: p.black,
            }));
        }
    }
    games
}

/// A live Double Round Robin round's games of Berger round `slot`, from
/// its stored groups; empty when its groups have no such round (the
/// round is then complete) or the tournament is not live.
#[must_use]
pub fn slot_games(record: &TournamentRecord, number: i32, slot: i32) -> Vec<PlannedGame> {
    if schedule_kind(record) != ScheduleKind::Live {
        return Vec::new();
    }
    let groups: Vec<Vec<MemberId>> = groups_of(record, number, |_| None)
        .into_iter()
        .map(|group| group.players.iter().map(|p| p.id).collect())
        .collect();
    slot_of_groups(&groups, ScheduleKind::Live, slot)
}

/// A Double Round Robin round: groups by serpentine seeding, then every
/// game of each group at once (correspondence), or the first Berger round
/// of each group (live).
fn double_round_robin_round(
    field: &[MemberId],
    ratings: &Ratings,
    size: GroupSize,
    number: i32,
    seed: u64,
    kind: ScheduleKind,
) -> RoundPlan {
    let players: Vec<_> = field
        .iter()
        .map(|&id| rated(id, ratings.get(&id).copied()))
        .collect();
    let groups = draw_groups(&players, size, &mut seeded(seed_to_i64(seed), DRAW_STREAM));
    let games = slot_of_groups(&groups, kind, 1);
    RoundPlan {
        number,
        seed: seed_to_i64(seed),
        bye: None,
        groups,
        games,
    }
}

#[cfg(test)]
mod tests {
    use redqueen_domain::game::GameStatus;
    use redqueen_domain::tournament::{RoundStatus, TournamentStatus};
    use redqueen_store::{EntrantRow, GroupPlayerRow, RoundRow, TournamentGameRow, TournamentRow};

    use super::*;
    use crate::tournaments::scoring::seed_to_u64;

    fn record(system: PairingSystem, players: i64) -> TournamentRecord {
        TournamentRecord {
            tournament: TournamentRow {
                id: "t".into(),
                name: "Cup".into(),
                kind: TournamentKind::Correspondence,
                time_control: "3d/move".parse().unwrap(),
                rated: true,
                system,
                group_size: Some(3),
                swiss_rounds: Some(3),
                signup_opens_at: 0,
                signup_closes_at: 0,
                starts_at: 0,
                min_players: 2,
                max_players: 100,
                rating_min: None,
                rating_max: None,
                vacation_allowed: true,
                status: TournamentStatus::InProgress,
                entrant_count: i32::try_from(players).unwrap(),
                current_round: 0,
                winner_id: None,
                end_reason: None,
                created_by: MemberId(1),
                created_at: 0,
                finished_at: None,
                round_pause_ms: 0,
            },
            entrants: (1..=players)
                .map(|id| EntrantRow {
                    user_id: MemberId(id),
                    username: format!("p{id}"),
                    joined_at: 0,
                    withdrawn: false,
                    disqualified: false,
                    final_rating: None,
                })
                .collect(),
            rounds: Vec::new(),
            group_players: Vec::new(),
            games: Vec::new(),
        }
    }

    #[test]
    fn a_live_tournament_reads_its_ratings_in_the_live_pool() {
        use redqueen_domain::rating::Pool;
        let mut cup = record(PairingSystem::Swiss, 4);
        assert_eq!(
            crate::tournaments::pool_of(&cup.tournament),
            Pool::Correspondence
        );
        cup.tournament.kind = TournamentKind::Live;
        cup.tournament.time_control = "fast 10m/2m tb0".parse().unwrap();
        assert_eq!(crate::tournaments::pool_of(&cup.tournament), Pool::Live);
    }

    /// Stores `plan` as played, each game ending as `end` says.
    fn play(
        record: &mut TournamentRecord,
        plan: &RoundPlan,
        end: impl Fn(&PlannedGame) -> (Option<Color>, EndReason),
    ) {
        record.rounds.push(RoundRow {
            number: plan.number,
            seed: plan.seed,
            status: RoundStatus::Finished,
            bye_user_id: plan.bye,
            started_at: 0,
            finished_at: Some(1),
            slot: 1,
            resume_at: None,
        });
        for (group_number, seats) in (1..).zip(&plan.groups) {
            for (seat, &user_id) in (1..).zip(seats) {
                record.group_players.push(GroupPlayerRow {
                    round: plan.number,
                    group_number,
                    seat,
                    user_id,
                    rating: None,
                });
            }
        }
        for (board, game) in (1..).zip(&plan.games) {
            let (winner, reason) = end(game);
            record.games.push(TournamentGameRow {
                game_id: format!("g{}-{board}", plan.number),
                round: plan.number,
                group_number: game.group,
                board,
                slot: 1,
                white_id: game.white,
                black_id: game.black,
                status: GameStatus::Finished,
                winner,
                end_reason: Some(reason),
            });
        }
    }

    fn planned(next: Next) -> RoundPlan {
        match next {
            Next::Round(plan) => plan,
            Next::End { .. } => panic!("expected a round, got {next:?}"),
        }
    }

    #[test]
    fn the_stored_seed_draws_the_same_round_again() {
        let record = record(PairingSystem::Swiss, 7);
        let first = planned(first_round(&record, &Ratings::new(), 42).unwrap());
        assert_eq!(
            first_round(&record, &Ratings::new(), 42).unwrap(),
            Next::Round(first.clone())
        );
        assert_eq!((first.games.len(), first.bye.is_some()), (3, true));
        assert_eq!(seed_to_u64(first.seed), 42);
    }

    #[test]
    fn a_loss_on_time_disqualifies_but_a_draw_on_time_does_not() {
        let mut record = record(PairingSystem::Swiss, 4);
        let first = planned(first_round(&record, &Ratings::new(), 1).unwrap());
        let loser = first.games[0].white;
        play(&mut record, &first, |game| {
            if game.white == loser {
                (Some(Color::Black), EndReason::Timeout)
            } else {
                (None, EndReason::Timeout)
            }
        });
        let decision = after_round(&record, 1, &Ratings::new(), 2).unwrap();
        assert_eq!(decision.disqualified, [loser]);
        let second = planned(decision.next);
        assert_eq!((second.games.len(), second.bye.is_some()), (1, true));
        assert!(second.bye != Some(loser));
        assert!(
            second
                .games
                .iter()
                .all(|g| g.white != loser && g.black != loser)
        );
    }

    #[test]
    fn a_swiss_that_cannot_pair_its_next_round_ends_with_its_leader() {
        let mut record = record(PairingSystem::Swiss, 2);
        let first = planned(first_round(&record, &Ratings::new(), 1).unwrap());
        play(&mut record, &first, |_| {
            (Some(Color::White), EndReason::Resign)
        });
        let decision = after_round(&record, 1, &Ratings::new(), 2).unwrap();
        assert_eq!(
            decision.next,
            Next::End {
                winner: Some(first.games[0].white),
                ending: TournamentEnding::NoValidPairing,
                final_ratings: vec![(MemberId(1), None), (MemberId(2), None)],
            }
        );
    }

    #[test]
    fn a_double_round_robin_final_crowns_the_best_of_its_group() {
        let mut record = record(PairingSystem::DoubleRoundRobin, 3);
        let [one, two, three] = [1, 2, 3].map(MemberId);
        let ratings = Ratings::from([(one, 1500), (two, 1600)]);
        let round = planned(first_round(&record, &ratings, 9).unwrap());
        assert_eq!(round.groups.len(), 1);
        assert_eq!(round.groups[0][0], two, "the highest rated takes seat 1");
        assert_eq!(round.games.len(), 6);
        play(&mut record, &round, |game| {
            if game.white == three {
                (Some(Color::White), EndReason::Mate)
            } else if game.black == three {
                (Some(Color::Black), EndReason::Mate)
            } else {
                (None, EndReason::DrawAgreed)
            }
        });
        let decision = after_round(&record, 1, &ratings, 10).unwrap();
        assert_eq!(
            decision.group_ratings,
            [(two, Some(1600)), (one, Some(1500)), (three, None)]
        );
        let Next::End { winner, ending, .. } = decision.next else {
            panic!("the final ends the tournament");
        };
        assert_eq!((winner, ending), (Some(three), TournamentEnding::Completed));
    }

    #[test]
    fn a_live_group_plays_its_berger_rounds_one_after_another() {
        let mut live = record(PairingSystem::DoubleRoundRobin, 3);
        live.tournament.kind = TournamentKind::Live;
        let first = planned(first_round(&live, &Ratings::new(), 7).unwrap());
        // Three players: one rests each Berger round, so one game a round.
        assert_eq!(first.games.len(), 1);
        play(&mut live, &first, |_| (Some(Color::White), EndReason::Mate));
        let mut pairs = vec![(first.games[0].white, first.games[0].black)];
        for slot in 2..=6 {
            let games = slot_games(&live, 1, slot);
            assert_eq!(games.len(), 1, "Berger round {slot}");
            pairs.push((games[0].white, games[0].black));
        }
        assert!(slot_games(&live, 1, 7).is_empty());
        // Everyone meets everyone twice, once with each colour.
        pairs.sort_unstable();
        pairs.dedup();
        assert_eq!(pairs.len(), 6);
        let correspondence = record(PairingSystem::DoubleRoundRobin, 3);
        assert_eq!(
            planned(first_round(&correspondence, &Ratings::new(), 7).unwrap())
                .games
                .len(),
            6
        );
        assert!(slot_games(&correspondence, 1, 2).is_empty());
    }
}
