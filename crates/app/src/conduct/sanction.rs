//! The administrators' actions on a member (product.md §11): warn, mute
//! for a period, ban, lift a mute or a ban, close a report. Each is
//! written to the moderation log in the transaction that does it.

use redqueen_domain::account::{NoticeKind, Username};
use redqueen_domain::conduct::{ModerationAction, MuteLength, ReportStatus, reason};
use redqueen_store::{NewLogEntry, Tx, UserRow};

use super::error::ConductError;
use crate::departure::end_play;
use crate::notices::{Notice, lang_of, send};
use crate::state::AppState;

/// What an administrator does to a member.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sanction {
    Warn,
    Mute(MuteLength),
    Unmute,
    Ban,
    Unban,
    /// The account becomes a BOT (product.md §2), before it has played.
    MakeBot,
}

impl Sanction {
    const fn action(self) -> ModerationAction {
        match self {
            Self::Warn => ModerationAction::Warn,
            Self::Mute(_) => ModerationAction::Mute,
            Self::Unmute => ModerationAction::Unmute,
            Self::Ban => ModerationAction::Ban,
            Self::Unban => ModerationAction::Unban,
            Self::MakeBot => ModerationAction::MakeBot,
        }
    }
}

/// Refuses anyone but an administrator.
pub(super) const fn administrator(user: &UserRow) -> Result<(), ConductError> {
    if user.is_admin {
        Ok(())
    } else {
        Err(ConductError::NotAdmin)
    }
}

/// `admin` applies `sanction` to the member `username` for `why`, from
/// report `report` (an open one about that member) if given: the action
/// then answers, and closes, every open report about the member. A ban
/// ends the member's sessions and streams and forfeits their games in
/// progress.
///
/// # Errors
/// [`ConductError`]: not an administrator, no reason, no such member or
/// report, a closed report, a ban of someone banned or of an
/// administrator, a lift of nothing.
pub async fn sanction(
    state: &AppState,
    admin: &UserRow,
    username: &Username,
    sanction: Sanction,
    why: &str,
    report: Option<i64>,
) -> Result<(), ConductError> {
    administrator(admin)?;
    let why = reason(why).map_err(ConductError::Reason)?;
    let member = crate::accounts::find_member(state, username)
        .await?
        .ok_or_else(|| ConductError::NoSuchMember(username.to_string()))?;
    if let Some(id) = report {
        let found = state.store.report(id).await?;
        match found {
            Some(r) if r.accused_id == member.id && r.status == ReportStatus::Open => {}
            Some(r) if r.accused_id == member.id => return Err(ConductError::ReportClosed),
            _ => return Err(ConductError::NoSuchReport),
        }
    }
    if sanction == Sanction::MakeBot {
        return crate::accounts::become_bot(state, &member, Some((admin, why)))
            .await
            .map_err(|error| match error {
                crate::accounts::BotError::Internal(error) => ConductError::Internal(error),
                crate::accounts::BotError::AlreadyBot => ConductError::AlreadyBot,
                crate::accounts::BotError::HasPlayed => ConductError::BotHasPlayed,
            });
    }
    let now = state.now();
    let standing = member.standing();
    let mut entry = NewLogEntry::new(admin.id, Some(member.id), sanction.action(), why, now);
    let mut tx = state.store.begin().await?;
    match sanction {
        Sanction::Warn => {
            let lang = lang_of(state, &member);
            let mut notice = Notice::said(&lang, NoticeKind::Warning, "email-warning", &[])
                .linking(
                    lang.t("email-warning-action"),
                    state.settings.link("/conduct"),
                );
            notice.paragraphs.push(why.to_owned());
            send(state, &mut tx, &member, notice).await?;
        }
        Sanction::Mute(length) => {
            let until = length.until(now);
            entry.until_at = Some(until);
            tx.set_muted(member.id, Some(until)).await?;
        }
        Sanction::Unmute => {
            if standing.muted_at(now).is_none() {
                return Err(ConductError::NotMuted(member.username));
            }
            tx.set_muted(member.id, None).await?;
        }
        Sanction::Ban => {
            if standing.is_banned() {
                return Err(ConductError::AlreadyBanned(member.username));
            }
            if member.is_admin {
                return Err(ConductError::AdministratorBanned);
            }
            tx.set_banned(member.id, Some(now)).await?;
        }
        Sanction::Unban => {
            if !standing.is_banned() {
                return Err(ConductError::NotBanned(member.username));
            }
            tx.set_banned(member.id, None).await?;
        }
        Sanction::MakeBot => {}
    }
    let answered = match report {
        Some(acted_from) => answer_reports(&mut tx, admin, &member, why, now, acted_from).await?,
        None => Vec::new(),
    };
    log_action(&mut tx, &mut entry, &answered).await?;
    tx.commit().await?;
    state.notices_queued();
    tracing::info!(admin = %admin.id, member = %member.id, action = sanction.action().as_str(), "moderation");
    if sanction == Sanction::Ban {
        end_play(state, &member).await?;
    }
    Ok(())
}

/// An action taken from a report answers the reports about the member:
/// every open one is closed with the action's reason (as lichess's
/// moderators close the reports about a member they act on); returns
/// their ids, oldest first. The report acted from must be among them: if
/// it was closed since the form was read, the action is refused whole.
async fn answer_reports(
    tx: &mut Tx,
    admin: &UserRow,
    member: &UserRow,
    why: &str,
    now: i64,
    acted_from: i64,
) -> Result<Vec<i64>, ConductError> {
    let closed = tx
        .close_reports_about(member.id, admin.id, why, now)
        .await?;
    if !closed.contains(&acted_from) {
        return Err(ConductError::ReportClosed);
    }
    Ok(closed)
}

/// Writes the action to the log: one row per report it closed, each
/// linked to its report and saying the action itself, or one row when it
/// closed none (issue 49: an action from a report wrote a row for the
/// action and another, "closed a report (warned)", for each other report).
async fn log_action(
    tx: &mut Tx,
    entry: &mut NewLogEntry<'_>,
    answered: &[i64],
) -> Result<(), ConductError> {
    if answered.is_empty() {
        tx.log_moderation(entry).await?;
    }
    for id in answered {
        entry.report_id = Some(*id);
        tx.log_moderation(entry).await?;
    }
    Ok(())
}

/// `admin` closes the open report `id` with `note`.
///
/// # Errors
/// [`ConductError`]: not an administrator, no note, no such report, closed
/// already.
pub async fn close_report(
    state: &AppState,
    admin: &UserRow,
    id: i64,
    note: &str,
) -> Result<(), ConductError> {
    administrator(admin)?;
    let note = reason(note).map_err(ConductError::Reason)?;
    let report = state
        .store
        .report(id)
        .await?
        .ok_or(ConductError::NoSuchReport)?;
    let now = state.now();
    let mut tx = state.store.begin().await?;
    if !tx.close_report(id, admin.id, note, now).await? {
        return Err(ConductError::ReportClosed);
    }
    let mut entry = NewLogEntry::new(
        admin.id,
        Some(report.accused_id),
        ModerationAction::CloseReport,
        note,
        now,
    );
    entry.report_id = Some(id);
    tx.log_moderation(&entry).await?;
    tx.commit().await?;
    Ok(())
}

/// `member` has read their warning `id`: it is no longer shown. Only the
/// warned member acknowledges a warning: anyone else's attempt changes
/// nothing.
///
/// # Errors
/// [`ConductError::NoSuchWarning`] when `member` has no warning `id`; the
/// database failed.
pub async fn acknowledge_warning(
    state: &AppState,
    member: &UserRow,
    id: i64,
) -> Result<(), ConductError> {
    let mut tx = state.store.begin().await?;
    if !tx.acknowledge_warning(member.id, id, state.now()).await? {
        return Err(ConductError::NoSuchWarning);
    }
    tx.commit().await?;
    Ok(())
}
