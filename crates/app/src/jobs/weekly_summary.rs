//! The weekly summary (product.md §6, opt-in): once a week, to the members
//! who chose it, the games waiting for their move and the week's results.
//! The job reads only those members, through their index; each summary is
//! claimed by one conditional update, so two app servers send it once. A
//! week with nothing to say sends nothing (and is claimed all the same).

use redqueen_domain::account::{MemberId, NoticeKind};
use redqueen_domain::game::Seats;
use redqueen_domain::time::DAY_MS;
use redqueen_store::{GameFilter, GameQuery, GameRow, Tx, UserRow};

use crate::games::LoadedGame;
use crate::i18n::FluentValue;
use crate::notices::{Notice, describe_outcome, lang_of, send};
use crate::state::AppState;

/// A week, the summary's period.
pub const WEEK_MS: i64 = 7 * DAY_MS;
const BATCH: i64 = 200;
/// The most finished games a summary reads back (a week's results).
const RESULTS_READ: i64 = 200;

/// Sends the summaries that are due; returns how many went out.
///
/// # Errors
/// The database failed.
pub async fn send_weekly_summaries(state: &AppState) -> anyhow::Result<usize> {
    let now = state.now();
    let since = now - WEEK_MS;
    let mut tx = state.store.begin().await?;
    let due = tx.due_summaries(since, BATCH).await?;
    tx.commit().await?;
    let mut sent = 0;
    for user_id in due {
        let Some(member) = state.store.user_by_id(user_id).await? else {
            continue;
        };
        let (in_progress, ended) = (
            GameQuery::of(user_id, GameFilter::InProgress, 1000),
            GameQuery::of(user_id, GameFilter::Finished, RESULTS_READ),
        );
        let (playing, finished) =
            tokio::try_join!(state.store.games(&in_progress), state.store.games(&ended),)?;
        let playing = LoadedGame::load_all(&state.store, playing).await?;
        let waiting: Vec<&LoadedGame> = playing
            .iter()
            .filter(|g| g.color_of(user_id) == Some(g.game.turn()))
            .collect();
        let results: Vec<&GameRow> = finished
            .iter()
            .filter(|g| g.finished_at.is_some_and(|at| at >= since))
            .collect();
        let mut tx = state.store.begin().await?;
        if !tx.claim_summary(user_id, since, now).await? {
            continue;
        }
        if !(waiting.is_empty() && results.is_empty()) {
            let notice = summary(state, &mut tx, &member, &waiting, &results).await?;
            send(state, &mut tx, &member, notice).await?;
            sent += 1;
        }
        tx.commit().await?;
    }
    if sent > 0 {
        state.notices_queued();
    }
    Ok(sent)
}

/// The summary's email: the games waiting, then the week's results.
async fn summary(
    state: &AppState,
    tx: &mut Tx,
    member: &UserRow,
    waiting: &[&LoadedGame],
    results: &[&GameRow],
) -> anyhow::Result<Notice> {
    let lang = lang_of(state, member);
    let name = async |tx: &mut Tx, id: MemberId| -> anyhow::Result<UserRow> {
        tx.user_by_id(id)
            .await?
            .ok_or_else(|| anyhow::anyhow!("no member {id}"))
    };
    let count = |n: usize| [("count", FluentValue::from(n))];
    let mut paragraphs = vec![lang.t_with("email-summary-waiting", &count(waiting.len()))];
    for game in waiting {
        let Some(opponent) = game.row.opponent_of(member.id) else {
            continue;
        };
        let opponent = name(tx, opponent).await?;
        paragraphs.push(lang.t_with(
            "email-summary-waiting-line",
            &[
                ("opponent", FluentValue::from(opponent.username)),
                (
                    "link",
                    state.settings.link(&format!("/{}", game.row.id)).into(),
                ),
            ],
        ));
    }
    paragraphs.push(lang.t_with("email-summary-results", &count(results.len())));
    for row in results {
        let (white, black) = (name(tx, row.white_id).await?, name(tx, row.black_id).await?);
        let opponent = if row.white_id == member.id {
            &black
        } else {
            &white
        };
        paragraphs.push(lang.t_with(
            "email-summary-result-line",
            &[
                ("opponent", FluentValue::from(opponent.username.as_str())),
                (
                    "outcome",
                    describe_outcome(&lang, row, &white, &black, Some(member.id)).into(),
                ),
                ("link", state.settings.link(&format!("/{}", row.id)).into()),
            ],
        ));
    }
    Ok(Notice {
        kind: NoticeKind::WeeklySummary,
        subject: lang.t_with("email-summary-subject", &count(waiting.len())),
        paragraphs,
        diagram: None,
        action: Some((lang.t("nav-games"), state.settings.link("/games"))),
        closing: None,
    })
}
