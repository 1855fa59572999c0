//! What the user chose, kept between runs in eframe's storage: generation parameters,
//! the memory plan, recent models and the output folder.
pub use super::family::{presets, Sd3Ui};
use candela_engine::protocol::{
    AttachSpec, Emphasis, JobSpec, LoraSpec, Offload, PlanSettings, RefinerSpec, RngSource,
    Sampler, Schedule, SdeTreeRng, WeightsDtype,
};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct GenerateParams {
    pub prompt: String,
    pub negative_prompt: String,
    pub width: usize,
    pub height: usize,
    pub steps: usize,
    pub cfg: f64,
    pub sampler: String,
    /// The schedule's protocol name (`default`, `karras`...).
    pub schedule: String,
    /// A1111's clip skip: 1 = the last layer.
    pub clip_skip: usize,
    pub random_seed: bool,
    pub seed: u64,
    pub batch_count: usize,
    /// After a batch, the seed moves past it, so the next batch continues the seeds.
    #[serde(skip_serializing_if = "is_false")]
    pub continue_seeds: bool,
    /// The model whose defaults steps, CFG and size started from (`family::defaults_key`:
    /// an SD 3 variant, empty for the other families), so a model change moves only the
    /// values the user left at them.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub defaults_of: String,
}

impl Default for GenerateParams {
    fn default() -> Self {
        GenerateParams {
            prompt: String::new(),
            negative_prompt: String::new(),
            width: 512,
            height: 512,
            steps: 20,
            cfg: 7.5,
            sampler: "euler".into(),
            schedule: "default".into(),
            clip_skip: 1,
            random_seed: true,
            seed: 1,
            batch_count: 1,
            continue_seeds: false,
            defaults_of: String::new(),
        }
    }
}

/// The largest side the engine makes, in pixels (its `checked_size`).
pub const MAX_SIDE: usize = candela_engine::ranges::MAX_SIDE;

impl GenerateParams {
    /// The sampler and schedule the job runs: `dpmpp_2m_karras` (an older name) is
    /// `dpmpp_2m` on Karras; a name from another build falls back to the default.
    pub fn sampler_schedule(&self) -> (Sampler, Schedule) {
        let kind: Sampler = self.sampler.parse().unwrap_or_default();
        let schedule: Schedule = self.schedule.parse().unwrap_or_default();
        candela_engine::sampling::resolve(kind, schedule).unwrap_or((kind, Schedule::Default))
    }

    /// Why this size cannot be made, in the user's words; None when it can.
    pub fn size_error(&self) -> Option<String> {
        for (name, v) in [("Width", self.width), ("Height", self.height)] {
            if v > MAX_SIDE {
                return Some(format!(
                    "{name} {v} is larger than the {MAX_SIDE} pixels Candela can make"
                ));
            }
            if v < 64 {
                return Some(format!("{name} {v} is smaller than 64 pixels"));
            }
            if v % 8 != 0 {
                return Some(format!(
                    "{name} {v} is not a multiple of 8: use {} or {}",
                    v / 8 * 8,
                    v / 8 * 8 + 8
                ));
            }
        }
        None
    }
}

/// The VRAM panel's controls. `precision` travels as the job's dtype.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PlanUi {
    pub auto: bool,
    pub budget_gib: f64,
    pub offload: Offload,
    pub attention_slice: usize,
    pub vae_tile: usize,
    /// "" (device default), "f32", "f16" or "bf16".
    pub precision: String,
    /// How the UNet's weights are kept: auto, f16 or fp8 (the job's `weights_dtype`).
    pub weights: WeightsDtype,
    /// The engine's declared memory levers (`candela_engine::planner::levers::LEVERS`):
    /// values by the lever's key, as the job carries them (one not here is `auto`).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub levers: BTreeMap<String, String>,
}

impl Default for PlanUi {
    fn default() -> Self {
        PlanUi {
            auto: true,
            budget_gib: 6.0,
            offload: Offload::None,
            attention_slice: 0,
            vae_tile: 0,
            precision: String::new(),
            weights: WeightsDtype::Auto,
            levers: BTreeMap::new(),
        }
    }
}

impl PlanUi {
    pub fn to_protocol(&self) -> PlanSettings {
        PlanSettings {
            auto: self.auto,
            vram_budget_bytes: (self.budget_gib * (1u64 << 30) as f64) as u64,
            offload: self.offload,
            attention_slice: self.attention_slice,
            vae_tile: self.vae_tile,
            levers: BTreeMap::new(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
#[serde(default)]
pub struct Settings {
    pub generate: GenerateParams,
    pub plan: PlanUi,
    pub model: String,
    pub recent_models: Vec<String>,
    pub out_dir: String,
    pub download_repo: String,
    /// The ControlNet panel's units (sent with every job).
    pub controlnet: Vec<candela_engine::protocol::ControlSpec>,
    /// The SDXL refiner (the model panel's, for SDXL models).
    pub refiner: RefinerUi,
    /// Output file names (`stores::outputs::file_stem`); empty: `[number]-[seed]`.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub output_pattern: String,
    /// Folders the model library scans, besides the ones it finds itself.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub model_folders: Vec<String>,
    /// "light", "dark", or empty to follow the system.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub theme: String,
    /// File choices use the app's own browser instead of the system's dialog.
    #[serde(skip_serializing_if = "is_false")]
    pub builtin_file_browser: bool,
    /// Where the noise comes from: A1111's GPU numbers unless chosen otherwise.
    pub rng: RngSource,
    /// Where DPM++ SDE's Brownian tree draws: auto (the noise source's) unless chosen
    /// otherwise or restored from an A1111 PNG; absent in older settings files.
    #[serde(skip_serializing_if = "is_auto")]
    pub sde_tree_rng: SdeTreeRng,
    /// What prompt weights do (A1111's "Emphasis mode").
    pub emphasis: Emphasis,
    /// The LoRA panel's LoRAs, in order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub loras: Vec<LoraUi>,
    /// Where `<lora:NAME:W>` in a prompt and a restored PNG's LoRAs are found.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub lora_dir: String,
    /// The embeddings folder: names of its files can be written in a prompt.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub embeddings_dir: String,
    /// A VAE used instead of the checkpoint's; empty: the checkpoint's own.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub vae: String,
    /// The engine's declared attachments (`candela_engine::attach::DECLARED`) the
    /// attachments panel set: values by the declaration's key, as the job carries them.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub attachments: BTreeMap<String, Vec<String>>,
    /// SD 3's T5 switch, shift and T5 token count (sent with SD 3 jobs only).
    #[serde(skip_serializing_if = "Sd3Ui::is_default")]
    pub sd3: Sd3Ui,
}

/// One LoRA as the LoRA panel holds it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct LoraUi {
    pub path: String,
    pub weight: f32,
    pub enabled: bool,
}

impl Default for LoraUi {
    fn default() -> Self {
        LoraUi {
            path: String::new(),
            weight: 1.0,
            enabled: true,
        }
    }
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_auto(t: &SdeTreeRng) -> bool {
    *t == SdeTreeRng::Auto
}

/// The SDXL refiner as the model panel sets it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct RefinerUi {
    pub enabled: bool,
    /// A refiner folder or `.safetensors` file.
    pub path: String,
    /// Fraction of the steps after which the refiner takes over.
    pub switch: f64,
}

impl Default for RefinerUi {
    fn default() -> Self {
        RefinerUi {
            enabled: false,
            path: String::new(),
            switch: candela_engine::protocol::DEFAULT_SWITCH,
        }
    }
}

impl RefinerUi {
    /// The job's refiner: when switched on with a path.
    pub fn to_protocol(&self) -> Option<RefinerSpec> {
        let path = self.path.trim();
        (self.enabled && !path.is_empty()).then(|| RefinerSpec {
            model: path.to_string(),
            switch: self.switch,
            aesthetic_score: candela_engine::protocol::DEFAULT_AESTHETIC_SCORE,
            negative_aesthetic_score: candela_engine::protocol::DEFAULT_NEGATIVE_AESTHETIC_SCORE,
        })
    }
}

impl Settings {
    pub fn remember_model(&mut self, path: &str) {
        self.model = path.to_string();
        self.recent_models.retain(|m| m != path);
        self.recent_models.insert(0, path.to_string());
        self.recent_models.truncate(10);
    }

    /// The job for the current parameters with `seed` and `prompt`.
    pub fn job(&self, prompt: &str, seed: u64, out_dir: &str) -> JobSpec {
        let g = &self.generate;
        let (sampler, schedule) = g.sampler_schedule();
        JobSpec {
            model: self.model.clone(),
            prompt: prompt.to_string(),
            negative_prompt: g.negative_prompt.clone(),
            width: g.width,
            height: g.height,
            steps: g.steps,
            cfg: g.cfg,
            seed,
            sampler,
            out_dir: out_dir.to_string(),
            file_stem: "candela".into(),
            dtype: self.plan.precision.clone(),
            preview_every: 1,
            plan: Some(self.plan.to_protocol()),
            img2img: Default::default(),
            controls: self.controlnet.clone(),
            refiner: self.refiner.to_protocol(),
            attach: self.attach(),
            rng: self.rng,
            sde_tree_rng: self.sde_tree_rng,
            schedule,
            cfg_rescale: 0.0,
            clip_skip: g.clip_skip.max(1),
            emphasis: self.emphasis,
            weights_dtype: self.plan.weights,
            text_encoder_dtype: Default::default(),
            text_encoder_device: Default::default(),
            vae_device: Default::default(),
            lora_apply: Default::default(),
            no_t5: false,
            shift: None,
            max_sequence_length: None,
            skip_layer_guidance: None,
            levers: self
                .plan
                .levers
                .iter()
                .filter(|(_, v)| v.as_str() != "auto")
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect(),
        }
    }

    /// The LoRAs, embeddings folder, VAE and declared attachments the job carries.
    pub fn attach(&self) -> AttachSpec {
        let some = |s: &str| (!s.trim().is_empty()).then(|| s.trim().to_string());
        AttachSpec {
            loras: self
                .loras
                .iter()
                .filter(|l| l.enabled && !l.path.is_empty())
                .map(|l| LoraSpec {
                    path: l.path.clone(),
                    strength: l.weight,
                })
                .collect(),
            lora_dir: some(&self.lora_dir),
            embeddings: Vec::new(),
            embeddings_dir: some(&self.embeddings_dir),
            vae: some(&self.vae),
            attachments: self
                .attachments
                .iter()
                .filter(|(_, v)| !v.is_empty())
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_old_files_fill_defaults() {
        let mut s = Settings::default();
        s.remember_model("/m/a");
        s.remember_model("/m/b");
        s.remember_model("/m/a");
        assert_eq!(s.recent_models, ["/m/a", "/m/b"]);
        let back: Settings = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
        assert_eq!(back, s);
        let partial: Settings = serde_json::from_str(r#"{"model":"x"}"#).unwrap();
        assert_eq!(partial.generate.steps, 20);
        assert_eq!(partial.refiner, RefinerUi::default());
        assert_eq!(partial.job("p", 1, "/o").refiner, None);
        assert_eq!(partial.plan.weights, WeightsDtype::Auto);
        assert_eq!(partial.sd3, Sd3Ui::default());
        assert!(partial.generate.defaults_of.is_empty());
    }

    /// SD 3's settings go through the file and back; a file from before them loads with
    /// T5 on and the model's own shift and token count, and is written as before while
    /// they stay so.
    #[test]
    fn sd3_settings_round_trip_and_older_files_load() {
        let old =
            r#"{"model":"/m/sd15","generate":{"steps":30,"cfg":6.5,"width":640,"height":640}}"#;
        let s: Settings = serde_json::from_str(old).unwrap();
        assert_eq!(s.sd3, Sd3Ui::default());
        assert!(s.sd3.t5);
        assert_eq!((s.generate.steps, s.generate.width), (30, 640));
        let json = serde_json::to_string(&s).unwrap();
        assert!(
            !json.contains("sd3") && !json.contains("defaults_of"),
            "{json}"
        );
        let mut s = s;
        s.sd3 = Sd3Ui {
            t5: false,
            shift: Some(3.5),
            max_sequence_length: Some(512),
            skip_layer_guidance: Some(candela_engine::protocol::SkipLayerGuidance {
                layers: vec![7, 8, 9],
                scale: 2.8,
                start: 0.01,
                stop: 0.2,
            }),
        };
        s.generate.defaults_of = "sd35_large".into();
        let back: Settings = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
        assert_eq!(back, s);
        // Only what differs from the defaults is written.
        s.sd3 = Sd3Ui {
            shift: Some(2.0),
            ..Default::default()
        };
        let json = serde_json::to_string(&s).unwrap();
        assert!(json.contains(r#""sd3":{"t5":true,"shift":2.0}"#), "{json}");
    }

    /// A declared attachment set in the panel goes with the job under its key; a settings
    /// file without any loads, and one without any is written as before.
    #[test]
    fn declared_attachments_go_with_the_job() {
        let mut s: Settings = serde_json::from_str(r#"{"model":"x","vae":"v"}"#).unwrap();
        assert!(s.attachments.is_empty());
        assert!(!serde_json::to_string(&s).unwrap().contains("attachments"));
        s.attachments
            .insert("text_encoder".into(), vec!["/m/te.safetensors".into()]);
        s.attachments.insert("cleared".into(), Vec::new());
        let job = s.job("p", 1, "/o");
        assert_eq!(job.attach.vae.as_deref(), Some("v"));
        assert_eq!(
            job.attach.attachments.into_iter().collect::<Vec<_>>(),
            vec![(
                "text_encoder".to_string(),
                vec!["/m/te.safetensors".to_string()]
            )]
        );
        let back: Settings = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
        assert_eq!(back.attachments, s.attachments);
    }

    #[test]
    fn the_weights_choice_goes_with_the_job() {
        let mut s = Settings::default();
        assert_eq!(s.job("p", 1, "/o").weights_dtype, WeightsDtype::Auto);
        s.plan.weights = WeightsDtype::Fp8E4m3fn;
        assert_eq!(s.job("p", 1, "/o").weights_dtype, WeightsDtype::Fp8E4m3fn);
        let back: Settings = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
        assert_eq!(back.plan.weights, WeightsDtype::Fp8E4m3fn);
    }

    #[test]
    fn the_refiner_goes_with_the_job_when_on_with_a_path() {
        let mut s = Settings::default();
        s.refiner.path = "/m/refiner".into();
        assert_eq!(s.job("p", 1, "/o").refiner, None);
        s.refiner.enabled = true;
        s.refiner.switch = 0.7;
        let r = s.job("p", 1, "/o").refiner.unwrap();
        assert_eq!((r.model.as_str(), r.switch), ("/m/refiner", 0.7));
        let back: Settings = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
        assert_eq!(back.refiner, s.refiner);
    }

    /// The README's defaults (A1111's GPU numbers, the tree from the same source); a
    /// settings file from before the tree choice loads with auto; the choice goes with the
    /// job and back through the file.
    #[test]
    fn the_noise_source_defaults_to_a1111_s_and_the_tree_choice_goes_with_the_job() {
        let s = Settings::default();
        assert_eq!((s.rng, s.sde_tree_rng), (RngSource::Gpu, SdeTreeRng::Auto));
        let old: Settings = serde_json::from_str(r#"{"model":"x","rng":"cpu"}"#).unwrap();
        assert_eq!(
            (old.rng, old.sde_tree_rng),
            (RngSource::Cpu, SdeTreeRng::Auto)
        );
        assert!(!serde_json::to_string(&old)
            .unwrap()
            .contains("sde_tree_rng"));
        let mut s = old;
        s.sde_tree_rng = SdeTreeRng::Gpu;
        let job = s.job("p", 1, "/o");
        assert_eq!(
            (job.rng, job.sde_tree_rng),
            (RngSource::Cpu, SdeTreeRng::Gpu)
        );
        let back: Settings = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
        assert_eq!(back.sde_tree_rng, SdeTreeRng::Gpu);
    }
}
