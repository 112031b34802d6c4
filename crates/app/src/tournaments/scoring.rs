//! A stored tournament read the domain's way: players, game results, byes,
//! Swiss histories and standings, all computed from the games' results
//! (win 2, draw 1, loss 0, bye 1) rather than stored beside them.

use redqueen_domain::game::Seats;
use std::collections::HashMap;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use redqueen_domain::account::MemberId;
use redqueen_domain::game::Color;
use redqueen_domain::tournament::standings::{Standing, standings};
use redqueen_domain::tournament::swiss::SwissPlayer;
use redqueen_domain::tournament::{
    GameRecord, GameResult, Pairing, PlayerId, RatedPlayer, TournamentStatus,
};
use redqueen_store::{GroupPlayerRow, TournamentGameRow, TournamentRecord};

/// Current correspondence ratings by member; the unrated are absent.
pub type Ratings = HashMap<MemberId, i32>;

/// The random stream of a round's seed that draws its pairing or groups.
pub const DRAW_STREAM: u64 = 0;
/// The random stream of a round's seed that draws the lots of the
/// standings made from it (tie-break 3).
pub const LOTS_STREAM: u64 = 1;

/// tournaments.md: "every random choice uses a per-round seed that is
/// stored"; each use reads its own stream of it, so one use cannot shift
/// another's draws.
#[must_use]
pub fn seeded(seed: i64, stream: u64) -> ChaCha8Rng {
    let mut rng = ChaCha8Rng::seed_from_u64(seed_to_u64(seed));
    rng.set_stream(stream);
    rng
}

/// A stored seed as the `u64` it was drawn as.
#[must_use]
pub fn seed_to_u64(seed: i64) -> u64 {
    u64::from_be_bytes(seed.to_be_bytes())
}

/// A drawn seed as stored.
#[must_use]
pub fn seed_to_i64(seed: u64) -> i64 {
    i64::from_be_bytes(seed.to_be_bytes())
}

/// A finished game's result; `None` while it is played.
#[must_use]
pub fn result_of(game: &TournamentGameRow) -> Option<GameResult> {
    GameResult::of_game(game.status, game.winner)
}

/// The finished games among `games`, as the domain scores them.
pub fn finished<'a>(games: impl IntoIterator<Item = &'a TournamentGameRow>) -> Vec<GameRecord> {
    games
        .into_iter()
        .filter_map(|game| {
            Some(GameRecord {
                pairing: Pairing {
                    white: game.white_id,
                    black: game.black_id,
                },
                result: result_of(game)?,
            })
        })
        .collect()
}

/// Everyone who had a bye, once per bye.
#[must_use]
pub fn byes(record: &TournamentRecord) -> Vec<PlayerId> {
    record
        .rounds
        .iter()
        .filter_map(|round| round.bye_user_id)
        .collect()
}

/// `user_id` with the rating tie-break 2 uses.
#[must_use]
pub fn rated(user_id: MemberId, rating: Option<i32>) -> RatedPlayer {
    RatedPlayer {
        id: user_id,
        rating,
    }
}

/// The active players of the next Swiss round with their histories: score
/// (byes included), one color per earlier round (`None` without a game),
/// opponents met, and whether they had their bye.
#[must_use]
pub fn swiss_field(record: &TournamentRecord, active: &[MemberId]) -> Vec<SwissPlayer> {
    let scores = redqueen_domain::tournament::tiebreak::Scoresheet::new(
        &finished(&record.games),
        &byes(record),
    );
    active
        .iter()
        .map(|&user_id| {
            let colors = record
                .rounds
                .iter()
                .map(|round| {
                    record
                        .games
                        .iter()
                        .filter(|g| g.round == round.number)
                        .find_map(|g| g.color_of(user_id))
                })
                .collect();
            let opponents = record
                .games
                .iter()
                .filter_map(|g| match g.color_of(user_id)? {
                    Color::White => Some(g.black_id),
                    Color::Black => Some(g.white_id),
                })
                .collect();
            SwissPlayer {
                id: user_id,
                score: scores.score(user_id),
                colors,
                opponents,
                had_bye: record.rounds.iter().any(|r| r.bye_user_id == Some(user_id)),
            }
        })
        .collect()
}

/// The rating tie-break 2 uses for an entrant: the one kept when the
/// tournament ended, else the current one.
#[must_use]
pub fn entrant_rating(
    record: &TournamentRecord,
    ratings: &Ratings,
    user_id: MemberId,
) -> Option<i32> {
    if record.tournament.status == TournamentStatus::Finished {
        return record
            .entrants
            .iter()
            .find(|e| e.user_id == user_id)
            .and_then(|e| e.final_rating);
    }
    ratings.get(&user_id).copied()
}

/// A Swiss's standings over every entrant, from all finished games and
/// byes, the lots drawn from the last round's seed; empty before round 1.
#[must_use]
pub fn swiss_standings(record: &TournamentRecord, ratings: &Ratings) -> Vec<Standing> {
    let Some(last) = record.rounds.last() else {
        return Vec::new();
    };
    let players: Vec<RatedPlayer> = record
        .entrants
        .iter()
        .map(|e| rated(e.user_id, entrant_rating(record, ratings, e.user_id)))
        .collect();
    standings(
        &players,
        &finished(&record.games),
        &byes(record),
        &mut seeded(last.seed, LOTS_STREAM),
    )
}

/// One group of a Double Round Robin round: its players in seat order,
/// with the ratings tie-break 2 uses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Group {
    pub number: i32,
    pub players: Vec<RatedPlayer>,
}

/// The groups of round `number`, in order, each player with the rating
/// `rating` gives for their seat.
pub fn groups_of(
    record: &TournamentRecord,
    number: i32,
    rating: impl Fn(&GroupPlayerRow) -> Option<i32>,
) -> Vec<Group> {
    let mut groups: Vec<Group> = Vec::new();
    for seat in record.group_players.iter().filter(|p| p.round == number) {
        let player = rated(seat.user_id, rating(seat));
        match groups.last_mut() {
            Some(group) if group.number == seat.group_number => group.players.push(player),
            _ => groups.push(Group {
                number: seat.group_number,
                players: vec![player],
            }),
        }
    }
    groups
}

/// Each group's standings in round `number` (scores do not carry over
/// between rounds), the lots drawn group after group from the round's
/// seed as the round's decision drew them.
#[must_use]
pub fn group_standings(
    record: &TournamentRecord,
    number: i32,
    groups: &[Group],
) -> Vec<Vec<Standing>> {
    let Some(round) = record.rounds.iter().find(|r| r.number == number) else {
        return Vec::new();
    };
    let mut rng = seeded(round.seed, LOTS_STREAM);
    groups
        .iter()
        .map(|group| {
            let games = record
                .games
                .iter()
                .filter(|g| g.round == number && g.group_number == group.number);
            standings(&group.players, &finished(games), &[], &mut rng)
        })
        .collect()
}
