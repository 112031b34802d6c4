//! Crosstables (tournaments.md "Pages"): who met whom and what each game
//! gave, in tournament points (win 2, draw 1, loss 0). A Swiss lists each
//! player's rounds; a Double Round Robin group is a square of its players.

use maud::{Markup, html};
use redqueen_domain::account::MemberId;
use redqueen_domain::game::Seats;
use redqueen_domain::tournament::Color;
use redqueen_domain::tournament::standings::Standing;

use crate::http::PageCtx;
use crate::records::TournamentGameRow;
use crate::tournaments::{GroupView, TournamentView, result_of};

/// The points `user_id` got in `game`, or `*` while it is played.
fn points(game: &TournamentGameRow, user_id: MemberId) -> String {
    let color = game.color_of(user_id).unwrap_or(Color::Black);
    result_of(game).map_or_else(|| "*".to_owned(), |r| r.points_for(color).to_string())
}

/// The games of `player` against `opponent`, the one with White first.
fn meetings(
    games: &[TournamentGameRow],
    player: MemberId,
    opponent: MemberId,
) -> Vec<&TournamentGameRow> {
    let mut found: Vec<&TournamentGameRow> =
        games.iter().filter(|g| g.pairs(player, opponent)).collect();
    found.sort_by_key(|g| g.white_id != player);
    found
}

/// A cell linking to the game.
fn game_cell(game: &TournamentGameRow, text: String) -> Markup {
    html! { a href=(format!("/{}", game.game_id)) { (text) } }
}

/// A Swiss: one row per player in standings order, one column per round:
/// the opponent's rank, the color and the points, or the bye.
pub fn swiss(ctx: &PageCtx, view: &TournamentView) -> Markup {
    let rank_of = |user_id: MemberId| {
        view.standings
            .iter()
            .find(|row| row.player == user_id)
            .map_or(0, |row| row.rank)
    };
    html! {
        div.scroll {
            table.crosstable {
                thead { tr {
                    th { "#" }
                    th { (ctx.t("lobby-player")) }
                    @for round in &view.rounds { th { (round.row.number) } }
                    th { (ctx.t("tournament-score")) }
                } }
                tbody {
                    @for row in &view.standings {
                        @let user_id = row.player;
                        tr {
                            td { (row.rank) }
                            td { (view.name(user_id)) }
                            @for round in &view.rounds {
                                td {
                                    @if let Some((game, mine)) = round.games.iter().find_map(|g| Some((g, g.color_of(user_id)?))) {
                                        @let (color, opponent) = (mine.fold_wb("w", "b"), game.player(!mine));
                                        (game_cell(game, format!("{}{} {}", rank_of(opponent), color, points(game, user_id))))
                                    } @else if round.row.bye_user_id == Some(user_id) {
                                        (ctx.t("tournament-bye"))
                                    } @else {
                                        "–"
                                    }
                                }
                            }
                            td { (row.score) }
                        }
                    }
                }
            }
        }
        p.hint { (ctx.t("tournament-crosstable-swiss-help")) }
    }
}

/// A Double Round Robin group: row player against column player, the
/// points of their game with White then with Black.
pub fn group(
    ctx: &PageCtx,
    view: &TournamentView,
    group: &GroupView,
    games: &[TournamentGameRow],
) -> Markup {
    let order: Vec<MemberId> = group
        .standings
        .iter()
        .map(|row: &Standing| row.player)
        .collect();
    html! {
        div.scroll {
            table.crosstable {
                thead { tr {
                    th { "#" }
                    th { (ctx.t("lobby-player")) }
                    @for (i, _) in order.iter().enumerate() { th { (i + 1) } }
                    th { (ctx.t("tournament-score")) }
                } }
                tbody {
                    @for (i, (&player, row)) in order.iter().zip(&group.standings).enumerate() {
                        tr {
                            td { (i + 1) }
                            td { (view.name(player)) }
                            @for &opponent in &order {
                                td {
                                    @if opponent == player { "×" }
                                    @else {
                                        @for game in meetings(games, player, opponent) {
                                            (game_cell(game, points(game, player))) " "
                                        }
                                    }
                                }
                            }
                            td { (row.score) }
                        }
                    }
                }
            }
        }
    }
}
