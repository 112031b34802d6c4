//! The printed result: one `key: value` line per figure, in the order
//! added, ready to paste into docs/benchmarks.md.

/// Figures to print.
#[derive(Debug, Default)]
pub struct Report {
    lines: Vec<(String, String)>,
}

impl Report {
    /// Adds a line.
    pub fn add(&mut self, key: &str, value: impl std::fmt::Display) {
        self.lines.push((key.to_owned(), value.to_string()));
    }

    /// Prints every line to stdout.
    pub fn print(&self) {
        for (key, value) in &self.lines {
            println!("{key}: {value}");
        }
    }
}
