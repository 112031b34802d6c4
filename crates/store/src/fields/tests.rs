//! Named values read from their text by each driver: the name as stored,
//! `NULL` for an absent one, and a text that names nothing refused with
//! an error naming it (never read as some other value).

use redqueen_domain::game::{Color, GameStatus, Origin};
use sqlx::{Connection, Row};

use super::Text;
use crate::testing::{TestBackend, TestDatabase};

#[test]
fn rusqlite_reads_names_nulls_and_refuses_unknown_text() {
    let conn = rusqlite::Connection::open_in_memory().unwrap();
    let (origin, winner): (Text<Origin>, Option<Text<Color>>) = conn
        .query_row("SELECT 'open_game', NULL", [], |row| {
            Ok((row.get(0)?, row.get(1)?))
        })
        .unwrap();
    assert_eq!((origin.0, winner), (Origin::OpenGame, None));
    let refused = conn
        .query_row("SELECT 'Started'", [], |row| {
            row.get::<_, Text<GameStatus>>(0)
        })
        .unwrap_err();
    assert!(
        refused
            .to_string()
            .contains(r#"unknown game status "Started""#),
        "{refused}"
    );
}

#[tokio::test]
async fn sqlx_reads_names_nulls_and_refuses_unknown_text_on_sqlite() {
    let mut conn = sqlx::SqliteConnection::connect("sqlite::memory:")
        .await
        .unwrap();
    let row = sqlx::query("SELECT 'white' AS a, NULL AS b, 'whitish' AS c")
        .fetch_one(&mut conn)
        .await
        .unwrap();
    check(&row);
}

#[tokio::test]
async fn sqlx_reads_names_nulls_and_refuses_unknown_text_on_postgres() {
    let Some(db) = TestDatabase::create(TestBackend::Postgres).await else {
        return;
    };
    let mut conn = sqlx::PgConnection::connect(&db.url).await.unwrap();
    let row = sqlx::query("SELECT 'white'::text AS a, NULL::text AS b, 'whitish'::text AS c")
        .fetch_one(&mut conn)
        .await
        .unwrap();
    check(&row);
}

fn check<R: Row>(row: &R)
where
    for<'r> Text<Color>: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    for<'r> &'r str: sqlx::ColumnIndex<R>,
{
    let white: Text<Color> = row.try_get("a").unwrap();
    let absent: Option<Text<Color>> = row.try_get("b").unwrap();
    assert_eq!((white.0, absent), (Color::White, None));
    let refused = row.try_get::<Text<Color>, _>("c").unwrap_err();
    assert!(
        refused.to_string().contains(r#"unknown colour "whitish""#),
        "{refused}"
    );
}

super::stored_row! {
    /// A row read from a join: its own columns, and one from elsewhere.
    struct Joined {
        id: i64,
        winner: Option<Color>,
        opponent: Option<String> = "o.username",
    }
}

#[tokio::test]
async fn a_rows_column_list_is_its_fields_and_reads_it_back() {
    assert_eq!(Joined::COLUMNS, "id, winner, o.username AS opponent");
    let mut conn = sqlx::SqliteConnection::connect("sqlite::memory:")
        .await
        .unwrap();
    let sql = format!(
        "SELECT {} FROM (SELECT 7 AS id, 'black' AS winner) \
         CROSS JOIN (SELECT 'Bob' AS username) o",
        Joined::COLUMNS
    );
    let row: Joined = sqlx::query_as(&sql).fetch_one(&mut conn).await.unwrap();
    assert_eq!(
        (row.id, row.winner, row.opponent.as_deref()),
        (7, Some(Color::Black), Some("Bob"))
    );
}
