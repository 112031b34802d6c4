//! Half-open spans `[start, end)` on a line of instants or of days, and their
//! union: time (or a day) covered by two vacations counts once.

/// The half-open span `[start, end)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Span {
    /// The first point inside.
    pub(super) start: i64,
    /// The first point after.
    pub(super) end: i64,
}

impl Span {
    /// The length of the part of this span inside `[from, to)`.
    pub(super) fn overlap(self, from: i64, to: i64) -> i64 {
        (self.end.min(to) - self.start.max(from)).max(0)
    }
}

/// The union of `spans`: disjoint spans in increasing order, where spans
/// that overlap or touch are joined.
pub(super) fn union(spans: impl IntoIterator<Item = Span>) -> Vec<Span> {
    let mut sorted: Vec<Span> = spans.into_iter().collect();
    sorted.sort_by_key(|span| span.start);
    let mut joined: Vec<Span> = Vec::with_capacity(sorted.len());
    for span in sorted {
        match joined.last_mut() {
            Some(last) if span.start <= last.end => last.end = last.end.max(span.end),
            _ => joined.push(span),
        }
    }
    joined
}
