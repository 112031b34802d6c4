//! Swiss pairing (placeholder while building).
