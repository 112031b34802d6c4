//! The emails of tournaments, queued in the director's transaction
//! (outbox): each player when a round starts with their new games
//! (tournaments.md), everyone who joined when a tournament is cancelled.

use redqueen_domain::account::{MemberId, NoticeKind};
use redqueen_domain::game::Seats;
use std::collections::HashMap;

use redqueen_store::{GameRow, StoreResult, TournamentRow, Tx, UserRow};

use super::plan::RoundPlan;
use crate::i18n::FluentValue;
use crate::notices::{Notice, lang_of, send};
use crate::state::AppState;

/// Accounts looked up per query (PostgreSQL binds at most 65,535 values).
const USERS_PER_QUERY: usize = 1000;

/// The accounts of `ids`, by id.
async fn accounts(state: &AppState, ids: &[MemberId]) -> StoreResult<HashMap<MemberId, UserRow>> {
    let mut found = HashMap::with_capacity(ids.len());
    for chunk in ids.chunks(USERS_PER_QUERY) {
        for user in state.store.users_by_ids(chunk).await? {
            found.insert(user.id, user);
        }
    }
    Ok(found)
}

/// "Round 2 of the Spring Swiss has started" to each player of the round,
/// listing their games (or their bye), unless they turned its Email Option
/// off (it has its own, and its one-click unsubscribe).
///
/// # Errors
/// The database failed.
pub async fn round_started(
    state: &AppState,
    tx: &mut Tx,
    tournament: &TournamentRow,
    plan: &RoundPlan,
    games: &[GameRow],
) -> StoreResult<()> {
    let mut players: Vec<MemberId> = games
        .iter()
        .flat_map(|g| [g.white_id, g.black_id])
        .chain(plan.bye)
        .collect();
    players.sort_unstable();
    players.dedup();
    let accounts = accounts(state, &players).await?;
    let page = state
        .settings
        .link(&format!("/tournaments/{}", tournament.id));
    for user_id in players {
        let Some(user) = accounts.get(&user_id) else {
            continue;
        };
        let lang = lang_of(state, user);
        let round_args = [
            ("tournament", FluentValue::from(tournament.name.as_str())),
            ("round", FluentValue::from(plan.number)),
        ];
        let mut paragraphs = vec![lang.t_with("email-tournament-round-body", &round_args)];
        for (game, mine) in games.iter().filter_map(|g| Some((g, g.color_of(user_id)?))) {
            let color = mine.fold_wb("email-tournament-game-white", "email-tournament-game-black");
            let opponent = game.player(!mine);
            let opponent = accounts
                .get(&opponent)
                .map(|u| u.username.clone())
                .unwrap_or_default();
            paragraphs.push(lang.t_with(
                color,
                &[
                    ("opponent", FluentValue::from(opponent)),
                    ("link", state.settings.link(&format!("/{}", game.id)).into()),
                ],
            ));
        }
        if plan.bye == Some(user_id) {
            paragraphs.push(lang.t("email-tournament-bye"));
        }
        let notice = Notice {
            kind: NoticeKind::TournamentRound,
            subject: lang.t_with("email-tournament-round-subject", &round_args),
            paragraphs,
            diagram: None,
            action: Some((lang.t("email-tournament-open"), page.clone())),
            closing: None,
        };
        send(state, tx, user, notice).await?;
    }
    Ok(())
}

/// "The Spring Swiss is cancelled" to everyone who joined (tournaments.md:
/// "everyone is told"), whatever their options: it answers their sign-up.
///
/// # Errors
/// The database failed.
pub async fn cancelled(
    state: &AppState,
    tx: &mut Tx,
    tournament: &TournamentRow,
    entrants: &[MemberId],
) -> StoreResult<()> {
    let accounts = accounts(state, entrants).await?;
    for user in accounts.values() {
        let lang = lang_of(state, user);
        let args = [
            ("tournament", FluentValue::from(tournament.name.as_str())),
            ("players", FluentValue::from(entrants.len())),
            ("minimum", FluentValue::from(tournament.min_players)),
        ];
        let notice = Notice::said(
            &lang,
            NoticeKind::TournamentCancelled,
            "email-tournament-cancelled",
            &args,
        );
        send(state, tx, user, notice).await?;
    }
    Ok(())
}
