//! The game page's panel once a game has ended: why (including a live
//! game's "no result" endings, live-games.md) and what it did to each
//! player's rating, and what a stand-alone live game paid in gems.

use crate::records::UserRow;
use maud::{Markup, html};
use redqueen_domain::rating::UNRATED_SHOWN;

use crate::games::LoadedGame;
use crate::http::PageCtx;
use crate::http::pages::players::chart::why_unchanged;
use crate::http::pages::players::gems::signed;
use crate::notices;

pub(super) fn game_over(
    ctx: &PageCtx,
    loaded: &LoadedGame,
    white: &UserRow,
    black: &UserRow,
) -> Markup {
    let row = &loaded.row;
    let changes: Vec<(String, Option<String>)> = [
        (
            white,
            row.white_rating,
            row.white_rating_diff,
            row.white_rating_rule,
        ),
        (
            black,
            row.black_rating,
            row.black_rating_diff,
            row.black_rating_rule,
        ),
    ]
    .into_iter()
    .filter_map(|(player, before, diff, rule)| {
        let diff = diff?;
        let username = ("username", player.username.as_str().into());
        // Issue 49: a "+0" that a rule made says which rule.
        let why = rule.map(|rule| why_unchanged(&ctx.lang, rule));
        // A first rating is said as one: no rating stood before it.
        let change = match before {
            Some(before) => ctx.lang.t_with(
                "game-rating-change",
                &[
                    username,
                    ("before", before.into()),
                    ("after", (before + diff).into()),
                    ("diff", format!("{diff:+}").into()),
                ],
            ),
            None => ctx.lang.t_with(
                "game-rating-first",
                &[username, ("after", (UNRATED_SHOWN + diff).into())],
            ),
        };
        Some((change, why))
    })
    .collect();
    html! {
        section #game-over.card.game-over {
            h2 { (ctx.t("game-over")) }
            p.game-over-reason { (notices::describe_outcome(&ctx.lang, row, white, black, ctx.viewer.as_ref().map(|v| v.id))) }
            @for (change, why) in &changes {
                p.rating-change {
                    (change)
                    @if let Some(why) = why { " — " span.rating-rule { (why) } }
                }
            }
            // A rated game without a result (aborted, no result on time,
            // a quit agreed) changes no rating (live-games.md).
            @if row.rated && changes.is_empty() { p { (ctx.t("game-not-rated")) } }
            @if row.white_gems.is_some() || row.black_gems.is_some() {
                p.gems-change { (ctx.lang.t_with("game-over-gems", &[
                    ("white", white.username.as_str().into()),
                    ("white-gems", signed(row.white_gems.unwrap_or(0)).into()),
                    ("black", black.username.as_str().into()),
                    ("black-gems", signed(row.black_gems.unwrap_or(0)).into()),
                ])) }
            }
        }
    }
}
