//! Reminders to the player to move (product.md §5): at 80% of the time
//! used, and with 24 hours left for controls of 3 days or more. Each game
//! stores its next reminder's instant, read here through an index.

use redqueen_domain::time::HOUR_MS;
use redqueen_store::UserRow;

use crate::app::AppState;
use crate::i18n::FluentValue;
use crate::mail::Notice;
use crate::play::LoadedGame;

const BATCH: i64 = 500;

/// Sends the reminders that are due; returns how many games it handled.
///
/// # Errors
/// The database failed.
pub async fn send_due_reminders(state: &AppState) -> anyhow::Result<usize> {
    let now = state.now();
    let mut tx = state.store.begin().await?;
    let due = tx.due_reminders(now, BATCH).await?;
    tx.commit().await?;
    let mut handled = 0;
    for id in due {
        let mut tx = state.store.begin().await?;
        let Some(row) = tx.game(&id).await? else {
            continue;
        };
        let loaded = LoadedGame::load_in(&mut tx, row).await?;
        if !loaded.in_progress() {
            continue;
        }
        let to_move = loaded.player(loaded.game.turn());
        let opponent = loaded.player(!loaded.game.turn());
        let mut next = loaded.row.clone();
        next.version += 1;
        loaded.set_deadline_and_reminder(&mut next, &loaded.clock, now);
        if !tx.save_game(&next).await? {
            continue;
        }
        let (Some(player), Some(opponent)) = (
            tx.user_by_id(to_move).await?,
            tx.user_by_id(opponent).await?,
        ) else {
            continue;
        };
        if tx.email_options(player.id).await?.reminders {
            let left_ms = loaded.remaining_ms(loaded.game.turn(), now);
            reminder(state, &player, &opponent, &loaded, left_ms)
                .queue(&mut tx, player.id, &player.email, now)
                .await?;
        }
        tx.commit().await?;
        handled += 1;
    }
    if handled > 0 {
        state.mail_queued.notify_one();
    }
    Ok(handled)
}

fn reminder(
    state: &AppState,
    player: &UserRow,
    opponent: &UserRow,
    loaded: &LoadedGame,
    left_ms: i64,
) -> crate::mail::Email {
    let lang = player
        .language
        .as_deref()
        .and_then(|c| state.i18n.lang(c))
        .unwrap_or_else(|| state.i18n.english());
    let hours = (left_ms + HOUR_MS - 1) / HOUR_MS;
    let args = [
        ("opponent", FluentValue::from(opponent.username.as_str())),
        ("hours", FluentValue::from(hours)),
    ];
    Notice {
        kind: "reminder",
        subject: lang.t_with("email-reminder-subject", &args),
        paragraphs: vec![lang.t_with("email-reminder-body", &args)],
        diagram: None,
        action: Some((
            lang.t("email-open-game"),
            state.settings.link(&format!("/{}", loaded.row.id)),
        )),
        closing: None,
    }
    .render(&lang, &player.username)
}
