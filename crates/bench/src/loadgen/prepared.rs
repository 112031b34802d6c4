//! Games stored before a run at a given ply (`loadgen --from-ply P`), so
//! that the moves measured are made deep into games: the cost of a move
//! at ply 200 against ply 10 (issue 35: it must not grow with the game).
//! Each writer gets its own games between its two players, the first
//! White, each at ply `P` with [`BAND`] more moves to play; the writers
//! go on with them in place of challenging.

use rand::SeedableRng;
use rand::rngs::StdRng;
use redqueen_store::Store;

use super::writer::PreparedGame;
use crate::members::Member;
use crate::records::Corpus;
use crate::seeding::in_progress_row;

/// Moves played on each prepared game: the measured moves lie between
/// ply `P` and `P + BAND`.
pub const BAND: usize = 20;
/// Random games the prepared ones are cut from.
const RECORDS: usize = 100;
/// The most moves a writer is expected to make in a second, with one
/// request outstanding: the games prepared cover that for the whole run.
const MOVES_PER_WRITER_SECOND: usize = 500;
/// Rows per insert's transaction.
const COMMIT_EVERY: usize = 2_000;

/// Stores, for each pair of `members` (a writer's players), enough games
/// at ply `from_ply` for `seconds` of moves, and returns them per writer.
///
/// # Errors
/// The database failed.
pub async fn prepare(
    store: &Store,
    members: &[Member],
    from_ply: usize,
    seconds: u64,
    now: i64,
    seed: u64,
) -> anyhow::Result<Vec<Vec<PreparedGame>>> {
    let mut rng = StdRng::seed_from_u64(seed);
    let length = from_ply + BAND;
    // Records of exactly `length` plies: none ends before its band.
    let corpus = Corpus::generate(&mut rng, RECORDS, length, length)?;
    let per_writer = usize::try_from(seconds)?.saturating_mul(MOVES_PER_WRITER_SECOND) / BAND + 1;
    let mut writers = Vec::new();
    let mut rows = Vec::new();
    for (writer, pair) in members.chunks_exact(2).enumerate() {
        let mut games = Vec::with_capacity(per_writer);
        for n in 0..per_writer {
            let record = &corpus.records()[(writer + n) % corpus.records().len()];
            let mut row = in_progress_row(
                &mut rng,
                record,
                from_ply,
                now,
                now,
                (pair[0].id, pair[1].id),
            );
            // Eight letters and digits, as the server makes ids.
            row.id = format!("p{writer:03}{n:04}");
            games.push(PreparedGame {
                id: row.id.clone(),
                played: words(record.moves(from_ply)),
                to_play: words(record.moves(length))[from_ply..].to_vec(),
            });
            rows.push(row);
        }
        writers.push(games);
    }
    for chunk in rows.chunks(COMMIT_EVERY) {
        let mut tx = store.begin().await?;
        tx.insert_games(chunk).await?;
        tx.commit().await?;
    }
    Ok(writers)
}

fn words(moves: &str) -> Vec<String> {
    moves.split_whitespace().map(str::to_owned).collect()
}
