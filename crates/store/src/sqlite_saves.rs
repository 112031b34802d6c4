//! Many games saved with one SQLite statement text, inside a transaction.
//!
//! The games a transaction saves together (the clock sweeper's endings,
//! [`crate::Tx::save_games`]) are sent to sqlx's connection as up to
//! [`PER_STATEMENT`] conditional updates ([`SAVE_PLAYING`] or
//! [`SAVE_GAME`], each with its own parameters) in one text, so one round
//! trip to the connection's thread carries them all instead of one each.
//! Each update says, by returning its position, that it passed the
//! version check. Should one fail, the savepoint around them
//! undoes the lot and they are run again one by one, so that a failure
//! belongs to its own save only.

use std::sync::OnceLock;

use sqlx::{Row, SqliteConnection};

use crate::error::StoreResult;
use crate::games::{GameRow, SAVE_FIELDS, SAVE_GAME, SAVE_PLAYING, bind_save, sqlite_save_sql};

/// Saves per statement text: a few distinct texts to prepare and keep,
/// well under SQLite's limit on parameters.
const PER_STATEMENT: usize = 32;

/// Saves each row in `rows` at the version it was read at; says of each
/// whether it passed the version check. The games still being played and
/// the others go in texts of their own ([`sqlite_save_sql`]).
pub(crate) async fn save_together(
    conn: &mut SqliteConnection,
    rows: &[GameRow],
) -> Vec<StoreResult<bool>> {
    let mut saved = Vec::with_capacity(rows.len());
    for sql in [SAVE_PLAYING.as_str(), SAVE_GAME.as_str()] {
        let kind: Vec<(usize, &GameRow)> = rows
            .iter()
            .enumerate()
            .filter(|(_, row)| sqlite_save_sql(row) == sql)
            .collect();
        for chunk in kind.chunks(PER_STATEMENT) {
            match save_chunk(conn, sql, chunk).await {
                Ok(passed) => saved.extend(
                    chunk
                        .iter()
                        .map(|(n, _)| *n)
                        .zip(passed.into_iter().map(Ok)),
                ),
                Err(_) => {
                    for (n, row) in chunk {
                        let one = bind_save(sqlx::query(sql), row).execute(&mut *conn).await;
                        saved.push((*n, one.map(|r| r.rows_affected() == 1).map_err(Into::into)));
                    }
                }
            }
        }
    }
    saved.sort_by_key(|(n, _)| *n);
    saved.into_iter().map(|(_, saved)| saved).collect()
}

/// One statement text for `chunk`; on failure nothing of it is written.
async fn save_chunk(
    conn: &mut SqliteConnection,
    sql: &'static str,
    chunk: &[(usize, &GameRow)],
) -> Result<Vec<bool>, sqlx::Error> {
    let mut query = sqlx::query(together_sql(sql, chunk.len()));
    for (_, row) in chunk {
        query = bind_save(query, row);
    }
    match query.fetch_all(&mut *conn).await {
        Ok(returned) => {
            let mut passed = vec![false; chunk.len()];
            for row in returned {
                let position = row.try_get::<i64, _>(0).ok();
                if let Some(slot) = position
                    .and_then(|n| usize::try_from(n).ok())
                    .and_then(|n| passed.get_mut(n))
                {
                    *slot = true;
                }
            }
            Ok(passed)
        }
        Err(error) => {
            sqlx::query("ROLLBACK TO together")
                .execute(&mut *conn)
                .await?;
            sqlx::query("RELEASE together").execute(&mut *conn).await?;
            Err(error)
        }
    }
}

/// The statement text saving `count` games with `sql` ([`SAVE_PLAYING`] or
/// [`SAVE_GAME`]): a savepoint, then `sql` for each with its parameters
/// moved along and its position returned, then the savepoint released.
fn together_sql(sql: &'static str, count: usize) -> &'static str {
    static PLAYING: OnceLock<Vec<String>> = OnceLock::new();
    static ANY: OnceLock<Vec<String>> = OnceLock::new();
    let texts = if sql == SAVE_PLAYING.as_str() {
        &PLAYING
    } else {
        &ANY
    };
    &texts.get_or_init(|| {
        (0..=PER_STATEMENT)
            .map(|count| {
                let mut text = String::from("SAVEPOINT together;\n");
                for position in 0..count {
                    text.push_str(&renumbered(sql, position * SAVE_FIELDS));
                    text.push_str(&format!(" RETURNING {position};\n"));
                }
                text.push_str("RELEASE together;");
                text
            })
            .collect()
    })[count]
}

/// `sql` with every parameter `$n` turned into `$(n + offset)`.
fn renumbered(sql: &str, offset: usize) -> String {
    let mut out = String::with_capacity(sql.len() + 16);
    let mut rest = sql;
    while let Some(at) = rest.find('$') {
        out.push_str(&rest[..=at]);
        rest = &rest[at + 1..];
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        let n: usize = rest[..digits].parse().unwrap_or_default();
        out.push_str(&(n + offset).to_string());
        rest = &rest[digits..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_save_of_a_game_in_play_names_no_column_an_ending_changes() {
        let Some((set, guard)) = SAVE_PLAYING.split_once("WHERE") else {
            panic!("no WHERE in {}", SAVE_PLAYING.as_str());
        };
        for column in [
            "status",
            "winner",
            "end_reason",
            "finished_at",
            "rating_diff",
        ] {
            assert!(!set.contains(column), "{column} in {set}");
        }
        // Guarded on the status bound for it, as the save of any game sets it.
        let status = SAVE_GAME
            .split(", ")
            .find(|part| part.starts_with("status = $"))
            .unwrap_or_else(|| panic!("no status in {}", SAVE_GAME.as_str()));
        assert!(guard.ends_with(&format!("AND {status}")), "{guard}");
    }

    #[test]
    fn parameters_move_along_by_the_offset() {
        assert_eq!(
            renumbered("SET a = $3, b = $22 WHERE id = $1 AND v = $2 - 1", 44),
            "SET a = $47, b = $66 WHERE id = $45 AND v = $46 - 1"
        );
    }

    #[test]
    fn each_save_returns_its_position_and_uses_its_own_parameters() {
        let sql = together_sql(&SAVE_GAME, 3);
        assert!(sql.starts_with("SAVEPOINT together;") && sql.ends_with("RELEASE together;"));
        assert_eq!(sql.matches("UPDATE games").count(), 3);
        assert!(sql.contains("RETURNING 2;") && sql.contains(&format!("${}", 3 * SAVE_FIELDS)));
        assert!(!sql.contains(&format!("${}", 3 * SAVE_FIELDS + 1)));
    }
}
