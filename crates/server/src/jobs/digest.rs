//! The daily digest (product.md §6): for members who chose it, one email a
//! day listing every game where it is their move, instead of an email at
//! each move.

use crate::app::AppState;
use crate::i18n::FluentValue;
use crate::mail::Notice;
use crate::play::LoadedGame;

use redqueen_domain::time::{DAY_MS, HOUR_MS};
const BATCH: i64 = 200;

/// Sends the digests that are due; returns how many went out.
///
/// # Errors
/// The database failed.
pub async fn send_due_digests(state: &AppState) -> anyhow::Result<usize> {
    let now = state.now();
    let mut tx = state.store.begin().await?;
    let due = tx.due_digests(now - DAY_MS, BATCH).await?;
    tx.commit().await?;
    let mut sent = 0;
    for user_id in due {
        let Some(user) = state.store.user_by_id(user_id).await? else {
            continue;
        };
        let games = state
            .store
            .games(&redqueen_store::GameQuery::of(
                user_id,
                redqueen_store::GameFilter::InProgress,
                1000,
            ))
            .await?;
        let lang = user
            .language
            .as_deref()
            .and_then(|c| state.i18n.lang(c))
            .unwrap_or_else(|| state.i18n.english());
        let mut lines = Vec::new();
        for loaded in LoadedGame::load_all(&state.store, games).await? {
            if loaded.color_of(user_id) != Some(loaded.game.turn()) {
                continue;
            }
            let opponent_id = loaded.player(!loaded.game.turn());
            let opponent = state
                .store
                .user_by_id(opponent_id)
                .await?
                .map(|u| u.username)
                .unwrap_or_default();
            let hours = (loaded.remaining_ms(loaded.game.turn(), now) + HOUR_MS - 1) / HOUR_MS;
            lines.push(lang.t_with(
                "email-digest-line",
                &[
                    ("opponent", FluentValue::from(opponent)),
                    ("hours", FluentValue::from(hours)),
                    (
                        "link",
                        state.settings.link(&format!("/{}", loaded.row.id)).into(),
                    ),
                ],
            ));
        }
        let mut tx = state.store.begin().await?;
        tx.mark_digest_sent(user_id, now).await?;
        if !lines.is_empty() {
            let count = [("count", FluentValue::from(lines.len()))];
            let mut paragraphs = vec![lang.t_with("email-digest-body", &count)];
            paragraphs.extend(lines);
            let notice = Notice {
                kind: "your_turn_digest",
                subject: lang.t_with("email-digest-subject", &count),
                paragraphs,
                diagram: None,
                action: Some((lang.t("nav-games"), state.settings.link("/games"))),
                closing: None,
            };
            notice
                .render(&lang, &user.username)
                .queue(&mut tx, user.id, &user.email, now)
                .await?;
            sent += 1;
        }
        tx.commit().await?;
    }
    if sent > 0 {
        state.mail_queued.notify_one();
    }
    Ok(sent)
}
