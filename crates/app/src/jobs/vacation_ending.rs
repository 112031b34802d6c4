//! The "vacation ending" notice (product.md §6): when the last day of a
//! vacation begins, the member hears that their clocks will run again, by
//! email or push as they chose. Each vacation stores when its email is
//! due, read here through an index; claiming it clears it, so two app
//! servers never send it twice.

use redqueen_domain::account::NoticeKind;
use redqueen_domain::vacation::Vacation;
use redqueen_store::UserRow;

use crate::i18n::FluentValue;
use crate::notices::{Notice, lang_of, send};
use crate::state::AppState;

const BATCH: i64 = 500;

/// Sends the "vacation ending" emails that are due; returns how many went
/// out.
///
/// # Errors
/// The database failed.
pub async fn send_vacation_endings(state: &AppState) -> anyhow::Result<usize> {
    let now = state.now();
    let mut tx = state.store.begin().await?;
    let due = tx.due_vacation_endings(now, BATCH).await?;
    tx.commit().await?;
    let mut sent = 0;
    for row in due {
        let mut tx = state.store.begin().await?;
        // Taken by another app server, or too late to warn of anything.
        let warn = tx.claim_vacation_ending(row.id).await? && row.end_ms > now;
        let member = if warn {
            tx.user_by_id(row.user_id).await?
        } else {
            None
        };
        if let Some(member) = member {
            let notice = vacation_ending(state, &member, &row.vacation()?);
            if send(state, &mut tx, &member, notice).await? {
                sent += 1;
            }
        }
        tx.commit().await?;
    }
    if sent > 0 {
        state.notices_queued();
    }
    Ok(sent)
}

fn vacation_ending(state: &AppState, member: &UserRow, vacation: &Vacation) -> Notice {
    let lang = lang_of(state, member);
    let args = [("last", FluentValue::from(lang.day(vacation.last_day())))];
    Notice::said(
        &lang,
        NoticeKind::VacationEnding,
        "email-vacation-ending",
        &args,
    )
    .linking(
        lang.t("email-vacation-ending-games"),
        state.settings.link("/games"),
    )
}
