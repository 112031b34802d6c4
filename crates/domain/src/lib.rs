//! The rules of redqueen as pure functions: no IO, no clocks read, no global
//! state. The current time and any randomness are passed in by the caller.

pub mod account;
pub mod analysis;
pub mod club;
pub mod conduct;
pub mod federation;
pub mod game;
pub mod gems;
pub mod id;
mod name;
pub mod opening;
pub mod rating;
pub mod result;
pub mod text;
pub mod time;
pub mod tournament;
pub mod vacation;

pub use name::{Named, UnknownName};
