//! CPU time and peak memory of a process, from Linux's `/proc`.

use anyhow::Context;

/// A process to read figures of.
#[derive(Debug, Clone, Copy)]
pub enum Process {
    /// This program.
    This,
    Pid(u32),
}

impl Process {
    fn proc_dir(self) -> String {
        match self {
            Self::This => "/proc/self".into(),
            Self::Pid(pid) => format!("/proc/{pid}"),
        }
    }
}

/// Converts `/proc` clock ticks to seconds.
#[derive(Debug, Clone, Copy)]
pub struct CpuClock {
    ticks_per_second: f64,
}

impl CpuClock {
    /// Asks `getconf CLK_TCK` (without unsafe code there is no `sysconf`);
    /// 100, the Linux value, when that fails.
    #[must_use]
    pub fn new() -> Self {
        let ticks = std::process::Command::new("getconf")
            .arg("CLK_TCK")
            .output()
            .ok()
            .and_then(|out| String::from_utf8(out.stdout).ok())
            .and_then(|text| text.trim().parse::<f64>().ok())
            .filter(|ticks| *ticks > 0.0)
            .unwrap_or(100.0);
        Self {
            ticks_per_second: ticks,
        }
    }

    /// User plus system CPU seconds `process` has used so far, over all its
    /// threads.
    ///
    /// # Errors
    /// No such process, or a `/proc` entry of an unexpected form.
    pub fn cpu_seconds(self, process: Process) -> anyhow::Result<f64> {
        let path = format!("{}/stat", process.proc_dir());
        let stat = std::fs::read_to_string(&path).with_context(|| format!("reading {path}"))?;
        // The command name (field 2) may hold spaces: count from after it.
        let after_name = stat.rsplit_once(')').map(|(_, rest)| rest).unwrap_or("");
        let fields: Vec<&str> = after_name.split_whitespace().collect();
        // Fields 14 and 15 (utime, stime); field 3 is the first after the name.
        let ticks = |field: usize| -> anyhow::Result<f64> {
            Ok(fields
                .get(field - 3)
                .with_context(|| format!("field {field} of {path}"))?
                .parse::<f64>()?)
        };
        Ok((ticks(14)? + ticks(15)?) / self.ticks_per_second)
    }
}

impl Default for CpuClock {
    fn default() -> Self {
        Self::new()
    }
}

/// The peak resident memory of `process` (`VmHWM`), in KiB.
///
/// # Errors
/// No such process, or no `VmHWM` line.
pub fn peak_rss_kib(process: Process) -> anyhow::Result<u64> {
    status_kib(process, "VmHWM:")
}

/// The resident memory of `process` now (`VmRSS`), in KiB.
///
/// # Errors
/// No such process, or no `VmRSS` line.
pub fn rss_kib(process: Process) -> anyhow::Result<u64> {
    status_kib(process, "VmRSS:")
}

fn status_kib(process: Process, field: &str) -> anyhow::Result<u64> {
    let path = format!("{}/status", process.proc_dir());
    let status = std::fs::read_to_string(&path).with_context(|| format!("reading {path}"))?;
    let line = status
        .lines()
        .find_map(|line| line.strip_prefix(field))
        .with_context(|| format!("no {field} in {path}"))?;
    let kib = line.trim().trim_end_matches("kB").trim().parse()?;
    Ok(kib)
}
