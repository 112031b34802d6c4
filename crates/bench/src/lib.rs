//! What the benchmark programs share.

pub mod corpus;
pub mod ndjson_watcher;
pub mod seeding;
pub mod server_process;
pub mod settings;
