//! Move sequences the tests play.

/// Ten moves each without a repetition (an Italian game): enough for the
/// live rules that wait for 20 plies (resigning, draw requests).
pub const TWENTY_PLIES: [&str; 20] = [
    "e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "f8c5", "c2c3", "g8f6", "d2d3", "d7d6", "e1g1", "e8g8",
    "a2a4", "a7a5", "h2h3", "h7h6", "f1e1", "f8e8", "b1d2", "c8e6",
];
