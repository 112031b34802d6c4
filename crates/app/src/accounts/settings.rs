//! A member's own settings, each saved in one short transaction: email
//! options, the board's look, personal information, the lasting language
//! choice.

use redqueen_domain::account::{MemberId, YourTurnEmails};
use redqueen_store::{BoardSettingsRow, NoticeChoicesRow, ProfileRow, StoreResult};

use crate::i18n::TimeZoneName;
use crate::state::AppState;

/// The member's Email Options.
///
/// # Errors
/// The database failed.
pub async fn notice_choices(
    state: &AppState,
    member_id: MemberId,
) -> StoreResult<NoticeChoicesRow> {
    state.store.notice_choices(member_id).await
}

/// The member's board settings (the defaults until they save some).
///
/// # Errors
/// The database failed.
pub async fn board_settings(
    state: &AppState,
    member_id: MemberId,
) -> StoreResult<BoardSettingsRow> {
    state.store.board_settings(member_id).await
}

/// The Email Options chosen on the settings page. The digest's day starts
/// when the member chooses the digest (docs/play.md): the first one comes a
/// day later, with the day's turns in it.
///
/// # Errors
/// The database failed.
pub async fn choose_notice_choices(
    state: &AppState,
    member_id: MemberId,
    chosen: NoticeChoicesRow,
) -> StoreResult<()> {
    let previous = state.store.notice_choices(member_id).await?;
    let digest_sent_at = if chosen.your_turn == YourTurnEmails::DailyDigest
        && previous.your_turn != YourTurnEmails::DailyDigest
    {
        Some(state.now())
    } else {
        previous.digest_sent_at
    };
    // The first weekly summary comes a week after it is chosen.
    let summary_sent_at = if chosen.weekly_summary && !previous.weekly_summary {
        Some(state.now())
    } else {
        previous.summary_sent_at
    };
    set_notice_choices(
        state,
        member_id,
        &NoticeChoicesRow {
            digest_sent_at,
            summary_sent_at,
            ..chosen
        },
    )
    .await
}

/// Stores `options` as the member's Email Options.
///
/// # Errors
/// The database failed.
pub async fn set_notice_choices(
    state: &AppState,
    member_id: MemberId,
    options: &NoticeChoicesRow,
) -> StoreResult<()> {
    let mut tx = state.store.begin().await?;
    tx.set_notice_choices(member_id, options).await?;
    tx.commit().await
}

/// Stores the member's board settings.
///
/// # Errors
/// The database failed.
pub async fn set_board_settings(
    state: &AppState,
    member_id: MemberId,
    settings: &BoardSettingsRow,
) -> StoreResult<()> {
    let mut tx = state.store.begin().await?;
    tx.set_board_settings(member_id, settings).await?;
    tx.commit().await
}

/// Stores the member's personal information (product.md §9) and the time
/// zone they read times in (§10).
///
/// # Errors
/// The database failed.
pub async fn set_profile(
    state: &AppState,
    member_id: MemberId,
    profile: &ProfileRow,
    time_zone: Option<&TimeZoneName>,
) -> StoreResult<()> {
    let mut tx = state.store.begin().await?;
    tx.set_profile(member_id, profile).await?;
    tx.set_time_zone(member_id, time_zone.map(TimeZoneName::as_str))
        .await?;
    tx.commit().await
}

/// Stores the member's lasting language choice (`None`: as the browser
/// says).
///
/// # Errors
/// The database failed.
pub async fn set_language(
    state: &AppState,
    member_id: MemberId,
    code: Option<&str>,
) -> StoreResult<()> {
    let mut tx = state.store.begin().await?;
    tx.set_language(member_id, code).await?;
    tx.commit().await
}
