//! Opening a checkpoint: a diffusers folder or a single `.safetensors` file. Opening reads
//! headers and configs only; weights are read when a net is built from them.
use super::component::{Component, Weights};
use super::config::{ClipTextConfig, UNetConfig, VaeConfig};
use super::family::Family;
pub(crate) use super::folder::{display_name, open_component, open_tokenizer, read_json};
use super::folder::{pickle_refusal, PICKLE_EXTS};
use super::sd3::Sd3Parts;
use super::sd3_encoders::Sd3Clip;
use super::single_file;
use super::t5_tokenizer::T5Tokenizer;
use super::tokenizer::ClipTokenizer;
use super::weights::{ComponentWeights, TensorStore};
use crate::sampling::{PredictionType, SchedulerConfig};
use crate::{Error, Result};
use candle_core::DType;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// How the checkpoint is laid out on disk.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Format {
    Diffusers,
    SingleFile,
}

/// An opened checkpoint, ready to build nets from (what attaches to it is
/// [`crate::attach::Model`]'s).
#[derive(Clone)]
pub struct Checkpoint {
    pub path: PathBuf,
    pub name: String,
    pub format: Format,
    pub family: Family,
    /// The UNet (SD 1.x, 2.x, SDXL); none for SD 3, whose MMDiT is `sd3.transformer`
    /// ([`Checkpoint::unet`] says so to whoever asks for a UNet).
    pub unet: Option<Component<UNetConfig>>,
    pub vae: Component<VaeConfig>,
    pub text_encoder: Component<ClipTextConfig>,
    pub tokenizer: ClipTokenizer,
    /// SDXL's second text encoder (`text_encoder_2`, a CLIPTextModelWithProjection).
    pub text_encoder_2: Option<Component<ClipTextConfig>>,
    /// SDXL's `tokenizer_2` (OpenCLIP's: pads with "!", id 0).
    pub tokenizer_2: Option<ClipTokenizer>,
    /// diffusers' SDXL `force_zeros_for_empty_prompt`: with no negative prompt, the negative
    /// conditioning is zeros rather than the encoding of "".
    pub force_zeros_for_empty_prompt: bool,
    pub scheduler: SchedulerConfig,
    /// SD 3 and 3.5's transformer, T5 and flow-matching scheduler.
    pub sd3: Option<Box<Sd3Parts>>,
}

/// Options that override what the checkpoint says.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct OpenOptions {
    /// Force the prediction type (e.g. an SD 2.x 768-v file that does not say so).
    pub prediction_type: Option<PredictionType>,
    /// SD 3: leave T5 out (`--no-t5`): zeros in its place, as diffusers gives without
    /// `text_encoder_3`; its weights are never read.
    pub no_t5: bool,
    /// SD 3: the flow-matching shift in place of the scheduler config's (`--shift`).
    pub shift: Option<f64>,
    /// SD 3: T5's token count (`--max-sequence-length`, default 256, at most 512).
    pub max_sequence_length: Option<usize>,
}

/// diffusers' limit on `max_sequence_length` in StableDiffusion3Pipeline.
const MAX_SEQUENCE_LENGTH: usize = 512;

impl Checkpoint {
    pub fn open(path: &Path, opts: &OpenOptions) -> Result<Self> {
        let meta =
            std::fs::metadata(path).map_err(|e| Error::file(path, format!("cannot read: {e}")))?;
        crate::input::check(path)?;
        let mut model = if meta.is_dir() {
            open_folder(path)?
        } else {
            check_safetensors(
                path,
                "a diffusers model folder or a .safetensors checkpoint",
            )?;
            open_single_file(path)?
        };
        model.apply(opts)?;
        Ok(model)
    }

    /// What `opts` override; the SD 3 options refused by flag on other families.
    pub fn apply(&mut self, opts: &OpenOptions) -> Result<()> {
        if let Some(p) = opts.prediction_type {
            self.scheduler.prediction_type = p;
        }
        let family = self.family.name();
        let Some(sd3) = self.sd3.as_mut() else {
            let only = |flag: &str, set: bool| match set {
                true => Err(Error::field(
                    flag,
                    format!("only SD 3 models take it; this is {family}"),
                )),
                false => Ok(()),
            };
            only("--no-t5", opts.no_t5)?;
            only("--shift", opts.shift.is_some())?;
            return only("--max-sequence-length", opts.max_sequence_length.is_some());
        };
        if opts.no_t5 {
            sd3.text_encoder_3 = None;
            sd3.tokenizer_3 = None;
            sd3.no_t5 = true;
        }
        if let Some(shift) = opts.shift {
            if !(shift.is_finite() && shift > 0.0) {
                let msg = format!("expected a positive number, got {shift}");
                return Err(Error::field("--shift", msg));
            }
            sd3.scheduler.shift = shift;
        }
        if let Some(n) = opts.max_sequence_length {
            if n == 0 || n > MAX_SEQUENCE_LENGTH {
                let msg = format!("expected 1 to {MAX_SEQUENCE_LENGTH} tokens, got {n}");
                return Err(Error::field("--max-sequence-length", msg));
            }
            sd3.max_sequence_length = n;
        }
        Ok(())
    }

    pub fn prediction_type(&self) -> PredictionType {
        self.scheduler.prediction_type
    }

    /// The UNet, or an error saying that `what` needs one and this SD 3 model has none.
    pub fn unet(&self, what: &str) -> Result<&Component<UNetConfig>> {
        self.unet.as_ref().ok_or_else(|| {
            Error::msg(format!(
                "{}: {what} needs a UNet model (SD 1.x, 2.x, SDXL); this {} model has none",
                self.path.display(),
                self.family.name()
            ))
        })
    }

    /// Errors, naming the model, unless it can run a job as it is now: an SD 3 model needs
    /// both CLIPs (a single file without them takes them as files of their own) and
    /// encoders that fit its transformer.
    pub fn check_complete(&self) -> Result<()> {
        let (Some(sd3), Some(g)) = (&self.sd3, &self.text_encoder_2) else {
            return Ok(());
        };
        sd3.check_encoders(&self.path, &self.text_encoder.config, &g.config)
    }

    /// Whether this is an SD 3 / 3.5 model (an MMDiT, no UNet).
    pub fn is_sd3(&self) -> bool {
        self.sd3.is_some()
    }

    /// Every component's name and weights, in diffusers' names.
    pub fn weights(&self) -> Vec<(&'static str, &Weights)> {
        let mut parts = Vec::new();
        if let Some(unet) = &self.unet {
            parts.push(("unet", &unet.weights));
        }
        if let Some(sd3) = &self.sd3 {
            parts.push(("transformer", &sd3.transformer.weights));
        }
        parts.push(("vae", &self.vae.weights));
        parts.push(("text_encoder", &self.text_encoder.weights));
        if let Some(te2) = &self.text_encoder_2 {
            parts.push(("text_encoder_2", &te2.weights));
        }
        if let Some(t5) = self.sd3.as_ref().and_then(|p| p.text_encoder_3.as_ref()) {
            parts.push(("text_encoder_3", &t5.weights));
        }
        parts
    }

    /// The dtype the VAE runs in for a job in `dtype`: f32 instead of f16 when its config
    /// says `force_upcast` (SDXL's VAE overflows in f16). Only SDXL models, as in diffusers,
    /// whose SD 1.x/2.x pipelines ignore the flag (its default is true there too).
    pub fn vae_dtype(&self, dtype: DType) -> DType {
        if dtype == DType::F16 && self.vae.config.force_upcast && self.family == Family::Sdxl {
            DType::F32
        } else {
            dtype
        }
    }

    /// The VAE's dtype on `device`: [`Model::vae_dtype`], except that where the VAE must
    /// leave f16 (SDXL's overflows) a GPU with native bf16 (compute capability 8.0+) runs
    /// it in bf16, which has f32's range at f16's memory, instead of f32 (as ComfyUI does).
    pub fn vae_dtype_on(&self, dtype: DType, device: &candle_core::Device) -> DType {
        match self.vae_dtype(dtype) {
            DType::F32 if dtype == DType::F16 && crate::vram::native_bf16(device) => DType::BF16,
            d => d,
        }
    }

    /// A short family label, e.g. "SD 2.x (v-prediction)".
    pub fn family_label(&self) -> String {
        if self.is_sd3() {
            return self.family.name().to_string();
        }
        match self.prediction_type() {
            PredictionType::VPrediction => format!("{} (v-prediction)", self.family.name()),
            _ => self.family.name().to_string(),
        }
    }
}

fn open_folder(root: &Path) -> Result<Checkpoint> {
    let index = root.join("model_index.json");
    if !crate::input::is_file(&index)? {
        // A component folder (vae/, unet/, a ControlNet) says what it is in config.json.
        let class = crate::input::read_to_string(&root.join("config.json"))
            .ok()
            .and_then(|t| serde_json::from_str::<serde_json::Value>(&t).ok())
            .and_then(|v| v["_class_name"].as_str().map(String::from));
        return Err(Error::file(
            root,
            match class {
                Some(c) => format!("this is a {c} folder, not a full model (model_index.json is missing); pick the model folder that holds unet/, vae/ and text_encoder/"),
                None => "not a diffusers model folder: model_index.json is missing".into(),
            },
        ));
    }
    let index_json: serde_json::Value = read_json(&index)?;
    if super::sd3::is_sd3_index(&index_json) {
        return open_sd3(root, &index_json);
    }
    let listed = |name: &str| index_json.get(name).is_some_and(|v| v[0].is_string());
    let has_te2 = listed("text_encoder_2");
    if is_refiner_index(&index_json) {
        return Err(Error::file(
            &index,
            "lists text_encoder_2 but no text_encoder: this is an SDXL refiner, which runs after a base model; give an SDXL base as --model and this folder as --refiner",
        ));
    }
    let unet: Component<UNetConfig> = open_component(root, "unet", &["diffusion_pytorch_model"])?;
    let vae = open_component(root, "vae", &["diffusion_pytorch_model"])?;
    let text_encoder = open_component(root, "text_encoder", &["model"])?;
    let tokenizer = open_tokenizer(root, "tokenizer", ClipTokenizer::bundled)?;
    let (text_encoder_2, tokenizer_2) = if has_te2 {
        let te2: Component<ClipTextConfig> = open_component(root, "text_encoder_2", &["model"])?;
        let tok2 = open_tokenizer(root, "tokenizer_2", || ClipTokenizer::bundled_with_pad(0))?;
        (Some(te2), Some(tok2))
    } else {
        (None, None)
    };
    check_text_time(
        root,
        &unet.config,
        &text_encoder.config,
        text_encoder_2.as_ref(),
    )?;
    // diffusers' StableDiffusionXLPipeline defaults to true when model_index.json is silent.
    let force_zeros_for_empty_prompt = index_json
        .get("force_zeros_for_empty_prompt")
        .and_then(|v| v.as_bool())
        .unwrap_or(true);
    let sched = root.join("scheduler").join("scheduler_config.json");
    let scheduler = if crate::input::is_file(&sched)? {
        SchedulerConfig::from_json_file(&sched)?
    } else {
        SchedulerConfig::sd1()
    };
    let u = &unet.config;
    let family = Family::from_unet(
        u.cross_attention_dim,
        u.use_linear_projection,
        u.addition_embed_type.is_some(),
    );
    Ok(Checkpoint {
        path: root.to_path_buf(),
        name: display_name(root),
        format: Format::Diffusers,
        family,
        unet: Some(unet),
        vae,
        text_encoder,
        tokenizer,
        text_encoder_2,
        tokenizer_2,
        force_zeros_for_empty_prompt,
        scheduler,
        sd3: None,
    })
}

/// A text_time UNet (SDXL) and the text encoders must fit together: the context is both
/// encoders' hidden states side by side, the added embedding reads the second one's
/// projection and six time ids.
fn check_text_time(
    root: &Path,
    unet: &UNetConfig,
    te: &ClipTextConfig,
    te2: Option<&Component<ClipTextConfig>>,
) -> Result<()> {
    let unet_json = root.join("unet").join("config.json");
    let te2 = match (unet.addition_embed_type.as_deref(), te2) {
        (None, None) => return Ok(()),
        (Some("text_time"), Some(te2)) => &te2.config,
        (Some("text_time"), None) => return Err(Error::file(
            &unet_json,
            "addition_embed_type \"text_time\" (SDXL) needs a second text encoder, but model_index.json lists no text_encoder_2",
        )),
        (Some(other), _) => return Err(Error::file(
            &unet_json,
            format!("addition_embed_type \"{other}\" is not supported (only \"text_time\", SDXL's)"),
        )),
        (None, Some(_)) => return Err(Error::file(
            &unet_json,
            "model_index.json lists text_encoder_2 but the UNet has no addition_embed_type \"text_time\"; not an SDXL base model",
        )),
    };
    let context = te.hidden_size + te2.hidden_size;
    if unet.cross_attention_dim != context {
        return Err(Error::file(
            &unet_json,
            format!(
                "cross_attention_dim is {}, but text_encoder + text_encoder_2 give {} + {} = {context}",
                unet.cross_attention_dim, te.hidden_size, te2.hidden_size
            ),
        ));
    }
    let te2_json = root.join("text_encoder_2").join("config.json");
    let projection = te2.projection_dim.ok_or_else(|| {
        Error::file(
            &te2_json,
            "projection_dim is missing; SDXL's pooled embedding needs it",
        )
    })?;
    let time = unet.addition_time_embed_dim.ok_or_else(|| {
        Error::file(
            &unet_json,
            "addition_time_embed_dim is missing (needed by text_time)",
        )
    })?;
    let want = 6 * time + projection;
    match unet.projection_class_embeddings_input_dim {
        Some(n) if n == want => Ok(()),
        n => Err(Error::file(
            &unet_json,
            format!("projection_class_embeddings_input_dim is {n:?}, expected 6 x {time} + {projection} = {want} (six time ids and text_encoder_2's projection)"),
        )),
    }
}

fn open_single_file(path: &Path) -> Result<Checkpoint> {
    let store = TensorStore::open(&[path.to_path_buf()])?;
    let yaml = path.with_extension("yaml");
    let yaml = crate::input::is_file(&yaml)?.then_some(yaml.as_path());
    if single_file::is_sd3_file(&store.files[0]) {
        return open_sd3_single_file(path, &store, yaml);
    }
    let sf = single_file::convert(&store.files[0], 0, yaml)?;
    let comp = |name: &str, map| {
        Weights::Stored(ComponentWeights {
            component: name.to_string(),
            store: store.clone(),
            map: Arc::new(map),
        })
    };
    let mut scheduler = SchedulerConfig::sd1();
    if sf.v_prediction == Some(true) {
        scheduler.prediction_type = PredictionType::VPrediction;
    }
    // SD 2.x ships pad "!" (id 0) where SD 1.x pads with the end token; SDXL has one of
    // each (CLIP-L's, then bigG's).
    let tokenizer = match sf.family {
        Family::Sd2 => ClipTokenizer::bundled_with_pad(0)?,
        _ => ClipTokenizer::bundled()?,
    };
    let (text_encoder_2, tokenizer_2) = match sf.text_encoder_2 {
        Some((config, map)) => (
            Some(Component {
                config,
                weights: comp("text_encoder_2", map),
            }),
            Some(ClipTokenizer::bundled_with_pad(0)?),
        ),
        None => (None, None),
    };
    Ok(Checkpoint {
        path: path.to_path_buf(),
        name: display_name(path),
        format: Format::SingleFile,
        family: sf.family,
        unet: Some(Component {
            config: sf.unet_config,
            weights: comp("unet", sf.unet),
        }),
        vae: Component {
            config: sf.vae_config,
            weights: comp("vae", sf.vae),
        },
        text_encoder: Component {
            config: sf.text_encoder_config,
            weights: comp("text_encoder", sf.text_encoder),
        },
        tokenizer,
        force_zeros_for_empty_prompt: text_encoder_2.is_some(),
        text_encoder_2,
        tokenizer_2,
        scheduler,
        sd3: None,
    })
}

/// An SD 3 / 3.5 single file (see [`single_file::convert_sd3`]), with T5 when it holds it
/// (tokenized by the bundled T5 v1.1 tokenizer: a single file carries none). Without its
/// CLIPs the checkpoint holds SD 3's configs in their places and lists them as missing
/// (`Sd3Parts::missing_clips`): files given beside it fill them.
fn open_sd3_single_file(
    path: &Path,
    store: &Arc<TensorStore>,
    yaml: Option<&Path>,
) -> Result<Checkpoint> {
    let sf = single_file::convert_sd3(&store.files[0], 0, yaml)?;
    let comp = |name: &str, map| {
        Weights::Stored(ComponentWeights {
            component: name.to_string(),
            store: store.clone(),
            map: Arc::new(map),
        })
    };
    let [hint_l, hint_g] = sf.clip_hints;
    let (clips, missing_clips) = match sf.clips {
        Some(clips) => (clips, Vec::new()),
        None => (
            [(hint_l, Default::default()), (hint_g, Default::default())],
            vec![Sd3Clip::L, Sd3Clip::G],
        ),
    };
    let [(l_config, l_map), (g_config, g_map)] = clips;
    let (t_config, t_map) = sf.transformer;
    let (v_config, v_map) = sf.vae;
    let (text_encoder_3, tokenizer_3) = match sf.t5 {
        Some((config, map)) => (
            Some(Component {
                config,
                weights: comp("text_encoder_3", map),
            }),
            Some(T5Tokenizer::bundled()?),
        ),
        None => (None, None),
    };
    let parts = Sd3Parts {
        transformer: Component {
            config: t_config,
            weights: comp("transformer", t_map),
        },
        text_encoder_3,
        tokenizer_3,
        scheduler: crate::sampling::FlowMatchConfig::sd3(),
        max_sequence_length: super::sd3::DEFAULT_MAX_SEQUENCE_LENGTH,
        missing_clips,
        no_t5: false,
    };
    Ok(Checkpoint {
        path: path.to_path_buf(),
        name: display_name(path),
        format: Format::SingleFile,
        family: Family::Sd3,
        unet: None,
        vae: Component {
            config: v_config,
            weights: comp("vae", v_map),
        },
        text_encoder: Component {
            config: l_config,
            weights: comp("text_encoder", l_map),
        },
        tokenizer: ClipTokenizer::bundled()?,
        text_encoder_2: Some(Component {
            config: g_config,
            weights: comp("text_encoder_2", g_map),
        }),
        tokenizer_2: Some(ClipTokenizer::bundled_with_pad(0)?),
        force_zeros_for_empty_prompt: false,
        scheduler: SchedulerConfig::sd1(),
        sd3: Some(Box::new(parts)),
    })
}

/// The SD 3 folder at `root` (see [`super::sd3`]).
fn open_sd3(root: &Path, index: &serde_json::Value) -> Result<Checkpoint> {
    let f = super::sd3::open_sd3_folder(root, index)?;
    Ok(Checkpoint {
        path: root.to_path_buf(),
        name: display_name(root),
        format: Format::Diffusers,
        family: Family::Sd3,
        unet: None,
        vae: f.vae,
        text_encoder: f.text_encoder,
        tokenizer: f.tokenizer,
        text_encoder_2: Some(f.text_encoder_2),
        tokenizer_2: Some(f.tokenizer_2),
        force_zeros_for_empty_prompt: false,
        // Unused: flow matching has no betas; `sd3.scheduler` is the model's.
        scheduler: SchedulerConfig::sd1(),
        sd3: Some(Box::new(f.parts)),
    })
}

/// Refuses a file that is not `.safetensors` (pickled checkpoints with their own message),
/// saying it `expected` something else.
pub(crate) fn check_safetensors(path: &Path, expected: &str) -> Result<()> {
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("")
        .to_ascii_lowercase();
    if PICKLE_EXTS.contains(&ext.as_str()) {
        return Err(pickle_refusal(path));
    }
    if ext != "safetensors" {
        return Err(Error::file(path, format!("expected {expected}")));
    }
    Ok(())
}

/// Whether a diffusers folder's model_index.json is an SDXL refiner's (text_encoder_2
/// without a text_encoder): refused as a base model, opened by [`crate::attach::Refiner`].
pub(crate) fn is_refiner_index(index: &serde_json::Value) -> bool {
    let listed = |name: &str| index.get(name).is_some_and(|v| v[0].is_string());
    listed("text_encoder_2") && !listed("text_encoder")
}
