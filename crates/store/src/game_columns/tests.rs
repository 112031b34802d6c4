//! The texts built from the declaration of a game's columns, in full: what
//! each save writes and what it keeps is read here.

use super::{insert_sql, save_many_sql, save_sql};
use crate::games::{COLUMNS, GAME_COLUMNS, GAME_FIELDS, SAVE_FIELDS};

#[test]
fn the_column_list_names_every_column_once_in_order() {
    let names: Vec<&str> = COLUMNS.iter().map(|column| column.name).collect();
    assert_eq!(GAME_COLUMNS, names.join(", "));
    assert_eq!((GAME_FIELDS, SAVE_FIELDS), (34, 22));
    assert!(GAME_COLUMNS.starts_with("id, white_id, black_id, "));
    assert!(GAME_COLUMNS.ends_with(", vacation_allowed, notify_at"));
}

#[test]
fn a_save_writes_every_column_but_those_of_the_insert_and_keeps_a_sent_notice() {
    assert_eq!(
        save_sql(COLUMNS, false),
        "UPDATE games SET moves = $2, move_times = $3, ply = $4, version = $5, fen = $6, \
         draw_offer = $7, deletion_request = $8, white_ms = $9, black_ms = $10, \
         turn_started_at = $11, deadline_at = $12, reminder_at = $13, reminder_kind = $14, \
         status = $15, winner = $16, end_reason = $17, last_move_at = $18, finished_at = $19, \
         white_rating_diff = $20, black_rating_diff = $21, \
         notify_at = CASE WHEN ply = $4 AND status = $15 THEN notify_at ELSE $22 END \
         WHERE id = $1 AND version = $5 - 1"
    );
}

#[test]
fn a_save_of_a_game_in_play_leaves_the_ending_out_and_guards_on_the_status() {
    assert_eq!(
        save_sql(COLUMNS, true),
        "UPDATE games SET moves = $2, move_times = $3, ply = $4, version = $5, fen = $6, \
         draw_offer = $7, deletion_request = $8, white_ms = $9, black_ms = $10, \
         turn_started_at = $11, deadline_at = $12, reminder_at = $13, reminder_kind = $14, \
         last_move_at = $18, notify_at = CASE WHEN ply = $4 THEN notify_at ELSE $22 END \
         WHERE id = $1 AND version = $5 - 1 AND status = $15"
    );
}

#[test]
fn a_save_of_many_takes_one_typed_array_per_saved_column() {
    assert_eq!(
        save_many_sql(COLUMNS),
        "UPDATE games AS g SET moves = v.moves, move_times = v.move_times, ply = v.ply, \
         version = v.version, fen = v.fen, draw_offer = v.draw_offer, \
         deletion_request = v.deletion_request, white_ms = v.white_ms, black_ms = v.black_ms, \
         turn_started_at = v.turn_started_at, deadline_at = v.deadline_at, \
         reminder_at = v.reminder_at, reminder_kind = v.reminder_kind, status = v.status, \
         winner = v.winner, end_reason = v.end_reason, last_move_at = v.last_move_at, \
         finished_at = v.finished_at, white_rating_diff = v.white_rating_diff, \
         black_rating_diff = v.black_rating_diff, \
         notify_at = CASE WHEN g.ply = v.ply AND g.status = v.status \
         THEN g.notify_at ELSE v.notify_at END \
         FROM unnest($1::text[], $2::text[], $3::text[], $4::int4[], $5::int4[], $6::text[], \
         $7::text[], $8::text[], $9::int8[], $10::int8[], $11::int8[], $12::int8[], \
         $13::int8[], $14::text[], $15::text[], $16::text[], $17::text[], $18::int8[], \
         $19::int8[], $20::int4[], $21::int4[], $22::int8[]) WITH ORDINALITY \
         AS v(id, moves, move_times, ply, version, fen, draw_offer, deletion_request, \
         white_ms, black_ms, turn_started_at, deadline_at, reminder_at, reminder_kind, \
         status, winner, end_reason, last_move_at, finished_at, white_rating_diff, \
         black_rating_diff, notify_at, position) \
         WHERE g.id = v.id AND g.version = v.version - 1 RETURNING v.position"
    );
}

#[test]
fn an_insert_binds_every_column_in_order() {
    let sql = insert_sql(COLUMNS);
    assert_eq!(
        sql,
        format!(
            "INSERT INTO games ({GAME_COLUMNS}) VALUES ({})",
            (1..=34)
                .map(|n| format!("${n}"))
                .collect::<Vec<_>>()
                .join(", ")
        )
    );
}
