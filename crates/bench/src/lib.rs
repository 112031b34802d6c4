//! Helpers shared by the benchmark programs in `src/bin`: each module is one
//! topic (a corpus of games, records to seed from, a database to measure on,
//! the server as a child process, the figures read from `/proc`, the
//! printed report).

pub mod corpus;
pub mod database;
pub mod latency;
pub mod loadgen;
pub mod members;
pub mod ndjson_watcher;
pub mod opened;
pub mod proc_stats;
pub mod records;
pub mod report;
pub mod seeding;
pub mod server_config;
pub mod server_process;
pub mod settings;
