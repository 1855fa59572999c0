//! Predicted against measured memory, per phase, for the VRAM panel's grid: the
//! prediction as it stood when the job was sent, and what the worker measured (NVML, this
//! process, sampled every 2 ms) after the job; a phase whose measured peak went past its
//! prediction is an overrun the user should see.
use candela_engine::protocol::PhasePeaks;
use std::collections::BTreeMap;

/// One row of the grid.
#[derive(Debug, Clone, PartialEq)]
pub struct PhaseRow {
    /// The phase in the user's words.
    pub label: &'static str,
    /// The phase's name in `PhasePeaks` (`text_encoding`, `denoising`, `vae`).
    pub key: &'static str,
    pub predicted: Option<u64>,
    /// The worker's own measurement; None until it reports or where it cannot measure.
    pub measured: Option<u64>,
    /// The app's meter: the worker process's memory at its highest in this phase (system
    /// RAM for the CPU worker).
    pub meter: Option<u64>,
}

impl PhaseRow {
    /// Bytes measured past the prediction, when the measurement went over it.
    pub fn overrun(&self) -> Option<u64> {
        let (p, m) = (self.predicted?, self.measured?);
        (m > p).then(|| m - p)
    }

    /// The overrun in words, for the marker's hover text.
    pub fn overrun_text(&self) -> Option<String> {
        let over = self.overrun()?;
        let (p, m) = (self.predicted?, self.measured?);
        let pct = if p == 0 {
            100.0
        } else {
            over as f64 / p as f64 * 100.0
        };
        Some(format!(
            "{}: measured {} is {} ({pct:.1}%) over the predicted {}. The worker adds this \
             margin to its next prediction for a job like this one.",
            self.label,
            crate::meter::human(m),
            crate::meter::human(over),
            crate::meter::human(p),
        ))
    }
}

/// The rows for `predicted` (at send), `measured` (the worker's report) and the meter's
/// per-phase peaks (keyed by protocol phase name: `encoding` and `decoding` both count
/// for the VAE).
pub fn rows(
    predicted: Option<&PhasePeaks>,
    measured: Option<&PhasePeaks>,
    meter: &BTreeMap<String, u64>,
) -> Vec<PhaseRow> {
    let meter_of = |names: &[&str]| names.iter().filter_map(|n| meter.get(*n)).copied().max();
    [
        (
            "Prompt (text encoder)",
            "text_encoding",
            &["text_encoding"][..],
        ),
        ("Denoising (UNet)", "denoising", &["denoising"][..]),
        ("VAE", "vae", &["encoding", "decoding"][..]),
    ]
    .into_iter()
    .map(|(label, key, phases)| {
        let of = |p: &PhasePeaks| match key {
            "text_encoding" => p.text_encoding,
            "denoising" => p.denoising,
            _ => p.vae,
        };
        PhaseRow {
            label,
            key,
            predicted: predicted.map(of),
            measured: measured.map(of),
            meter: meter_of(phases),
        }
    })
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIB: u64 = 1 << 20;

    #[test]
    fn only_a_phase_measured_past_its_prediction_is_an_overrun() {
        let predicted = PhasePeaks {
            text_encoding: 500 * MIB,
            denoising: 2000 * MIB,
            vae: 1500 * MIB,
        };
        // As the GPU run of the issue measured SDXL's VAE past its prediction.
        let measured = PhasePeaks {
            text_encoding: 480 * MIB,
            denoising: 2000 * MIB,
            vae: 1650 * MIB,
        };
        let meter = BTreeMap::from([("decoding".to_string(), 1700 * MIB)]);
        let r = rows(Some(&predicted), Some(&measured), &meter);
        let over: Vec<_> = r.iter().map(PhaseRow::overrun).collect();
        assert_eq!(over, [None, None, Some(150 * MIB)]);
        assert_eq!(r[2].meter, Some(1700 * MIB));
        assert_eq!(r[0].meter, None);
        let text = r[2].overrun_text().unwrap();
        assert!(
            text.starts_with(
                "VAE: measured 1.61 GiB is 150 MiB (10.0%) over the predicted 1.46 GiB"
            ),
            "{text}"
        );
        // No measurement (the CPU worker, or before the job ends): nothing is flagged.
        assert!(rows(Some(&predicted), None, &meter)
            .iter()
            .all(|r| r.overrun().is_none()));
        assert!(rows(None, Some(&measured), &meter)
            .iter()
            .all(|r| r.overrun().is_none()));
    }
}
