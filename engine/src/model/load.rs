//! Opening a checkpoint: a diffusers folder or a single `.safetensors` file. Opening reads
//! headers and configs only; weights are read when a net is built from them.
use super::config::{ClipTextConfig, UNetConfig, VaeConfig};
use super::family::Family;
use super::random::RandomWeights;
use super::single_file;
use super::tokenizer::ClipTokenizer;
use super::weights::{ComponentWeights, TensorStore};
use crate::sampling::{PredictionType, SchedulerConfig};
use crate::{Error, Result};
use candle_core::{DType, Device};
use candle_nn::VarBuilder;
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

/// Where a component's weights come from.
#[derive(Clone)]
pub enum Weights {
    /// Tensors in checkpoint files, read lazily.
    Stored(ComponentWeights),
    /// Random values drawn on the device (benchmarks with full-size architectures).
    Random,
}

impl Weights {
    pub fn var_builder(&self, dtype: DType, device: &Device) -> VarBuilder<'static> {
        match self {
            Weights::Stored(w) => w.var_builder(dtype, device),
            Weights::Random => {
                VarBuilder::from_backend(Box::new(RandomWeights), dtype, device.clone())
            }
        }
    }

    /// The backend a `VarBuilder` over these weights reads from.
    pub fn backend(&self) -> Box<dyn candle_nn::var_builder::SimpleBackend> {
        match self {
            Weights::Stored(w) => Box::new(w.clone()),
            Weights::Random => Box::new(RandomWeights),
        }
    }

    /// Whether the weights have `name` (random weights have every name).
    pub fn contains(&self, name: &str) -> bool {
        match self {
            Weights::Stored(w) => w.contains(name),
            Weights::Random => true,
        }
    }

    pub fn stored(&self) -> Option<&ComponentWeights> {
        match self {
            Weights::Stored(w) => Some(w),
            Weights::Random => None,
        }
    }
}

/// A component's config and its (lazy) weights.
#[derive(Clone)]
pub struct Component<C> {
    pub config: C,
    pub weights: Weights,
}

/// An opened checkpoint, ready to build nets from.
#[derive(Clone)]
pub struct Model {
    pub path: PathBuf,
    pub name: String,
    pub format: Format,
    pub family: Family,
    pub unet: Component<UNetConfig>,
    pub vae: Component<VaeConfig>,
    pub text_encoder: Component<ClipTextConfig>,
    pub tokenizer: ClipTokenizer,
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

impl Model {
    pub fn open(path: &Path, opts: &OpenOptions) -> Result<Self> {
        let meta =
            std::fs::metadata(path).map_err(|e| Error::file(path, format!("cannot read: {e}")))?;
        let mut model = if meta.is_dir() {
            open_folder(path)?
        } else {
            let ext = path
                .extension()
                .and_then(|e| e.to_str())
                .unwrap_or("")
                .to_ascii_lowercase();
            if PICKLE_EXTS.contains(&ext.as_str()) {
                return Err(pickle_refusal(path));
            }
            if ext != "safetensors" {
                return Err(Error::file(
                    path,
                    "expected a diffusers model folder or a .safetensors checkpoint",
                ));
            }
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

    /// A short family label, e.g. "SD 2.x (v-prediction)".
    pub fn family_label(&self) -> String {
        match self.prediction_type() {
            PredictionType::VPrediction => format!("{} (v-prediction)", self.family.name()),
            _ => self.family.name().to_string(),
        }
    }
}

fn read_json<T: DeserializeOwned>(path: &Path) -> Result<T> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Error::file(path, format!("cannot read: {e}")))?;
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
            if p.is_file() {
                return Ok(vec![p]);
            }
            let index = dir.join(format!("{name}.index.json"));
            if index.is_file() {
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
            if p.is_file() {
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

fn open_component<C: DeserializeOwned>(
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

fn open_folder(root: &Path) -> Result<Model> {
    let index = root.join("model_index.json");
    if !index.is_file() {
        return Err(Error::file(
            root,
            "not a diffusers model folder: model_index.json is missing",
        ));
    }
    let index_json: serde_json::Value = read_json(&index)?;
    if index_json
        .get("text_encoder_2")
        .is_some_and(|v| !v.is_null() && v[0].is_string())
    {
        return Err(Error::file(
            root,
            "this is an SDXL model (it has text_encoder_2/); SDXL is not supported yet",
        ));
    }
    let unet: Component<UNetConfig> = open_component(root, "unet", &["diffusion_pytorch_model"])?;
    let vae = open_component(root, "vae", &["diffusion_pytorch_model"])?;
    let text_encoder = open_component(root, "text_encoder", &["model"])?;
    let tok_dir = root.join("tokenizer");
    let tokenizer = if tok_dir.is_dir() {
        ClipTokenizer::from_folder(&tok_dir)?
    } else {
        ClipTokenizer::bundled()?
    };
    let sched = root.join("scheduler").join("scheduler_config.json");
    let scheduler = if sched.is_file() {
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
    Ok(Model {
        path: root.to_path_buf(),
        name: display_name(root),
        format: Format::Diffusers,
        family,
        unet,
        vae,
        text_encoder,
        tokenizer,
        scheduler,
    })
}

fn open_single_file(path: &Path) -> Result<Model> {
    let store = TensorStore::open(&[path.to_path_buf()])?;
    let yaml = path.with_extension("yaml");
    let sf = single_file::convert(&store.files[0], 0, yaml.is_file().then_some(yaml.as_path()))?;
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
    // SD 2.x ships pad "!" (id 0) where SD 1.x pads with the end token.
    let tokenizer = match sf.family {
        Family::Sd2 => ClipTokenizer::bundled_with_pad(0)?,
        _ => ClipTokenizer::bundled()?,
    };
    Ok(Model {
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
        scheduler,
    })
}

fn display_name(path: &Path) -> String {
    let p = if path.is_dir() {
        path.file_name()
    } else {
        path.file_stem()
    };
    p.map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string())
}
