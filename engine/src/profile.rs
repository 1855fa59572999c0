//! Opt-in timing of the nets' parts (`CANDELA_PROFILE=1`): each timed region synchronizes
//! the device, so totals are real kernel time per part (and the run is slower).
use candle_core::Device;
use std::collections::BTreeMap;
use std::sync::{Mutex, OnceLock};
use std::time::Instant;

fn enabled() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| std::env::var("CANDELA_PROFILE").is_ok_and(|v| v != "0"))
}

static TOTALS: Mutex<BTreeMap<String, (f64, usize)>> = Mutex::new(BTreeMap::new());

/// Runs `f`, adding its synchronized wall time to `label` when profiling is on.
pub fn time<T>(label: &str, device: &Device, f: impl FnOnce() -> T) -> T {
    let _span = Span::new(label, device);
    f()
}

/// A timed region ending when dropped (for regions that are not one closure).
pub struct Span<'a> {
    label: &'a str,
    device: &'a Device,
    start: Option<Instant>,
}

impl<'a> Span<'a> {
    pub fn new(label: &'a str, device: &'a Device) -> Self {
        let start = enabled().then(|| {
            device.synchronize().ok();
            Instant::now()
        });
        Span {
            label,
            device,
            start,
        }
    }
}

impl Drop for Span<'_> {
    fn drop(&mut self) {
        let Some(t) = self.start else { return };
        self.device.synchronize().ok();
        let ms = t.elapsed().as_secs_f64() * 1000.0;
        if let Ok(mut m) = TOTALS.lock() {
            let e = m.entry(self.label.to_string()).or_insert((0.0, 0));
            e.0 += ms;
            e.1 += 1;
        }
    }
}

/// The totals so far as one JSON object {label: {ms, calls}}, or None when off.
pub fn report() -> Option<serde_json::Value> {
    if !enabled() {
        return None;
    }
    let m = TOTALS.lock().ok()?;
    Some(serde_json::Value::Object(
        m.iter()
            .map(|(k, (ms, n))| {
                (
                    k.clone(),
                    serde_json::json!({"ms": (ms * 100.0).round() / 100.0, "calls": n}),
                )
            })
            .collect(),
    ))
}
