//! Ratings move the moment a rated game ends, for both players, from their
//! ratings just before, in the same transaction as the result
//! (ratings.md "When"; product.md §7).

use redqueen_domain::account::MemberId;
use redqueen_domain::game::{Color, Outcome};
use redqueen_domain::rating::{Pool, RatingRecord, RatingState, rate_game};
use redqueen_store::{GameRow, RatingPoint, RatingRow, StoreResult, Tx};
use shakmaty::{ByColor, KnownOutcome};

/// The correspondence pool's stored name.
pub const CORRESPONDENCE: &str = Pool::Correspondence.as_str();

/// The rating a member has now in `pool`, `None` while unrated.
///
/// # Errors
/// The database failed.
pub async fn current_rating(
    tx: &mut Tx,
    user_id: MemberId,
    pool: Pool,
) -> StoreResult<Option<i32>> {
    Ok(tx.rating(user_id, pool.as_str()).await?.record.rating)
}

fn state_of(row: &RatingRow) -> RatingState {
    // Stored states were written from valid states; a row that does not
    // form one (never written by this code) counts as unrated.
    RatingState::try_from(row.record).unwrap_or(RatingState::UNRATED)
}

/// Rates a game of `pool` that has just ended with `outcome`, storing both
/// players' new ratings and history, and the changes on the game row.
///
/// # Errors
/// The database failed; the caller's transaction then fails whole.
pub async fn rate_finished_game(
    tx: &mut Tx,
    row: &mut GameRow,
    pool: Pool,
    outcome: Outcome,
    now: i64,
) -> StoreResult<()> {
    let pool = pool.as_str();
    if !row.rated || outcome.reason.is_void() {
        return Ok(());
    }
    let known = match outcome.winner {
        Some(winner) => KnownOutcome::Decisive { winner },
        None => KnownOutcome::Draw,
    };
    tx.lock_ratings(&[row.white_id, row.black_id]).await?;
    let white_row = tx.rating(row.white_id, pool).await?;
    let black_row = tx.rating(row.black_id, pool).await?;
    let updates = rate_game(
        ByColor {
            white: state_of(&white_row),
            black: state_of(&black_row),
        },
        known,
    );
    for color in [Color::White, Color::Black] {
        let update = updates.get(color);
        let (user_id, previous) = match color {
            Color::White => (row.white_id, white_row),
            Color::Black => (row.black_id, black_row),
        };
        let record = RatingRecord::from(update.after);
        let prog = if update.counted {
            update.delta.unwrap_or(0)
        } else {
            previous.prog
        };
        tx.set_rating(user_id, pool, &RatingRow { record, prog }, now)
            .await?;
        if let Some(rating) = record.rating {
            let point = RatingPoint {
                game_id: row.id.clone(),
                rating,
                delta: update.delta,
                games: i32::try_from(record.games).unwrap_or(i32::MAX),
                created_at: now,
                rule: update.unchanged_by(),
            };
            tx.add_rating_point(user_id, pool, &point).await?;
        }
        // A first rating is counted from the rating an unrated player is
        // shown with, so the result always says what it did to a rating.
        // The rule that kept a rating as it was is said beside its "+0"
        // (issue 49), so it is kept with the change.
        match color {
            Color::White => {
                row.white_rating_diff = update.shown_change();
                row.white_rating_rule = update.unchanged_by();
            }
            Color::Black => {
                row.black_rating_diff = update.shown_change();
                row.black_rating_rule = update.unchanged_by();
            }
        }
    }
    Ok(())
}
