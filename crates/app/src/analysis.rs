//! The analysis board (docs/analysis.md): a line read from a FEN or a PGN
//! pasted by the viewer, or a finished game's record, which the page's
//! engine (in the browser) evaluates. Seed 000 forbids a computer's help
//! during a game: a game in progress is never analysed, and no line that
//! passes through the current position of one of the viewer's games in
//! progress is shown to them.

use std::ops::ControlFlow;

use pgn_reader::{RawTag, Reader, SanPlus, Visitor};
use redqueen_domain::analysis::{InPlayKey, Line, LineError};
use redqueen_domain::opening::explorer::{PositionRequestError, position_after};

use crate::records::{StoreError, UserRow};
use crate::state::AppState;

/// The longest setup read (a FEN or a PGN): a long game's PGN is ~10 KB.
pub const SETUP_MAX_BYTES: usize = 64 * 1024;

/// Why a line is not shown.
#[derive(Debug, thiserror::Error)]
pub enum AnalysisError {
    #[error(transparent)]
    Position(#[from] PositionRequestError),
    #[error(transparent)]
    Line(#[from] LineError),
    #[error("not a FEN nor a PGN the board can read: {0}")]
    Setup(String),
    /// The line reaches a position of one of the viewer's games in
    /// progress.
    #[error("a position of a game you are playing")]
    InPlay,
    #[error(transparent)]
    Internal(#[from] StoreError),
}

/// The line a pasted `text` sets up: a FEN (no moves), or a PGN's main
/// line from its start (its `FEN` tag, or the usual start); comments and
/// variations are left out.
///
/// # Errors
/// The text is neither, too long, or a move in it is not legal.
pub fn read_setup(text: &str) -> Result<Line, AnalysisError> {
    let text = text.trim();
    if text.len() > SETUP_MAX_BYTES {
        return Err(AnalysisError::Setup(format!(
            "longer than {SETUP_MAX_BYTES} bytes"
        )));
    }
    if text.is_empty() {
        return Ok(Line::default());
    }
    if let Ok(start) = position_after(Some(text), &[]) {
        return Ok(Line::new(start));
    }
    let mut reader = Reader::new(text.as_bytes());
    match reader.read_game(&mut PgnLine) {
        Ok(Some(Ok(line))) => Ok(line),
        Ok(Some(Err(error))) => Err(error),
        Ok(None) | Err(_) => Err(AnalysisError::Setup(first_words(text))),
    }
}

/// The start of `text`, to name it in an error.
fn first_words(text: &str) -> String {
    let mut words: String = text.chars().take(40).collect();
    if words.len() < text.len() {
        words.push('…');
    }
    words
}

/// Reads a PGN's main line.
struct PgnLine;

impl Visitor for PgnLine {
    type Tags = Option<String>;
    type Movetext = Line;
    type Output = Result<Line, AnalysisError>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(None)
    }

    fn tag(
        &mut self,
        fen: &mut Option<String>,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        if name == b"FEN" {
            *fen = Some(value.decode_utf8_lossy().into_owned());
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, fen: Option<String>) -> ControlFlow<Self::Output, Line> {
        match position_after(fen.as_deref(), &[]) {
            Ok(start) => ControlFlow::Continue(Line::new(start)),
            Err(error) => ControlFlow::Break(Err(error.into())),
        }
    }

    fn san(&mut self, line: &mut Line, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        let Ok(played) = san_plus.san.to_move(line.last()) else {
            return ControlFlow::Break(Err(AnalysisError::Position(
                PositionRequestError::BadMove(san_plus.to_string()),
            )));
        };
        match line.try_push(played) {
            Ok(()) => ControlFlow::Continue(()),
            Err(error) => ControlFlow::Break(Err(error.into())),
        }
    }

    fn end_game(&mut self, line: Line) -> Self::Output {
        Ok(line)
    }
}

/// `line`, unless it passes through the current position of one of
/// `viewer`'s games in progress (seed 000). A visitor's lines are not
/// checked: nothing says which games are theirs.
///
/// # Errors
/// [`AnalysisError::InPlay`], or the database failed.
pub async fn open_line(
    state: &AppState,
    viewer: Option<&UserRow>,
    line: Line,
) -> Result<Line, AnalysisError> {
    let Some(viewer) = viewer else {
        return Ok(line);
    };
    let in_play: Vec<InPlayKey> = state
        .store
        .positions_in_play_of(viewer.id)
        .await?
        .iter()
        .filter_map(|fen| position_after(Some(fen), &[]).ok())
        .map(|position| InPlayKey::of(&position))
        .collect();
    if line.reaches_any(&in_play) {
        return Err(AnalysisError::InPlay);
    }
    Ok(line)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fen_sets_up_a_position() {
        let line = read_setup("7k/8/6K1/8/8/8/8/8 b - - 0 1").expect("a FEN");
        assert!(line.san().is_empty());
        assert_eq!(line.turn(), shakmaty::Color::Black);
    }

    #[test]
    fn a_pgn_gives_its_main_line_from_its_start() {
        let pgn = "[Event \"Casual\"]\n[White \"A\"]\n[Black \"B\"]\n\n\
                   1. e4 {best by test} e5 (1... c5 2. Nf3) 2. Qh5?! Nc6 3. Bc4 Nf6?? 4. Qxf7# 1-0";
        let line = read_setup(pgn).expect("a PGN");
        assert_eq!(
            line.san(),
            ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]
        );
        let from = "[FEN \"7k/8/6K1/8/8/8/8/R7 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. Ra8# 1-0";
        assert_eq!(read_setup(from).expect("a PGN").san(), ["Ra8#"]);
        assert_eq!(
            read_setup("1. d4 d5 2. c4").expect("moves alone").uci(),
            ["d2d4", "d7d5", "c2c4"]
        );
    }

    #[test]
    fn bad_setups_are_named() {
        assert!(matches!(
            read_setup("1. e4 e4"),
            Err(AnalysisError::Position(PositionRequestError::BadMove(m))) if m == "e4"
        ));
        assert!(matches!(
            read_setup("[FEN \"nonsense\"]\n\n1. e4"),
            Err(AnalysisError::Position(_))
        ));
        assert!(matches!(
            read_setup(&"e4 ".repeat(30_000)),
            Err(AnalysisError::Setup(m)) if m.contains("longer than")
        ));
        assert!(read_setup("").expect("the start").san().is_empty());
    }

    #[test]
    fn a_pgn_past_the_limit_names_the_limit_not_a_move() {
        let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8"];
        let pgn = |plies: usize| {
            shuffle
                .iter()
                .cycle()
                .take(plies)
                .copied()
                .collect::<Vec<_>>()
                .join(" ")
        };
        let limit = redqueen_domain::analysis::LINE_PLIES;
        assert_eq!(
            read_setup(&pgn(limit)).expect("at the limit").san().len(),
            limit
        );
        let error = read_setup(&pgn(limit + 1)).unwrap_err();
        assert!(
            matches!(error, AnalysisError::Line(LineError::TooLong)),
            "{error}"
        );
        assert!(error.to_string().contains("at most 1000"), "{error}");
    }
}
