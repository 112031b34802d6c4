//! The emails of play (product.md §6), queued in the transaction of the
//! change that causes them, in each recipient's language, as their Email
//! Options allow. Nobody is emailed about their own action.

use redqueen_domain::account::{MemberId, NoticeKind};
use redqueen_domain::game::{Color, DeclineReason, EndReason, GameStatus, Seats, TimeControl};
use redqueen_domain::time::HOUR_MS;
use redqueen_store::{ChallengeRow, GameRow, StoreResult, Tx, UserRow};

use super::transition::Actor;
use crate::games::LoadedGame;
use crate::i18n::{FluentValue, Lang};
use crate::mail::{Notice, diagram};
use crate::state::AppState;

/// The language `user` reads their emails in: their choice, else English.
#[must_use]
pub fn lang_of(state: &AppState, user: &UserRow) -> Lang {
    user.language
        .as_deref()
        .and_then(|code| state.i18n.lang(code))
        .unwrap_or_else(|| state.i18n.english())
        .in_zone(user.time_zone.as_deref())
}

/// Queues `notice` to `to`, in their language, as they chose for its
/// kind: by email, as a push to each of their devices, both or neither
/// (docs/notifications.md).
pub(crate) async fn queue(
    state: &AppState,
    tx: &mut Tx,
    to: &UserRow,
    notice: Notice,
) -> StoreResult<()> {
    let options = tx.email_options(to.id).await?;
    if options.pushes(notice.kind) {
        crate::push::queue(&state.settings, tx, to.id, &notice, state.now()).await?;
    }
    if options.emails(notice.kind) {
        let lang = lang_of(state, to);
        notice
            .render(&lang, &to.username)
            .queue(tx, to.id, &to.email, state.now())
            .await?;
    }
    Ok(())
}

/// A time control in words: "3 days per move", "Fast: 10 minutes per
/// player, ...".
#[must_use]
pub fn describe_time_control(lang: &Lang, control: TimeControl) -> String {
    let days = |n: u32| FluentValue::from(n);
    match control {
        TimeControl::PerMove { days: d } => lang.t_with("tc-per-move", &[("days", days(d.days()))]),
        TimeControl::PerGame { days: d } => lang.t_with("tc-per-game", &[("days", days(d.days()))]),
        TimeControl::Fischer { initial, increment } => lang.t_with(
            "tc-fischer",
            &[
                ("days", days(initial.days())),
                ("increment", days(increment.days())),
            ],
        ),
        TimeControl::Live(live) => lang.t_with(
            "tc-live",
            &[
                ("mode", live.mode().as_str().into()),
                ("round", days(live.round_minutes())),
                ("move", days(live.move_minutes())),
                ("extra", days(live.extra_seconds().unwrap_or(0))),
                ("takebacks", FluentValue::from(live.takebacks())),
            ],
        ),
        TimeControl::Club { control } => lang.t_with(
            "tc-club",
            &[("minutes", FluentValue::from(control.minutes()))],
        ),
    }
}

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
        return game_over(state, tx, after, actor).await;
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
    if !tx
        .email_options(to.id)
        .await?
        .wants(NoticeKind::DrawOffered)
    {
        return Ok(false);
    }
    let lang = lang_of(state, to);
    let args = [("opponent", FluentValue::from(from.username.as_str()))];
    let notice = Notice {
        kind: NoticeKind::DrawOffered,
        subject: lang.t_with("email-draw-offered-subject", &args),
        paragraphs: vec![lang.t_with("email-draw-offered-body", &args)],
        diagram: None,
        action: Some((
            lang.t("email-open-game"),
            state.settings.link(&format!("/{}", after.id)),
        )),
        closing: None,
    };
    queue(state, tx, to, notice).await?;
    Ok(true)
}

/// "Game over" to the players of the finished game `row`, except the one
/// whose action ended it, and, for a live game, except a player who has
/// it open (its page, its stream: they saw it end; `presence`). Returns
/// whether any was queued.
///
/// # Errors
/// The database failed.
pub async fn game_over(
    state: &AppState,
    tx: &mut Tx,
    row: &GameRow,
    actor: Actor,
) -> StoreResult<bool> {
    let (Some(white), Some(black)) = (
        tx.user_by_id(row.white_id).await?,
        tx.user_by_id(row.black_id).await?,
    ) else {
        return Ok(false);
    };
    let live = !row.time_control.is_correspondence();
    let mut queued = false;
    for (me, them) in [(&white, &black), (&black, &white)] {
        if actor == Actor::Player(me.id)
            || !tx.email_options(me.id).await?.wants(NoticeKind::GameOver)
        {
            continue;
        }
        if live && tx.has_game_open(&row.id, me.id).await? {
            continue;
        }
        let lang = lang_of(state, me);
        let outcome = describe_outcome(&lang, row, &white, &black, Some(me.id));
        let args = [
            ("opponent", FluentValue::from(them.username.as_str())),
            ("outcome", outcome.into()),
        ];
        let pgn = state.settings.link(&format!("/game/export/{}", row.id));
        let notice = Notice {
            kind: NoticeKind::GameOver,
            subject: lang.t_with("email-game-over-subject", &args),
            paragraphs: vec![
                lang.t_with("email-game-over-body", &args),
                lang.t_with("email-game-over-pgn", &[("link", pgn.into())]),
            ],
            diagram: None,
            action: Some((
                lang.t("email-open-game"),
                state.settings.link(&format!("/{}", row.id)),
            )),
            closing: None,
        };
        queue(state, tx, me, notice).await?;
        queued = true;
    }
    // Told: the game's notes of presence have served.
    tx.forget_game_presence(&row.id).await?;
    Ok(queued)
}

/// "Your turn" to the player to move in `row` (product.md §6), with the
/// opponent's last move and the position, as their Email Options allow
/// (those who chose the daily digest hear about it there instead).
/// Returns whether it was queued.
///
/// # Errors
/// The database failed.
pub async fn your_turn(state: &AppState, tx: &mut Tx, row: &GameRow) -> StoreResult<bool> {
    let mover = row.side_to_move();
    let (to_move, opponent) = match mover {
        Color::White => (row.white_id, row.black_id),
        Color::Black => (row.black_id, row.white_id),
    };
    if !tx.email_options(to_move).await?.wants(NoticeKind::YourTurn) {
        return Ok(false);
    }
    let (Some(to_move), Some(opponent)) = (
        tx.user_by_id(to_move).await?,
        tx.user_by_id(opponent).await?,
    ) else {
        return Ok(false);
    };
    let lang = lang_of(state, &to_move);
    let san = last_san(row).unwrap_or_default();
    let number = (row.ply + 1) / 2;
    let dots = if row.ply % 2 == 0 { "..." } else { "." };
    let args = [
        ("opponent", FluentValue::from(opponent.username.as_str())),
        ("move", format!("{number}{dots} {san}").into()),
    ];
    let notice = Notice {
        kind: NoticeKind::YourTurn,
        subject: lang.t_with("email-your-turn-subject", &args),
        paragraphs: vec![lang.t_with("email-your-turn-body", &args)],
        diagram: Some(diagram(&row.fen, mover == Color::White)),
        action: Some((
            lang.t("email-open-game"),
            state.settings.link(&format!("/{}", row.id)),
        )),
        closing: None,
    };
    queue(state, tx, &to_move, notice).await?;
    Ok(true)
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
    if !tx
        .email_options(player.id)
        .await?
        .wants(NoticeKind::Reminder)
    {
        return Ok(false);
    }
    let lang = lang_of(state, &player);
    let args = [
        ("opponent", FluentValue::from(opponent.username.as_str())),
        ("hours", hours_left(game, state.now())),
    ];
    let notice = Notice {
        kind: NoticeKind::Reminder,
        subject: lang.t_with("email-reminder-subject", &args),
        paragraphs: vec![lang.t_with("email-reminder-body", &args)],
        diagram: None,
        action: Some((
            lang.t("email-open-game"),
            state.settings.link(&format!("/{}", game.row.id)),
        )),
        closing: None,
    };
    queue(state, tx, &player, notice).await?;
    Ok(true)
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
    queue(state, tx, member, notice).await?;
    Ok(true)
}

/// The whole hours the player to move of `game` has left at `now`,
/// rounded up (an email never says 0 while time is left).
fn hours_left(game: &LoadedGame, now: i64) -> FluentValue<'static> {
    let left_ms = game.remaining_ms(game.game.turn(), now);
    FluentValue::from((left_ms + HOUR_MS - 1) / HOUR_MS)
}

/// The last move in SAN, recomputed from the stored record.
fn last_san(row: &GameRow) -> Option<String> {
    let moves: Vec<&str> = row.moves.split_whitespace().collect();
    let game = redqueen_domain::game::Game::replay(
        redqueen_domain::game::Origin::Challenge,
        row.initial_fen.as_deref(),
        &moves,
    )
    .ok()?;
    game.san_moves().ok()?.pop()
}

/// "Alice won: checkmate", "Draw by agreement", ... in `lang`; to one of
/// the players, `reader`, "You won: checkmate" or "You lost: checkmate".
#[must_use]
pub fn describe_outcome(
    lang: &Lang,
    row: &GameRow,
    white: &UserRow,
    black: &UserRow,
    reader: Option<MemberId>,
) -> String {
    let reader = reader.and_then(|id| row.color_of(id));
    let (white_name, black_name) = (white.username.as_str(), black.username.as_str());
    if let Some(told) = super::describe_no_result(lang, row, white_name, black_name, reader) {
        return told;
    }
    let quitter = match row.winner {
        Some(Color::White) => &black.username,
        _ => &white.username,
    };
    let reason = describe_reason(lang, row, reader, quitter);
    match row.winner {
        Some(color) if reader == Some(color) => {
            lang.t_with("outcome-you-won", &[("reason", reason.into())])
        }
        Some(_) if reader.is_some() => {
            lang.t_with("outcome-you-lost", &[("reason", reason.into())])
        }
        Some(color) => {
            let winner = match color {
                Color::White => &white.username,
                Color::Black => &black.username,
            };
            lang.t_with(
                "outcome-won",
                &[
                    ("winner", winner.as_str().into()),
                    ("reason", reason.into()),
                ],
            )
        }
        // A void ending is no result, never a draw (live-games.md).
        None if row.end_reason.is_some_and(EndReason::is_void) => {
            lang.t_with("outcome-no-result", &[("reason", reason.into())])
        }
        None => lang.t_with("outcome-no-winner", &[("reason", reason.into())]),
    }
}

/// Why a finished game ended, as the player of `reader` (`None`: anyone
/// else) reads it. A quit is said from the reader's side: the quitter is
/// told they quit, their opponent that the opponent did (live-games.md
/// "Quitting early"), anyone else that `quitter` did.
#[must_use]
pub fn describe_reason(lang: &Lang, row: &GameRow, reader: Option<Color>, quitter: &str) -> String {
    match (row.end_reason, row.winner) {
        (Some(EndReason::Quit), Some(winner)) if reader == Some(winner) => {
            lang.t("reason-quit-opponent")
        }
        (Some(EndReason::Quit), Some(_)) if reader.is_some() => lang.t("reason-quit-you"),
        (Some(EndReason::Quit), Some(_)) => {
            lang.t_with("reason-quit", &[("quitter", quitter.into())])
        }
        (reason, _) => lang.t(&format!(
            "reason-{}",
            reason
                .map_or("unknown", |reason| reason.as_str())
                .replace('_', "-")
        )),
    }
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
    if !tx.email_options(to.id).await?.wants(NoticeKind::Challenge) {
        return Ok(());
    }
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
    let mut paragraphs = vec![lang.t_with("email-challenge-received-body", &args)];
    if let Some(message) = &challenge.message {
        paragraphs.push(lang.t_with(
            "email-challenge-message",
            &[("message", message.as_str().into())],
        ));
    }
    let notice = Notice {
        kind: NoticeKind::Challenge,
        subject: lang.t_with("email-challenge-received-subject", &args),
        paragraphs,
        diagram: None,
        action: Some((
            lang.t("email-challenge-see"),
            state.settings.link("/challenges"),
        )),
        closing: None,
    };
    queue(state, tx, to, notice).await
}

/// "Bob accepted your challenge" to the challenger.
///
/// # Errors
/// The database failed.
pub async fn challenge_accepted(
    state: &AppState,
    tx: &mut Tx,
    challenge: &ChallengeRow,
    by: &UserRow,
) -> StoreResult<()> {
    let Some(challenger) = tx.user_by_id(challenge.challenger_id).await? else {
        return Ok(());
    };
    if !tx
        .email_options(challenger.id)
        .await?
        .wants(NoticeKind::ChallengeAccepted)
    {
        return Ok(());
    }
    let lang = lang_of(state, &challenger);
    let args = [("opponent", FluentValue::from(by.username.as_str()))];
    let notice = Notice {
        kind: NoticeKind::ChallengeAccepted,
        subject: lang.t_with("email-challenge-accepted-subject", &args),
        paragraphs: vec![lang.t_with("email-challenge-accepted-body", &args)],
        diagram: None,
        action: Some((
            lang.t("email-open-game"),
            state.settings.link(&format!("/{}", challenge.id)),
        )),
        closing: None,
    };
    queue(state, tx, &challenger, notice).await
}

/// "Bob declined your challenge: ..." to the challenger.
///
/// # Errors
/// The database failed.
pub async fn challenge_declined(
    state: &AppState,
    tx: &mut Tx,
    challenge: &ChallengeRow,
    by: &UserRow,
) -> StoreResult<()> {
    let Some(challenger) = tx.user_by_id(challenge.challenger_id).await? else {
        return Ok(());
    };
    if !tx
        .email_options(challenger.id)
        .await?
        .wants(NoticeKind::ChallengeDeclined)
    {
        return Ok(());
    }
    let lang = lang_of(state, &challenger);
    let reason = challenge.decline_reason.unwrap_or(DeclineReason::Generic);
    let reason = lang.t(&format!("decline-{}", reason.as_str().to_lowercase()));
    let args = [
        ("opponent", FluentValue::from(by.username.as_str())),
        ("reason", reason.into()),
    ];
    let notice = Notice {
        kind: NoticeKind::ChallengeDeclined,
        subject: lang.t_with("email-challenge-declined-subject", &args),
        paragraphs: vec![lang.t_with("email-challenge-declined-body", &args)],
        diagram: None,
        action: None,
        closing: None,
    };
    queue(state, tx, &challenger, notice).await
}

#[cfg(test)]
mod tests {

    use redqueen_domain::game::TimeControl;

    use super::describe_time_control;
    use crate::i18n::I18n;

    #[test]
    fn a_live_time_control_is_described_in_words_in_each_language() {
        let i18n = I18n::load().unwrap();
        let (en, es) = (i18n.english(), i18n.lang("es").unwrap());
        let cases = [
            (
                "fast 10m/2m+5s tb1",
                "Fast: 10 minutes per player, at most 2 minutes per move, 5 seconds added per move, one takeback each",
                "Rápida: 10 minutos por jugador, como mucho 2 minutos por jugada, 5 segundos más por jugada, una jugada por deshacer cada uno",
            ),
            (
                "standard 60m/1m tb0",
                "Standard: 60 minutes per player, at most one minute per move, no takebacks",
                "Estándar: 60 minutos por jugador, como mucho un minuto por jugada, sin deshacer jugadas",
            ),
            (
                "standard 30m/10m tb3",
                "Standard: 30 minutes per player, at most 10 minutes per move, 3 takebacks each",
                "Estándar: 30 minutos por jugador, como mucho 10 minutos por jugada, 3 jugadas por deshacer cada uno",
            ),
        ];
        for (text, english, spanish) in cases {
            let control: TimeControl = text.parse().unwrap();
            assert_eq!(describe_time_control(&en, control), english);
            assert_eq!(describe_time_control(&es, control), spanish);
        }
    }
}
