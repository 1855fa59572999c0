//! Opening a checkpoint: a diffusers folder or a single `.safetensors` file. Opening reads
//! headers and configs only; weights are read when a net is built from them.
use super::component::{Component, Weights};
use super::config::{ClipTextConfig, UNetConfig, VaeConfig};
use super::family::Family;
use super::single_file;
use super::tokenizer::ClipTokenizer;
use super::weights::{ComponentWeights, TensorStore};
use crate::sampling::{PredictionType, SchedulerConfig};
use crate::{Error, Result};
use candle_core::DType;
use serde::de::DeserializeOwned;
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
    pub unet: Component<UNetConfig>,
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
}

/// Options that override what the checkpoint says.
#[derive(Debug, Clone, Default)]
pub struct OpenOptions {
    /// Force the prediction type (e.g. an SD 2.x 768-v file that does not say so).
    pub prediction_type: Option<PredictionType>,
}

const PICKLE_EXTS: [&str; 5] = ["ckpt", "bin", "pt", "pth", "pkl"];

fn pickle_refusal(path: &Path) -> Error {
    Error::file(
        path,
        "pickle checkpoints are refused: loading them runs code stored in the file. Use the model's .safetensors version (most model pages offer one), or convert it once in a sandbox",
    )
}

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
        if let Some(p) = opts.prediction_type {
            model.scheduler.prediction_type = p;
        }
        Ok(model)
    }

    pub fn prediction_type(&self) -> PredictionType {
        self.scheduler.prediction_type
    }

    /// Every component's name and weights, in diffusers' names.
    pub fn weights(&self) -> Vec<(&'static str, &Weights)> {
        let mut parts = vec![
            ("unet", &self.unet.weights),
            ("vae", &self.vae.weights),
            ("text_encoder", &self.text_encoder.weights),
        ];
        if let Some(te2) = &self.text_encoder_2 {
            parts.push(("text_encoder_2", &te2.weights));
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
        match self.prediction_type() {
            PredictionType::VPrediction => format!("{} (v-prediction)", self.family.name()),
            _ => self.family.name().to_string(),
        }
    }
}

pub(crate) fn read_json<T: DeserializeOwned>(path: &Path) -> Result<T> {
    let text = crate::input::read_to_string(path)?;
    serde_json::from_str(&text).map_err(|e| Error::file(path, format!("invalid config: {e}")))
}

/// The weight files of a diffusers component folder: one file, an index of shards, or the
/// fp16 variant.
fn component_files(dir: &Path, stems: &[&str]) -> Result<Vec<PathBuf>> {
    for stem in stems {
        for name in [
            format!("{stem}.safetensors"),
            format!("{stem}.fp16.safetensors"),
        ] {
            let p = dir.join(&name);
            if crate::input::is_file(&p)? {
                return Ok(vec![p]);
            }
            let index = dir.join(format!("{name}.index.json"));
            if crate::input::is_file(&index)? {
                return shard_files(&index);
            }
        }
    }
    for stem in stems {
        for ext in ["bin", "ckpt", "pt"] {
            let p = dir.join(format!("{stem}.{ext}"));
            if p.is_file() {
                return Err(pickle_refusal(&p));
            }
        }
    }
    Err(Error::file(
        dir,
        format!(
            "no weights found: expected {}.safetensors (or a sharded .safetensors.index.json)",
            stems[0]
        ),
    ))
}

fn shard_files(index: &Path) -> Result<Vec<PathBuf>> {
    let v: serde_json::Value = read_json(index)?;
    let map = v["weight_map"]
        .as_object()
        .ok_or_else(|| Error::file(index, "expected a \"weight_map\" object"))?;
    let mut files: Vec<String> = map
        .values()
        .filter_map(|f| f.as_str().map(String::from))
        .collect();
    files.sort();
    files.dedup();
    let dir = index.parent().unwrap_or(Path::new("."));
    files
        .into_iter()
        .map(|f| {
            let p = dir.join(&f);
            if crate::input::is_file(&p)? {
                Ok(p)
            } else {
                Err(Error::file(
                    index,
                    format!("lists shard '{f}', which is missing"),
                ))
            }
        })
        .collect()
}

pub(crate) fn open_component<C: DeserializeOwned>(
    root: &Path,
    sub: &str,
    stems: &[&str],
) -> Result<Component<C>> {
    let dir = root.join(sub);
    if !dir.is_dir() {
        return Err(Error::file(root, format!("missing component folder '{sub}/'; a diffusers model has unet/, vae/, text_encoder/, tokenizer/ and scheduler/")));
    }
    let config = read_json(&dir.join("config.json"))?;
    let store = TensorStore::open(&component_files(&dir, stems)?)?;
    Ok(Component {
        config,
        weights: Weights::Stored(ComponentWeights::identity(sub, store)),
    })
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
        unet,
        vae,
        text_encoder,
        tokenizer,
        text_encoder_2,
        tokenizer_2,
        force_zeros_for_empty_prompt,
        scheduler,
    })
}

/// `root/sub` as a tokenizer folder, or `fallback` (the bundled vocabulary) without one.
pub(crate) fn open_tokenizer(
    root: &Path,
    sub: &str,
    fallback: impl Fn() -> Result<ClipTokenizer>,
) -> Result<ClipTokenizer> {
    let dir = root.join(sub);
    if dir.is_dir() {
        ClipTokenizer::from_folder(&dir)
    } else {
        fallback()
    }
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
        unet: Component {
            config: sf.unet_config,
            weights: comp("unet", sf.unet),
        },
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

pub(crate) fn display_name(path: &Path) -> String {
    let p = if path.is_dir() {
        path.file_name()
    } else {
        path.file_stem()
    };
    p.map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string())
}

/// Whether a diffusers folder's model_index.json is an SDXL refiner's (text_encoder_2
/// without a text_encoder): refused as a base model, opened by [`crate::attach::Refiner`].
pub(crate) fn is_refiner_index(index: &serde_json::Value) -> bool {
    let listed = |name: &str| index.get(name).is_some_and(|v| v[0].is_string());
    listed("text_encoder_2") && !listed("text_encoder")
}
