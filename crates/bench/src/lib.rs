//! What the benchmark programs share.

pub mod corpus;
pub mod seeding;
pub mod settings;
