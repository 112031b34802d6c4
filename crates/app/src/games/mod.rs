//! A stored game restored: its row, its rules and clock from the domain,
//! and the players' vacations that stop the clock (`LoadedGame`). It is a
//! value every use case, job and stream shares, below all of them: it
//! reads the store and nothing else, so the event hub can carry it
//! without knowing any use case.

mod clocks;
mod loaded;

pub use clocks::Away;
pub use loaded::LoadedGame;
