//! What the conduct pages show: a member's own reports and warnings, the
//! administrators' queue of open reports with their evidence, a member's
//! file, and the moderation log.

use std::collections::BTreeMap;

use redqueen_domain::account::{MemberId, Username};
use redqueen_domain::conduct::ModerationAction;
use redqueen_domain::game::ChatRoom;
use redqueen_store::{ChatLine, LogEntryRow, ReportRow, StoreResult, UserRow};

use crate::accounts::find_member;
use crate::state::AppState;

/// The reports `member` filed, and the warnings they were given.
///
/// # Errors
/// The database failed.
pub async fn my_conduct(
    state: &AppState,
    member: MemberId,
) -> StoreResult<(Vec<ReportRow>, Vec<LogEntryRow>)> {
    let reports = state.store.reports_by(member).await?;
    let warnings = state
        .store
        .moderation_log_of(member)
        .await?
        .into_iter()
        .filter(|e| e.action == ModerationAction::Warn)
        .collect();
    Ok((reports, warnings))
}

/// The open reports, with the players' chat of every game one is about
/// (the evidence), by game.
#[derive(Debug, Clone)]
pub struct ReportQueue {
    pub reports: Vec<ReportRow>,
    pub chats: BTreeMap<String, Vec<ChatLine>>,
}

/// The queue of open reports.
///
/// # Errors
/// The database failed.
pub async fn report_queue(state: &AppState) -> StoreResult<ReportQueue> {
    let reports = state.store.open_reports().await?;
    let mut chats = BTreeMap::new();
    for game in reports.iter().filter_map(|r| r.game_id.as_deref()) {
        if !chats.contains_key(game) {
            let chat = state.store.chat(game, ChatRoom::Player).await?;
            chats.insert(game.to_owned(), chat);
        }
    }
    Ok(ReportQueue { reports, chats })
}

/// A member's file: every report about them, newest first, and the log
/// of what was done.
#[derive(Debug, Clone)]
pub struct MemberFile {
    pub member: UserRow,
    pub reports: Vec<ReportRow>,
    pub log: Vec<LogEntryRow>,
}

/// The file of the member called `username`; `None` when nobody is.
///
/// # Errors
/// The database failed.
pub async fn member_file(state: &AppState, username: &Username) -> StoreResult<Option<MemberFile>> {
    let Some(member) = find_member(state, username).await? else {
        return Ok(None);
    };
    let reports = state.store.reports_about(member.id).await?;
    let log = state.store.moderation_log_of(member.id).await?;
    Ok(Some(MemberFile {
        member,
        reports,
        log,
    }))
}

/// The moderation log, newest first: `limit` entries before entry
/// `before` (the newest when `None`).
///
/// # Errors
/// The database failed.
pub async fn moderation_log(
    state: &AppState,
    before: Option<i64>,
    limit: i64,
) -> StoreResult<Vec<LogEntryRow>> {
    state.store.moderation_log(before, limit).await
}

/// The text of chat line `id`, quoted on the report form.
///
/// # Errors
/// The database failed.
pub async fn chat_line_text(state: &AppState, id: i64) -> StoreResult<Option<String>> {
    Ok(state.store.chat_line(id).await?.map(|l| l.text))
}
