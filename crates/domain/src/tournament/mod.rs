//! Placeholder: filled in by the tournament work.
