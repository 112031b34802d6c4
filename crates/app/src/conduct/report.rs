//! Members report one another (product.md §11): abuse in chat, computer
//! assistance, other; with a game, a chat line (kept as it was) or the
//! profile as the reference.

use redqueen_domain::conduct::{REPORTS_PER_DAY, ReportReason, report_text};
use redqueen_domain::game::Seats;
use redqueen_domain::time::DAY_MS;
use redqueen_store::{NewReport, UserRow};

use super::error::ConductError;
use crate::state::AppState;

/// What a member reports: the reason read at the edge, the rest as typed.
#[derive(Debug, Clone)]
pub struct ReportRequest<'a> {
    /// The accused's name, as typed (looked up here).
    pub accused: &'a str,
    pub reason: ReportReason,
    pub game_id: Option<&'a str>,
    pub chat_line: Option<i64>,
    pub text: &'a str,
}

/// Files `reporter`'s report; returns its id.
///
/// # Errors
/// [`ConductError`]: unverified, no such member, oneself, a game the
/// accused does not play, a chat line that is not theirs in it, a chat the
/// reporter does not see, an empty or too long text, too many reports.
pub async fn file_report(
    state: &AppState,
    reporter: &UserRow,
    request: &ReportRequest<'_>,
) -> Result<i64, ConductError> {
    if !reporter.email_verified {
        return Err(ConductError::Unverified);
    }
    let accused = crate::accounts::member_named(state, request.accused)
        .await?
        .ok_or_else(|| ConductError::NoSuchMember(request.accused.trim().to_owned()))?;
    if accused.id == reporter.id {
        return Err(ConductError::Yourself);
    }
    let reason = request.reason;
    let text = report_text(request.text).map_err(ConductError::Text)?;
    let game_id = request.game_id.map(str::trim).filter(|id| !id.is_empty());
    let game = match game_id {
        Some(id) => {
            let game = state
                .store
                .game(id)
                .await?
                .ok_or(ConductError::NoSuchGame)?;
            if game.color_of(accused.id).is_none() {
                return Err(ConductError::NotInGame(accused.username));
            }
            Some(game)
        }
        None => None,
    };
    let chat_line = match request.chat_line {
        None => None,
        Some(line_id) => {
            let line = state
                .store
                .chat_line(line_id)
                .await?
                .filter(|line| {
                    line.user_id == Some(accused.id.0) && Some(line.game_id.as_str()) == game_id
                })
                .ok_or_else(|| ConductError::NoSuchLine(accused.username.clone()))?;
            // A game's chat is its two players' (product.md §2): nobody
            // else has seen the line to report it (the line is this
            // game's, read above).
            if game
                .as_ref()
                .is_none_or(|g| g.color_of(reporter.id).is_none())
            {
                return Err(ConductError::NotYourChat);
            }
            Some((line_id, line.text))
        }
    };
    let now = state.now();
    let (count, oldest) = state.store.reports_since(reporter.id, now - DAY_MS).await?;
    if count >= REPORTS_PER_DAY {
        let free_at = oldest.unwrap_or(now) + DAY_MS;
        return Err(ConductError::TooMany {
            retry_after: u64::try_from((free_at - now).max(1_000) / 1_000).unwrap_or(1),
        });
    }
    let mut tx = state.store.begin().await?;
    let id = tx
        .insert_report(&NewReport {
            reporter: reporter.id,
            accused: accused.id,
            reason,
            game_id,
            chat_line: chat_line.as_ref().map(|(id, text)| (*id, text.as_str())),
            text,
            now,
        })
        .await?;
    tx.commit().await?;
    tracing::info!(report = id, reporter = %reporter.id, accused = %accused.id, "report filed");
    Ok(id)
}
