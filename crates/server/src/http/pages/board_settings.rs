//! `/settings/board`: how the member's boards look and behave, kept with
//! the account so every browser of theirs shows them alike — the board's
//! colours, its pieces, the coordinates, asking before a move (for each
//! kind of game), sounds, and the accessible mode for screen readers
//! (docs/web.md). The game page starts from these; its own switches
//! change only the page.

use axum::extract::State;
use axum::response::{IntoResponse, Redirect, Response};
use maud::html;

use serde::Deserialize;

use crate::accounts;
use crate::flag::Flag;
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::form::CsrfForm;
use crate::http::layout::{csrf_field, page};
use crate::records::BoardSettingsRow;
use crate::state::AppState;

/// The board colours offered (site.css draws each).
pub const BOARD_THEMES: [&str; 4] = ["brown", "blue", "green", "grey"];
/// The piece sets offered: chessground's drawings, the font's symbols.
pub const PIECE_THEMES: [&str; 2] = ["cburnett", "symbols"];

pub async fn show(State(state): State<AppState>, ctx: PageCtx) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let settings = accounts::board_settings(&state, member.id).await?;
    let title = ctx.t("board-settings-title");
    let check = |name: &str, on: bool, label: &str| {
        html! { label.check { input type="checkbox" name=(name) value="on" checked[on]; " " (ctx.t(label)) } }
    };
    Ok(page(&ctx, &title, html! {
        link rel="stylesheet" href="/static/vendor/chessground/chessground.cburnett.css";
        form.stack method="post" action="/settings/board" {
            (csrf_field(&ctx))
            fieldset.board-themes {
                legend { (ctx.t("board-settings-theme")) }
                @for theme in BOARD_THEMES {
                    label.check.theme-choice {
                        input type="radio" name="board_theme" value=(theme) checked[settings.board_theme == theme];
                        " " span.swatch.(format!("board-theme-{theme}")) aria-hidden="true" {}
                        " " (ctx.t(&format!("board-theme-{theme}")))
                    }
                }
            }
            fieldset.piece-themes {
                legend { (ctx.t("board-settings-pieces")) }
                @for theme in PIECE_THEMES {
                    label.check.theme-choice {
                        input type="radio" name="piece_theme" value=(theme) checked[settings.piece_theme == theme];
                        " " span.piece-sample.cg-wrap data-piece-theme=(theme) aria-hidden="true" { piece.knight.white {} }
                        " " (ctx.t(&format!("piece-theme-{theme}")))
                    }
                }
            }
            (check("coordinates", settings.coordinates, "board-settings-coordinates"))
            (check("confirm_correspondence", settings.confirm_correspondence, "board-settings-confirm-correspondence"))
            (check("confirm_live", settings.confirm_live, "board-settings-confirm-live"))
            (check("sounds", settings.sounds, "board-settings-sounds"))
            (check("accessible", settings.accessible, "board-settings-accessible"))
            p.hint { (ctx.t("board-settings-dark")) }
            button type="submit" { (ctx.t("board-settings-save")) }
        }
    }).into_response())
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct BoardForm {
    board_theme: String,
    piece_theme: String,
    coordinates: Flag,
    confirm_correspondence: Flag,
    confirm_live: Flag,
    sounds: Flag,
    accessible: Flag,
}

pub async fn save(
    State(state): State<AppState>,
    ctx: PageCtx,
    CsrfForm(form): CsrfForm<BoardForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    if !BOARD_THEMES.contains(&form.board_theme.as_str())
        || !PIECE_THEMES.contains(&form.piece_theme.as_str())
    {
        return Err(PageError::BadForm);
    }
    let chosen = BoardSettingsRow {
        board_theme: form.board_theme,
        piece_theme: form.piece_theme,
        coordinates: form.coordinates.0,
        confirm_correspondence: form.confirm_correspondence.0,
        confirm_live: form.confirm_live.0,
        sounds: form.sounds.0,
        accessible: form.accessible.0,
    };
    accounts::set_board_settings(&state, member.id, &chosen).await?;
    Ok(Redirect::to("/settings/board?notice=board-settings-saved").into_response())
}
