//! `redqueen explorer import FILE` (docs/openings.md): a PGN database —
//! plain, gzip- or zstd-compressed (lichess publishes its monthly
//! databases as `.pgn.zst`), millions of games — into the explorer as a
//! source of its own beside the site's games. Games are read with
//! `pgn-reader`, each to its 30th ply, and added up in memory by batch;
//! each batch's counts and how far the file was read are written in one
//! transaction, so an import stopped at any moment (a kill, a crash)
//! resumes after the last batch written, counting no game twice. Games
//! without a result or from a set-up position are skipped; a game the
//! parser cannot read (a tag longer than it reads, an illegal move) is
//! skipped too, counted and named in the summary, and the import goes on.

use std::collections::HashMap;
use std::fs::File;
use std::io::{self, BufReader, Read};
use std::ops::ControlFlow;
use std::path::Path;

use anyhow::Context;
use pgn_reader::{RawTag, Reader, SanPlus, Visitor};
use redqueen_domain::opening::explorer::{
    ExplorerLine, PositionKey, month_of_pgn, rating_band, speed_of_pgn,
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

/// The longest tag line read (a tag value of about this size): PGN
/// databases carry long `Annotator` or `Event` tags now and then. A longer
/// one makes its game a [`BadGame`].
const TAG_LINE_BYTES: usize = 64 * 1024;

/// How many bad games an import names; it counts them all.
pub const BAD_GAMES_NAMED: usize = 20;

/// How far an import went.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ImportProgress {
    /// Games read from the file (those skipped included).
    pub games_read: i64,
    /// Games added to the explorer.
    pub games_added: i64,
    /// The whole file was read.
    pub finished: bool,
    /// Games of this run that could not be read, skipped.
    pub bad_games: i64,
    /// The first [`BAD_GAMES_NAMED`] of them.
    pub bad_named: Vec<BadGame>,
}

/// A game of the file that could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadGame {
    /// Its place in the file, the first game being 1.
    pub number: i64,
    /// What was wrong ("unterminated tag", "not a legal move: Nf9").
    pub reason: String,
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
    explored: ExplorerLine,
}

/// A game read, as the explorer takes it.
enum ReadGame {
    Counted(Tags, Vec<(PositionKey, String)>),
    /// No result, or from a set-up position: not for the explorer.
    Skipped,
    /// A move that is not legal: named in the summary.
    Bad(String),
}

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
            return ControlFlow::Break(ReadGame::Skipped);
        }
        ControlFlow::Continue(Line {
            tags,
            position: Chess::default(),
            explored: ExplorerLine::default(),
        })
    }

    fn san(&mut self, line: &mut Line, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        let Ok(played) = san_plus.san.to_move(&line.position) else {
            return ControlFlow::Break(ReadGame::Bad(format!("not a legal move: {san_plus}")));
        };
        let more = line.explored.record(&line.position, played);
        line.position.play_unchecked(played);
        if more {
            ControlFlow::Continue(())
        } else {
            // The explorer's plies are read: the rest of the game is not.
            ControlFlow::Break(ReadGame::Counted(
                std::mem::take(&mut line.tags),
                std::mem::take(&mut line.explored).into_moves(),
            ))
        }
    }

    fn end_game(&mut self, line: Line) -> Self::Output {
        ReadGame::Counted(line.tags, line.explored.ended_in(&line.position))
    }
}

/// The file's bytes, whose read errors are told apart from the parser's
/// own (`InvalidData`, which skips one game): a failing disk or a broken
/// gzip stream ends the import.
struct Source(Box<dyn Read + Send>);

impl Read for Source {
    fn read(&mut self, into: &mut [u8]) -> io::Result<usize> {
        self.0
            .read(into)
            .map_err(|error| io::Error::other(format!("reading the file: {error}")))
    }
}

/// The next game with `visitor`: `None` at the end of the file,
/// `Some(Err(reason))` for a game the parser could not read, whose rest is
/// then skipped.
///
/// # Errors
/// The file cannot be read.
fn next_game<V: Visitor>(
    reader: &mut Reader<Source>,
    visitor: &mut V,
) -> io::Result<Option<Result<V::Output, String>>> {
    match reader.read_game(visitor) {
        Ok(game) => Ok(game.map(Ok)),
        Err(error) if error.kind() == io::ErrorKind::InvalidData => {
            // The parser stopped inside the game: skip what is left of it
            // (another line it cannot read is part of the same game).
            loop {
                match reader.skip_game() {
                    Ok(_) => break,
                    Err(again) if again.kind() == io::ErrorKind::InvalidData => {}
                    Err(other) => return Err(other),
                }
            }
            Ok(Some(Err(error.to_string())))
        }
        Err(error) => Err(error),
    }
}

/// Passes over a game without counting it (resuming an import). Its
/// tags are read, as [`Games`] reads them, so that a game the parser
/// cannot read is met in its own call here too, and the games passed
/// are the games counted before.
struct Pass;

impl Visitor for Pass {
    type Tags = ();
    type Movetext = ();
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, (): ()) -> ControlFlow<Self::Output, Self::Movetext> {
        ControlFlow::Break(())
    }

    fn end_game(&mut self, (): ()) -> Self::Output {}
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

/// The first bytes of a gzip member (RFC 1952) and of a zstd frame (RFC
/// 8878).
const GZIP_MAGIC: [u8; 2] = [0x1f, 0x8b];
const ZSTD_MAGIC: [u8; 4] = [0x28, 0xb5, 0x2f, 0xfd];

/// Opens `path`, gzip- or zstd-compressed or neither (by its first
/// bytes, whatever its name). Both decoders read every member or frame
/// of the file, as `cat a.zst b.zst` writes them.
fn open(path: &Path) -> anyhow::Result<Box<dyn Read + Send>> {
    let mut file = File::open(path).with_context(|| format!("opening {}", path.display()))?;
    let mut magic = [0u8; 4];
    let read = file.read(&mut magic)?;
    let file = File::open(path)?;
    Ok(if read >= 2 && magic[..2] == GZIP_MAGIC {
        Box::new(flate2::read::MultiGzDecoder::new(BufReader::new(file)))
    } else if read == 4 && magic == ZSTD_MAGIC {
        Box::new(zstd::stream::read::Decoder::new(file)?)
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
    mut report: impl FnMut(&ImportProgress),
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
        ..ImportProgress::default()
    };
    if progress.finished {
        return Ok(progress);
    }
    let mut reader = Reader::build(Source(open(path)?))
        .set_supported_tag_line_length(TAG_LINE_BYTES)
        .finish();
    for _ in 0..progress.games_read {
        if next_game(&mut reader, &mut Pass)?.is_none() {
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
            let Some(game) = next_game(&mut reader, &mut Games)? else {
                ended = true;
                break;
            };
            read += 1;
            match game {
                Ok(ReadGame::Counted(tags, moves)) if !moves.is_empty() => {
                    add(&mut batch, &tags, moves);
                    added += 1;
                }
                Ok(ReadGame::Counted(..) | ReadGame::Skipped) => {}
                Ok(ReadGame::Bad(reason)) | Err(reason) => {
                    progress.bad_games += 1;
                    if progress.bad_named.len() < BAD_GAMES_NAMED {
                        let number = progress.games_read + i64::try_from(read).unwrap_or(0);
                        progress.bad_named.push(BadGame { number, reason });
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
        report(&progress);
        batches += 1;
        if ended || max_batches.is_some_and(|max| batches >= max) {
            return Ok(progress);
        }
    }
}
