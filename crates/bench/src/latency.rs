//! Latency histograms: microseconds, three significant digits, up to a
//! minute (a slower answer is recorded as a minute).

use std::time::Duration;

use hdrhistogram::Histogram;

use crate::report::Report;

/// An empty histogram.
///
/// # Errors
/// Never: the bounds are valid.
pub fn histogram() -> anyhow::Result<Histogram<u64>> {
    Ok(Histogram::new_with_bounds(1, 60_000_000, 3)?)
}

/// Records `elapsed` in µs.
pub fn record(histogram: &mut Histogram<u64>, elapsed: Duration) {
    let micros = u64::try_from(elapsed.as_micros()).unwrap_or(u64::MAX);
    histogram.saturating_record(micros.max(1));
}

/// Adds `{prefix}p50` … `{prefix}max` lines in milliseconds.
pub fn add_percentiles(report: &mut Report, prefix: &str, histogram: &Histogram<u64>) {
    for (name, quantile) in [("p50", 0.5), ("p90", 0.9), ("p99", 0.99), ("p99.9", 0.999)] {
        report.add(
            &format!("{prefix}{name}"),
            milliseconds(histogram.value_at_quantile(quantile)),
        );
    }
    report.add(&format!("{prefix}max"), milliseconds(histogram.max()));
}

/// `micros` as milliseconds with µs precision.
#[must_use]
pub fn milliseconds(micros: u64) -> String {
    format!("{:.3} ms", micros as f64 / 1000.0)
}
