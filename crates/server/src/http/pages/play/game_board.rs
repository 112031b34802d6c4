//! The game page's board column: a bar for each player above and below the
//! board (name, rating, clock or time left, the vacation mark, the material
//! they are up), the board with its pickers, and the tools under it. The
//! viewer's side is at the bottom; the flip button swaps the bars with the
//! board (`game.js`).

use crate::records::{BoardSettingsRow, UserRow};
use maud::{Markup, html};
use redqueen_domain::Named;
use redqueen_domain::game::Color;

use crate::games::LoadedGame;
use crate::http::PageCtx;
use crate::http::layout::shown_name;
use crate::http::pages::time::{clock_digits, duration};
use crate::notices::mail::diagram;

/// Who is looking at the board, and when.
pub(super) struct Viewing<'a> {
    pub ctx: &'a PageCtx,
    pub loaded: &'a LoadedGame,
    pub white: &'a UserRow,
    pub black: &'a UserRow,
    pub me: Option<Color>,
    pub now: i64,
    /// The viewer's board settings (the defaults for visitors).
    pub board: &'a BoardSettingsRow,
    /// A club game's players' club ratings (White's, Black's), shown
    /// instead of their site ratings, which the game does not move.
    pub club_ratings: Option<(Option<i32>, Option<i32>)>,
}

/// The board column; the page's script reads the game's data from its
/// attributes.
pub(super) fn board_column(view: &Viewing<'_>, labels: &str) -> Markup {
    let Viewing {
        ctx,
        loaded,
        me,
        board,
        ..
    } = *view;
    let id = &loaded.row.id;
    let live = loaded.game.is_live();
    let confirm = if live {
        board.confirm_live
    } else {
        board.confirm_correspondence
    };
    let bottom = me.unwrap_or(Color::White);
    let viewer = ctx.viewer.as_ref();
    html! {
        div #game.board-column data-id=(id) data-me=(viewer.map_or("", |v| v.username.as_str()))
            data-labels=(labels) data-live=(live) data-board-theme=(board.board_theme)
            data-piece-theme=(board.piece_theme)
            data-coordinates=(board.coordinates) data-confirm=(confirm) data-sounds-on=(board.sounds)
            data-accessible=(board.accessible) {
            @if board.accessible { (accessible_play(ctx)) }
            (player_bar(view, !bottom, "top"))
            // The board with its pickers, named as a group (a bare `div`
            // may not carry a name).
            div.board-area role="group" aria-label=(ctx.t("game-board")) {
                // In the accessible mode the drawn board is hidden from
                // screen readers: the command box reads the position.
                div #board.cg-wrap aria-hidden=[board.accessible.then_some("true")] {}
                // Over the board, on the square promoted on (`game.js`).
                div #promotion.cg-wrap hidden aria-hidden=[board.accessible.then_some("true")] {}
                div #confirm.picker hidden {
                    span #confirm-text {}
                    button #confirm-yes type="button" { (ctx.t("board-confirm-yes")) }
                    button #confirm-no.secondary type="button" { (ctx.t("board-confirm-no")) }
                }
            }
            (player_bar(view, bottom, "bottom"))
            p #board-error.form-error role="alert" hidden {}
            div.board-tools {
                (replay_nav(ctx, true))
                button #flip.secondary type="button" { (ctx.t("board-flip")) }
                label.check { input #confirm-moves type="checkbox" checked[confirm]; " " (ctx.t("board-confirm-moves")) }
                // product.md §2: a move may carry a draw offer, whichever
                // way it is made; shown while the player may offer one.
                label.check #offer-draw-label hidden {
                    input #offer-draw type="checkbox"; " " (ctx.t("game-move-offer-draw"))
                }
                @if live {
                    button #sound.secondary type="button" aria-pressed="true" hidden { (ctx.t("board-sound-on")) }
                }
            }
            noscript { pre.board { (diagram(&loaded.row.fen, me != Some(Color::Black))) } }
        }
    }
}

/// The accessible mode's command box, where moves and the commands that
/// read the position are typed, and the live region that says every move
/// and each answer (`game.js`, `accessible.js`; docs/web.md).
fn accessible_play(ctx: &PageCtx) -> Markup {
    html! {
        div.accessible-play {
            form #command-form.stack {
                label for="command" { (ctx.t("accessible-box")) }
                input #command name="command" type="text" autocomplete="off" aria-describedby="command-help";
                p #command-help.hint { (ctx.t("accessible-help")) }
            }
            div #announcements.announcements role="log" aria-live="polite"
                aria-label=(ctx.t("accessible-announcements")) {}
        }
    }
}

/// One player's bar, at `place` ("top" or "bottom"): the clock runs in
/// the bar of the side to move.
fn player_bar(view: &Viewing<'_>, color: Color, place: &str) -> Markup {
    let Viewing {
        ctx, loaded, now, ..
    } = *view;
    let (player, rating) = match color {
        Color::White => (view.white, loaded.row.white_rating),
        Color::Black => (view.black, loaded.row.black_rating),
    };
    let club_rating = view.club_ratings.map(|(white, black)| match color {
        Color::White => white,
        Color::Black => black,
    });
    let live = loaded.game.is_live();
    let running = loaded.in_progress() && loaded.game.turn() == color;
    // Issue 49: the round time left is the main figure, during the game
    // and after it; the move time left is a second figure of the player to
    // move (live-games.md: out of time when either runs out).
    let left = loaded.round_left_ms(color, now);
    let move_left = loaded.move_left_ms(now).filter(|_| running);
    // product.md §4: opponents see that a player is on vacation, and
    // until when.
    let away = loaded
        .in_progress()
        .then(|| loaded.on_vacation_until(color, now))
        .flatten();
    let extra_seconds = loaded.clock.control.increment_ms() / 1000;
    let lang = &ctx.lang;
    let name = player.username.as_str();
    html! {
        div.player-bar.(place).running[running] data-color=(color.as_str()) {
            span.player {
                span.side-mark.(color.as_str()) title=(ctx.t(&format!("board-{}", color.as_str()))) {}
                a.player-name href=(format!("/@/{name}")) { (shown_name(player)) }
                @match club_rating {
                    Some(Some(rating)) => { " " span.rating.club title=(ctx.t("game-club-rating")) { (rating) } }
                    Some(None) => {}
                    None => { @if let Some(rating) = rating { " " span.rating { (rating) } } }
                }
                @if let Some(until) = away {
                    " " span.badge.warn title=(ctx.lang.instant(until)) { (ctx.t("game-on-vacation")) }
                }
                " " span.material title=(ctx.t("game-material")) {}
            }
            span.clock {
                span.clock-time role="timer" aria-label=(lang.t_with("game-clock", &[("username", name.into())])) {
                    @if live { (clock_digits(left)) } @else { (duration(lang, left)) }
                }
                // Issue 49 (seed 001's extra time): what each move adds
                // to this clock, where the game has it.
                @if live && extra_seconds > 0 {
                    @let seconds = [("seconds", extra_seconds.into())];
                    span.extra-time title=(lang.t_with("game-extra-time-title", &seconds)) {
                        (lang.t_with("game-extra-time", &seconds))
                    }
                }
                @if live {
                    @let move_ms = loaded.clock.control.move_time_ms().unwrap_or(0);
                    span.move-left hidden[move_left.is_none()] title=(ctx.t("game-move-time")) {
                        (clock_digits(move_left.unwrap_or(move_ms)))
                    }
                    progress.move-bar max=(move_ms) value=(move_left.unwrap_or(move_ms))
                        hidden[move_left.is_none()] aria-label=(ctx.t("game-move-time")) {}
                }
            }
        }
    }
}

/// The replay's buttons (first, previous, next, last position), which the
/// page's script shows when `hidden` (they do nothing without it).
pub(crate) fn replay_nav(ctx: &PageCtx, hidden: bool) -> Markup {
    html! {
        nav.replay aria-label=(ctx.t("game-replay")) hidden[hidden] {
            button #replay-first.secondary type="button" aria-label=(ctx.t("game-replay-first")) { "«" }
            button #replay-prev.secondary type="button" aria-label=(ctx.t("game-replay-previous")) { "‹" }
            button #replay-next.secondary type="button" aria-label=(ctx.t("game-replay-next")) { "›" }
            button #replay-last.secondary type="button" aria-label=(ctx.t("game-replay-last")) { "»" }
        }
    }
}
