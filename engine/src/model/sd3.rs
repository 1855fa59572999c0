//! SD 3 and 3.5's parts of a checkpoint (the MMDiT, T5 and the flow-matching scheduler)
//! and opening a diffusers SD 3 folder: model_index.json listing transformer/, vae/,
//! text_encoder/ (CLIP-L) and text_encoder_2/ (CLIP-G), both with their projection,
//! text_encoder_3/ (T5, optional: `null` in model_index.json runs without it, as diffusers
//! does), their tokenizers and scheduler/.
use super::component::Component;
use super::config::{ClipTextConfig, SD3TransformerConfig, VaeConfig};
use super::folder::{open_component, open_tokenizer};
use super::sd3_encoders::Sd3Clip;
use super::t5::T5Config;
use super::t5_tokenizer::T5Tokenizer;
use super::tokenizer::ClipTokenizer;
use crate::sampling::FlowMatchConfig;
use crate::{Error, Result};
use std::path::Path;

/// What an SD 3 checkpoint has that the UNet families do not.
#[derive(Clone)]
pub struct Sd3Parts {
    pub transformer: Component<SD3TransformerConfig>,
    /// T5-XXL's encoder; none when the model comes without it.
    pub text_encoder_3: Option<Component<T5Config>>,
    pub tokenizer_3: Option<T5Tokenizer>,
    /// `scheduler/scheduler_config.json` (its `shift` is the default of `--shift`).
    pub scheduler: FlowMatchConfig,
    /// T5's token count (diffusers' `max_sequence_length`; `--max-sequence-length`).
    pub max_sequence_length: usize,
    /// The CLIP encoders the checkpoint does not hold (a single file of the MMDiT and VAE
    /// alone): their places hold SD 3's configs and no weights until a file given beside
    /// the model fills them (`--clip-l`, `--clip-g`); no job runs while one is missing
    /// ([`Sd3Parts::check_encoders`]).
    pub missing_clips: Vec<Sd3Clip>,
    /// `--no-t5`: no T5, not even one given as a file of its own (`--t5xxl`).
    pub no_t5: bool,
}

/// diffusers' default `max_sequence_length` for SD 3.
pub const DEFAULT_MAX_SEQUENCE_LENGTH: usize = 256;

impl Sd3Parts {
    /// T5 with its tokenizer, when the model has both.
    pub fn t5(&self) -> Option<(&Component<T5Config>, &T5Tokenizer)> {
        self.text_encoder_3.as_ref().zip(self.tokenizer_3.as_ref())
    }

    /// Errors, naming the model at `path`, unless its encoders are all there and fit the
    /// transformer (`l`, `g`: its CLIP-L and CLIP-G): a single file without its CLIPs, or
    /// encoders given as files of their own that do not belong together, stop here,
    /// before anything is built.
    pub fn check_encoders(
        &self,
        path: &Path,
        l: &ClipTextConfig,
        g: &ClipTextConfig,
    ) -> Result<()> {
        if let Some(c) = self.missing_clips.first() {
            let flag = match c {
                Sd3Clip::L => "--clip-l",
                Sd3Clip::G => "--clip-g",
            };
            return Err(Error::file(
                path,
                format!(
                    "holds no {} text encoder ({}*); give one beside the model with {flag} FILE (as ComfyUI keeps text_encoders/{}.safetensors)",
                    c.name(),
                    c.prefix(),
                    flag.trim_start_matches("--").replace('-', "_"),
                ),
            ));
        }
        let t = &self.transformer.config;
        let (pl, pg) = (l.projection_dim.unwrap_or(0), g.projection_dim.unwrap_or(0));
        let mut wrong = Vec::new();
        if pl + pg != t.pooled_projection_dim {
            wrong.push(format!(
                "CLIP-L and CLIP-G project to {pl} + {pg}, the transformer's pooled_projection_dim is {}",
                t.pooled_projection_dim
            ));
        }
        if l.hidden_size + g.hidden_size > t.joint_attention_dim {
            wrong.push(format!(
                "CLIP-L and CLIP-G are {} + {} wide, more than the transformer's joint_attention_dim {}",
                l.hidden_size, g.hidden_size, t.joint_attention_dim
            ));
        }
        if let Some(t5) = &self.text_encoder_3 {
            if t5.config.d_model != t.joint_attention_dim {
                wrong.push(format!(
                    "T5 is {} wide, the transformer's joint_attention_dim is {}",
                    t5.config.d_model, t.joint_attention_dim
                ));
            }
        }
        match wrong.is_empty() {
            true => Ok(()),
            false => Err(Error::file(
                path,
                format!(
                    "its text encoders do not fit its transformer: {}",
                    wrong.join("; ")
                ),
            )),
        }
    }
}

/// Whether a folder's model_index.json is an SD 3 pipeline's (it lists a transformer).
pub(crate) fn is_sd3_index(index: &serde_json::Value) -> bool {
    index.get("transformer").is_some_and(|v| v[0].is_string())
}

/// What an SD 3 folder holds, for `load.rs` to make its checkpoint of.
pub(crate) struct Sd3Folder {
    pub(crate) parts: Sd3Parts,
    pub(crate) vae: Component<VaeConfig>,
    pub(crate) text_encoder: Component<ClipTextConfig>,
    pub(crate) text_encoder_2: Component<ClipTextConfig>,
    pub(crate) tokenizer: ClipTokenizer,
    pub(crate) tokenizer_2: ClipTokenizer,
}

/// The SD 3 folder at `root`, whose model_index.json is `index`.
pub(crate) fn open_sd3_folder(root: &Path, index: &serde_json::Value) -> Result<Sd3Folder> {
    let listed = |name: &str| index.get(name).is_some_and(|v| v[0].is_string());
    for needed in ["vae", "text_encoder", "text_encoder_2"] {
        if !listed(needed) {
            return Err(Error::file(
                root.join("model_index.json"),
                format!("an SD 3 pipeline (it lists a transformer) needs {needed}/, which it does not list"),
            ));
        }
    }
    let mut transformer: Component<SD3TransformerConfig> =
        open_component(root, "transformer", &["diffusion_pytorch_model"])?;
    let transformer_json = root.join("transformer").join("config.json");
    transformer.config = SD3TransformerConfig::from_json_file(&transformer_json)?;
    let vae = open_component(root, "vae", &["diffusion_pytorch_model"])?;
    let text_encoder: Component<ClipTextConfig> = open_component(root, "text_encoder", &["model"])?;
    let text_encoder_2: Component<ClipTextConfig> =
        open_component(root, "text_encoder_2", &["model"])?;
    let tokenizer = open_tokenizer(root, "tokenizer", ClipTokenizer::bundled)?;
    let tokenizer_2 = open_tokenizer(root, "tokenizer_2", || ClipTokenizer::bundled_with_pad(0))?;
    let (text_encoder_3, tokenizer_3) = if listed("text_encoder_3") {
        let t5: Component<T5Config> = open_component(root, "text_encoder_3", &["model"])?;
        let t5_json = root.join("text_encoder_3").join("config.json");
        t5.config.check().map_err(|e| Error::file(&t5_json, e))?;
        let tok = T5Tokenizer::from_folder(&root.join("tokenizer_3"))?;
        (Some(t5), Some(tok))
    } else {
        (None, None)
    };
    let sched = root.join("scheduler").join("scheduler_config.json");
    let scheduler = if crate::input::is_file(&sched)? {
        FlowMatchConfig::from_json_file(&sched)?
    } else {
        FlowMatchConfig::sd3()
    };
    let parts = Sd3Parts {
        transformer,
        text_encoder_3,
        tokenizer_3,
        scheduler,
        max_sequence_length: DEFAULT_MAX_SEQUENCE_LENGTH,
        missing_clips: Vec::new(),
        no_t5: false,
    };
    check_widths(root, &parts, &text_encoder.config, &text_encoder_2.config)?;
    Ok(Sd3Folder {
        parts,
        vae,
        text_encoder,
        text_encoder_2,
        tokenizer,
        tokenizer_2,
    })
}

/// The encoders must fit the transformer: pooled = CLIP-L's + CLIP-G's projections, the
/// context = T5's width, which the CLIP states are padded to.
fn check_widths(
    root: &Path,
    parts: &Sd3Parts,
    l: &ClipTextConfig,
    g: &ClipTextConfig,
) -> Result<()> {
    let t = &parts.transformer.config;
    let transformer_json = root.join("transformer").join("config.json");
    let projection = |c: &ClipTextConfig, sub: &str| {
        c.projection_dim.ok_or_else(|| {
            Error::file(
                root.join(sub).join("config.json"),
                "projection_dim is missing; SD 3's pooled embedding needs CLIPTextModelWithProjection",
            )
        })
    };
    let (pl, pg) = (
        projection(l, "text_encoder")?,
        projection(g, "text_encoder_2")?,
    );
    if pl + pg != t.pooled_projection_dim {
        return Err(Error::file(
            &transformer_json,
            format!(
                "pooled_projection_dim is {}, but text_encoder + text_encoder_2 project to {pl} + {pg}",
                t.pooled_projection_dim
            ),
        ));
    }
    if l.hidden_size + g.hidden_size > t.joint_attention_dim {
        return Err(Error::file(
            &transformer_json,
            format!(
                "joint_attention_dim {} is narrower than CLIP-L + CLIP-G's {} + {}",
                t.joint_attention_dim, l.hidden_size, g.hidden_size
            ),
        ));
    }
    if let Some(t5) = &parts.text_encoder_3 {
        if t5.config.d_model != t.joint_attention_dim {
            return Err(Error::file(
                &transformer_json,
                format!(
                    "joint_attention_dim is {}, but text_encoder_3 (T5) gives d_model {}",
                    t.joint_attention_dim, t5.config.d_model
                ),
            ));
        }
    }
    Ok(())
}
