//! The `redqueen` command as an operator meets it (issue 49): its log
//! written to a file or a pipe carries no colour codes, and a command's
//! help lists its own options, each described, before the settings every
//! command takes.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

fn redqueen() -> Command {
    Command::new(env!("CARGO_BIN_EXE_redqueen"))
}

#[test]
fn the_log_written_to_a_pipe_has_no_colour_codes() {
    let dir = tempfile::tempdir().unwrap();
    let mut server = redqueen()
        .arg("serve")
        .env(
            "DATABASE_URL",
            format!("sqlite:{}", dir.path().join("site.db").display()),
        )
        .env("REDQUEEN_MAIL_DIR", dir.path().join("mail"))
        .env("REDQUEEN_LISTEN", "127.0.0.1:0")
        .env("RUST_LOG", "info")
        .env_remove("REDQUEEN_CONFIG")
        .stderr(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    let lines = BufReader::new(server.stderr.take().unwrap()).lines();
    let mut seen = Vec::new();
    for line in lines {
        let line = line.unwrap();
        let serving = line.contains("redqueen is serving");
        seen.push(line);
        if serving {
            break;
        }
    }
    server.kill().unwrap();
    server.wait().unwrap();
    let log = seen.join("\n");
    assert!(log.contains("redqueen is serving"), "{log}");
    assert!(
        !log.contains('\u{1b}'),
        "colour codes in a piped log: {log:?}"
    );
}

#[test]
fn a_commands_help_lists_its_own_options_described_before_the_settings() {
    let help = redqueen()
        .args(["user", "create", "--help"])
        .output()
        .unwrap();
    assert!(help.status.success());
    let help = String::from_utf8(help.stdout).unwrap();
    // Where an option is listed (after the usage line, which names some).
    let options = help.find("Options:").unwrap_or_else(|| panic!("{help}"));
    let at = |option: &str| {
        let listed = &help[options..];
        listed
            .find(&format!("--{option} "))
            .or_else(|| listed.find(&format!("--{option}\n")))
            .map(|at| options + at)
            .unwrap_or_else(|| panic!("--{option} in {help}"))
    };
    let settings = help
        .find("Settings (every command):")
        .unwrap_or_else(|| panic!("{help}"));
    for own in ["username", "email", "password", "verified", "admin"] {
        assert!(at(own) < settings, "--{own} after the settings: {help}");
        // Its description: the rest of its line (after the value's name)
        // or, when clap wraps, the next line.
        let mut lines = help[at(own)..].lines();
        let line = lines.next().unwrap_or("");
        let rest = line
            .rsplit_once('>')
            .map_or(&line[own.len() + 2..], |(_, rest)| rest);
        let description = if rest.trim().is_empty() {
            lines.next().unwrap_or("").trim()
        } else {
            rest.trim()
        };
        assert!(
            !description.is_empty(),
            "--{own} has no description: {help}"
        );
    }
    for global in ["config", "database-url", "listen"] {
        assert!(at(global) > settings, "--{global} among the own: {help}");
    }
}
