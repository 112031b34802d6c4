//! A member's calendar of deadlines (docs/calendar.md): a private feed at
//! a secret address, which a calendar application subscribes to once and
//! reads again by itself. It lists each correspondence game's deadline to
//! move (as stored: moves and vacations move it), the tournaments the
//! member entered with their rounds, the rounds of their club events, and
//! their vacations. The address is made, replaced and turned off on the
//! settings page; a replaced or turned-off address answers 404.

mod feed;

use redqueen_domain::account::MemberId;
use redqueen_domain::club::BoardKind;
use redqueen_domain::game::Seats;
use redqueen_domain::time::DAY_MS;
use redqueen_domain::tournament::TournamentStatus;
use redqueen_store::{GameFilter, GameQuery, StoreResult, UserRow};

pub use feed::{Entry, When};

use crate::accounts::members_by_id;
use crate::i18n::{FluentValue, Lang};
use crate::notices::lang_of;
use crate::secret::random_token;
use crate::state::AppState;

/// The most correspondence games a feed lists (the cap on games in
/// progress is far below on any site that sets one).
const GAMES_MAX: i64 = 1_000;

/// How long past vacations stay in the feed.
const VACATIONS_KEPT_MS: i64 = 60 * DAY_MS;

/// A feed's address, with `.ics` so that applications recognise it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CalendarAddress {
    /// `https://site/calendar/<secret>.ics` (or the site's own scheme).
    pub url: String,
}

impl CalendarAddress {
    fn of(state: &AppState, token: &str) -> Self {
        Self {
            url: state.settings.link(&format!("/calendar/{token}.ics")),
        }
    }

    /// The same address as `webcal://`, which opens the subscription in
    /// the device's calendar application.
    #[must_use]
    pub fn webcal(&self) -> String {
        let rest = self
            .url
            .split_once("://")
            .map_or(self.url.as_str(), |(_, rest)| rest);
        format!("webcal://{rest}")
    }
}

/// The address of `member`'s feed, if it is on.
///
/// # Errors
/// The database failed.
pub async fn calendar_address(
    state: &AppState,
    member: MemberId,
) -> StoreResult<Option<CalendarAddress>> {
    let token = state.store.calendar_token(member).await?;
    Ok(token.map(|token| CalendarAddress::of(state, &token)))
}

/// Gives `member`'s feed a new secret address: the one before, if any,
/// stops working.
///
/// # Errors
/// The database failed.
pub async fn new_calendar_address(
    state: &AppState,
    member: MemberId,
) -> StoreResult<CalendarAddress> {
    let token = random_token(43);
    let mut tx = state.store.begin().await?;
    tx.set_calendar_token(member, &token, state.now()).await?;
    tx.commit().await?;
    Ok(CalendarAddress::of(state, &token))
}

/// Turns `member`'s feed off: its address answers 404 from now on.
///
/// # Errors
/// The database failed.
pub async fn turn_calendar_off(state: &AppState, member: MemberId) -> StoreResult<()> {
    let mut tx = state.store.begin().await?;
    tx.delete_calendar_token(member).await?;
    tx.commit().await
}

/// The feed at the secret `token` (an address's last part without
/// `.ics`), in its owner's language: `None` when no feed has it.
///
/// # Errors
/// The database failed.
pub async fn calendar_feed(state: &AppState, token: &str) -> StoreResult<Option<String>> {
    let Some(owner) = state.store.calendar_owner(token).await? else {
        return Ok(None);
    };
    let lang = lang_of(state, &owner);
    let site = Site {
        state,
        host: host_of(&state.settings.base_url),
    };
    let mut entries = site.games(&lang, owner.id).await?;
    entries.extend(site.tournaments(&lang, owner.id).await?);
    entries.extend(site.club_rounds(&lang, owner.id).await?);
    entries.extend(site.vacations(&lang, owner.id).await?);
    let name = lang.t_with(
        "calendar-name",
        &[("username", FluentValue::from(owner.username.as_str()))],
    );
    Ok(Some(feed::write(&name, &entries, state.now())))
}

/// The host in a site address: what makes the entries' ids unique
/// beyond the site (RFC 5545 §3.8.4.7).
fn host_of(base_url: &str) -> String {
    let rest = base_url
        .split_once("://")
        .map_or(base_url, |(_, rest)| rest);
    rest.split('/').next().unwrap_or(rest).to_owned()
}

/// What the entries are read from and linked to.
struct Site<'a> {
    state: &'a AppState,
    host: String,
}

impl Site<'_> {
    fn entry(
        &self,
        uid: &str,
        summary: String,
        description: String,
        path: &str,
        when: When,
    ) -> Entry {
        Entry {
            uid: format!("{uid}@{}", self.host),
            summary,
            description,
            url: self.state.settings.link(path),
            when,
        }
    }

    /// Each correspondence game in progress at its deadline to move: the
    /// member's own, or their opponent's.
    async fn games(&self, lang: &Lang, member: MemberId) -> StoreResult<Vec<Entry>> {
        let query = GameQuery {
            live: Some(false),
            ..GameQuery::of(member, GameFilter::InProgress, GAMES_MAX)
        };
        let games = self.state.store.games(&query).await?;
        let names = members_by_id(
            self.state,
            games.iter().filter_map(|g| g.opponent_of(member)),
        )
        .await?;
        let name = |id: Option<MemberId>| -> String {
            id.and_then(|id| names.get(&id))
                .map_or_else(String::new, |user: &UserRow| user.username.clone())
        };
        let mut entries = Vec::new();
        for game in &games {
            let Some(deadline) = game.deadline_at else {
                continue;
            };
            let args = [(
                "opponent",
                FluentValue::from(name(game.opponent_of(member))),
            )];
            let mine = game.player(game.side_to_move()) == member;
            let (summary, description) = if mine {
                ("calendar-your-move", "calendar-your-move-body")
            } else {
                ("calendar-their-move", "calendar-their-move-body")
            };
            entries.push(self.entry(
                &format!("game-{}", game.id),
                lang.t_with(summary, &args),
                lang.t_with(description, &args),
                &format!("/{}", game.id),
                When::At(deadline),
            ));
        }
        Ok(entries)
    }

    /// The start of each tournament the member is in, each round begun,
    /// and a live round's next part after its pause.
    async fn tournaments(&self, lang: &Lang, member: MemberId) -> StoreResult<Vec<Entry>> {
        let tournaments = self.state.store.calendar_tournaments(member).await?;
        let ids: Vec<String> = tournaments.iter().map(|t| t.id.clone()).collect();
        let rounds = self.state.store.calendar_rounds(&ids).await?;
        let mut entries = Vec::new();
        for tournament in &tournaments {
            let path = format!("/tournaments/{}", tournament.id);
            let name = FluentValue::from(tournament.name.as_str());
            if tournament.status == TournamentStatus::Upcoming {
                entries.push(self.entry(
                    &format!("tournament-{}", tournament.id),
                    lang.t_with("calendar-tournament-start", &[("tournament", name.clone())]),
                    lang.t("calendar-tournament-start-body"),
                    &path,
                    When::At(tournament.starts_at),
                ));
            }
            for round in rounds.iter().filter(|r| r.tournament_id == tournament.id) {
                let args = [
                    ("tournament", name.clone()),
                    ("round", FluentValue::from(round.number)),
                ];
                entries.push(self.entry(
                    &format!("tournament-{}-round-{}", tournament.id, round.number),
                    lang.t_with("calendar-tournament-round", &args),
                    lang.t("calendar-tournament-round-body"),
                    &path,
                    When::At(round.started_at),
                ));
                if let Some(resume_at) = round.resume_at {
                    entries.push(self.entry(
                        &format!("tournament-{}-round-{}-resume", tournament.id, round.number),
                        lang.t_with("calendar-tournament-resume", &args),
                        lang.t("calendar-tournament-round-body"),
                        &path,
                        When::At(resume_at),
                    ));
                }
            }
        }
        Ok(entries)
    }

    /// The day of each of the member's games in their club events'
    /// rounds (the club's meeting), with the opponent and colour.
    async fn club_rounds(&self, lang: &Lang, member: MemberId) -> StoreResult<Vec<Entry>> {
        let boards = self.state.store.calendar_boards(member).await?;
        let mut entries = Vec::new();
        for board in boards.iter().filter(|b| b.kind == BoardKind::Game) {
            let white = board.white_id == member;
            let opponent = if white {
                board.black_name.clone()
            } else {
                Some(board.white_name.clone())
            };
            let args = [
                ("event", FluentValue::from(board.event_name.as_str())),
                ("round", FluentValue::from(board.round)),
                ("opponent", FluentValue::from(opponent.unwrap_or_default())),
            ];
            let description = if white {
                "calendar-club-game-white"
            } else {
                "calendar-club-game-black"
            };
            entries.push(self.entry(
                &format!(
                    "club-{}-event-{}-round-{}",
                    board.club_id, board.event_id, board.round
                ),
                lang.t_with("calendar-club-round", &args),
                lang.t_with(description, &args),
                &format!("/clubs/{}/events/{}", board.club_id, board.event_id),
                When::On(board.played_on),
            ));
        }
        Ok(entries)
    }

    /// The member's vacations, from those that ended lately on.
    async fn vacations(&self, lang: &Lang, member: MemberId) -> StoreResult<Vec<Entry>> {
        let since = self.state.now() - VACATIONS_KEPT_MS;
        let vacations = self
            .state
            .store
            .vacations_ending_after(&[member], since)
            .await?;
        Ok(vacations
            .iter()
            .map(|v| {
                self.entry(
                    &format!("vacation-{}", v.id),
                    lang.t("calendar-vacation"),
                    lang.t("calendar-vacation-body"),
                    "/settings/vacation",
                    When::Between(v.start_ms, v.end_ms),
                )
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_host_is_the_address_without_scheme_or_path() {
        assert_eq!(host_of("https://chess.example.org"), "chess.example.org");
        assert_eq!(host_of("http://127.0.0.1:8080/"), "127.0.0.1:8080");
        assert_eq!(host_of("chess.example.org/sub"), "chess.example.org");
    }

    #[test]
    fn webcal_keeps_everything_but_the_scheme() {
        let address = CalendarAddress {
            url: "https://chess.example.org/calendar/abc.ics".into(),
        };
        assert_eq!(
            address.webcal(),
            "webcal://chess.example.org/calendar/abc.ics"
        );
    }
}
