//! PGN export of one game (product.md §2; tags and their order as lichess
//! writes them, lichess-api-subset.md §7; `TimeControl` in the PGN
//! standard's form, §11.8).

use shakmaty::{Color, Position};

use super::error::RecordError;
use super::state::Game;
use super::time_control::TimeControl;
use super::utc::UtcDateTime;

/// What the PGN says about a game beyond its moves: plain values the server
/// has at hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnDetails {
    /// `Event`, e.g. `Rated correspondence game` or a tournament's name.
    pub event: String,
    /// `Site`: the game's URL, e.g. `https://chess.example/Qa7FJNk2`.
    pub site: String,
    /// `GameId`.
    pub game_id: String,
    /// `Round` in a tournament; `-` otherwise.
    pub round: Option<String>,
    /// White.
    pub white: PgnPlayer,
    /// Black.
    pub black: PgnPlayer,
    /// When the game started, Unix ms (`Date`, `UTCDate`, `UTCTime`).
    pub started_at: i64,
    /// The agreed time control.
    pub time_control: TimeControl,
    /// When each move was made and the mover's time left after it, by ply,
    /// where known; written as `[%ccsnt]` and `[%clk]` comments.
    pub stamps: Vec<MoveStamp>,
    /// A comment before the result, e.g. why an administrator adjudicated
    /// the game (product.md §2: "a reason that is recorded and shown").
    pub final_comment: Option<String>,
}

/// A player as the PGN names them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnPlayer {
    /// Username (or the tombstone of a deleted account).
    pub name: String,
    /// Rating at the start of the game; in a rated game `[WhiteElo "?"]`
    /// when the player had none (PGN's unknown value; issue 49: a first
    /// rated game had no tag at all), in a casual one no tag.
    pub rating: Option<u32>,
    /// Rating change the game brought, once rated: for a first rating,
    /// counted from the rating a player without one is shown with.
    pub rating_diff: Option<i32>,
    /// Title, e.g. `BOT`.
    pub title: Option<String>,
}

/// What is known about the time of one move.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MoveStamp {
    /// When the move was made, Unix ms (`[%ccsnt 2024.06.03,07:46:40]`,
    /// correspondence chess sent time).
    pub sent_at: Option<i64>,
    /// The mover's time left after the move, ms (`[%clk 71:59:58]`).
    pub clock_ms: Option<i64>,
}

/// The game as PGN: tags, then the moves in SAN with move numbers and
/// stamp comments, then the result. Ends with two blank lines, so that
/// games can be concatenated (lichess-api-subset.md §7).
///
/// # Errors
///
/// [`RecordError::IllegalMove`] if a restored record holds an illegal move.
pub fn export(game: &Game, details: &PgnDetails) -> Result<String, RecordError> {
    let mut pgn = String::new();
    for (name, value) in tags(game, details) {
        pgn.push_str(&format!("[{name} \"{}\"]\n", escape(&value)));
    }
    pgn.push('\n');
    pgn.push_str(&movetext(
        game,
        &game.san_moves()?,
        &details.stamps,
        details.final_comment.as_deref(),
    ));
    pgn.push_str("\n\n\n");
    Ok(pgn)
}

/// The tags in lichess's order; optional ones only when known.
fn tags(game: &Game, details: &PgnDetails) -> Vec<(&'static str, String)> {
    let started = UtcDateTime::from_unix_ms(details.started_at);
    let mut tags = vec![
        ("Event", details.event.clone()),
        ("Site", details.site.clone()),
        ("Date", started.pgn_date()),
        (
            "Round",
            details.round.clone().unwrap_or_else(|| "-".to_owned()),
        ),
        ("White", details.white.name.clone()),
        ("Black", details.black.name.clone()),
        ("Result", result(game).to_owned()),
        ("GameId", details.game_id.clone()),
        ("UTCDate", started.pgn_date()),
        ("UTCTime", started.time()),
    ];
    // A rated game has both Elo tags, as lichess writes them: "?" (PGN's
    // value not known) for a player who had no rating before it (issue
    // 49); a casual game only the ratings there were (§7's example has
    // none).
    let elo = |player: &PgnPlayer| {
        let unknown = player.rating_diff.map(|_| "?".to_owned());
        player.rating.map(|r| r.to_string()).or(unknown)
    };
    let optional = [
        ("WhiteElo", elo(&details.white)),
        ("BlackElo", elo(&details.black)),
        (
            "WhiteRatingDiff",
            details.white.rating_diff.map(|d| format!("{d:+}")),
        ),
        (
            "BlackRatingDiff",
            details.black.rating_diff.map(|d| format!("{d:+}")),
        ),
        ("WhiteTitle", details.white.title.clone()),
        ("BlackTitle", details.black.title.clone()),
    ];
    tags.extend(
        optional
            .into_iter()
            .filter_map(|(name, value)| value.map(|value| (name, value))),
    );
    let initial_fen = game.initial_fen();
    let variant = if initial_fen.is_some() {
        "From Position"
    } else {
        "Standard"
    };
    tags.push(("Variant", variant.to_owned()));
    tags.push(("TimeControl", details.time_control.pgn()));
    // lichess writes `?` for an opening it does not know (§7).
    let opening = game.opening().map(|(opening, _)| opening);
    tags.push(("ECO", opening.map_or("?", |o| o.eco).to_owned()));
    tags.push(("Opening", opening.map_or("?", |o| o.name).to_owned()));
    tags.push(("Termination", termination(game).to_owned()));
    if let Some(fen) = initial_fen {
        tags.push(("FEN", fen));
        tags.push(("SetUp", "1".to_owned()));
    }
    tags
}

fn result(game: &Game) -> &'static str {
    game.outcome().map_or("*", |outcome| outcome.pgn_result())
}

fn termination(game: &Game) -> &'static str {
    game.outcome()
        .map_or("Unterminated", |outcome| outcome.reason.pgn_termination())
}

/// `1. e4 { [%ccsnt ...] } e5 2. Nf3 ... 1-0`: move numbers continue from
/// the starting position's, and a game that starts with Black to move opens
/// with `n...`.
fn movetext(
    game: &Game,
    sans: &[String],
    stamps: &[MoveStamp],
    final_comment: Option<&str>,
) -> String {
    let mut number = game.initial.fullmoves().get();
    let mut turn = game.initial.turn();
    let mut parts = Vec::with_capacity(sans.len() * 2 + 1);
    for (ply, san) in sans.iter().enumerate() {
        match turn {
            Color::White => parts.push(format!("{number}.")),
            Color::Black if ply == 0 => parts.push(format!("{number}...")),
            Color::Black => {}
        }
        parts.push(san.clone());
        if let Some(comment) = stamps.get(ply).and_then(|stamp| stamp.comment()) {
            parts.push(comment);
        }
        if turn == Color::Black {
            number += 1;
        }
        turn = !turn;
    }
    if let Some(comment) = final_comment {
        // A comment ends at the first `}` (PGN standard 5): none inside.
        parts.push(format!("{{ {} }}", comment.replace('}', ")")));
    }
    parts.push(result(game).to_owned());
    parts.join(" ")
}

impl MoveStamp {
    /// `{ [%clk 71:59:58] [%ccsnt 2024.06.03,07:46:40] }`, or nothing when
    /// nothing is known.
    fn comment(&self) -> Option<String> {
        let clock = self.clock_ms.map(|ms| format!("[%clk {}]", clock_time(ms)));
        let sent = self.sent_at.map(|ms| {
            let at = UtcDateTime::from_unix_ms(ms);
            format!("[%ccsnt {},{}]", at.pgn_date(), at.time())
        });
        let commands: Vec<String> = clock.into_iter().chain(sent).collect();
        (!commands.is_empty()).then(|| format!("{{ {} }}", commands.join(" ")))
    }
}

/// `H:MM:SS`, hours unbounded (days of correspondence time stay in hours).
fn clock_time(ms: i64) -> String {
    let seconds = ms.max(0) / 1000;
    format!(
        "{}:{:02}:{:02}",
        seconds / 3600,
        seconds / 60 % 60,
        seconds % 60
    )
}

/// A tag value with `\` and `"` escaped (PGN standard 8.1.1).
fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}
