//! Double Round Robin (placeholder while building).
