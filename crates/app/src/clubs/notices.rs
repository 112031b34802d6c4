//! The emails of club results over the board (clubs-and-ladder.md "Over
//! the board": White reports, Black confirms or disputes, a director
//! settles a dispute), queued in the transaction that records what they
//! tell (outbox): Black is told that White reported a result for them to
//! confirm or dispute; a club's directors that Black disputed one. Each is
//! governed by the member's Email Option for club results; the header's
//! count and the clubs page list the same results whatever the option.

use redqueen_domain::account::{MemberId, NoticeKind};
use redqueen_domain::club::{ClubId, GameResult};
use redqueen_domain::vacation::Day;
use redqueen_store::{Tx, UserRow};

use super::ClubError;
use crate::i18n::FluentValue;
use crate::notices::{Notice, lang_of, send};
use crate::state::AppState;

/// A result as the emails tell it.
pub(crate) struct ResultNews<'a> {
    pub club: ClubId,
    pub club_name: &'a str,
    /// An event's board: the event's id and name.
    pub event: Option<(i64, &'a str)>,
    pub white: &'a str,
    pub black: &'a str,
    pub result: GameResult,
    pub played_on: Day,
}

impl ResultNews<'_> {
    /// Where the result is answered: the event's boards, or the club's
    /// games.
    fn link(&self, state: &AppState) -> String {
        state.settings.link(&match self.event {
            Some((event, _)) => format!("/clubs/{}/events/{event}", self.club),
            None => format!("/clubs/{}#games", self.club),
        })
    }

    /// "Riverside Chess Club" or "Riverside Chess Club, Winter Octo".
    fn place(&self) -> String {
        match self.event {
            Some((_, name)) => format!("{}, {name}", self.club_name),
            None => self.club_name.to_owned(),
        }
    }
}

async fn account(state: &AppState, id: MemberId) -> Result<Option<UserRow>, ClubError> {
    Ok(state.store.users_by_ids(&[id]).await?.into_iter().next())
}

/// "Alice reported the result of your game: confirm or dispute it" to
/// Black, unless they turned club results off.
///
/// # Errors
/// The database failed.
pub(crate) async fn result_to_confirm(
    state: &AppState,
    tx: &mut Tx,
    black: MemberId,
    news: &ResultNews<'_>,
) -> Result<(), ClubError> {
    let Some(user) = account(state, black).await? else {
        return Ok(());
    };
    let notice = result_notice(
        state,
        &user,
        news,
        NoticeKind::GameResult,
        "email-club-result",
    );
    send(state, tx, &user, notice).await?;
    Ok(())
}

/// The email about `news` to `user`, in their language: the
/// `{prefix}-subject` and `{prefix}-body` messages and a link to the game.
fn result_notice(
    state: &AppState,
    user: &UserRow,
    news: &ResultNews<'_>,
    kind: NoticeKind,
    prefix: &str,
) -> Notice {
    let lang = lang_of(state, user);
    let args = [
        ("white", FluentValue::from(news.white)),
        ("black", FluentValue::from(news.black)),
        ("place", FluentValue::from(news.place())),
        ("result", FluentValue::from(news.result.written())),
        ("day", FluentValue::from(lang.day(news.played_on))),
    ];
    Notice::said(&lang, kind, prefix, &args)
        .linking(lang.t("email-club-result-open"), news.link(state))
}

/// "Bob disputes a result: confirm or correct it" to each director of the
/// club, unless they turned club results off.
///
/// # Errors
/// The database failed.
pub(crate) async fn result_disputed(
    state: &AppState,
    tx: &mut Tx,
    news: &ResultNews<'_>,
) -> Result<(), ClubError> {
    let directors: Vec<MemberId> = state
        .store
        .club_members(news.club.0)
        .await?
        .into_iter()
        .filter(|m| m.is_director)
        .map(|m| m.member_id)
        .collect();
    for user in state.store.users_by_ids(&directors).await? {
        let notice = result_notice(
            state,
            &user,
            news,
            NoticeKind::ClubDispute,
            "email-club-dispute",
        );
        send(state, tx, &user, notice).await?;
    }
    Ok(())
}
