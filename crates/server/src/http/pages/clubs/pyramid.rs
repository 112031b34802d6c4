//! The ladder board drawn as a pyramid (clubs-and-ladder.md "The ladder
//! board"): one row a rung, rung A on top with rank 1, each player an
//! index card with name, club rating, rung and rank, the date of the last
//! defense, ladder games played and ranks earned; flagged and new players
//! marked.

use maud::{Markup, html};
use redqueen_domain::club::{ClubControl, ClubId};

use crate::clubs::LadderLine;
use crate::http::PageCtx;
use crate::http::layout::csrf_field;

/// The pyramid; `me`, the viewer's rank, puts a challenge on the cards of
/// the players above (a ladder challenge goes up).
pub(super) fn pyramid(
    ctx: &PageCtx,
    club: ClubId,
    lines: &[LadderLine],
    me: Option<u32>,
) -> Markup {
    let mut rungs: Vec<Vec<&LadderLine>> = Vec::new();
    for line in lines {
        let k = line.rung.0 as usize;
        if rungs.len() < k {
            rungs.resize_with(k, Vec::new);
        }
        rungs[k - 1].push(line);
    }
    html! {
        @if lines.is_empty() { p { (ctx.t("club-ladder-empty")) } }
        // Read as a group of lists, one a rung, each card an item of its
        // rung's list (a list's items must be its own children).
        div.pyramid role="group" aria-label=(ctx.t("club-ladder")) {
            @for (k, rung) in rungs.iter().enumerate() {
                @let name = redqueen_domain::club::Rung(u32::try_from(k + 1).unwrap_or(0)).to_string();
                div.rung role="list" aria-label=(ctx.lang.t_with("club-rung", &[("rung", name.clone().into())])) {
                    span.rung-name aria-hidden="true" { (name) }
                    @for line in rung { (index_card(ctx, club, line, me.is_some_and(|rank| rank > line.rank), Some("listitem"))) }
                }
            }
        }
    }
}

/// "+2 ranks earned", "1 rank lost", "no ranks earned": the sign and the
/// plural are the language's (Fluent), the number without its sign.
pub(super) fn ranks_earned(ctx: &PageCtx, ranks: i64) -> String {
    let direction = match ranks.signum() {
        1 => "up",
        -1 => "down",
        _ => "none",
    };
    ctx.lang.t_with(
        "club-card-ranks-earned",
        &[
            ("ranks", ranks.unsigned_abs().into()),
            ("direction", direction.into()),
        ],
    )
}

/// One player's index card; `role` is `listitem` in the pyramid's rungs
/// and none alone on the player's page (an item needs its list).
pub(super) fn index_card(
    ctx: &PageCtx,
    club: ClubId,
    line: &LadderLine,
    challengeable: bool,
    role: Option<&str>,
) -> Markup {
    let card = &line.card;
    let new = line.new;
    let rating_key = if card.provisional {
        "club-card-rating-provisional"
    } else {
        "club-card-rating"
    };
    html! {
        div.index-card.flagged[card.flagged()].new[new] role=[role] data-rank=(line.rank) data-username=(line.username) {
            a.name href=(format!("/clubs/{club}/players/{}", line.username)) { (line.username) }
            span.rank { (ctx.lang.t_with("club-card-rank", &[("rung", line.rung.to_string().into()), ("rank", line.rank.into())])) }
            span.rating { (ctx.lang.t_with(rating_key, &[("rating", card.rating.into())])) }
            span {
                @match card.last_defense {
                    Some(day) => (ctx.lang.t_with("club-card-last-defense", &[("day", ctx.lang.day(day).into())])),
                    None => (ctx.t("club-card-never-defended")),
                }
            }
            span { (ctx.lang.t_with("club-card-games", &[("games", card.games.into())])) ", " (ranks_earned(ctx, card.ranks_earned)) }
            @if card.flagged() { span.mark { (ctx.lang.t_with("club-card-flagged", &[("ranks", card.absence_total.into())])) } }
            @if new { span.mark { (ctx.t("club-card-new")) } }
            @if challengeable {
                form.challenge method="post" action=(format!("/clubs/{club}/challenge/{}", line.username)) {
                    (csrf_field(ctx))
                    select name="timeControl" aria-label=(ctx.t("club-report-control")) {
                        @for control in ClubControl::ALL { option value=(control.to_string()) selected[control == ClubControl::G10] { (control.to_string()) } }
                    }
                    button type="submit" { (ctx.t("club-challenge")) }
                }
            }
        }
    }
}
