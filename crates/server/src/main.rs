use std::io::IsTerminal;
use std::process::ExitCode;

use clap::Parser;
use redqueen::cli::Cli;

/// glibc's allocator cost about a sixth of the move path's time under load
/// (docs/benchmarks.md); mimalloc's thread-local heaps cost far less.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main]
async fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,sqlx=warn".into()),
        )
        .with_writer(std::io::stderr)
        // Colours only on a terminal: a log written to a file or a pipe
        // carried their escape codes (issue 49).
        .with_ansi(std::io::stderr().is_terminal())
        .init();
    match Cli::parse().run().await {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}
