//! Margins learned on the user's own machine: when a phase measured more than the
//! planner predicted, the worker remembers the difference for that model, size and
//! offload mode, and adds it to the next prediction of the same job. A planner that was
//! wrong once is not wrong the same way twice.
use crate::protocol::PhasePeaks;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// What a margin is kept for: the model, the image size and the offload mode (the plan's
/// other levers change the same phases by amounts the planner models structurally).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct MarginKey {
    pub model: String,
    pub width: usize,
    pub height: usize,
    pub offload: String,
}

impl MarginKey {
    fn text(&self) -> String {
        format!(
            "{} {}x{} {}",
            self.model, self.width, self.height, self.offload
        )
    }
}

/// Learned margins per key and phase, in bytes, kept in a JSON file.
#[derive(Debug, Default)]
pub struct Margins {
    path: Option<PathBuf>,
    by_key: BTreeMap<String, PhasePeaks>,
}

impl Margins {
    /// The margins saved at `path` (none when the file is missing or unreadable: a broken
    /// file only loses what was learned, and is replaced at the next save).
    pub fn open(path: &Path) -> Margins {
        let by_key = std::fs::read(path)
            .ok()
            .and_then(|b| serde_json::from_slice(&b).ok())
            .unwrap_or_default();
        Margins {
            path: Some(path.to_path_buf()),
            by_key,
        }
    }

    /// The margins in Candela's data folder (`vram_margins.json`), or none without one.
    pub fn in_data_dir() -> Margins {
        crate::output::data_dir()
            .map(|d| Margins::open(&d.join("vram_margins.json")))
            .unwrap_or_default()
    }

    /// The margin to add to each phase of `key`'s prediction (zeros when none was learned).
    pub fn get(&self, key: &MarginKey) -> PhasePeaks {
        self.by_key.get(&key.text()).copied().unwrap_or_default()
    }

    /// Compares what a job measured with what was predicted for it (margins included);
    /// where a phase measured more, the difference joins that phase's margin and the
    /// file is saved. Returns one line per phase that was over, for the log.
    pub fn learn(
        &mut self,
        key: &MarginKey,
        predicted: &PhasePeaks,
        measured: &PhasePeaks,
    ) -> Vec<String> {
        let mut notes = Vec::new();
        let mut margin = self.get(key);
        let phases: [(&str, u64, u64, &mut u64); 3] = [
            (
                "text_encoding",
                predicted.text_encoding,
                measured.text_encoding,
                &mut margin.text_encoding,
            ),
            (
                "denoising",
                predicted.denoising,
                measured.denoising,
                &mut margin.denoising,
            ),
            ("vae", predicted.vae, measured.vae, &mut margin.vae),
        ];
        for (name, p, m, slot) in phases {
            if m > p {
                *slot += m - p;
                notes.push(format!(
                    "vram: {} measured {} MiB in {name}, {} MiB over the prediction; \
                     the next prediction for it adds that",
                    key.text(),
                    m >> 20,
                    (m - p) >> 20
                ));
            }
        }
        if !notes.is_empty() {
            self.by_key.insert(key.text(), margin);
            self.save();
        }
        notes
    }

    fn save(&self) {
        let Some(path) = &self.path else { return };
        if let Some(dir) = path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        if let Ok(text) = serde_json::to_vec_pretty(&self.by_key) {
            let tmp = path.with_extension("json.tmp");
            if std::fs::write(&tmp, text).is_ok() {
                let _ = std::fs::rename(&tmp, path);
            }
        }
    }
}

/// `p` with `m` added phase by phase.
pub fn with_margin(p: PhasePeaks, m: PhasePeaks) -> PhasePeaks {
    PhasePeaks {
        text_encoding: p.text_encoding + m.text_encoding,
        denoising: p.denoising + m.denoising,
        vae: p.vae + m.vae,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key() -> MarginKey {
        MarginKey {
            model: "model.safetensors".into(),
            width: 1024,
            height: 768,
            offload: "model".into(),
        }
    }

    fn peaks(t: u64, d: u64, v: u64) -> PhasePeaks {
        PhasePeaks {
            text_encoding: t << 20,
            denoising: d << 20,
            vae: v << 20,
        }
    }

    #[test]
    fn a_phase_measured_over_its_prediction_adds_its_margin_and_is_remembered() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("vram_margins.json");
        let mut m = Margins::open(&path);
        assert_eq!(m.get(&key()), peaks(0, 0, 0));
        // Denoising was 100 MiB over; the VAE under: only denoising learns.
        let notes = m.learn(&key(), &peaks(500, 2000, 3000), &peaks(400, 2100, 2900));
        assert_eq!(notes.len(), 1, "{notes:?}");
        assert!(notes[0].contains("denoising") && notes[0].contains("100 MiB over"));
        assert_eq!(m.get(&key()), peaks(0, 100, 0));
        // Saved: a fresh read (the next worker) has it, other sizes do not.
        let again = Margins::open(&path);
        assert_eq!(again.get(&key()), peaks(0, 100, 0));
        let other = MarginKey {
            width: 512,
            ..key()
        };
        assert_eq!(again.get(&other), peaks(0, 0, 0));
        // The next prediction with the margin holds what was measured.
        let next = with_margin(peaks(500, 2000, 3000), again.get(&key()));
        assert!(next.denoising >= 2100 << 20);
    }

    #[test]
    fn a_broken_margins_file_is_no_margins_and_is_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("vram_margins.json");
        std::fs::write(&path, b"{not json").unwrap();
        let mut m = Margins::open(&path);
        assert_eq!(m.get(&key()), peaks(0, 0, 0));
        m.learn(&key(), &peaks(1, 1, 1), &peaks(1, 1, 5));
        assert_eq!(Margins::open(&path).get(&key()), peaks(0, 0, 4));
    }
}
