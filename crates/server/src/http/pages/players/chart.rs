//! The rating history as a picture: a server-drawn SVG line, one point per
//! rated game, readable without scripts.

use maud::{Markup, html};
use redqueen_domain::rating::UnchangedBy;

use crate::i18n::{FluentValue, Lang};
use crate::records::RatingPoint;

const WIDTH: i32 = 640;
const HEIGHT: i32 = 220;
const LEFT: i32 = 48;
const RIGHT: i32 = 12;
const TOP: i32 = 12;
const BOTTOM: i32 = 28;

/// The chart of `points` (oldest first), or a sentence when there are too
/// few to draw a line.
#[must_use]
pub fn rating_chart(lang: &Lang, points: &[RatingPoint]) -> Markup {
    let (Some(first), Some(last)) = (points.first(), points.last()) else {
        return html! { p { (lang.t("profile-no-history")) } };
    };
    let low = points
        .iter()
        .map(|p| p.rating)
        .min()
        .unwrap_or(first.rating)
        - 20;
    let high = points
        .iter()
        .map(|p| p.rating)
        .max()
        .unwrap_or(first.rating)
        + 20;
    let span = (high - low).max(1);
    let steps = i32::try_from(points.len().saturating_sub(1))
        .unwrap_or(1)
        .max(1);
    let x = |i: usize| LEFT + i32::try_from(i).unwrap_or(0) * (WIDTH - LEFT - RIGHT) / steps;
    let y = |rating: i32| TOP + (high - rating) * (HEIGHT - TOP - BOTTOM) / span;
    let line: Vec<String> = points
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{},{}", x(i), y(p.rating)))
        .collect();
    let label = lang.t_with(
        "profile-chart-label",
        &[
            ("games", FluentValue::from(points.len())),
            ("first", first.rating.into()),
            ("last", last.rating.into()),
        ],
    );
    let grid = [high - 20, (high + low) / 2, low + 20];
    html! {
        svg.chart viewBox=(format!("0 0 {WIDTH} {HEIGHT}")) role="img" aria-label=(label) {
            title { (label) }
            @for level in grid {
                line x1=(LEFT) x2=(WIDTH - RIGHT) y1=(y(level)) y2=(y(level)) stroke="#d9d6cf" stroke-width="1" {}
                text x=(LEFT - 6) y=(y(level) + 4) text-anchor="end" font-size="11" fill="#5b5b66" { (level) }
            }
            polyline points=(line.join(" ")) fill="none" stroke="#8b1e2d" stroke-width="2" stroke-linejoin="round" {}
            @for (i, p) in points.iter().enumerate() {
                @match p.rule {
                    // Issue 49: a game a rule kept from changing the
                    // rating is marked, hollow, and says which rule.
                    Some(rule) => {
                        circle.kept cx=(x(i)) cy=(y(p.rating)) r="4" fill="#fff" stroke="#8b1e2d" stroke-width="2" {
                            title { (why_unchanged(lang, rule)) }
                        }
                    }
                    None => { circle cx=(x(i)) cy=(y(p.rating)) r="2.5" fill="#8b1e2d" {} }
                }
            }
            text x=(LEFT) y=(HEIGHT - 8) font-size="11" fill="#5b5b66" { (lang.date(first.created_at)) }
            text x=(WIDTH - RIGHT) y=(HEIGHT - 8) font-size="11" fill="#5b5b66" text-anchor="end" { (lang.date(last.created_at)) }
        }
        @if points.iter().any(|p| p.rule.is_some()) { p.hint.chart-legend { (lang.t("profile-chart-kept")) } }
    }
}

/// Why a rule left a rating as it was (ratings.md), in `lang`: beside a
/// game's "+0" and on its point of the chart.
#[must_use]
pub fn why_unchanged(lang: &Lang, rule: UnchangedBy) -> String {
    lang.t(match rule {
        UnchangedBy::SpecialRule => "game-rating-special-rule",
        UnchangedBy::Protection => "game-rating-protection",
    })
}
