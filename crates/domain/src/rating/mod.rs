//! Placeholder: filled in by the rating work.
