//! A game's columns, declared once ([`game_columns!`], invoked in
//! `games.rs`), and everything that follows from the declaration: the
//! row type and its reads, the column list of every `SELECT` and
//! `INSERT`, the texts that save a game and the values they bind, on
//! both backends. Adding a column is one line of the declaration (and
//! the migration of each backend); docs/accounts.md, "Storage", lists
//! what derives from it.

/// What writes a game's column, after the insert that writes them all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Write {
    /// The game's id: which row a save writes (its first parameter).
    Key,
    /// Written when the game is stored, never changed.
    Insert,
    /// Written by every save.
    Save,
    /// Written by every save, which passes only over the version before
    /// its own: of two saves of one version, one wins.
    Version,
    /// Written by the saves that end the game: SQLite's save of a game
    /// still in play leaves them out of its text, because SQLite rewrites
    /// the index entries of every column an `UPDATE` names, changed or not
    /// (docs/benchmarks.md).
    Ending,
    /// When the jobs email about the latest change: written by a save that
    /// moves or ends the game ([`PLY`] or [`STATUS`] changes), kept by any
    /// other, so that another change never brings back an email already
    /// sent.
    Notice,
}

impl Write {
    /// Whether a save binds the column.
    pub(crate) const fn is_saved(self) -> bool {
        !matches!(self, Write::Insert)
    }
}

/// One column of the declaration.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Column {
    pub(crate) name: &'static str,
    pub(crate) write: Write,
    /// Its type on PostgreSQL.
    pub(crate) pg_type: &'static str,
}

/// The column that counts moves: a save that changes it is a move.
const PLY: &str = "ply";

/// The column that says whether the game is over: a save that changes
/// it ends the game, and SQLite's save of a game in play guards on it.
const STATUS: &str = "status";

/// How many values a save binds: the key and every column it writes.
pub(crate) const fn saved_count(columns: &[Column]) -> usize {
    let mut count = 0;
    let mut at = 0;
    while at < columns.len() {
        if columns[at].write.is_saved() {
            count += 1;
        }
        at += 1;
    }
    count
}

/// The columns a save binds, each with its parameter's number: the order
/// in which [`game_columns!`]'s `bind_save` binds them.
fn saved(columns: &[Column]) -> impl Iterator<Item = (usize, &Column)> {
    (1..).zip(columns.iter().filter(|column| column.write.is_saved()))
}

/// How many parameters a save binds: one per saved column.
pub(crate) fn save_parameters(columns: &[Column]) -> usize {
    saved(columns).count()
}

/// The parameter number of the saved column `name` (0, which no text
/// uses, when there is none: the texts' tests would show it).
fn parameter(columns: &[Column], name: &str) -> usize {
    saved(columns)
        .find(|(_, column)| column.name == name)
        .map_or(0, |(n, _)| n)
}

/// The text that inserts one game: every column, in order.
pub(crate) fn insert_sql(columns: &[Column]) -> String {
    let names: Vec<&str> = columns.iter().map(|column| column.name).collect();
    let values: Vec<String> = (1..=columns.len()).map(|n| format!("${n}")).collect();
    format!(
        "INSERT INTO games ({}) VALUES ({})",
        names.join(", "),
        values.join(", ")
    )
}

/// The text that saves a game read at the version before its own: every
/// column a save writes, or, for a game still in play after the change
/// (`playing`, SQLite only), all but the [`Write::Ending`] ones, guarded
/// on the status so that a misuse is refused as a lost race would be (a
/// game in play was in play before: it never comes back from its end).
pub(crate) fn save_sql(columns: &[Column], playing: bool) -> String {
    let ply = parameter(columns, PLY);
    let status = parameter(columns, STATUS);
    let mut set = Vec::new();
    let mut guard = Vec::new();
    for (n, column) in saved(columns) {
        let name = column.name;
        match column.write {
            Write::Key => guard.push(format!("{name} = ${n}")),
            Write::Version => {
                set.push(format!("{name} = ${n}"));
                guard.push(format!("{name} = ${n} - 1"));
            }
            Write::Ending if playing => {}
            Write::Save | Write::Ending => set.push(format!("{name} = ${n}")),
            Write::Notice if playing => set.push(format!(
                "{name} = CASE WHEN {PLY} = ${ply} THEN {name} ELSE ${n} END"
            )),
            Write::Notice => set.push(format!(
                "{name} = CASE WHEN {PLY} = ${ply} AND {STATUS} = ${status} \
                 THEN {name} ELSE ${n} END"
            )),
            Write::Insert => {}
        }
    }
    if playing {
        guard.push(format!("{STATUS} = ${status}"));
    }
    format!(
        "UPDATE games SET {} WHERE {}",
        set.join(", "),
        guard.join(" AND ")
    )
}

/// The text that saves many games with one PostgreSQL statement
/// (`pg_saves.rs`): [`save_sql`] for each, from one array per saved
/// column (`unnest`), returning the position of each save that passed.
pub(crate) fn save_many_sql(columns: &[Column]) -> String {
    let mut set = Vec::new();
    let mut guard = Vec::new();
    let mut arrays = Vec::new();
    let mut names = Vec::new();
    for (n, column) in saved(columns) {
        let name = column.name;
        arrays.push(format!("${n}::{}[]", column.pg_type));
        names.push(name);
        match column.write {
            Write::Key => guard.push(format!("g.{name} = v.{name}")),
            Write::Version => {
                set.push(format!("{name} = v.{name}"));
                guard.push(format!("g.{name} = v.{name} - 1"));
            }
            Write::Save | Write::Ending => set.push(format!("{name} = v.{name}")),
            Write::Notice => set.push(format!(
                "{name} = CASE WHEN g.{PLY} = v.{PLY} AND g.{STATUS} = v.{STATUS} \
                 THEN g.{name} ELSE v.{name} END"
            )),
            Write::Insert => {}
        }
    }
    format!(
        "UPDATE games AS g SET {} FROM unnest({}) WITH ORDINALITY AS v({}, position) \
         WHERE {} RETURNING v.position",
        set.join(", "),
        arrays.join(", "),
        names.join(", "),
        guard.join(" AND ")
    )
}

/// Declares a game's columns, in the table's order, each as a field of
/// the row type with what writes it (`[Save] moves: String`, see
/// [`Write`]), and derives from that one list:
/// - the row type, read by column name through sqlx (`fields.rs`);
/// - `GAME_COLUMNS`, the column list of every query that reads games,
///   and `GAME_FIELDS`, how many;
/// - `COLUMNS`, the columns with what writes them, from which the texts
///   of the insert and of the saves are built ([`insert_sql`],
///   [`save_sql`], [`save_many_sql`]);
/// - `read_game`, the positional reader of SQLite's reads on the calling
///   thread (`sqlite_reads.rs`);
/// - `bind_game` (every column, the insert's order) and `bind_save` (the
///   key and the written columns, the saves' order), for either backend;
/// - `bind_save_direct`, a save's values bound through rusqlite
///   (`sqlite_direct.rs`);
/// - `bind_save_arrays`, the saves of many games as one array per column
///   (`pg_saves.rs`).
macro_rules! game_columns {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident {
            $(
                $(#[$field_meta:meta])*
                [$write:ident] $field_vis:vis $field:ident: $ty:ty
            ),+ $(,)?
        }
    ) => {
        $crate::fields::stored_row! {
            $(#[$meta])*
            $vis struct $name {
                $($(#[$field_meta])* $field_vis $field: $ty),+
            }
        }

        /// Every column of a game, in the declaration's order.
        pub(crate) const GAME_COLUMNS: &str = $name::COLUMNS;

        /// Every column of a game with what writes it.
        pub(crate) const COLUMNS: &[$crate::game_columns::Column] = &[$(
            $crate::game_columns::Column {
                name: stringify!($field),
                write: $crate::game_columns::Write::$write,
                pg_type: <$ty as $crate::fields::Field>::PG_TYPE,
            }
        ),+];

        /// How many columns [`GAME_COLUMNS`] names.
        pub(crate) const GAME_FIELDS: usize = COLUMNS.len();

        /// How many values a save binds.
        pub(crate) const SAVE_FIELDS: usize = $crate::game_columns::saved_count(COLUMNS);

        /// Each column's position in [`GAME_COLUMNS`].
        #[allow(non_camel_case_types)]
        enum GameColumn {
            $($field),+
        }

        /// A game in the columns of [`GAME_COLUMNS`], in their order.
        pub(crate) fn read_game(row: &::rusqlite::Row<'_>) -> ::rusqlite::Result<$name> {
            Ok($name {
                $($field: <$ty as $crate::fields::Field>::from_read(
                    row.get(GameColumn::$field as usize)?,
                ),)+
            })
        }

        /// `query` with every column of `g` bound, in [`GAME_COLUMNS`]
        /// order.
        pub(crate) fn bind_game<'q, DB: ::sqlx::Database>(
            mut query: ::sqlx::query::Query<'q, DB, DB::Arguments<'q>>,
            g: &'q $name,
        ) -> ::sqlx::query::Query<'q, DB, DB::Arguments<'q>>
        where
            $(<$ty as $crate::fields::Field>::Bound<'q>:
                ::sqlx::Encode<'q, DB> + ::sqlx::Type<DB>,)+
        {
            $(query = query.bind($crate::fields::Field::bound(&g.$field));)+
            query
        }

        /// `query`, a save's text, with the values of `g`: the key and
        /// every column a save writes, in order.
        pub(crate) fn bind_save<'q, DB: ::sqlx::Database>(
            mut query: ::sqlx::query::Query<'q, DB, DB::Arguments<'q>>,
            g: &'q $name,
        ) -> ::sqlx::query::Query<'q, DB, DB::Arguments<'q>>
        where
            $(<$ty as $crate::fields::Field>::Bound<'q>:
                ::sqlx::Encode<'q, DB> + ::sqlx::Type<DB>,)+
        {
            $(if $crate::game_columns::Write::$write.is_saved() {
                query = query.bind($crate::fields::Field::bound(&g.$field));
            })+
            query
        }

        /// `statement`, a save's text prepared by rusqlite
        /// (`sqlite_direct.rs`), with the values of `g` in the order of
        /// [`bind_save`]: the value for `$n` goes to SQLite's parameter
        /// `indexes[n - 1]`, and none where the text has no `$n` (a game
        /// in play leaves the ending's columns alone).
        pub(crate) fn bind_save_direct(
            statement: &mut ::rusqlite::Statement<'_>,
            indexes: &[Option<usize>],
            g: &$name,
        ) -> ::rusqlite::Result<()> {
            let mut next = indexes.iter();
            $(if $crate::game_columns::Write::$write.is_saved() {
                let index = next.next().ok_or(::rusqlite::Error::InvalidParameterCount(
                    indexes.len(),
                    SAVE_FIELDS,
                ))?;
                if let Some(index) = *index {
                    statement.raw_bind_parameter(index, $crate::fields::Field::bound(&g.$field))?;
                }
            })+
            Ok(())
        }

        /// `query`, the text of a save of many, with the values of `rows`
        /// as one array per column a save binds, in order.
        pub(crate) fn bind_save_arrays<'q>(
            mut query: ::sqlx::query::Query<'q, ::sqlx::Postgres, ::sqlx::postgres::PgArguments>,
            rows: &[&'q $name],
        ) -> ::sqlx::query::Query<'q, ::sqlx::Postgres, ::sqlx::postgres::PgArguments> {
            $(if $crate::game_columns::Write::$write.is_saved() {
                let column: Vec<_> = rows
                    .iter()
                    .map(|g| $crate::fields::Field::bound(&g.$field))
                    .collect();
                query = query.bind(column);
            })+
            query
        }
    };
}
pub(crate) use game_columns;

#[cfg(test)]
mod tests;
