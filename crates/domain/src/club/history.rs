//! A club's recorded sequence replayed (clubs-and-ladder.md: "results
//! change the ladder in the order they are recorded; a corrected result
//! replays every later change from that point"): members joining and
//! leaving the ladder, games, monthly decays, each applied in its turn to
//! the ladder and to the players' index cards. The store keeps the
//! sequence; the ladder shown is always this replay of it, so a correction
//! is a replay of the corrected sequence.

use std::collections::HashMap;
use std::hash::Hash;

use shakmaty::{ByColor, Color, KnownOutcome};

use super::calendar::SeasonDay;
use super::control::ClubControl;
use super::decay::{ABSENCE_FLAG_RANKS, apply_decay, months_idle};
use super::event_rating::{EventGame, rate_together};
use super::ladder::{Ladder, game_effect};
use super::placement::{Qualifier, initial_placement};
use super::rating::{CLUB_START_RATING, club_rating_change};
use crate::vacation::Day;

/// The club's season (clubs-and-ladder.md decision: from 1 September to
/// 30 June by default, both days set per club). Games played and ranks
/// earned count per season. The days between a season's end and the next
/// start (the summer) count in the season to come, as the days after a
/// director closed a season early do: the seasons cover every day.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Season {
    pub start_month: u32,
    pub start_day: u32,
    /// The season's last day (`end_month`, `end_day`), in the calendar
    /// year after its start when it comes earlier in the year than the
    /// start, else in the same year.
    pub end_month: u32,
    pub end_day: u32,
    /// The season a director opened by closing the one before it early
    /// ([`ClubEvent::SeasonClosed`]): days before its usual start count in
    /// it.
    pub opened: Option<i64>,
}

impl Default for Season {
    fn default() -> Self {
        Self::between(SeasonDay::START, SeasonDay::END)
    }
}

impl Season {
    /// The seasons from `start` to `end` each year, none closed early.
    #[must_use]
    pub const fn between(start: SeasonDay, end: SeasonDay) -> Self {
        Self {
            start_month: start.month,
            start_day: start.day,
            end_month: end.month,
            end_day: end.day,
            opened: None,
        }
    }

    /// The season's first day each year.
    #[must_use]
    pub const fn start(self) -> SeasonDay {
        SeasonDay {
            month: self.start_month,
            day: self.start_day,
        }
    }

    /// The season's last day each year.
    #[must_use]
    pub const fn end(self) -> SeasonDay {
        SeasonDay {
            month: self.end_month,
            day: self.end_day,
        }
    }

    /// The season holding `day`, named by the year it starts in (or the
    /// season opened since, if later). A day after a season's end and
    /// before the next start belongs to the next season.
    #[must_use]
    pub fn of(self, day: Day) -> i64 {
        let started = self.started_in(day);
        let usual = if day > self.last_day(started) {
            started + 1
        } else {
            started
        };
        self.opened.map_or(usual, |opened| usual.max(opened))
    }

    /// The year of the last usual start on or before `day`.
    fn started_in(self, day: Day) -> i64 {
        let (year, month, date) = day.ymd();
        if (month, date) >= (self.start_month, self.start_day) {
            year
        } else {
            year - 1
        }
    }

    /// The usual first day of season `season` (its start day; a start day
    /// exists in every year).
    #[must_use]
    pub fn first_day(self, season: i64) -> Day {
        Day::from_ymd(season, self.start_month, self.start_day)
            .unwrap_or_else(|_| Day::containing(0))
    }

    /// The last day of season `season`: its end day, in the year it
    /// started when that comes after the start, else in the next.
    #[must_use]
    pub fn last_day(self, season: i64) -> Day {
        let year = if (self.end_month, self.end_day) >= (self.start_month, self.start_day) {
            season
        } else {
            season + 1
        };
        Day::from_ymd(year, self.end_month, self.end_day).unwrap_or_else(|_| self.first_day(season))
    }

    /// The first day that counts in the season holding `day` (without a
    /// season closed early): the day after the previous season's end.
    #[must_use]
    pub fn start_of(self, day: Day) -> Day {
        let season = Self {
            opened: None,
            ..self
        }
        .of(day);
        self.last_day(season - 1).plus(1)
    }

    /// Whether `day` lies between a season's end and the next start (the
    /// season to come holds it, though it has not started yet).
    #[must_use]
    pub fn in_break(self, day: Day) -> bool {
        day > self.last_day(self.started_in(day))
    }
}

/// A club game between two members.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClubGame<P> {
    pub white: P,
    pub black: P,
    pub outcome: KnownOutcome,
    pub played_on: Day,
    pub control: ClubControl,
    /// False for SLQ games, which change no ranks (the SLQ builds the
    /// ladder).
    pub ladder: bool,
    /// A game of a club event is rated with the others of its rating
    /// period, when the period ends ([`ClubEvent::Rated`]); `None` for a
    /// ladder challenge, rated when it ends.
    pub rated_in: Option<RatingPeriod>,
}

/// The games of a club event rated together (clubs-and-ladder.md "When"):
/// one round of the SLQ, or a whole other event (`round` 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RatingPeriod {
    pub event: i64,
    pub round: u32,
}

/// One entry of a club's recorded sequence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClubEvent<P> {
    /// A member takes the bottom rank (a new member: club rating 1200).
    Joined { player: P, on: Day },
    /// A director takes a member off the ladder; their card stays.
    Left { player: P },
    /// A game counted (reported, entered, or played on the server).
    Game(ClubGame<P>),
    /// The monthly absence decay, as of `on`.
    Decay { on: Day },
    /// A member enters the SLQ: "every participant starting at 1200".
    Qualifier { player: P },
    /// A rating period starts: its games will be rated from the ratings
    /// now (the round's start in the SLQ, the event's start otherwise).
    PeriodStart { period: RatingPeriod },
    /// A rating period ends: its games are rated together with `control`'s
    /// table from the ratings at its start, the changes added up.
    Rated {
        period: RatingPeriod,
        control: ClubControl,
    },
    /// A director closes the season of `on`: the next one starts now, its
    /// games played and ranks earned counted from zero; ladder and ratings
    /// carry over.
    SeasonClosed { on: Day },
    /// The SLQ ends and sets the ladder: `standings` (its final standings,
    /// first place first: score, then the tie-breaks, then the lot) placed
    /// by club rating, ties in the order of the standings; the other
    /// ladder players follow in the order they joined the ladder.
    Placed { standings: Vec<P> },
}

impl<P> ClubEvent<P> {
    /// The same event naming its players by `name` (ids to names, say).
    #[must_use]
    pub fn map_players<Q>(&self, name: impl Fn(&P) -> Q) -> ClubEvent<Q> {
        match self {
            Self::Joined { player, on } => ClubEvent::Joined {
                player: name(player),
                on: *on,
            },
            Self::Left { player } => ClubEvent::Left {
                player: name(player),
            },
            Self::Game(game) => ClubEvent::Game(ClubGame {
                white: name(&game.white),
                black: name(&game.black),
                outcome: game.outcome,
                played_on: game.played_on,
                control: game.control,
                ladder: game.ladder,
                rated_in: game.rated_in,
            }),
            Self::Decay { on } => ClubEvent::Decay { on: *on },
            Self::Qualifier { player } => ClubEvent::Qualifier {
                player: name(player),
            },
            Self::PeriodStart { period } => ClubEvent::PeriodStart { period: *period },
            Self::Rated { period, control } => ClubEvent::Rated {
                period: *period,
                control: *control,
            },
            Self::SeasonClosed { on } => ClubEvent::SeasonClosed { on: *on },
            Self::Placed { standings } => ClubEvent::Placed {
                standings: standings.iter().map(name).collect(),
            },
        }
    }
}

/// A player's index card (clubs-and-ladder.md "The ladder board").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IndexCard {
    pub rating: i32,
    /// The day the player last took the bottom rank.
    pub joined_on: Day,
    /// The end date of their last ladder game.
    pub last_defense: Option<Day>,
    /// The season `games` and `ranks_earned` count in.
    pub season: i64,
    /// Ladder games played this season.
    pub games: u32,
    /// Net ranks gained by their own ladder games this season.
    pub ranks_earned: i64,
    /// Ranks lost to absence decay since the last defense.
    pub absence_total: u32,
    /// Rated club games of every kind played this season (ladder, events,
    /// the SLQ): the award for the most games played counts these
    /// (decisions of turn 3).
    pub rated_games: u32,
    /// The last season whose SLQ the player played a game of: a member
    /// who did not play the season's SLQ is new (seed 002: "anyone not
    /// playing at least one round of the SLQ").
    pub qualified: Option<i64>,
    /// A club rating of 1200 given without games (joining, or entering the
    /// SLQ), until the holder's first rated club game (decisions of turn 3).
    pub provisional: bool,
}

impl IndexCard {
    /// 10 or more ranks lost to absence since the last defense: shown to
    /// the directors, who may remove the player from the ladder.
    #[must_use]
    pub const fn flagged(&self) -> bool {
        self.absence_total >= ABSENCE_FLAG_RANKS
    }

    /// The day idle months are counted from: the last defense, or joining
    /// the ladder when that came later (or there was none).
    fn idle_since(&self) -> Day {
        self.last_defense
            .map_or(self.joined_on, |d| d.max(self.joined_on))
    }

    /// Whether the player carries the "new" mark in `season` (decisions
    /// of turn 3: those who did not play the season's SLQ). Before the
    /// club has held an SLQ in the season (`slq_held`), the members who
    /// joined the ladder in it, by `season_of`, are the new ones.
    #[must_use]
    pub fn is_new(&self, season: i64, slq_held: bool, season_of: impl Fn(Day) -> i64) -> bool {
        if slq_held {
            self.qualified != Some(season)
        } else {
            season_of(self.joined_on) >= season
        }
    }

    /// Moves the counters to `season` when it is a later one.
    fn enter(&mut self, season: i64) -> bool {
        if season > self.season {
            self.season = season;
            self.games = 0;
            self.ranks_earned = 0;
            self.rated_games = 0;
        }
        season == self.season
    }
}

/// Why a rank changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cause {
    /// Taking the bottom rank.
    Joined,
    /// Taken off the ladder.
    Left,
    /// A game the player played.
    Game,
    /// The absence decay.
    Decay,
    /// The initial placement after the SLQ.
    Placed,
}

/// A rank change of a player by an event of the sequence; `None` is off
/// the ladder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RankChange<P> {
    pub player: P,
    pub from: Option<u32>,
    pub to: Option<u32>,
    pub cause: Cause,
}

/// What one event did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applied<P> {
    /// A game's change of each side's club rating; `None` for a game that
    /// counted for nothing (a player not a member) and other events.
    pub rating_change: Option<ByColor<i32>>,
    /// The ranks of the event's own players that changed (a game's two
    /// players, a decay's idle players); those moved along by them are
    /// not listed.
    pub rank_changes: Vec<RankChange<P>>,
}

/// A club's ladder and cards after a sequence of events.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClubHistory<P: Hash + Eq> {
    season: Season,
    ladder: Ladder<P>,
    cards: HashMap<P, IndexCard>,
    /// Each open rating period's ratings at its start and games so far.
    periods: HashMap<RatingPeriod, Period<P>>,
}

/// An open rating period.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Period<P: Hash + Eq> {
    base: HashMap<P, i32>,
    games: Vec<EventGame<P>>,
}

impl<P: Hash + Eq + Clone> ClubHistory<P> {
    /// A club without members (and so without seasons closed early).
    #[must_use]
    pub fn new(season: Season) -> Self {
        Self {
            season: Season {
                opened: None,
                ..season
            },
            ladder: Ladder::new(),
            cards: HashMap::new(),
            periods: HashMap::new(),
        }
    }

    /// Replays `events` from an empty club (the seasons closed early are
    /// those the events close: [`Self::new`]).
    #[must_use]
    pub fn replay<'a>(season: Season, events: impl IntoIterator<Item = &'a ClubEvent<P>>) -> Self
    where
        P: 'a,
    {
        let mut history = Self::new(season);
        for event in events {
            history.record(event);
        }
        history
    }

    /// A club as of its last event, restored from what was kept of it, to
    /// record the next event without replaying the earlier ones. Open
    /// rating periods are not kept: an event that starts or ends one is
    /// recorded by a replay.
    #[must_use]
    pub fn from_parts(season: Season, ladder: Ladder<P>, cards: HashMap<P, IndexCard>) -> Self {
        Self {
            season,
            ladder,
            cards,
            periods: HashMap::new(),
        }
    }

    /// The club's season as of its last event.
    #[must_use]
    pub fn season(&self) -> Season {
        self.season
    }

    /// Every member's card.
    #[must_use]
    pub fn cards(&self) -> &HashMap<P, IndexCard> {
        &self.cards
    }

    /// The ladder now.
    #[must_use]
    pub fn ladder(&self) -> &Ladder<P> {
        &self.ladder
    }

    /// A member's card (also for members off the ladder).
    #[must_use]
    pub fn card(&self, player: &P) -> Option<&IndexCard> {
        self.cards.get(player)
    }

    /// Applies the next event of the sequence.
    pub fn record(&mut self, event: &ClubEvent<P>) -> Applied<P> {
        let mut applied = Applied {
            rating_change: None,
            rank_changes: Vec::new(),
        };
        match event {
            ClubEvent::Joined { player, on } => self.join(player, *on, &mut applied),
            ClubEvent::Left { player } => {
                if let Some(from) = self.ladder.rank_of(player) {
                    self.ladder.remove(player);
                    applied.rank_changes.push(RankChange {
                        player: player.clone(),
                        from: Some(from),
                        to: None,
                        cause: Cause::Left,
                    });
                }
            }
            ClubEvent::Game(game) => self.game(game, &mut applied),
            ClubEvent::Decay { on } => self.decay(*on, &mut applied),
            ClubEvent::Qualifier { player } => {
                if let Some(card) = self.cards.get_mut(player) {
                    card.rating = CLUB_START_RATING;
                    card.provisional = true;
                }
            }
            ClubEvent::PeriodStart { period } => {
                let base = self
                    .cards
                    .iter()
                    .map(|(p, c)| (p.clone(), c.rating))
                    .collect();
                self.periods.insert(
                    *period,
                    Period {
                        base,
                        games: Vec::new(),
                    },
                );
            }
            ClubEvent::Rated { period, control } => self.rate(*period, *control),
            ClubEvent::Placed { standings } => self.place(standings, &mut applied),
            ClubEvent::SeasonClosed { on } => {
                let next = self.season.of(*on) + 1;
                self.season.opened = Some(next);
                for card in self.cards.values_mut() {
                    card.enter(next);
                }
            }
        }
        applied
    }

    fn join(&mut self, player: &P, on: Day, applied: &mut Applied<P>) {
        if self.ladder.rank_of(player).is_some() {
            return;
        }
        let season = self.season.of(on);
        let card = self.cards.entry(player.clone()).or_insert(IndexCard {
            rating: CLUB_START_RATING,
            joined_on: on,
            last_defense: None,
            season,
            games: 0,
            ranks_earned: 0,
            absence_total: 0,
            rated_games: 0,
            qualified: None,
            provisional: true,
        });
        card.joined_on = on;
        card.absence_total = 0;
        self.ladder.add_at_bottom(player.clone());
        applied.rank_changes.push(RankChange {
            player: player.clone(),
            from: None,
            to: self.ladder.rank_of(player),
            cause: Cause::Joined,
        });
    }

    fn game(&mut self, game: &ClubGame<P>, applied: &mut Applied<P>) {
        let (Some(white), Some(black)) = (
            self.cards.get(&game.white).copied(),
            self.cards.get(&game.black).copied(),
        ) else {
            // Games against non-members change nothing.
            return;
        };
        if game.white == game.black {
            return;
        }
        let season = self.season.of(game.played_on);
        for player in [&game.white, &game.black] {
            if let Some(card) = self.cards.get_mut(player) {
                if card.enter(season) {
                    card.rated_games += 1;
                }
                if !game.ladder {
                    // An SLQ game (the only games that move no rank).
                    card.qualified = Some(card.qualified.map_or(season, |q| q.max(season)));
                }
            }
        }
        if let Some(period) = game.rated_in {
            if let Some(open) = self.periods.get_mut(&period) {
                open.games.push(EventGame {
                    white: game.white.clone(),
                    black: game.black.clone(),
                    outcome: game.outcome,
                });
            }
        } else {
            self.rate_now(game, white.rating, black.rating, applied);
        }
        self.move_on_ladder(game, applied);
    }

    fn rate_now(&mut self, game: &ClubGame<P>, white: i32, black: i32, applied: &mut Applied<P>) {
        let change = club_rating_change(game.control, ByColor { white, black }, game.outcome);
        applied.rating_change = Some(change);
        for (player, delta) in [(&game.white, change.white), (&game.black, change.black)] {
            if let Some(card) = self.cards.get_mut(player) {
                card.rating += delta;
                card.provisional = false;
            }
        }
    }

    /// The ranks a game changes, and the cards' defense, games and ranks.
    fn move_on_ladder(&mut self, game: &ClubGame<P>, applied: &mut Applied<P>) {
        let players = ByColor {
            white: &game.white,
            black: &game.black,
        };
        let ranks = (
            self.ladder.rank_of(&game.white),
            self.ladder.rank_of(&game.black),
        );
        let (Some(white_rank), Some(black_rank), true) = (ranks.0, ranks.1, game.ladder) else {
            return;
        };
        let effect = game_effect(white_rank, black_rank, game.outcome);
        let defender_rank = white_rank.min(black_rank);
        self.ladder.apply(effect, defender_rank);
        let season = self.season.of(game.played_on);
        for color in Color::ALL {
            let player = *players.get(color);
            let before = if color == Color::White {
                white_rank
            } else {
                black_rank
            };
            let after = self.ladder.rank_of(player);
            if let Some(card) = self.cards.get_mut(player) {
                card.last_defense = Some(
                    card.last_defense
                        .map_or(game.played_on, |d| d.max(game.played_on)),
                );
                card.absence_total = 0;
                if card.enter(season) {
                    card.games += 1;
                    card.ranks_earned += i64::from(before) - i64::from(after.unwrap_or(before));
                }
            }
            if after != Some(before) {
                applied.rank_changes.push(RankChange {
                    player: player.clone(),
                    from: Some(before),
                    to: after,
                    cause: Cause::Game,
                });
            }
        }
    }

    /// The end of a rating period: its games rated from the ratings at its
    /// start, each player's changes added to their rating now.
    fn rate(&mut self, period: RatingPeriod, control: ClubControl) {
        let Some(open) = self.periods.remove(&period) else {
            return;
        };
        let after = rate_together(control, &open.base, &open.games);
        for (player, rating) in after {
            let change = rating - open.base.get(&player).copied().unwrap_or(rating);
            if let Some(card) = self.cards.get_mut(&player) {
                card.rating += change;
            }
        }
        for game in &open.games {
            for player in [&game.white, &game.black] {
                if let Some(card) = self.cards.get_mut(player) {
                    card.provisional = false;
                }
            }
        }
    }

    /// The SLQ's initial ladder (`initial_placement`): the standings' order
    /// breaks ties of club rating.
    fn place(&mut self, standings: &[P], applied: &mut Applied<P>) {
        let qualifiers: Vec<Qualifier<P>> = standings
            .iter()
            .zip(0..)
            .filter_map(|(player, place)| {
                let card = self.cards.get(player)?;
                Some(Qualifier {
                    player: player.clone(),
                    rating: card.rating,
                    score_halves: 0,
                    tiebreaks: Vec::new(),
                    lot: place,
                })
            })
            .collect();
        let mut others: Vec<(Day, u32, P)> = self
            .ladder
            .players()
            .iter()
            .zip(1..)
            .filter(|(p, _)| !standings.contains(p))
            .map(|(p, rank)| {
                let joined = self
                    .cards
                    .get(p)
                    .map_or(Day::containing(0), |c| c.joined_on);
                (joined, rank, p.clone())
            })
            .collect();
        others.sort_by_key(|(joined, rank, _)| (*joined, *rank));
        let others: Vec<P> = others.into_iter().map(|(_, _, p)| p).collect();
        let before = self.ladder.clone();
        self.ladder = initial_placement(&qualifiers, &others);
        for player in self.ladder.players() {
            let (from, to) = (before.rank_of(player), self.ladder.rank_of(player));
            if from != to {
                applied.rank_changes.push(RankChange {
                    player: player.clone(),
                    from,
                    to,
                    cause: Cause::Placed,
                });
            }
        }
    }

    fn decay(&mut self, on: Day, applied: &mut Applied<P>) {
        let idle: Vec<(u32, u32)> = self
            .ladder
            .players()
            .iter()
            .zip(1..)
            .filter_map(|(player, rank)| {
                let card = self.cards.get(player)?;
                Some((rank, months_idle(card.idle_since(), on)))
            })
            .filter(|&(_, m)| m > 0)
            .collect();
        if idle.is_empty() {
            return;
        }
        let new_ranks = apply_decay(self.ladder.len(), &idle);
        let before: Vec<P> = self.ladder.players().to_vec();
        let mut after: Vec<(u32, P)> = before
            .iter()
            .cloned()
            .zip(new_ranks.iter().copied())
            .map(|(p, r)| (r, p))
            .collect();
        after.sort_by_key(|(rank, _)| *rank);
        self.ladder = Ladder::from_ranks(after.into_iter().map(|(_, p)| p).collect());
        for (rank, _) in idle {
            let player = &before[(rank - 1) as usize];
            let to = new_ranks[(rank - 1) as usize];
            if let Some(card) = self.cards.get_mut(player) {
                card.absence_total += to - rank;
            }
            applied.rank_changes.push(RankChange {
                player: player.clone(),
                from: Some(rank),
                to: Some(to),
                cause: Cause::Decay,
            });
        }
    }
}
