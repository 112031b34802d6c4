//! The notices of play (product.md §6): a draw offered, a reminder, the
//! daily digest, challenges received, accepted and declined, sent
//! (`notices::send`) in the transaction of the change that causes them, in
//! each recipient's language. Nobody is told of their own action.

use redqueen_domain::account::NoticeKind;
use redqueen_domain::game::{Color, DeclineReason, GameStatus};
use redqueen_domain::time::HOUR_MS;
use redqueen_store::{ChallengeRow, GameRow, StoreResult, Tx, UserRow};

use super::actor::Actor;
use crate::games::LoadedGame;
use crate::i18n::FluentValue;
use crate::notices::{Notice, describe_time_control, game_over, lang_of, send};
use crate::state::AppState;

/// Emails about a change to a game: a draw offer, the end. "Your turn"
/// waits for its grace ([`your_turn`]). Returns whether any was queued.
///
/// A live game's offers (a draw; takebacks and requests to quit are never
/// emailed) are said on its page, where both players are while it lasts:
/// only a correspondence game emails a draw offer.
///
/// # Errors
/// The database failed.
pub async fn queue_emails(
    state: &AppState,
    tx: &mut Tx,
    before: &LoadedGame,
    after: &GameRow,
    actor: Actor,
) -> StoreResult<bool> {
    let finished = after.status == GameStatus::Finished;
    if finished && before.in_progress() {
        return game_over(state, tx, after, actor.member()).await;
    }
    // Most changes are plain moves: no member needs reading for them.
    let offered = !finished
        && before.clock.control.is_correspondence()
        && after.draw_offer.is_some()
        && after.draw_offer != before.row.draw_offer;
    if !offered {
        return Ok(false);
    }
    let (Some(white), Some(black)) = (
        tx.user_by_id(after.white_id).await?,
        tx.user_by_id(after.black_id).await?,
    ) else {
        return Ok(false);
    };
    let (from, to) = if after.draw_offer == Some(Color::White) {
        (&white, &black)
    } else {
        (&black, &white)
    };
    let lang = lang_of(state, to);
    let args = [("opponent", FluentValue::from(from.username.as_str()))];
    let notice = Notice::said(&lang, NoticeKind::DrawOffered, "email-draw-offered", &args)
        .opening_game(state, &lang, &after.id);
    send(state, tx, to, notice).await
}

/// The reminder to the player to move of `game` that time is running out
/// (product.md §5), if their Email Options ask for reminders; says whether
/// one was queued.
///
/// # Errors
/// The database failed.
pub async fn reminder(state: &AppState, tx: &mut Tx, game: &LoadedGame) -> StoreResult<bool> {
    let turn = game.game.turn();
    let (Some(player), Some(opponent)) = (
        tx.user_by_id(game.player(turn)).await?,
        tx.user_by_id(game.player(!turn)).await?,
    ) else {
        return Ok(false);
    };
    let lang = lang_of(state, &player);
    let args = [
        ("opponent", FluentValue::from(opponent.username.as_str())),
        ("hours", hours_left(game, state.now())),
    ];
    let notice = Notice::said(&lang, NoticeKind::Reminder, "email-reminder", &args).opening_game(
        state,
        &lang,
        &game.row.id,
    );
    send(state, tx, &player, notice).await
}

/// The daily digest to `member` (product.md §6): one email listing every
/// game of `games` where it is their move; none when there is no such
/// game. Says whether one was queued.
///
/// # Errors
/// The database failed.
pub async fn daily_digest(
    state: &AppState,
    tx: &mut Tx,
    member: &UserRow,
    games: &[LoadedGame],
) -> StoreResult<bool> {
    let lang = lang_of(state, member);
    let now = state.now();
    let mut lines = Vec::new();
    for game in games {
        let turn = game.game.turn();
        if game.color_of(member.id) != Some(turn) {
            continue;
        }
        let opponent = tx
            .user_by_id(game.player(!turn))
            .await?
            .map(|u| u.username)
            .unwrap_or_default();
        lines.push(lang.t_with(
            "email-digest-line",
            &[
                ("opponent", FluentValue::from(opponent)),
                ("hours", hours_left(game, now)),
                (
                    "link",
                    state.settings.link(&format!("/{}", game.row.id)).into(),
                ),
            ],
        ));
    }
    if lines.is_empty() {
        return Ok(false);
    }
    let count = [("count", FluentValue::from(lines.len()))];
    let mut paragraphs = vec![lang.t_with("email-digest-body", &count)];
    paragraphs.extend(lines);
    let notice = Notice {
        kind: NoticeKind::YourTurnDigest,
        subject: lang.t_with("email-digest-subject", &count),
        paragraphs,
        diagram: None,
        action: Some((lang.t("nav-games"), state.settings.link("/games"))),
        closing: None,
    };
    send(state, tx, member, notice).await
}

/// The whole hours the player to move of `game` has left at `now`,
/// rounded up (an email never says 0 while time is left).
fn hours_left(game: &LoadedGame, now: i64) -> FluentValue<'static> {
    let left_ms = game.remaining_ms(game.game.turn(), now);
    FluentValue::from((left_ms + HOUR_MS - 1) / HOUR_MS)
}

/// "Alice challenges you" to the challenged member.
///
/// # Errors
/// The database failed.
pub async fn challenge_received(
    state: &AppState,
    tx: &mut Tx,
    challenge: &ChallengeRow,
    from: &UserRow,
    to: &UserRow,
) -> StoreResult<()> {
    let lang = lang_of(state, to);
    let control = describe_time_control(&lang, challenge.time_control);
    let kind = lang.t(if challenge.rated {
        "game-rated"
    } else {
        "game-casual"
    });
    let args = [
        ("challenger", FluentValue::from(from.username.as_str())),
        ("kind", kind.into()),
        ("control", control.into()),
    ];
    let mut notice = Notice::said(
        &lang,
        NoticeKind::Challenge,
        "email-challenge-received",
        &args,
    )
    .linking(
        lang.t("email-challenge-see"),
        state.settings.link("/challenges"),
    );
    if let Some(message) = &challenge.message {
        notice.paragraphs.push(lang.t_with(
            "email-challenge-message",
            &[("message", message.as_str().into())],
        ));
    }
    send(state, tx, to, notice).await?;
    Ok(())
}

/// How a challenge was answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChallengeAnswer {
    /// Accepted: its game starts.
    Accepted,
    /// Declined, for the challenge's decline reason.
    Declined,
}

/// "Bob accepted your challenge" (with the game) or "Bob declined your
/// challenge: ..." to the challenger.
///
/// # Errors
/// The database failed.
pub async fn challenge_answered(
    state: &AppState,
    tx: &mut Tx,
    challenge: &ChallengeRow,
    by: &UserRow,
    answer: ChallengeAnswer,
) -> StoreResult<()> {
    let Some(challenger) = tx.user_by_id(challenge.challenger_id).await? else {
        return Ok(());
    };
    let lang = lang_of(state, &challenger);
    let opponent = ("opponent", FluentValue::from(by.username.as_str()));
    let notice = match answer {
        ChallengeAnswer::Accepted => Notice::said(
            &lang,
            NoticeKind::ChallengeAccepted,
            "email-challenge-accepted",
            &[opponent],
        )
        .opening_game(state, &lang, &challenge.id),
        ChallengeAnswer::Declined => {
            let reason = challenge.decline_reason.unwrap_or(DeclineReason::Generic);
            let reason = lang.t(&format!("decline-{}", reason.as_str().to_lowercase()));
            Notice::said(
                &lang,
                NoticeKind::ChallengeDeclined,
                "email-challenge-declined",
                &[opponent, ("reason", reason.into())],
            )
        }
    };
    send(state, tx, &challenger, notice).await?;
    Ok(())
}
