//! The analysis board's page: the board with the evaluation bar beside it,
//! the engine's card (the evaluation, the best line, the whole game's
//! analysis with its graph and each player's accuracy), the moves marked
//! with their judgements, the opening explorer, and on the free board the
//! setup form. The script (`analysis.js`) draws what the engine finds.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use redqueen_domain::analysis::Line;

use super::line_json;
use crate::http::PageCtx;
use crate::http::layout::{Width, page, page_of_width, shown_name};
use crate::http::pages::play::{explorer_card_open, replay_nav};
use crate::records::UserRow;

/// The engine the page's worker runs (docs/analysis.md): Stockfish's lite
/// single-threaded build, vendored from its npm package.
const ENGINE: &str = "/static/vendor/stockfish/stockfish-19-lite-single.js";

/// The texts the script shows, by Fluent id; `{name}` marks a value it
/// fills in.
const LABELS: [&str; 15] = [
    "analysis-progress",
    "analysis-depth",
    "analysis-mate",
    "analysis-best-line",
    "analysis-inaccuracy",
    "analysis-mistake",
    "analysis-blunder",
    "analysis-checkmate",
    "analysis-done",
    "analysis-engine-failed",
    "board-promote-to",
    "board-queen",
    "board-knight",
    "board-rook",
    "board-bishop",
];

/// A finished game being analysed.
pub(super) struct AnalysedGame<'a> {
    pub id: &'a str,
    pub white: &'a UserRow,
    pub black: &'a UserRow,
}

/// Why the board is not shown.
pub(super) enum Refusal<'a> {
    /// `/{id}/analysis` of a game in progress.
    GameInProgress(&'a str),
    /// A setup through the current position of one of the viewer's games
    /// in progress.
    PositionInPlay,
}

/// The refusal's page, answered 403: it loads no board and no engine.
pub(super) fn refused(ctx: &PageCtx, refusal: Refusal<'_>) -> Response {
    let title = ctx.t("analysis-title");
    let body = html! {
        section.card #analysis-refused {
            @match refusal {
                Refusal::GameInProgress(id) => {
                    p { (ctx.t("analysis-refused-in-progress")) }
                    p { a href=(format!("/{id}")) { (ctx.t("analysis-back-to-game")) } }
                }
                Refusal::PositionInPlay => p { (ctx.t("analysis-refused-in-play")) },
            }
        }
    };
    (StatusCode::FORBIDDEN, page(ctx, &title, body)).into_response()
}

fn labels(ctx: &PageCtx) -> String {
    let fill = |name: &'static str| (name, format!("{{{name}}}").into());
    let labels: serde_json::Map<String, serde_json::Value> = LABELS
        .iter()
        .map(|id| {
            let text = ctx.lang.t_with(
                id,
                &[fill("done"), fill("total"), fill("depth"), fill("moves")],
            );
            ((*id).to_owned(), text.into())
        })
        .collect();
    serde_json::Value::Object(labels).to_string()
}

/// The page: `game` when a finished game is analysed, else the free board
/// with `setup` (what was pasted) in its form and `error` above it.
pub(super) fn render(
    ctx: &PageCtx,
    line: &Line,
    game: Option<&AnalysedGame<'_>>,
    setup: &str,
    error: Option<String>,
) -> Markup {
    let title = match game {
        Some(game) => ctx.lang.t_with(
            "analysis-game-title",
            &[
                ("white", shown_name(game.white).into()),
                ("black", shown_name(game.black).into()),
            ],
        ),
        None => ctx.t("analysis-title"),
    };
    let names = game.map(|g| [shown_name(g.white), shown_name(g.black)]);
    page_of_width(
        ctx,
        &title,
        Width::Wide,
        html! {
            @if let Some(error) = &error { p.form-error role="alert" { (error) } }
            @if let Some(game) = game {
                p.game-meta {
                    a href=(format!("/{}", game.id)) { (ctx.t("analysis-back-to-game")) }
                }
            }
            link rel="stylesheet" href="/static/vendor/chessground/chessground.base.css";
            link rel="stylesheet" href="/static/vendor/chessground/chessground.brown.css";
            link rel="stylesheet" href="/static/vendor/chessground/chessground.cburnett.css";
            div.game-layout {
                div #analysis-board.board-column data-line=(line_json(line)) data-free=(game.is_none())
                    data-labels=(labels(ctx)) data-engine=(ENGINE)
                    data-names=[names.as_ref().map(|n| serde_json::json!(n).to_string())] {
                    div.board-with-bar {
                        div #eval-bar.eval-bar role="meter" aria-label=(ctx.t("analysis-evaluation"))
                            aria-valuemin="0" aria-valuemax="100" aria-valuenow="50" {
                            div.eval-white {}
                        }
                        div.board-area {
                            div #board.cg-wrap aria-label=(ctx.t("game-board")) {}
                            // Over the board, on the square promoted on (`promotion.js`).
                            div #promotion.cg-wrap hidden {}
                        }
                    }
                    div.board-tools {
                        (replay_nav(ctx, false))
                        button #flip.secondary type="button" { (ctx.t("board-flip")) }
                    }
                    p #board-error.form-error role="alert" hidden {}
                    noscript { p { (ctx.t("analysis-needs-scripts")) } }
                }
                div.game-side {
                    section.card #engine {
                        h2 { (ctx.t("analysis-engine")) }
                        p #engine-eval.engine-eval aria-live="polite" {}
                        p #engine-line.engine-line {}
                        p #engine-status.hint role="status" { (ctx.t("analysis-engine-hint")) }
                        button #analyse type="button" { (ctx.t(if game.is_some() { "analysis-analyse-game" } else { "analysis-analyse-line" })) }
                    }
                    section.card #summary hidden {
                        h2 { (ctx.t("analysis-summary")) }
                        svg #eval-graph.eval-graph viewBox="0 0 100 100" preserveAspectRatio="none" role="img" aria-label=(ctx.t("analysis-graph")) {}
                        table #accuracy.accuracy {
                            thead { tr {
                                th scope="col" {}
                                th scope="col" { (ctx.t("analysis-accuracy")) }
                                // The marks the moves carry, named in full.
                                th scope="col" { abbr title=(ctx.t("analysis-inaccuracies")) { "?!" } }
                                th scope="col" { abbr title=(ctx.t("analysis-mistakes")) { "?" } }
                                th scope="col" { abbr title=(ctx.t("analysis-blunders")) { "??" } }
                            } }
                            tbody {
                                @for (color, name) in [("white", ctx.t("board-white")), ("black", ctx.t("board-black"))] {
                                    tr data-color=(color) {
                                        th scope="row" {
                                            (name)
                                            @if let Some(names) = &names { " · " (names[usize::from(color == "black")]) }
                                        }
                                        td.accuracy-figure {} td.inaccuracy {} td.mistake {} td.blunder {}
                                    }
                                }
                            }
                        }
                    }
                    section.card.moves-card {
                        h2 { (ctx.t("game-moves")) }
                        ol #moves.moves {}
                    }
                    (explorer_card_open(ctx))
                    @if game.is_none() {
                        section.card {
                            h2 { (ctx.t("analysis-setup")) }
                            form method="get" action="/analysis" {
                                label for="setup" { (ctx.t("analysis-setup-label")) }
                                textarea #setup name="setup" rows="5" spellcheck="false" { (setup) }
                                button type="submit" { (ctx.t("analysis-setup-submit")) }
                            }
                        }
                    }
                }
            }
            script type="module" src="/static/analysis.js" {}
        },
    )
}
