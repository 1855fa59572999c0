//! "Restore from PNG": a Candela or A1111 image's `parameters` text, read with the
//! engine's infotext parser, filled into the settings (prompts, steps, sampler and
//! schedule, CFG, seed, size, clip skip, noise source and the Brownian tree's, emphasis,
//! SD 3's shift, T5 switch and T5 token count) and its `<lora:NAME:W>` tags into the LoRA panel, found in the LoRA folder by name or
//! by `Lora hashes`.
use super::settings::{LoraUi, Settings};
use candela_engine::attach::png;
use candela_engine::infotext::Infotext;
use candela_engine::protocol::{SkipLayerGuidance, StrengthRule};
use std::path::Path;

/// What a restore did, for the message the user reads.
#[derive(Debug, Default, PartialEq)]
pub struct Restored {
    /// LoRAs found in the LoRA folder and put in the LoRA panel.
    pub loras: usize,
    /// LoRAs the PNG names that are not in the LoRA folder (their tags stay in the prompt).
    pub missing_loras: Vec<String>,
    /// The VAE the image was made with, when it is not the one chosen now.
    pub other_vae: Option<String>,
    /// A sampler Candela does not have (the sampler is left as it was).
    pub unknown_sampler: Option<String>,
    /// Declared attachments (`candela_engine::attach::DECLARED`) the image was made with
    /// that are not in use now: (label, the file's name).
    pub other_attachments: Vec<(&'static str, String)>,
    /// An img2img image's `Denoising strength` and the rule that chose its steps (A1111's
    /// for an A1111 or Forge PNG), for the input-image panel.
    pub img2img: Option<(f64, StrengthRule)>,
}

impl Restored {
    /// One line for the status bar.
    pub fn summary(&self, from: &Path) -> String {
        let mut s = format!("restored the parameters of {}", from.display());
        if self.loras > 0 {
            s.push_str(&format!(", {} LoRA(s)", self.loras));
        }
        if !self.missing_loras.is_empty() {
            s.push_str(&format!(
                "; not in the LoRA folder: {} (left in the prompt)",
                self.missing_loras.join(", ")
            ));
        }
        if let Some(v) = &self.other_vae {
            s.push_str(&format!(
                "; made with the VAE {v}: choose it as the VAE override"
            ));
        }
        for (label, name) in &self.other_attachments {
            s.push_str(&format!(
                "; made with the {} {name}: choose it in the attachments panel",
                label.to_lowercase()
            ));
        }
        if let Some(x) = &self.unknown_sampler {
            s.push_str(&format!(
                "; Candela has no sampler '{x}', kept the current one"
            ));
        }
        s
    }
}

/// Applies `text`; None when it has no settings line (`Steps: ...`), which leaves the
/// settings untouched.
pub fn restore(settings: &mut Settings, text: &str) -> Option<Restored> {
    let it = Infotext::parse(text);
    it.get("Steps")?;
    let mut out = Restored::default();
    let recorded = png::parse(text);
    let lora_dir = Path::new(&settings.lora_dir);
    let (found, missing) = match settings.lora_dir.is_empty() {
        true => (
            Vec::new(),
            recorded.loras.iter().map(|l| l.name.clone()).collect(),
        ),
        false => png::find_loras(&recorded, lora_dir),
    };
    let g = &mut settings.generate;
    g.prompt = without_tags(&it.prompt, &found_names(&recorded, &missing));
    g.negative_prompt = without_tags(&it.negative_prompt, &found_names(&recorded, &missing));
    let num = |k: &str| it.get(k).and_then(|v| v.trim().parse::<f64>().ok());
    if let Some(v) = num("Steps").filter(|v| *v >= 1.0) {
        g.steps = v as usize;
    }
    if let Some(v) = num("CFG scale") {
        g.cfg = v;
    }
    if let Some(v) = it.get("Seed").and_then(|v| v.trim().parse::<u64>().ok()) {
        g.seed = v;
        g.random_seed = false;
    }
    if let Some((w, h)) = it.get("Size").and_then(|v| v.split_once('x')) {
        if let (Ok(w), Ok(h)) = (w.trim().parse(), h.trim().parse()) {
            (g.width, g.height) = (w, h);
        }
    }
    match it.sampler() {
        Some((kind, schedule)) => {
            g.sampler = kind.name().to_string();
            g.schedule = schedule.name().to_string();
        }
        None => out.unknown_sampler = it.get("Sampler").map(String::from),
    }
    if let Some(n) = it.clip_skip() {
        g.clip_skip = n;
    }
    if let Some(r) = it.rng() {
        settings.rng = r;
    }
    // An A1111 image with RNG: CPU and DPM++ SDE drew its tree on CUDA (see the README).
    if let Some(t) = it.sde_tree_rng() {
        settings.sde_tree_rng = t;
    }
    if let Some(e) = it.emphasis() {
        settings.emphasis = e;
    }
    out.img2img = num("Denoising strength")
        .filter(|s| (0.0..=1.0).contains(s))
        .zip(it.strength_rule());
    if !found.is_empty() || !recorded.loras.is_empty() {
        settings.loras = found
            .iter()
            .map(|(p, w)| LoraUi {
                path: p.display().to_string(),
                weight: *w,
                enabled: true,
            })
            .collect();
    }
    out.loras = found.len();
    out.missing_loras = missing;
    let chosen = Path::new(&settings.vae)
        .file_name()
        .map(|n| n.to_string_lossy().to_string());
    out.other_vae = recorded.vae.filter(|v| Some(v) != chosen.as_ref());
    out.other_attachments = other_attachments(settings, &it);
    restore_sd3(settings, &it);
    Some(out)
}

/// An SD 3 image's own keys (`Shift`, which Candela writes for every SD 3 image, `T5: off`,
/// `Max sequence length`, skip-layer guidance's) into SD 3's settings; an image without `Shift` was made by
/// another family and leaves them as they are.
fn restore_sd3(settings: &mut Settings, it: &Infotext) {
    let Some(shift) = it.get("Shift").and_then(|v| v.trim().parse::<f64>().ok()) else {
        return;
    };
    let sd3 = &mut settings.sd3;
    sd3.shift = (shift.is_finite() && shift > 0.0).then_some(shift);
    sd3.t5 = !it
        .get("T5")
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("off"));
    sd3.max_sequence_length = it
        .get("Max sequence length")
        .and_then(|v| v.trim().parse::<usize>().ok())
        .filter(|n| (1..=512).contains(n));
    sd3.skip_layer_guidance = skip_layer_guidance(it);
}

/// `Skip layers: 7 8 9` with its scale, start and stop (the engine's `skip_layer_keys`;
/// diffusers' defaults for a key that is missing); none without `Skip layers`.
fn skip_layer_guidance(it: &Infotext) -> Option<SkipLayerGuidance> {
    let layers: Vec<usize> = it
        .get("Skip layers")?
        .split_whitespace()
        .map(|l| l.parse().ok())
        .collect::<Option<_>>()?;
    let num = |key: &str, default: f64| {
        it.get(key)
            .and_then(|v| v.trim().parse::<f64>().ok())
            .filter(|v| v.is_finite())
            .unwrap_or(default)
    };
    (!layers.is_empty()).then(|| SkipLayerGuidance {
        layers,
        scale: num("Skip layer scale", SkipLayerGuidance::SCALE),
        start: num("Skip layer start", SkipLayerGuidance::START),
        stop: num("Skip layer stop", SkipLayerGuidance::STOP),
    })
}

/// The declared attachments `it` names (by each one's `png_name_key`) that the settings do
/// not use now.
fn other_attachments(settings: &Settings, it: &Infotext) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    for d in candela_engine::attach::DECLARED {
        let Some(name) = d.png_name_key.and_then(|k| it.get(k)) else {
            continue;
        };
        let values = settings.attachments.get(d.key);
        let in_use = values.is_some_and(|v| {
            v.iter().any(|p| {
                Path::new(p)
                    .file_name()
                    .is_some_and(|n| n.to_string_lossy() == name)
            })
        });
        if !in_use {
            out.push((d.label, name.to_string()));
        }
    }
    out
}

/// The names whose tags come out of the prompt: the LoRAs found (the panel has them now).
fn found_names(rec: &png::RecordedAttachments, missing: &[String]) -> Vec<String> {
    rec.loras
        .iter()
        .map(|l| l.name.clone())
        .filter(|n| !missing.contains(n))
        .collect()
}

/// `text` without the `<lora:NAME...>` tags of `names`; a line that lost a tag loses the
/// empty comma-separated parts it leaves too.
fn without_tags(text: &str, names: &[String]) -> String {
    let lines: Vec<String> = text
        .split('\n')
        .map(|line| {
            let mut out = line.to_string();
            for name in names {
                let open = format!("<lora:{name}");
                let mut from = 0;
                while let Some(start) = out[from..].find(&open).map(|i| i + from) {
                    let after = &out[start + open.len()..];
                    let end = out[start..].find('>').map(|e| start + e + 1);
                    match end {
                        Some(end) if after.starts_with(':') || after.starts_with('>') => {
                            out.replace_range(start..end, "")
                        }
                        _ => from = start + open.len(),
                    }
                }
            }
            if out == line {
                return out;
            }
            let parts: Vec<String> = out
                .split(',')
                .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
                .filter(|p| !p.is_empty())
                .collect();
            parts.join(", ")
        })
        .collect();
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn restores_a1111_parameters() {
        let mut s = Settings::default();
        let text = "a red fox\nin snow\nNegative prompt: blurry\nSteps: 30, Sampler: DPM++ 2M, Schedule type: Karras, CFG scale: 6.5, Seed: 1234, Size: 512x768, Model hash: abc, Model: sd15, Clip skip: 2, RNG: CPU";
        let r = restore(&mut s, text).unwrap();
        assert_eq!(r, Restored::default());
        let g = &s.generate;
        assert_eq!(
            (g.prompt.as_str(), g.negative_prompt.as_str()),
            ("a red fox\nin snow", "blurry")
        );
        assert_eq!(
            (g.steps, g.cfg, g.seed, g.width, g.height, g.clip_skip),
            (30, 6.5, 1234, 512, 768, 2)
        );
        assert_eq!(
            (g.sampler.as_str(), g.schedule.as_str()),
            ("dpmpp_2m", "karras")
        );
        assert_eq!(s.rng, candela_engine::protocol::RngSource::Cpu);
        assert!(!g.random_seed);
        // A1111 before 1.9, no RNG key (its default, the GPU's numbers).
        let old = "cat\nSteps: 20, Sampler: DPM++ 2M Karras, CFG scale: 7, Seed: 5, Size: 512x512";
        restore(&mut s, old).unwrap();
        let g = &s.generate;
        assert_eq!(
            (g.sampler.as_str(), g.schedule.as_str()),
            ("dpmpp_2m", "karras")
        );
        assert_eq!(
            (g.clip_skip, s.rng),
            (1, candela_engine::protocol::RngSource::Gpu)
        );
        let before = s.clone();
        assert!(restore(&mut s, "no settings here").is_none());
        assert_eq!(s, before);
    }

    /// An A1111 1.6 img2img PNG: the uniform schedule its DPM++ 2M SDE ran on, its
    /// strength with A1111's rule; Candela's own keeps diffusers' unless it says otherwise.
    #[test]
    fn an_old_a1111_img2img_png_restores_its_schedule_and_strength_rule() {
        let mut s = Settings::default();
        let old = "a cat\nSteps: 30, Sampler: DPM++ 2M SDE, CFG scale: 7, Seed: 5, Size: 512x512, Model hash: 6ce0161689, Model: v1-5-pruned-emaonly, Denoising strength: 0.45, Version: v1.6.0";
        let r = restore(&mut s, old).unwrap();
        assert_eq!(
            (s.generate.sampler.as_str(), s.generate.schedule.as_str()),
            ("dpmpp_2m_sde", "uniform")
        );
        assert_eq!(r.img2img, Some((0.45, StrengthRule::A1111)));
        let candela = "a cat\nSteps: 30, Sampler: Euler, CFG scale: 7, Seed: 5, Size: 512x512, Denoising strength: 0.6, RNG: GPU";
        let r = restore(&mut s, candela).unwrap();
        assert_eq!(s.generate.schedule, "default");
        assert_eq!(r.img2img, Some((0.6, StrengthRule::Diffusers)));
        let r = restore(&mut s, &format!("{candela}, Strength rule: A1111")).unwrap();
        assert_eq!(r.img2img, Some((0.6, StrengthRule::A1111)));
    }

    /// A1111 on an NVIDIA card with RNG: CPU and DPM++ SDE: CPU start noise, CUDA tree.
    /// Candela's own image with the same words drew its tree on the CPU; a later restore
    /// of an image without a tree choice puts auto back.
    #[test]
    fn an_a1111_cpu_rng_sde_image_restores_the_cuda_tree() {
        use candela_engine::protocol::{RngSource, SdeTreeRng};
        let mut s = Settings::default();
        let a1111 = "a cat\nSteps: 20, Sampler: DPM++ SDE, Schedule type: Karras, CFG scale: 7, Seed: 5, Size: 512x512, RNG: CPU, Version: v1.10.1";
        restore(&mut s, a1111).unwrap();
        assert_eq!(
            (s.generate.sampler.as_str(), s.rng, s.sde_tree_rng),
            ("dpmpp_sde", RngSource::Cpu, SdeTreeRng::Gpu)
        );
        let job = s.job("p", 1, "/o");
        assert_eq!(
            (job.rng, job.sde_tree_rng),
            (RngSource::Cpu, SdeTreeRng::Gpu)
        );
        let candela =
            "a cat\nSteps: 20, Sampler: DPM++ SDE, CFG scale: 7, Seed: 5, Size: 512x512, RNG: CPU";
        restore(&mut s, candela).unwrap();
        assert_eq!((s.rng, s.sde_tree_rng), (RngSource::Cpu, SdeTreeRng::Auto));
        let chosen = format!("{candela}, SDE tree RNG: GPU");
        restore(&mut s, &chosen).unwrap();
        assert_eq!(s.sde_tree_rng, SdeTreeRng::Gpu);
    }

    /// A declared attachment the image was made with is named when it is not in use, and
    /// not when it is.
    #[test]
    fn a_declared_attachment_not_in_use_is_named() {
        let text = "a cat\nSteps: 20, Sampler: Euler, CFG scale: 7, Seed: 1, Size: 512x512, Text encoder: clip-ft.safetensors, Text encoder hash: 0123456789";
        let mut s = Settings::default();
        let r = restore(&mut s, text).unwrap();
        assert_eq!(
            r.other_attachments,
            [("Text encoder", "clip-ft.safetensors".to_string())]
        );
        let msg = r.summary(Path::new("x.png"));
        assert!(
            msg.contains("made with the text encoder clip-ft.safetensors"),
            "{msg}"
        );
        s.attachments
            .insert("text_encoder".into(), vec!["/m/clip-ft.safetensors".into()]);
        assert!(restore(&mut s, text).unwrap().other_attachments.is_empty());
    }

    #[test]
    fn lora_tags_become_the_lora_panel_s_and_missing_ones_stay_in_the_prompt() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("ink.safetensors"), b"x").unwrap();
        let mut s = Settings {
            lora_dir: dir.path().display().to_string(),
            ..Default::default()
        };
        let text = "a cat <lora:ink:0.6>, <lora:grain:1>\nNegative prompt: blurry\nSteps: 20, Sampler: Euler a, CFG scale: 7, Seed: 1, Size: 512x512, VAE: vae-ft-mse.safetensors";
        let r = restore(&mut s, text).unwrap();
        assert_eq!(r.loras, 1);
        assert_eq!(r.missing_loras, ["grain"]);
        assert_eq!(r.other_vae.as_deref(), Some("vae-ft-mse.safetensors"));
        assert_eq!(s.generate.prompt, "a cat, <lora:grain:1>");
        assert_eq!(s.generate.sampler, "euler_a");
        assert_eq!(
            s.loras,
            [LoraUi {
                path: dir.path().join("ink.safetensors").display().to_string(),
                weight: 0.6,
                enabled: true
            }]
        );
        let msg = r.summary(Path::new("x.png"));
        assert!(msg.contains("1 LoRA(s)") && msg.contains("grain"), "{msg}");
    }

    /// What an SD 3 image was made with comes back into SD 3's settings (as the engine's
    /// `png_keys` writes it); an SD 1.5 image leaves them as they were.
    #[test]
    fn an_sd3_image_restores_its_shift_t5_and_token_count() {
        let mut s = Settings::default();
        let sd3 = "a fox\nSteps: 28, Sampler: Euler, CFG scale: 4.5, Seed: 3, Size: 1216x832, Model: sd35, RNG: GPU, Shift: 2.5, T5: off, Max sequence length: 77, Skip layers: 7 8 9, Skip layer scale: 3, Skip layer start: 0.01, Skip layer stop: 0.15";
        restore(&mut s, sd3).unwrap();
        assert_eq!(
            s.sd3,
            crate::stores::settings::Sd3Ui {
                t5: false,
                shift: Some(2.5),
                max_sequence_length: Some(77),
                skip_layer_guidance: Some(SkipLayerGuidance {
                    layers: vec![7, 8, 9],
                    scale: 3.0,
                    start: 0.01,
                    stop: 0.15,
                }),
            }
        );
        assert_eq!((s.generate.width, s.generate.height), (1216, 832));
        let sd15 = "a cat\nSteps: 20, Sampler: Euler, CFG scale: 7, Seed: 1, Size: 512x512, Model: sd15, RNG: GPU";
        restore(&mut s, sd15).unwrap();
        assert!(!s.sd3.t5 && s.sd3.shift == Some(2.5));
        // T5 on and the default token count: only the shift is kept.
        let with_t5 = "a fox\nSteps: 28, Sampler: Euler, CFG scale: 4.5, Seed: 3, Size: 1024x1024, Model: sd35, RNG: GPU, Shift: 3";
        restore(&mut s, with_t5).unwrap();
        assert_eq!(
            s.sd3,
            crate::stores::settings::Sd3Ui {
                t5: true,
                shift: Some(3.0),
                max_sequence_length: None,
                skip_layer_guidance: None,
            }
        );
    }
}
