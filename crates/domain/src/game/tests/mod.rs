//! Scenario tests of the game rules, by topic.
