//! The SDXL refiner: a second UNet that takes over the last part of an SDXL base model's
//! schedule (diffusers' "ensemble of expert denoisers": the base pipeline with
//! `denoising_end = f`, then `StableDiffusionXLImg2ImgPipeline` with `denoising_start = f`
//! on its latents).
//!
//! A refiner has no CLIP-L text encoder: its context is OpenCLIP bigG's penultimate hidden
//! states alone, its pooled embedding bigG's projection, and its time ids (with
//! `requires_aesthetics_score`, as stabilityai's refiner ships) are original size, crop and
//! an aesthetic score: five numbers, so `projection_class_embeddings_input_dim` =
//! projection + 5 x `addition_time_embed_dim`. The base model's VAE decodes the result (the
//! refiner's own VAE, when the folder has one, is SDXL's same VAE and is not loaded).
use super::attachment::Attachment;
use crate::model::component::{Component, Weights};
use crate::model::config::{ClipTextConfig, UNetConfig};
use crate::model::family::Family;
use crate::model::load::{
    check_safetensors, display_name, is_refiner_index, open_component, open_tokenizer, read_json,
    Checkpoint, Format,
};
use crate::model::single_file;
use crate::model::tokenizer::ClipTokenizer;
use crate::model::weights::{ComponentWeights, TensorStore};
use crate::protocol::RefinerSpec;
use crate::protocol::Sampler;
pub use crate::protocol::{
    DEFAULT_AESTHETIC_SCORE, DEFAULT_NEGATIVE_AESTHETIC_SCORE, DEFAULT_SWITCH,
};
use crate::sampling::SchedulerConfig;
use crate::{Error, Result};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// An opened SDXL refiner, ready to build nets from.
#[derive(Clone)]
pub struct Refiner {
    pub path: PathBuf,
    pub name: String,
    pub format: Format,
    pub unet: Component<UNetConfig>,
    /// OpenCLIP bigG with its projection (diffusers' `text_encoder_2`).
    pub text_encoder_2: Component<ClipTextConfig>,
    pub tokenizer_2: ClipTokenizer,
    /// model_index.json's `force_zeros_for_empty_prompt` (the refiner pipeline's default:
    /// false).
    pub force_zeros_for_empty_prompt: bool,
    /// Time ids (original size, crop, aesthetic score) rather than the base's (original
    /// size, crop, target size).
    pub requires_aesthetics_score: bool,
    pub scheduler: SchedulerConfig,
}

/// How the refiner runs in a job: the CLI's `--refiner-switch`,
/// `--refiner-aesthetic-score` and `--refiner-negative-aesthetic-score`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RefinerSettings {
    /// diffusers' `denoising_end` of the base and `denoising_start` of the refiner.
    pub switch: f64,
    pub aesthetic_score: f64,
    pub negative_aesthetic_score: f64,
}

impl Default for RefinerSettings {
    fn default() -> Self {
        RefinerSettings {
            switch: DEFAULT_SWITCH,
            aesthetic_score: DEFAULT_AESTHETIC_SCORE,
            negative_aesthetic_score: DEFAULT_NEGATIVE_AESTHETIC_SCORE,
        }
    }
}

impl From<&RefinerSpec> for RefinerSettings {
    fn from(spec: &RefinerSpec) -> Self {
        RefinerSettings {
            switch: spec.switch,
            aesthetic_score: spec.aesthetic_score,
            negative_aesthetic_score: spec.negative_aesthetic_score,
        }
    }
}

impl RefinerSettings {
    /// Checks the numbers, naming the CLI flags.
    pub fn validate(&self) -> Result<()> {
        use crate::ranges::{Naming, AESTHETIC_SCORE, NEGATIVE_AESTHETIC_SCORE, REFINER_SWITCH};
        REFINER_SWITCH.check(self.switch, Naming::Flags, None)?;
        AESTHETIC_SCORE.check(self.aesthetic_score, Naming::Flags, None)?;
        NEGATIVE_AESTHETIC_SCORE.check(self.negative_aesthetic_score, Naming::Flags, None)?;
        Ok(())
    }
}

/// diffusers' `discrete_timestep_cutoff` for `denoising_end` / `denoising_start` = `f`:
/// `int(round(T - f * T))` (Python rounds half to even).
pub fn timestep_cutoff(f: f64, num_train_timesteps: usize) -> f64 {
    let t = num_train_timesteps as f64;
    (t - f * t).round_ties_even()
}

/// How many of `timesteps` (descending, one per UNet evaluation) the base runs before the
/// refiner takes over at `cutoff`: those at or above it (diffusers' `denoising_end`). A
/// sampler of `order` 2 lists `[t0, then two per later step]`; its base stops at a step's
/// end, never between the step's two evaluations (the refiner's sampler, a new one as in
/// diffusers, cannot finish a step the base began): a cut inside a step leaves that step
/// to the refiner, as diffusers' refiner takes it ([`refiner_first_step`]).
pub fn base_steps(timesteps: &[f64], cutoff: f64, order: usize) -> usize {
    let n = timesteps.iter().filter(|&&t| t >= cutoff).count();
    match order {
        2 if n < timesteps.len() => n - n % 2,
        _ => n,
    }
}

/// The evaluation the refiner starts at: the first of its own `timesteps` below `cutoff`
/// (diffusers' `get_timesteps` with `denoising_start`), moved back to its step's first
/// evaluation for a sampler of `order` 2 (diffusers' `num_inference_steps + 1` when that
/// count is even).
pub fn refiner_first_step(timesteps: &[f64], cutoff: f64, order: usize) -> usize {
    let mut n = timesteps.iter().filter(|&&t| t < cutoff).count();
    if order == 2 && n % 2 == 0 && n < timesteps.len() {
        n += 1;
    }
    timesteps.len() - n
}

/// Where a job's UNet evaluations split between the base and the refiner, as indices into
/// their samplers' timesteps: the base runs `first..base_end`, the refiner
/// `refiner_first..` of its own sampler.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Split {
    pub base_end: usize,
    pub refiner_first: usize,
}

impl Split {
    /// The split at `settings.switch` of the base's sampler (its `timesteps`, its model's
    /// `base_train` training steps) and the refiner's, from evaluation `first` (img2img).
    pub fn at(
        base: &dyn crate::sampling::Sampler,
        base_train: usize,
        refiner: &dyn crate::sampling::Sampler,
        refiner_train: usize,
        first: usize,
        switch: f64,
    ) -> Split {
        let cut = timestep_cutoff(switch, base_train);
        let base_end = base_steps(base.timesteps(), cut, base.order()).max(first);
        let cut = timestep_cutoff(switch, refiner_train);
        let refiner_first =
            refiner_first_step(refiner.timesteps(), cut, refiner.order()).max(base_end);
        Split {
            base_end,
            refiner_first,
        }
    }
}

/// UNet evaluations the base and the refiner run for `steps` with `sampler` on `schedule`
/// under `settings`, from step `first_step` (past 0 for img2img): what the denoising loop
/// runs ([`Split::at`] on the same samplers).
pub fn split_steps(
    model: &Checkpoint,
    refiner: &Refiner,
    (sampler, schedule): (Sampler, crate::protocol::Schedule),
    steps: usize,
    first_step: usize,
    settings: &RefinerSettings,
) -> Result<(usize, usize)> {
    let build = |cfg: &SchedulerConfig| {
        let noise = Box::new(crate::rng::NoiseRng::new(0));
        crate::sampling::build_with_noise(sampler, schedule, cfg, steps, noise)
    };
    let (base, refined) = (build(&model.scheduler)?, build(&refiner.scheduler)?);
    let first = first_step * base.order();
    let split = Split::at(
        &*base,
        model.scheduler.num_train_timesteps,
        &*refined,
        refiner.scheduler.num_train_timesteps,
        first,
        settings.switch,
    );
    Ok((
        split.base_end - first,
        refined.timesteps().len() - split.refiner_first,
    ))
}

impl Refiner {
    /// Opens a refiner: a diffusers folder whose model_index.json lists `text_encoder_2`
    /// but no `text_encoder`, or a single-file SDXL refiner checkpoint.
    pub fn open(path: &Path) -> Result<Self> {
        let meta =
            std::fs::metadata(path).map_err(|e| Error::file(path, format!("cannot read: {e}")))?;
        if meta.is_dir() {
            open_folder(path)
        } else {
            open_single_file(path)
        }
    }

    /// A refiner as the CLI or protocol names it (`field`): a path, or `random` for
    /// [`Refiner::random`]. A path that cannot be read is an error naming `field`.
    pub fn open_arg(arg: &str, field: &str) -> Result<Self> {
        if arg == "random" {
            return Self::random();
        }
        let path = Path::new(arg);
        if !path.exists() {
            return Err(Error::field(
                field,
                format!(
                    "'{arg}' does not exist; expected an SDXL refiner folder or .safetensors file"
                ),
            ));
        }
        Self::open(path)
    }

    /// SDXL refiner 1.0's architecture with random weights (benchmarks).
    pub fn random() -> Result<Self> {
        Ok(Refiner {
            path: "random".into(),
            name: "random-sdxl-refiner".into(),
            format: Format::Diffusers,
            unet: Component::random(UNetConfig::sdxl_refiner()),
            text_encoder_2: Component::random(ClipTextConfig::open_clip_big_g()),
            tokenizer_2: ClipTokenizer::bundled_with_pad(0)?,
            force_zeros_for_empty_prompt: false,
            requires_aesthetics_score: true,
            scheduler: SchedulerConfig::sd1(),
        })
    }

    /// Checks that the UNet and the text encoder fit together (`file` names the UNet's
    /// config): context = bigG's width, added embedding = projection + time ids.
    pub(crate) fn check(&self, file: &Path) -> Result<()> {
        let (u, te) = (&self.unet.config, &self.text_encoder_2.config);
        if !u.has_text_time() {
            return Err(Error::file(
                file,
                "the UNet has no addition_embed_type \"text_time\": not an SDXL refiner",
            ));
        }
        if u.cross_attention_dim != te.hidden_size {
            return Err(Error::file(
                file,
                format!(
                    "cross_attention_dim is {}, but a refiner's context is text_encoder_2's hidden states ({} wide)",
                    u.cross_attention_dim, te.hidden_size
                ),
            ));
        }
        let projection = te.projection_dim.ok_or_else(|| {
            Error::file(
                file,
                "text_encoder_2 has no projection_dim; the pooled embedding needs it",
            )
        })?;
        let time = u.addition_time_embed_dim.unwrap_or(0);
        let ids = if self.requires_aesthetics_score { 5 } else { 6 };
        let want = ids * time + projection;
        if u.projection_class_embeddings_input_dim != Some(want) {
            return Err(Error::file(
                file,
                format!(
                    "projection_class_embeddings_input_dim is {:?}, expected {ids} x {time} + {projection} = {want} ({ids} time ids{} and text_encoder_2's projection)",
                    u.projection_class_embeddings_input_dim,
                    if self.requires_aesthetics_score { ": size, crop, aesthetic score" } else { "" }
                ),
            ));
        }
        Ok(())
    }
}

fn open_folder(root: &Path) -> Result<Refiner> {
    let index_path = root.join("model_index.json");
    if !crate::input::is_file(&index_path)? {
        return Err(Error::file(
            root,
            "not a diffusers model folder: model_index.json is missing (a refiner folder has unet/, text_encoder_2/ and tokenizer_2/)",
        ));
    }
    let index: serde_json::Value = read_json(&index_path)?;
    if !is_refiner_index(&index) {
        return Err(Error::file(
            &index_path,
            "not an SDXL refiner: a refiner lists text_encoder_2 and no text_encoder (this looks like a base model; give it as --model)",
        ));
    }
    let unet: Component<UNetConfig> = open_component(root, "unet", &["diffusion_pytorch_model"])?;
    let text_encoder_2 = open_component(root, "text_encoder_2", &["model"])?;
    let tokenizer_2 = open_tokenizer(root, "tokenizer_2", || ClipTokenizer::bundled_with_pad(0))?;
    let flag =
        |name: &str, default: bool| index.get(name).and_then(|v| v.as_bool()).unwrap_or(default);
    let sched = root.join("scheduler").join("scheduler_config.json");
    let scheduler = if crate::input::is_file(&sched)? {
        SchedulerConfig::from_json_file(&sched)?
    } else {
        SchedulerConfig::sd1()
    };
    let refiner = Refiner {
        path: root.to_path_buf(),
        name: display_name(root),
        format: Format::Diffusers,
        unet,
        text_encoder_2,
        tokenizer_2,
        // StableDiffusionXLImg2ImgPipeline's defaults when model_index.json is silent.
        force_zeros_for_empty_prompt: flag("force_zeros_for_empty_prompt", false),
        requires_aesthetics_score: flag("requires_aesthetics_score", false),
        scheduler,
    };
    refiner.check(&root.join("unet").join("config.json"))?;
    Ok(refiner)
}

/// A single-file SDXL refiner (`conditioner.embedders.0.model.*`, OpenCLIP bigG alone), with
/// an `sd_xl_refiner.yaml`-style config next to it when there is one.
fn open_single_file(path: &Path) -> Result<Refiner> {
    check_safetensors(path, "an SDXL refiner folder or .safetensors checkpoint")?;
    let store = TensorStore::open(&[path.to_path_buf()])?;
    let yaml = path.with_extension("yaml");
    let sf =
        single_file::convert_refiner(&store.files[0], 0, yaml.is_file().then_some(yaml.as_path()))?;
    let comp = |name: &str, map| {
        Weights::Stored(ComponentWeights {
            component: name.to_string(),
            store: store.clone(),
            map: Arc::new(map),
        })
    };
    let refiner = Refiner {
        path: path.to_path_buf(),
        name: display_name(path),
        format: Format::SingleFile,
        unet: Component {
            config: sf.unet_config,
            weights: comp("unet", sf.unet),
        },
        text_encoder_2: Component {
            config: sf.text_encoder_2_config,
            weights: comp("text_encoder_2", sf.text_encoder_2),
        },
        tokenizer_2: ClipTokenizer::bundled_with_pad(0)?,
        // stabilityai's refiner: the negative prompt is encoded, the score conditions.
        force_zeros_for_empty_prompt: false,
        requires_aesthetics_score: true,
        scheduler: SchedulerConfig::sd1(),
    };
    refiner.check(path)?;
    Ok(refiner)
}

impl Attachment for Refiner {
    fn kind(&self) -> &'static str {
        "refiner"
    }

    fn path(&self) -> &Path {
        &self.path
    }

    fn weights(&self) -> Vec<(&'static str, &Weights)> {
        vec![
            ("refiner.unet", &self.unet.weights),
            ("refiner.text_encoder_2", &self.text_encoder_2.weights),
        ]
    }

    /// The refiner needs an SDXL base whose UNet takes as many latent channels.
    fn check_fits(&self, base: &Checkpoint) -> Result<()> {
        if base.family != Family::Sdxl || base.text_encoder_2.is_none() {
            return Err(Error::field(
                "--refiner",
                format!(
                    "{}: the SDXL refiner needs an SDXL base model, but {} is {}",
                    self.path.display(),
                    base.path.display(),
                    base.family.name()
                ),
            ));
        }
        let base_in = base.unet("the SDXL refiner")?.config.in_channels;
        if self.unet.config.in_channels != base_in {
            return Err(Error::field(
                "--refiner",
                format!(
                    "{}: its UNet takes {} latent channels, the base model's {}",
                    self.path.display(),
                    self.unet.config.in_channels,
                    base_in
                ),
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cut_follows_diffusers_denoising_end_and_start() {
        // SDXL's Euler, 6 steps, leading spacing with offset 1: [831, 665, 499, 333, 167, 1].
        let t = [831.0, 665.0, 499.0, 333.0, 167.0, 1.0];
        let cut = timestep_cutoff(0.8, 1000);
        assert_eq!(cut, 200.0);
        assert_eq!(base_steps(&t, cut, 1), 4);
        assert_eq!(refiner_first_step(&t, cut, 1), 4);
        // A timestep equal to the cutoff stays with the base (ts >= cutoff).
        let t = [999.0, 750.0, 500.0, 250.0];
        let cut = timestep_cutoff(0.5, 1000);
        assert_eq!(
            (base_steps(&t, cut, 1), refiner_first_step(&t, cut, 1)),
            (3, 3)
        );
        // Two evaluations a step (DPM2's [t0, m1, t1, m2, t2, m3, t3]): a cut between a
        // step's first evaluation (t1 = 600) and its midpoint (m2 = 450) leaves that step
        // to the refiner on both sides; diffusers' refiner moves back by one likewise.
        let t = [999.0, 800.0, 600.0, 450.0, 300.0, 150.0, 1.0];
        let cut = timestep_cutoff(0.5, 1000);
        assert_eq!(
            (base_steps(&t, cut, 2), refiner_first_step(&t, cut, 2)),
            (2, 2)
        );
        // Heun's [t0, t1, t1, t2, t2, t3, t3]: three evaluations at or above the cut end in
        // step 1's first half (where diffusers' base stops); the base stops after step 0.
        let t = [999.0, 700.0, 700.0, 400.0, 400.0, 100.0, 100.0];
        assert_eq!(
            (base_steps(&t, cut, 2), refiner_first_step(&t, cut, 2)),
            (2, 2)
        );
        // No cut at all: the whole list, odd or not.
        assert_eq!(base_steps(&t, 0.0, 2), 7);
        // Python's round: half to even (62.5 -> 62, 187.5 -> 188).
        assert_eq!(timestep_cutoff(0.9375, 1000), 62.0);
        assert_eq!(timestep_cutoff(0.8125, 1000), 188.0);
    }

    /// The switch per sampler on SDXL's schedule (10 steps, switch 0.8: cutoff 200): the
    /// base runs whole steps while their evaluations are at or above the cutoff, the
    /// refiner takes the rest from a step's first evaluation.
    #[test]
    fn the_switch_step_per_sampler() {
        use crate::protocol::Schedule;
        let config = SchedulerConfig::sd1();
        let split = |kind: Sampler, schedule: Schedule, first: usize| {
            let build = || {
                let noise = Box::new(crate::rng::NoiseRng::new(0));
                crate::sampling::build_with_noise(kind, schedule, &config, 10, noise).unwrap()
            };
            let (base, refiner) = (build(), build());
            let s = Split::at(&*base, 1000, &*refiner, 1000, first, 0.8);
            let t = base.timesteps();
            // Whole steps: the base's last evaluation at or above the cutoff ends a step.
            assert_eq!(s.refiner_first, s.base_end, "{kind:?}");
            if base.order() == 2 {
                assert_eq!(s.base_end % 2, 0, "{kind:?}: {t:?}");
            }
            assert!(
                t[..s.base_end].iter().all(|&x| x >= 200.0),
                "{kind:?}: {t:?}"
            );
            // ... and no more: the next step has an evaluation below the cutoff.
            let next_step = &t[s.base_end..(s.base_end + base.order()).min(t.len())];
            assert!(next_step.iter().any(|&x| x < 200.0), "{kind:?}: {t:?}");
            (s.base_end, t.len())
        };
        // SD 1.x's leading spacing, offset 1: 901, 801, ..., 1; t >= 200: 8 steps.
        assert_eq!(split(Sampler::Euler, Schedule::Default, 0), (8, 10));
        // Heun: [t0, t1, t1, ..., t9, t9]; t7 = 201 is step 6's second and step 7's first
        // evaluation: the base ends after step 6 (14 evaluations), the refiner runs step 7 on.
        assert_eq!(split(Sampler::Heun, Schedule::Default, 0), (14, 19));
        // DPM2: [t0, m1, t1, m2, ...]: the midpoint of step 7 (between 201 and 101) falls
        // below the cutoff, so step 7 goes to the refiner whole: 14 of 19 again.
        assert_eq!(split(Sampler::Dpm2, Schedule::Default, 0), (14, 19));
        // img2img from step 3 (evaluation 6): the split is unchanged.
        assert_eq!(split(Sampler::Heun, Schedule::Default, 6), (14, 19));
        // A1111's samplers on A1111's exponential schedule (fractional timesteps).
        for kind in [Sampler::DpmPP2MSdeHeun, Sampler::DpmPP3MSde] {
            let (end, total) = split(kind, Schedule::Exponential, 0);
            assert_eq!(total, 10, "{kind:?}");
            assert!((5..9).contains(&end), "{kind:?}: {end}");
        }
    }

    #[test]
    fn settings_out_of_range_name_their_flag() {
        let bad = RefinerSettings {
            switch: 1.0,
            ..Default::default()
        };
        assert!(bad
            .validate()
            .unwrap_err()
            .to_string()
            .contains("--refiner-switch"));
        let bad = RefinerSettings {
            aesthetic_score: f64::NAN,
            ..Default::default()
        };
        let e = bad.validate().unwrap_err().to_string();
        assert!(e.contains("--refiner-aesthetic-score"), "{e}");
        RefinerSettings::default().validate().unwrap();
    }

    #[test]
    fn the_random_refiner_has_the_released_shapes() {
        let r = Refiner::random().unwrap();
        r.check(Path::new("unet/config.json")).unwrap();
        assert_eq!(
            r.unet.config.projection_class_embeddings_input_dim,
            Some(2560)
        );
        assert_eq!(r.unet.config.cross_attention_dim, 1280);
    }
}
