//! How each field of a stored row is read and bound, on both backends and
//! through rusqlite (`sqlite_reads.rs`): the types the drivers know as
//! themselves, the domain's named values ([`Named`]: statuses, origins,
//! colours, end reasons) as their name in a `TEXT` column, and members'
//! ids ([`MemberId`]) as the integer of their column. The stored text is
//! the name, exactly as earlier versions wrote it, so no database changes.
//!
//! The domain knows nothing of the drivers, so its values are read through
//! [`Text`], which parses the column's text without copying it, and bound
//! as their `&'static str` name. A live game's state (`LivePlay`), a few
//! counters and offers that only the game's rules read, is kept as one
//! JSON text the same way.

use redqueen_domain::Named;
use redqueen_domain::account::{MailState, MemberId, NoticeKind, Scopes, YourTurnEmails};
use redqueen_domain::club::{
    BoardKind, ClubControl, ClubEventKind, ClubGameStatus, DecayDay, EventFormat, EventStatus,
    GameResult, MatchKind, MatchStatus, Membership, Side,
};
use redqueen_domain::conduct::{ModerationAction, ReportReason, ReportStatus};
use redqueen_domain::game::LivePlay;
use redqueen_domain::game::{
    ChallengeColor, ChallengeStatus, Color, DeclineReason, EndReason, GameStatus, Origin,
    ReminderKind, TimeControl,
};
use redqueen_domain::gems::GemReason;
use redqueen_domain::rating::UnchangedBy;
use redqueen_domain::tournament::{
    PairingSystem, RoundStatus, TournamentEnding, TournamentKind, TournamentStatus,
};
use redqueen_domain::vacation::Day;
use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ValueRef};
use sqlx::error::BoxDynError;
use sqlx::{Database, Decode, Type};

/// A value read from its column's text: a name, or a live game's JSON.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Text<T>(pub(crate) T);

/// A value kept as a text column's content.
pub(crate) trait FromText: Sized {
    /// The value the text stands for, or why it stands for none.
    fn from_text(text: &str) -> Result<Self, BoxDynError>;
}

impl FromText for LivePlay {
    fn from_text(text: &str) -> Result<Self, BoxDynError> {
        Ok(serde_json::from_str(text)?)
    }
}

impl<DB: Database, T: FromText> Type<DB> for Text<T>
where
    str: Type<DB>,
{
    fn type_info() -> DB::TypeInfo {
        <str as Type<DB>>::type_info()
    }

    fn compatible(ty: &DB::TypeInfo) -> bool {
        <str as Type<DB>>::compatible(ty)
    }
}

impl<'r, DB: Database, T: FromText> Decode<'r, DB> for Text<T>
where
    &'r str: Decode<'r, DB>,
{
    fn decode(value: DB::ValueRef<'r>) -> Result<Self, BoxDynError> {
        let text = <&str as Decode<'r, DB>>::decode(value)?;
        Ok(Text(T::from_text(text)?))
    }
}

impl<T: FromText> FromSql for Text<T> {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        let text = value.as_str()?;
        T::from_text(text).map(Text).map_err(FromSqlError::Other)
    }
}

/// A field of a stored row: how the drivers read it and what is bound
/// for it.
pub(crate) trait Field: Sized {
    /// What sqlx and rusqlite decode for it.
    type Read;
    /// What is bound for it: a copy, or a borrowed text.
    type Bound<'a>
    where
        Self: 'a;
    /// Its column's type on PostgreSQL, for the arrays of a save of many
    /// games (`pg_saves.rs`).
    const PG_TYPE: &'static str;

    /// The field from what the driver decoded.
    fn from_read(read: Self::Read) -> Self;

    /// The value to bind for the field.
    fn bound(&self) -> Self::Bound<'_>;
}

impl Field for String {
    type Read = String;
    type Bound<'a> = &'a str;
    const PG_TYPE: &'static str = "text";

    fn from_read(read: String) -> Self {
        read
    }

    fn bound(&self) -> &str {
        self
    }
}

/// [`Field`] for types the drivers bind by copy.
macro_rules! copied_fields {
    ($($ty:ty => $pg:literal),+ $(,)?) => {$(
        impl Field for $ty {
            type Read = $ty;
            type Bound<'a> = $ty;
            const PG_TYPE: &'static str = $pg;

            fn from_read(read: $ty) -> Self {
                read
            }

            fn bound(&self) -> $ty {
                *self
            }
        }
    )+};
}

copied_fields!(i64 => "int8", i32 => "int4", bool => "bool");

/// A member's id, as the integer the store numbered the account with: the
/// drivers' traits cannot be implemented for a domain type in this crate
/// (the orphan rule), so it is read and bound as that integer.
impl Field for MemberId {
    type Read = i64;
    type Bound<'a> = i64;
    const PG_TYPE: &'static str = "int8";

    fn from_read(read: i64) -> Self {
        MemberId(read)
    }

    fn bound(&self) -> i64 {
        self.0
    }
}

/// A value read from its integer column, refused when the integer stands
/// for none (a decay day outside 1 to 28).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Number<T>(pub(crate) T);

impl<DB: Database, T> Type<DB> for Number<T>
where
    i32: Type<DB>,
{
    fn type_info() -> DB::TypeInfo {
        <i32 as Type<DB>>::type_info()
    }

    fn compatible(ty: &DB::TypeInfo) -> bool {
        <i32 as Type<DB>>::compatible(ty)
    }
}

impl<'r, DB: Database> Decode<'r, DB> for Number<DecayDay>
where
    i32: Decode<'r, DB>,
{
    fn decode(value: DB::ValueRef<'r>) -> Result<Self, BoxDynError> {
        let number = <i32 as Decode<'r, DB>>::decode(value)?;
        Ok(Number(DecayDay::new(u32::try_from(number)?)?))
    }
}

/// A club's decay day, as the day of the month in its integer column.
impl Field for DecayDay {
    type Read = Number<DecayDay>;
    type Bound<'a> = i32;
    const PG_TYPE: &'static str = "int4";

    fn from_read(read: Number<DecayDay>) -> Self {
        read.0
    }

    fn bound(&self) -> i32 {
        i32::try_from(self.get()).unwrap_or(i32::MAX)
    }
}

/// [`Field`] for the domain's named values, stored as their name.
macro_rules! named_fields {
    ($($ty:ty),+ $(,)?) => {$(
        impl FromText for $ty {
            fn from_text(text: &str) -> Result<Self, BoxDynError> {
                Ok(<$ty as Named>::parse(text)?)
            }
        }

        impl Field for $ty {
            type Read = Text<$ty>;
            type Bound<'a> = &'a str;
            const PG_TYPE: &'static str = "text";

            fn from_read(read: Text<$ty>) -> Self {
                read.0
            }

            fn bound(&self) -> &str {
                Named::as_str(*self)
            }
        }
    )+};
}

named_fields!(
    GameStatus,
    Origin,
    Color,
    EndReason,
    ReminderKind,
    ChallengeColor,
    ChallengeStatus,
    DeclineReason,
    TournamentStatus,
    TournamentKind,
    PairingSystem,
    TournamentEnding,
    RoundStatus,
    GemReason,
    ClubEventKind,
    ClubGameStatus,
    GameResult,
    Membership,
    EventStatus,
    BoardKind,
    ReportReason,
    ReportStatus,
    ModerationAction,
    NoticeKind,
    YourTurnEmails,
    MailState,
    UnchangedBy,
    MatchKind,
    MatchStatus,
    Side,
);

/// [`Field`] for the domain's values kept as the text they are written
/// in: a day as `YYYY-MM-DD`, a club's time control as `G/10`, a game's
/// as `3d/move` or `fast 10m/2m+5s tb1`, a token's scopes as lichess
/// writes them (`board:play,challenge:read`).
macro_rules! written_fields {
    ($($ty:ty),+ $(,)?) => {$(
        impl FromText for $ty {
            fn from_text(text: &str) -> Result<Self, BoxDynError> {
                Ok(text.parse::<$ty>()?)
            }
        }

        impl Field for $ty {
            type Read = Text<$ty>;
            type Bound<'a> = String;
            const PG_TYPE: &'static str = "text";

            fn from_read(read: Text<$ty>) -> Self {
                read.0
            }

            fn bound(&self) -> String {
                self.to_string()
            }
        }
    )+};
}

written_fields!(Day, ClubControl, EventFormat, TimeControl, Scopes);

/// A live game's state, as JSON.
impl Field for LivePlay {
    type Read = Text<LivePlay>;
    type Bound<'a> = String;
    const PG_TYPE: &'static str = "text";

    fn from_read(read: Text<LivePlay>) -> Self {
        read.0
    }

    fn bound(&self) -> String {
        // Counters and colours: serializing them cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// A nullable column.
impl<T: Field> Field for Option<T> {
    type Read = Option<T::Read>;
    type Bound<'a>
        = Option<T::Bound<'a>>
    where
        T: 'a;
    const PG_TYPE: &'static str = T::PG_TYPE;

    fn from_read(read: Self::Read) -> Self {
        read.map(T::from_read)
    }

    fn bound(&self) -> Self::Bound<'_> {
        self.as_ref().map(T::bound)
    }
}

/// A row type read by column name, as `#[derive(sqlx::FromRow)]` does, but
/// each field through [`Field`], so that its fields may be the domain's
/// values (named values, member ids): the struct as written, its
/// `FromRow` for any backend, and `COLUMNS`, the one column list of the
/// queries that read it. A field read from elsewhere than its own column
/// says from what (`username: String = "u.username"`), and is read `AS`
/// its name.
macro_rules! stored_row {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident {
            $(
                $(#[$field_meta:meta])* $field_vis:vis $field:ident: $ty:ty
                $(= $source:literal)?
            ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis struct $name {
            $($(#[$field_meta])* $field_vis $field: $ty),+
        }

        impl $name {
            /// The columns a query reads this row from, in the
            /// declaration's order.
            pub const COLUMNS: &'static str = concat!($(
                ", " $(, $source, " AS ")?, stringify!($field)
            ),+).split_at(2).1;
        }

        impl<'r, R: ::sqlx::Row> ::sqlx::FromRow<'r, R> for $name
        where
            &'r str: ::sqlx::ColumnIndex<R>,
            $(<$ty as $crate::fields::Field>::Read:
                ::sqlx::Decode<'r, R::Database> + ::sqlx::Type<R::Database>,)+
        {
            fn from_row(row: &'r R) -> ::sqlx::Result<Self> {
                Ok(Self {
                    $($field: <$ty as $crate::fields::Field>::from_read(
                        row.try_get(stringify!($field))?,
                    ),)+
                })
            }
        }
    };
}
pub(crate) use stored_row;

#[cfg(test)]
mod tests;
