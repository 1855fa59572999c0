//! What the app does differently per model family: the size presets, the parameters a
//! family starts from (SD 3's steps, CFG and 1024 px, as its model cards run it), and what
//! an SD 3 job carries (flow-matching Euler on its own schedule, the T5 switch, the shift
//! and T5's token count), kept in `Sd3Ui` between runs.
use super::settings::GenerateParams;
use candela_engine::protocol::{JobSpec, ModelSummary, Sampler, Schedule, SkipLayerGuidance};
use serde::{Deserialize, Serialize};

/// SD 3's own settings (the generate panel's, shown for SD 3 models); a settings file
/// from before them loads with T5 on and the model's shift and token count.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Sd3Ui {
    /// Run T5-XXL (off: zeros in its place, diffusers' `text_encoder_3=None`: the job's
    /// `no_t5`), saving its memory and time.
    pub t5: bool,
    /// The flow-matching shift; none: the model's scheduler config's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shift: Option<f64>,
    /// T5's token count (diffusers' `max_sequence_length`); none: 256.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_sequence_length: Option<usize>,
    /// Skip-layer guidance (`--skip-layers`); none: off.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub skip_layer_guidance: Option<SkipLayerGuidance>,
}

impl Default for Sd3Ui {
    fn default() -> Self {
        Sd3Ui {
            t5: true,
            shift: None,
            max_sequence_length: None,
            skip_layer_guidance: None,
        }
    }
}

impl Sd3Ui {
    pub fn is_default(&self) -> bool {
        *self == Sd3Ui::default()
    }
}

/// Whether a model summary is an SD 3 model's (the worker's `family`, or its label from a
/// worker that sends no family key).
pub fn is_sd3(info: &ModelSummary) -> bool {
    info.family == "sd3" || is_sd3_label(&info.family_label)
}

/// Whether a family label is SD 3's ("SD 3", "SD 3 Medium", "SD 3.5 Large"...).
pub fn is_sd3_label(label: &str) -> bool {
    label == "SD 3" || label.starts_with("SD 3 ") || label.starts_with("SD 3.")
}

/// Resolution presets per family label: (label, width, height).
pub fn presets(family: &str) -> &'static [(&'static str, usize, usize)] {
    if is_sd3_label(family) {
        // SD 3's aspect ratios at about a megapixel, as ComfyUI and Forge offer them.
        &[
            ("1024 square", 1024, 1024),
            ("1152x896 landscape", 1152, 896),
            ("896x1152 portrait", 896, 1152),
            ("1216x832 wide", 1216, 832),
            ("832x1216 tall", 832, 1216),
            ("1344x768 wide", 1344, 768),
            ("768x1344 tall", 768, 1344),
            ("1536x640 panorama", 1536, 640),
            ("640x1536 tall panorama", 640, 1536),
        ]
    } else if family.contains("XL") {
        &[
            ("1024 square", 1024, 1024),
            ("896x1152 portrait", 896, 1152),
            ("1152x896 landscape", 1152, 896),
            ("1216x832 wide", 1216, 832),
        ]
    } else if family.contains("2.") || family.contains("v_pred") {
        &[
            ("768 square", 768, 768),
            ("512 square", 512, 512),
            ("768x1024 portrait", 768, 1024),
            ("1024x768 landscape", 1024, 768),
        ]
    } else {
        &[
            ("512 square", 512, 512),
            ("512x768 portrait", 512, 768),
            ("768x512 landscape", 768, 512),
            ("640 square", 640, 640),
        ]
    }
}

/// The steps, CFG and size a family starts from.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Defaults {
    pub steps: usize,
    pub cfg: f64,
    pub width: usize,
    pub height: usize,
}

/// The defaults of the model whose key `defaults_key` gave: the model cards' for SD 3
/// (SD 3.5 Large 28 steps at CFG 3.5, SD 3.5 Medium 40 at 4.5; SD 3 Medium, and an SD 3
/// model a worker does not name, diffusers' StableDiffusion3Pipeline's 28 at 7.0), at
/// 1024x1024; the app's own (`GenerateParams::default`) for the other families.
pub fn defaults(key: &str) -> Defaults {
    let (steps, cfg) = match key {
        "sd35_large" => (28, 3.5),
        "sd35_medium" => (40, 4.5),
        "sd3_medium" | "sd3" => (28, 7.0),
        _ => {
            let g = GenerateParams::default();
            return Defaults {
                steps: g.steps,
                cfg: g.cfg,
                width: g.width,
                height: g.height,
            };
        }
    };
    Defaults {
        steps,
        cfg,
        width: 1024,
        height: 1024,
    }
}

/// The key [`defaults`] takes for a model: its SD 3 variant (or `sd3`), empty for the
/// other families, which share the app's defaults.
pub fn defaults_key(info: &ModelSummary) -> String {
    match (is_sd3(info), &info.variant) {
        (true, Some(v)) => v.clone(),
        (true, None) => "sd3".into(),
        (false, _) => String::new(),
    }
}

/// Moves `g` to the defaults of the model `info` describes, from those of the model it
/// followed last (`g.defaults_of`), leaving every value the user changed from those as it
/// is: steps and CFG that still equal the old defaults, and a size that still equals the
/// old default and is none of the new family's presets (SD 1.5's 512 becomes SD 3's 1024;
/// SD 3's 1024 stays for SDXL). Returns whether anything changed.
pub fn follow_model(g: &mut GenerateParams, info: &ModelSummary) -> bool {
    let key = defaults_key(info);
    if g.defaults_of == key {
        return false;
    }
    let (old, new) = (defaults(&g.defaults_of), defaults(&key));
    let before = g.clone();
    if g.steps == old.steps {
        g.steps = new.steps;
    }
    if g.cfg == old.cfg {
        g.cfg = new.cfg;
    }
    let size = (g.width, g.height);
    let offered = presets(&info.family_label)
        .iter()
        .any(|(_, w, h)| (*w, *h) == size);
    if size == (old.width, old.height) && !offered {
        (g.width, g.height) = (new.width, new.height);
    }
    g.defaults_of = key;
    *g != before
}

/// `job` as the model's family runs it: for SD 3, flow-matching Euler on its own shifted
/// schedule (the sampler and schedule chosen for the other families stay in the settings)
/// and `sd3`'s T5 switch, shift and token count; for the other families none of SD 3's
/// fields (absent from the job's JSON).
pub fn fit_job(job: &mut JobSpec, sd3_model: bool, sd3: &Sd3Ui) {
    if sd3_model {
        job.sampler = Sampler::Euler;
        job.schedule = Schedule::Default;
        job.no_t5 = !sd3.t5;
        job.shift = sd3.shift;
        job.max_sequence_length = sd3.max_sequence_length;
        // Skip-layer guidance moves the guided prediction: without CFG it is left out.
        job.skip_layer_guidance = sd3.skip_layer_guidance.clone().filter(|_| job.cfg > 1.0);
    } else {
        job.no_t5 = false;
        job.shift = None;
        job.max_sequence_length = None;
        job.skip_layer_guidance = None;
    }
}

/// What the settings ask that SD 3 jobs do not run yet (the engine would refuse the job
/// naming it), for the Generate panel to say before a job is sent: enabled LoRAs, an
/// input image (img2img, inpainting) in use, skip-layer guidance beside ControlNet units.
pub fn not_run_by_sd3(s: &super::settings::Settings, init_image: bool) -> Vec<&'static str> {
    let mut out = Vec::new();
    if s.loras
        .iter()
        .any(|l| l.enabled && !l.path.trim().is_empty())
    {
        out.push("LoRAs");
    }
    if init_image {
        out.push("the input image (img2img, inpainting)");
    }
    if s.sd3.skip_layer_guidance.is_some() && s.controlnet.iter().any(|c| c.enabled) {
        out.push("skip-layer guidance with ControlNets");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn summary(family: &str, label: &str, variant: Option<&str>) -> ModelSummary {
        ModelSummary {
            family: family.into(),
            family_label: label.into(),
            total_bytes: 1,
            dtypes: vec!["f16".into()],
            variant: variant.map(String::from),
            t5: None,
        }
    }

    /// Every SD 3 label gets SD 3's nine sizes at about a megapixel (the issue's list);
    /// the other families keep theirs.
    #[test]
    fn presets_per_family() {
        let sizes = |l: &str| -> Vec<(usize, usize)> {
            presets(l).iter().map(|(_, w, h)| (*w, *h)).collect()
        };
        let sd3 = [
            (1024, 1024),
            (1152, 896),
            (896, 1152),
            (1216, 832),
            (832, 1216),
            (1344, 768),
            (768, 1344),
            (1536, 640),
            (640, 1536),
        ];
        for l in ["SD 3", "SD 3 Medium", "SD 3.5 Medium", "SD 3.5 Large"] {
            assert_eq!(sizes(l), sd3, "{l}");
            assert!(sd3.iter().all(|(w, h)| w % 64 == 0 && h % 64 == 0));
        }
        assert_eq!(sizes("SD 1.x")[0], (512, 512));
        assert_eq!(sizes("SD 2.x (v-prediction)")[0], (768, 768));
        assert_eq!(sizes("SDXL")[0], (1024, 1024));
        assert_eq!(sizes("SDXL").len(), 4);
        assert!(!is_sd3_label("SD 1.x") && !is_sd3_label("SD 30"));
    }

    /// A model change moves the values still at the old model's defaults and keeps the
    /// ones the user set; going back restores the app's.
    #[test]
    fn defaults_follow_the_model_but_not_over_the_users_values() {
        let large = summary("sd3", "SD 3.5 Large", Some("sd35_large"));
        let medium = summary("sd3", "SD 3.5 Medium", Some("sd35_medium"));
        let sd15 = summary("sd1", "SD 1.x", None);
        let sdxl = summary("sdxl", "SDXL", None);
        let mut g = GenerateParams::default();
        assert!(!follow_model(&mut g, &sd15));
        assert!(follow_model(&mut g, &large));
        assert_eq!((g.steps, g.cfg, g.width, g.height), (28, 3.5, 1024, 1024));
        assert!(follow_model(&mut g, &medium));
        assert_eq!((g.steps, g.cfg, g.width), (40, 4.5, 1024));
        // SDXL offers 1024 square: the size stays; steps and CFG are the app's again.
        follow_model(&mut g, &sdxl);
        assert_eq!((g.steps, g.cfg, g.width, g.height), (20, 7.5, 1024, 1024));
        // Values the user set stay through every change.
        let mut g = GenerateParams {
            steps: 33,
            cfg: 6.0,
            width: 832,
            height: 1216,
            ..Default::default()
        };
        follow_model(&mut g, &large);
        assert_eq!((g.steps, g.cfg, g.width, g.height), (33, 6.0, 832, 1216));
        assert_eq!(g.defaults_of, "sd35_large");
        follow_model(&mut g, &sd15);
        assert_eq!((g.steps, g.cfg, g.width, g.height), (33, 6.0, 832, 1216));
        // SD 3's defaults back to SD 1.5's, the size included (1024 is no SD 1.5 preset).
        let mut g = GenerateParams::default();
        follow_model(&mut g, &medium);
        g.cfg = 5.0;
        follow_model(&mut g, &sd15);
        assert_eq!((g.steps, g.cfg, g.width, g.height), (20, 5.0, 512, 512));
        // A worker that names no variant: diffusers' SD 3 defaults.
        let mut g = GenerateParams::default();
        follow_model(&mut g, &summary("sd3", "SD 3", None));
        assert_eq!((g.steps, g.cfg), (28, 7.0));
    }

    /// An SD 3 job runs flow-matching Euler and carries SD 3's fields; another family's
    /// carries none of them, whatever the SD 3 settings hold.
    #[test]
    fn sd3_fields_go_with_sd3_jobs_only() {
        let slg = SkipLayerGuidance {
            layers: vec![7, 8, 9],
            scale: 2.8,
            start: 0.01,
            stop: 0.2,
        };
        let sd3 = Sd3Ui {
            t5: false,
            shift: Some(2.5),
            max_sequence_length: Some(77),
            skip_layer_guidance: Some(slg.clone()),
        };
        let mut s = crate::stores::settings::Settings::default();
        s.generate.sampler = "dpmpp_2m".into();
        s.generate.schedule = "karras".into();
        let mut job = s.job("p", 1, "/o");
        fit_job(&mut job, true, &sd3);
        assert_eq!(
            (job.sampler, job.schedule),
            (Sampler::Euler, Schedule::Default)
        );
        assert_eq!(
            (job.no_t5, job.shift, job.max_sequence_length),
            (true, Some(2.5), Some(77))
        );
        assert_eq!(job.skip_layer_guidance, Some(slg));
        // Without CFG there is no guided prediction to move: not sent.
        let mut no_cfg = s.job("p", 1, "/o");
        no_cfg.cfg = 1.0;
        fit_job(&mut no_cfg, true, &sd3);
        assert_eq!(no_cfg.skip_layer_guidance, None);
        let mut job = s.job("p", 1, "/o");
        fit_job(&mut job, false, &sd3);
        assert_eq!(job.sampler, Sampler::DpmPP2M);
        let json = serde_json::to_string(&job).unwrap();
        for field in [
            "no_t5",
            "shift",
            "max_sequence_length",
            "skip_layer_guidance",
        ] {
            assert!(!json.contains(field), "{field} in {json}");
        }
        // What SD 3 does not run yet is named before a job goes.
        assert!(not_run_by_sd3(&s, false).is_empty());
        s.loras.push(crate::stores::settings::LoraUi {
            path: "/l/a.safetensors".into(),
            ..Default::default()
        });
        assert_eq!(not_run_by_sd3(&s, true).len(), 2);
        s.loras[0].enabled = false;
        assert_eq!(
            not_run_by_sd3(&s, true),
            ["the input image (img2img, inpainting)"]
        );
        // Skip-layer guidance beside an enabled ControlNet unit (the engine refuses it).
        s.sd3 = sd3.clone();
        s.controlnet
            .push(serde_json::from_str(r#"{"model":"/c","image":"/i.png"}"#).unwrap());
        assert_eq!(
            not_run_by_sd3(&s, false),
            ["skip-layer guidance with ControlNets"]
        );
    }
}
