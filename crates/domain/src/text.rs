//! What a text typed by a member may hold (the conduct and security
//! issue: "refuse control characters in every name and text field"). A
//! name is one line; a longer text (a description, an announcement) may
//! have lines and tabs; neither has any other control character (no NUL,
//! no escape sequences, no bidirectional overrides).

/// Unicode's bidirectional controls, which reorder what is shown around
/// them (a name that reads differently from what it is).
const BIDI_CONTROLS: [char; 9] = [
    '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}', '\u{2066}', '\u{2067}', '\u{2068}',
    '\u{2069}',
];

fn is_hidden(c: char) -> bool {
    c.is_control() || BIDI_CONTROLS.contains(&c)
}

/// A name, a title, a one-line field: no control character at all.
#[must_use]
pub fn is_one_line(text: &str) -> bool {
    !text.chars().any(is_hidden)
}

/// A text of several lines: line breaks and tabs, no other control.
#[must_use]
pub fn is_plain_text(text: &str) -> bool {
    !text
        .chars()
        .any(|c| is_hidden(c) && !matches!(c, '\n' | '\r' | '\t'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_one_line_and_texts_keep_only_lines_and_tabs() {
        for name in ["Riverside Chess Club", "Ñandú — 2026", "白猫"] {
            assert!(is_one_line(name), "{name}");
            assert!(is_plain_text(name), "{name}");
        }
        for bad in [
            "a\nb",
            "tab\there",
            "nul\0",
            "esc\u{1b}[31m",
            "bell\u{7}",
            "rtl\u{202E}txt",
        ] {
            assert!(!is_one_line(bad), "{bad:?}");
        }
        assert!(is_plain_text("Room 12\nRounds at 19:00\r\n\tEntry free"));
        for bad in ["nul\0", "esc\u{1b}[31m", "del\u{7f}", "rtl\u{202E}txt"] {
            assert!(!is_plain_text(bad), "{bad:?}");
        }
    }
}
