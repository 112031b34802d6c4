//! Placeholder: filled in by the game work.
