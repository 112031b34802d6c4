//! Helpers shared by the benchmark programs in `src/bin`: each module is one
//! topic (a corpus of games, a database to measure on, the server as a
//! child process, the figures read from `/proc`, the printed report).

pub mod corpus;
pub mod database;
pub mod latency;
pub mod loadgen;
pub mod members;
pub mod proc_stats;
pub mod report;
pub mod server_config;
pub mod server_process;
