//! One pending challenge or open game as the challenges page and the lobby
//! list it: the other player with their rating in the game's pool (and
//! their gems for a live game), the colour the viewer would play, the time
//! control, rated or casual. A club ladder challenge shows the other
//! player's club rating and says it is a ladder game of the club (its
//! game moves no site rating and no gems).

use maud::{Markup, html};
use redqueen_domain::club::ClubId;
use redqueen_domain::game::{ChallengeColor, Color};
use redqueen_domain::rating::Pool;

use super::lobby::is_live;
use crate::http::PageCtx;
use crate::http::layout::shown_name;
use crate::play::Challengers;
use crate::records::{ChallengeRow, RatingRow, UserRow};

/// Which side of the challenge the viewer is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Side {
    /// They made it: they play the challenger's colour.
    Challenger,
    /// It was sent to them, or it is an open game they may join.
    Opponent,
}

/// "alice (1650?) · you play Black · 3 days per move · rated": the other
/// player linked to their profile.
pub(super) fn entry(ctx: &PageCtx, c: &ChallengeRow, players: &Challengers, side: Side) -> Markup {
    let other = match side {
        Side::Challenger => c.dest_user_id,
        Side::Opponent => Some(c.challenger_id),
    };
    let pool = if is_live(c) {
        Pool::Live
    } else {
        Pool::Correspondence
    };
    let user = other.and_then(|id| players.user(id));
    let rating = other.map(|id| players.rating(pool, id)).unwrap_or_default();
    let colour = match (c.color, side) {
        (ChallengeColor::Random, _) => "challenge-color-random",
        (_, Side::Challenger) if c.final_color == Color::White => "challenge-you-play-white",
        (_, Side::Opponent) if c.final_color == Color::Black => "challenge-you-play-white",
        _ => "challenge-you-play-black",
    };
    if let Some(club) = c.club_id {
        return club_entry(ctx, c, players, (club, user), colour);
    }
    html! {
        @if let Some(user) = user {
            a.player href=(format!("/@/{}", user.username)) { (shown_name(user)) }
            " " span.rating { "(" (short_rating(ctx, rating)) ")" }
            @if pool == Pool::Live {
                " " span.gems { (ctx.lang.t_with("challenge-gems", &[("gems", user.gems.into())])) }
            }
            " · "
        }
        span.color { (ctx.t(colour)) } " · "
        (crate::notices::describe_time_control(&ctx.lang, c.time_control)) " · "
        (ctx.t(if c.rated { "game-rated" } else { "game-casual" }))
    }
}

/// A club ladder challenge: the other player's club rating (their site
/// rating and gems do not move), and the club's ladder game it is.
fn club_entry(
    ctx: &PageCtx,
    c: &ChallengeRow,
    players: &Challengers,
    (club, user): (i64, Option<&UserRow>),
    colour: &str,
) -> Markup {
    let name = players.club_name(ClubId(club)).unwrap_or_default();
    html! {
        @if let Some(user) = user {
            a.player href=(format!("/@/{}", user.username)) { (shown_name(user)) }
            @if let Some(rating) = players.club_rating(ClubId(club), user.id) {
                " " span.rating title=(ctx.t("challenge-club-rating-title")) {
                    "(" (ctx.lang.t_with("challenge-club-rating", &[("rating", rating.into())])) ")"
                }
            }
            " · "
        }
        span.color { (ctx.t(colour)) } " · "
        (crate::notices::describe_time_control(&ctx.lang, c.time_control)) " · "
        span.club-game { (ctx.t("challenge-club-ladder")) } ": "
        a.club href=(format!("/clubs/{club}")) { (name) }
    }
}

/// A rating as lists show it: "1712", "1650?" while provisional (lichess's
/// mark), or the word for unrated.
fn short_rating(ctx: &PageCtx, row: RatingRow) -> String {
    match row.record.rating {
        None => ctx.t("rating-unrated"),
        Some(rating) if row.record.games < 25 => format!("{rating}?"),
        Some(rating) => rating.to_string(),
    }
}
