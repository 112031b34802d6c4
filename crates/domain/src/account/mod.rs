//! Account values parsed at the edge.
