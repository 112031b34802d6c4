//! `/games`: my games — those where it is my move first (least time left
//! first), then the others in progress, then the finished ones. Each entry
//! shows a small board from my side, the opponent and their rating, the
//! time control, my colour, the tournament and round, and what waits or
//! who won.

use axum::extract::State;
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use redqueen_domain::Named;
use redqueen_domain::account::MemberId;
use redqueen_domain::game::{Color, EndReason, Seats};

use super::place::tournament_round;
use super::thumbnail::thumbnail;
use crate::games::LoadedGame;
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::layout::{page, shown_name};
use crate::http::pages::time::duration;
use crate::play::{self, GameListNames, GamesView, PlayingGames};
use crate::records::GameRow;
use crate::state::AppState;

/// Finished games listed.
const FINISHED_LISTED: i64 = 50;

pub async fn show(State(state): State<AppState>, ctx: PageCtx) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let GamesView { playing, finished } =
        play::games_view(&state, member.id, FINISHED_LISTED).await?;
    let playing = playing_section(&ctx, member.id, playing, state.now());
    let title = ctx.t("games-title");
    Ok(page(
        &ctx,
        &title,
        html! {
            (playing)
            section.card #games-finished data-refresh-on="gameFinish" {
                (PIECE_IMAGES)
                h2 { (ctx.t("games-finished")) }
                @if finished.games.is_empty() { p { (ctx.t("games-none")) } }
                ul.games {
                    @for row in &finished.games {
                        (entry(&ctx, member.id, &finished.names, row, html! { (outcome(&ctx, row, member.id, &finished.names)) }))
                    }
                }
            }
        },
    )
    .into_response())
}

/// The games a member is playing at `now`: those where it is their move
/// first, least time left first, then the others (seed 000: many games at
/// once; the home page and `/games`).
#[must_use]
pub fn playing_section(
    ctx: &PageCtx,
    member_id: MemberId,
    playing: PlayingGames,
    now: i64,
) -> Markup {
    let PlayingGames {
        games: mut playing,
        names,
    } = playing;
    let my_turn = |g: &LoadedGame| g.color_of(member_id) == Some(g.game.turn());
    let left = |g: &LoadedGame| g.remaining_ms(g.game.turn(), now);
    // product.md §4: opponents see that a player is on vacation, and until when.
    let opponent_away = |g: &LoadedGame| {
        let opponent = !g.color_of(member_id)?;
        g.on_vacation_until(opponent, now)
    };
    playing.sort_by_key(|g| (!my_turn(g), left(g)));
    // Read again when a move, a new game or an end changes it (site.js).
    html! {
        section.card #games-playing data-refresh-on="turn gameStart gameFinish" {
            (PIECE_IMAGES)
            h2 { (ctx.t("games-in-progress")) }
            @if playing.is_empty() { p { (ctx.t("games-none")) " " a href="/lobby" { (ctx.t("games-find")) } } }
            ul.games {
                @for g in &playing {
                    (entry(ctx, member_id, &names, &g.row, html! {
                        @if my_turn(g) { strong { (ctx.t("games-your-move")) } } @else { (ctx.t("games-their-move")) }
                        " · " (duration(&ctx.lang, left(g)))
                        @if let Some(until) = opponent_away(g) {
                            " · " (ctx.lang.t_with("vacation-opponent-away", &[("until", ctx.lang.instant(until).into())]))
                        }
                    }))
                }
            }
        }
    }
}

/// The board's piece images, which the thumbnails show.
const PIECE_IMAGES: maud::PreEscaped<&str> = maud::PreEscaped(
    r#"<link rel="stylesheet" href="/static/vendor/chessground/chessground.cburnett.css">"#,
);

/// One game of a list, with `status` (what waits, or who won) last.
fn entry(
    ctx: &PageCtx,
    member: MemberId,
    names: &GameListNames,
    row: &GameRow,
    status: Markup,
) -> Markup {
    let mine = row.color_of(member).unwrap_or(Color::White);
    let opponent = row.opponent_of(member).and_then(|id| names.opponent(id));
    let their_rating = match mine {
        Color::White => row.black_rating,
        Color::Black => row.white_rating,
    };
    let link = format!("/{}", row.id);
    html! {
        li.game-entry {
            // The same link as the opponent's name: a mouse's bigger target,
            // out of the keyboard's way and of the screen reader's.
            a.thumb href=(link) tabindex="-1" aria-hidden="true" { (thumbnail(&row.fen, mine)) }
            div.entry-text {
                a.opponent href=(link) {
                    (ctx.lang.t_with("games-against", &[("opponent", opponent.map(shown_name).unwrap_or_default().into())]))
                }
                @if let Some(rating) = their_rating { " " span.rating { "(" (rating) ")" } }
                p.entry-line {
                    (crate::notices::describe_time_control(&ctx.lang, row.time_control)) " · "
                    (ctx.t(if row.rated { "game-rated" } else { "game-casual" })) " · "
                    (ctx.t(&format!("games-you-play-{}", mine.as_str())))
                    @if let Some((id, name, round)) = names.tournament(&row.id) {
                        " · " (tournament_round(ctx, id, name, round))
                    }
                }
                @if let Some(opening) = crate::play::opening_of(row) {
                    p.entry-opening { (opening.eco) " " (opening.name) }
                }
                p.entry-status { (status) }
            }
        }
    }
}

/// A finished game's result for the member: won, lost, drawn, or no result,
/// and why.
fn outcome(ctx: &PageCtx, row: &GameRow, member: MemberId, names: &GameListNames) -> Markup {
    let no_result = row.end_reason.is_some_and(EndReason::is_void);
    let result = match row.winner {
        _ if no_result => "games-no-result",
        Some(winner) if row.color_of(member) == Some(winner) => "games-you-won",
        Some(_) => "games-you-lost",
        None => "games-drawn",
    };
    // The member played the game: it is said from their side, naming only
    // the opponent where a game without a result needs a name (issue 49).
    let me = row.color_of(member);
    let opponent = row
        .opponent_of(member)
        .and_then(|id| names.opponent(id))
        .map_or("", |user| user.username.as_str());
    let (white, black) = match me {
        Some(Color::Black) => (opponent, ""),
        _ => ("", opponent),
    };
    let reason = crate::notices::describe_no_result(&ctx.lang, row, white, black, me)
        .unwrap_or_else(|| crate::notices::describe_reason(&ctx.lang, row, me, ""));
    html! {
        strong.result { (ctx.t(result)) } " — " (reason)
    }
}
