//! `redqueen explorer import FILE` (docs/openings.md): a PGN database —
//! plain or gzip-compressed, millions of games — into the explorer as a
//! source of its own beside the site's games. Games are read with
//! `pgn-reader`, each to its 30th ply, and added up in memory by batch;
//! each batch's counts and how far the file was read are written in one
//! transaction, so an import stopped at any moment (a kill, a crash)
//! resumes after the last batch written, counting no game twice. Games
//! without a result or from a set-up position are skipped.

use std::collections::HashMap;
use std::fs::File;
use std::io::{BufReader, Read};
use std::ops::ControlFlow;
use std::path::Path;

use anyhow::Context;
use pgn_reader::{RawTag, Reader, SanPlus, Visitor};
use redqueen_domain::opening::explorer::{
    EXPLORER_PLIES, PositionKey, month_of_pgn, rating_band, speed_of_pgn,
};
use redqueen_store::{ExplorerCount, IMPORTED_GAMES};
use shakmaty::{Chess, Position};

use crate::state::AppState;

/// Games per batch unless the operator says otherwise: a batch's counts
/// (~60 rows a game, ~350 MB for 50,000 games) are written in the order
/// of the index's key, and a batch of few games changes a page of the
/// index for nearly every row (positions are hashes), so bigger batches
/// write far less (docs/benchmarks.md, the explorer).
pub const DEFAULT_BATCH: usize = 50_000;

/// How far an import went.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ImportProgress {
    /// Games read from the file (those skipped included).
    pub games_read: i64,
    /// Games added to the explorer.
    pub games_added: i64,
    /// The whole file was read.
    pub finished: bool,
}

/// What a game's tags say that the explorer keeps.
#[derive(Default)]
struct Tags {
    white_elo: Option<i32>,
    black_elo: Option<i32>,
    /// 0 White won, 1 a draw, 2 Black won; `None`: no result.
    result: Option<usize>,
    month: i32,
    time_control: Option<String>,
    set_up: bool,
}

/// A game being read: its tags and its first positions.
struct Line {
    tags: Tags,
    position: Chess,
    moves: Vec<(PositionKey, String)>,
}

/// A game read, as the explorer counts it; `None` when it is skipped.
type ReadGame = Option<(Tags, Vec<(PositionKey, String)>)>;

struct Games;

impl Visitor for Games {
    type Tags = Tags;
    type Movetext = Line;
    type Output = ReadGame;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(Tags::default())
    }

    fn tag(
        &mut self,
        tags: &mut Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        let text = value.decode_utf8_lossy();
        match name {
            b"WhiteElo" => tags.white_elo = text.parse().ok(),
            b"BlackElo" => tags.black_elo = text.parse().ok(),
            b"Result" => {
                tags.result = match text.as_ref() {
                    "1-0" => Some(0),
                    "1/2-1/2" => Some(1),
                    "0-1" => Some(2),
                    _ => None,
                }
            }
            b"UTCDate" => tags.month = month_of_pgn(&text),
            b"Date" if tags.month == 0 => tags.month = month_of_pgn(&text),
            b"TimeControl" => tags.time_control = Some(text.into_owned()),
            b"FEN" | b"SetUp" => tags.set_up = true,
            _ => {}
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Tags) -> ControlFlow<Self::Output, Line> {
        if tags.set_up || tags.result.is_none() {
            return ControlFlow::Break(None);
        }
        ControlFlow::Continue(Line {
            tags,
            position: Chess::default(),
            moves: Vec::with_capacity(EXPLORER_PLIES),
        })
    }

    fn san(&mut self, line: &mut Line, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        let Ok(played) = san_plus.san.to_move(&line.position) else {
            return ControlFlow::Break(None);
        };
        let key = PositionKey::of(&line.position);
        if !line.moves.iter().any(|(seen, _)| *seen == key) {
            let uci = shakmaty::uci::UciMove::from_standard(played).to_string();
            line.moves.push((key, uci));
        }
        line.position.play_unchecked(played);
        if line.moves.len() >= EXPLORER_PLIES {
            let done = std::mem::take(&mut line.moves);
            return ControlFlow::Break(Some((std::mem::take(&mut line.tags), done)));
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, line: Line) -> Self::Output {
        Some((line.tags, line.moves))
    }
}

/// A slice's counts, added up in memory for one batch.
type Batch = HashMap<(i64, &'static str, i32, i32, String), [i64; 5]>;

fn add(batch: &mut Batch, tags: &Tags, moves: Vec<(PositionKey, String)>) {
    let speed = speed_of_pgn(tags.time_control.as_deref()).as_str();
    let band = rating_band(tags.white_elo, tags.black_elo);
    let rating = match (tags.white_elo, tags.black_elo) {
        (Some(white), Some(black)) => Some(i64::from((white + black) / 2)),
        _ => None,
    };
    let result = tags.result.unwrap_or(1);
    for (key, uci) in moves {
        let counts = batch
            .entry((key.0, speed, band, tags.month, uci))
            .or_default();
        counts[result] += 1;
        counts[3] += rating.unwrap_or(0);
        counts[4] += i64::from(rating.is_some());
    }
}

/// Opens `path`, gzip-compressed or not (by its first bytes).
fn open(path: &Path) -> anyhow::Result<Box<dyn Read + Send>> {
    let mut file = File::open(path).with_context(|| format!("opening {}", path.display()))?;
    let mut magic = [0u8; 2];
    let gzip = file.read(&mut magic)? == 2 && magic == [0x1f, 0x8b];
    let file = File::open(path)?;
    Ok(if gzip {
        Box::new(flate2::read::MultiGzDecoder::new(BufReader::new(file)))
    } else {
        Box::new(BufReader::new(file))
    })
}

/// Imports `path` into the explorer by batches of `batch_size` games,
/// resuming where an earlier run of the same file stopped; stops after
/// `max_batches` batches when given (the next run goes on). `report` is
/// told after each batch.
///
/// # Errors
/// The file cannot be read, or the database failed.
pub async fn import_pgn(
    state: &AppState,
    path: &Path,
    batch_size: usize,
    max_batches: Option<usize>,
    mut report: impl FnMut(ImportProgress),
) -> anyhow::Result<ImportProgress> {
    let name = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    let size = i64::try_from(std::fs::metadata(path)?.len()).unwrap_or(i64::MAX);
    let mut tx = state.store.begin().await?;
    let import = tx
        .explorer_import(&name, size, state.now())
        .await?
        .context("the import's record")?;
    tx.commit().await?;
    let mut progress = ImportProgress {
        games_read: import.games_done,
        games_added: import.games_added,
        finished: import.finished,
    };
    if progress.finished {
        return Ok(progress);
    }
    let mut reader = Reader::new(open(path)?);
    for _ in 0..progress.games_read {
        if !reader.skip_game()? {
            break;
        }
    }
    let mut batches = 0;
    loop {
        let mut batch = Batch::new();
        let mut read = 0;
        let mut added = 0;
        let mut ended = false;
        while read < batch_size {
            match reader.read_game(&mut Games)? {
                None => {
                    ended = true;
                    break;
                }
                Some(game) => {
                    read += 1;
                    if let Some((tags, moves)) = game.filter(|(_, moves)| !moves.is_empty()) {
                        add(&mut batch, &tags, moves);
                        added += 1;
                    }
                }
            }
        }
        let counts: Vec<ExplorerCount> = batch
            .into_iter()
            .map(|((position, speed, band, month, uci), c)| ExplorerCount {
                position,
                speed: speed.to_owned(),
                band,
                month,
                uci,
                white: c[0],
                draws: c[1],
                black: c[2],
                rating_sum: c[3],
                rated: c[4],
            })
            .collect();
        progress.games_read += i64::try_from(read).unwrap_or(i64::MAX);
        progress.games_added += added;
        progress.finished = ended;
        let mut tx = state.store.begin().await?;
        tx.add_explorer_counts(IMPORTED_GAMES, &counts).await?;
        tx.record_explorer_import(
            import.id,
            progress.games_read,
            progress.games_added,
            progress.finished,
            state.now(),
        )
        .await?;
        tx.commit().await?;
        report(progress);
        batches += 1;
        if ended || max_batches.is_some_and(|max| batches >= max) {
            return Ok(progress);
        }
    }
}
