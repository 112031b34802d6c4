//! The texts built from a declaration of columns, in full on a small one
//! (so that they read as a specification and stay true whatever columns a
//! game gains), and what must hold of the game's own declaration.

use super::{Column, Write, insert_sql, save_many_sql, save_sql, saved_count};
use crate::games::{COLUMNS, GAME_COLUMNS, GAME_FIELDS, SAVE_FIELDS};

const fn column(name: &'static str, write: Write, pg_type: &'static str) -> Column {
    Column {
        name,
        write,
        pg_type,
    }
}

/// One column of each kind, in an order that mixes them.
const SMALL: &[Column] = &[
    column("id", Write::Key, "text"),
    column("owner", Write::Insert, "int8"),
    column("ply", Write::Save, "int4"),
    column("version", Write::Version, "int4"),
    column("status", Write::Ending, "text"),
    column("fen", Write::Save, "text"),
    column("winner", Write::Ending, "text"),
    column("notify_at", Write::Notice, "int8"),
];

#[test]
fn a_save_binds_the_key_then_every_written_column_in_order() {
    assert_eq!(saved_count(SMALL), 7);
}

#[test]
fn an_insert_binds_every_column_in_order() {
    assert_eq!(
        insert_sql(SMALL),
        "INSERT INTO games (id, owner, ply, version, status, fen, winner, notify_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)"
    );
}

#[test]
fn a_save_writes_all_but_the_inserted_columns_and_keeps_a_notice_unless_it_moves_or_ends() {
    assert_eq!(
        save_sql(SMALL, false),
        "UPDATE games SET ply = $2, version = $3, status = $4, fen = $5, winner = $6, \
         notify_at = CASE WHEN ply = $2 AND status = $4 THEN notify_at ELSE $7 END \
         WHERE id = $1 AND version = $3 - 1"
    );
}

#[test]
fn a_save_of_a_game_in_play_leaves_the_ending_out_and_guards_on_the_status() {
    assert_eq!(
        save_sql(SMALL, true),
        "UPDATE games SET ply = $2, version = $3, fen = $5, \
         notify_at = CASE WHEN ply = $2 THEN notify_at ELSE $7 END \
         WHERE id = $1 AND version = $3 - 1 AND status = $4"
    );
}

#[test]
fn a_save_of_many_takes_one_typed_array_per_bound_column() {
    assert_eq!(
        save_many_sql(SMALL),
        "UPDATE games AS g SET ply = v.ply, version = v.version, status = v.status, \
         fen = v.fen, winner = v.winner, \
         notify_at = CASE WHEN g.ply = v.ply AND g.status = v.status \
         THEN g.notify_at ELSE v.notify_at END \
         FROM unnest($1::text[], $2::int4[], $3::int4[], $4::text[], $5::text[], \
         $6::text[], $7::int8[]) WITH ORDINALITY \
         AS v(id, ply, version, status, fen, winner, notify_at, position) \
         WHERE g.id = v.id AND g.version = v.version - 1 RETURNING v.position"
    );
}

#[test]
fn the_game_column_list_names_every_declared_column_once() {
    let names: Vec<&str> = COLUMNS.iter().map(|column| column.name).collect();
    assert_eq!(GAME_COLUMNS, names.join(", "));
    assert_eq!(GAME_FIELDS, names.len());
    let mut distinct = names.clone();
    distinct.sort_unstable();
    distinct.dedup();
    assert_eq!(distinct.len(), names.len(), "{names:?}");
    assert_eq!(SAVE_FIELDS, saved_count(COLUMNS));
}

#[test]
fn a_game_has_one_key_first_one_version_and_the_columns_its_saves_name() {
    let of = |write: Write| -> Vec<&str> {
        COLUMNS
            .iter()
            .filter(|column| column.write == write)
            .map(|column| column.name)
            .collect()
    };
    assert_eq!(COLUMNS[0].name, "id");
    assert_eq!(of(Write::Key), ["id"]);
    assert_eq!(of(Write::Version), ["version"]);
    assert_eq!(of(Write::Notice), ["notify_at"]);
    // The columns the saves' texts name by their meaning (the guard and
    // the notice's `CASE`) are written by saves.
    for name in ["ply", "status"] {
        assert!(
            COLUMNS
                .iter()
                .any(|column| column.name == name && column.write.is_saved()),
            "{name}"
        );
    }
}
