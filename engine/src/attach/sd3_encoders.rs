//! SD 3's text encoders as files of their own (`--clip-l`, `--clip-g`, `--t5xxl`): what
//! ComfyUI users keep in `models/text_encoders/` beside Stability's SD 3 / 3.5 single
//! files, which hold only the MMDiT and the VAE (`clip_l.safetensors`,
//! `clip_g.safetensors`, `t5xxl_fp16.safetensors`, `t5xxl_fp8_e4m3fn.safetensors`;
//! transformers' names, read by `model/sd3_encoders.rs`). Each fills or replaces the
//! checkpoint's encoder: a file's encoder wins over the one the checkpoint holds. T5 from a
//! file is tokenized by the T5 v1.1 tokenizer that ships with Candela; `--no-t5` still
//! leaves it out.
//!
//! Three declared attachments (see `declared.rs`), one per encoder: the flags, the
//! protocol keys (`attachments.clip_l`, `.clip_g`, `.t5xxl`), the app's rows and the PNG
//! keys (`CLIP-L`, `CLIP-G`, `T5-XXL`: the file names, as Forge records its text encoder
//! modules; no hash, which would read T5's 5 to 10 GB for every image) come from
//! [`CLIP_L`], [`CLIP_G`] and [`T5XXL`].
use super::attachment::Attachment;
use super::declared::{Declaration, Declared, Picker, Values};
use crate::model::config::ClipTextConfig;
use crate::model::family::Family;
use crate::model::load::Checkpoint;
use crate::model::sd3::Sd3Parts;
use crate::model::sd3_encoders::{open_clip_file, open_t5_file, Sd3Clip};
use crate::model::t5::T5Config;
use crate::model::t5_tokenizer::T5Tokenizer;
use crate::model::{Component, Weights};
use crate::nets::clip::ClipTextModel;
use crate::nets::t5::T5Encoder;
use crate::{Error, Result};
use std::path::{Path, PathBuf};
use std::sync::Arc;

const SAFETENSORS: Option<(&str, &[&str])> = Some(("safetensors", &["safetensors"]));

pub const CLIP_L: Declaration = Declaration {
    key: "clip_l",
    flag: "clip-l",
    value_name: "FILE",
    help: "SD 3: a CLIP-L text encoder .safetensors (clip_l.safetensors, transformers' names) \
           for a checkpoint without one, or in place of its own",
    values: Values::One,
    label: "CLIP-L",
    hint: "SD 3's CLIP-L text encoder as a file of its own (clip_l.safetensors), for a single file that holds only the MMDiT and VAE",
    picker: Picker {
        files: SAFETENSORS,
        folders: false,
        title: "Open a CLIP-L text encoder file",
    },
    png_name_key: Some("CLIP-L"),
    families: &[Family::Sd3],
    open: |values, base| open_declared(values, base, Slot::Clip(Sd3Clip::L)),
};

pub const CLIP_G: Declaration = Declaration {
    key: "clip_g",
    flag: "clip-g",
    value_name: "FILE",
    help: "SD 3: a CLIP-G text encoder .safetensors (clip_g.safetensors, transformers' names \
           with text_projection) for a checkpoint without one, or in place of its own",
    values: Values::One,
    label: "CLIP-G",
    hint: "SD 3's CLIP-G text encoder as a file of its own (clip_g.safetensors), for a single file that holds only the MMDiT and VAE",
    picker: Picker {
        files: SAFETENSORS,
        folders: false,
        title: "Open a CLIP-G text encoder file",
    },
    png_name_key: Some("CLIP-G"),
    families: &[Family::Sd3],
    open: |values, base| open_declared(values, base, Slot::Clip(Sd3Clip::G)),
};

pub const T5XXL: Declaration = Declaration {
    key: "t5xxl",
    flag: "t5xxl",
    value_name: "FILE",
    help: "SD 3: a T5-XXL encoder .safetensors (t5xxl_fp16 or t5xxl_fp8_e4m3fn, transformers' \
           names), tokenized by the bundled T5 tokenizer; --no-t5 still leaves it out",
    values: Values::One,
    label: "T5-XXL",
    hint: "SD 3's T5-XXL text encoder as a file of its own (t5xxl_fp16.safetensors or t5xxl_fp8_e4m3fn.safetensors)",
    picker: Picker {
        files: SAFETENSORS,
        folders: false,
        title: "Open a T5-XXL text encoder file",
    },
    png_name_key: Some("T5-XXL"),
    families: &[Family::Sd3],
    open: |values, base| open_declared(values, base, Slot::T5),
};

/// Which of SD 3's encoders a file is given as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Slot {
    Clip(Sd3Clip),
    T5,
}

impl Slot {
    fn declaration(self) -> &'static Declaration {
        match self {
            Slot::Clip(Sd3Clip::L) => &CLIP_L,
            Slot::Clip(Sd3Clip::G) => &CLIP_G,
            Slot::T5 => &T5XXL,
        }
    }
}

/// What the file holds, and what the checkpoint held in its place.
#[derive(Clone)]
enum Part {
    Clip {
        which: Sd3Clip,
        component: Component<ClipTextConfig>,
        original: Component<ClipTextConfig>,
        was_missing: bool,
    },
    T5 {
        component: Component<T5Config>,
        // Boxed: a tokenizer is large beside a CLIP's parts.
        tokenizer: Box<T5Tokenizer>,
        original: Option<Component<T5Config>>,
        original_tokenizer: Option<Box<T5Tokenizer>>,
    },
}

/// One of SD 3's text encoders read from a file of its own.
#[derive(Clone)]
pub struct Sd3EncoderFile {
    slot: Slot,
    pub path: PathBuf,
    values: Vec<String>,
    part: Part,
}

fn open_declared(values: &[String], base: &Checkpoint, slot: Slot) -> Result<Arc<dyn Declared>> {
    let d = slot.declaration();
    let [path] = values else {
        let msg = format!("expected one file, got {}", values.len());
        return Err(Error::field(d.key, msg));
    };
    let mut file = Sd3EncoderFile::open(Path::new(path), base, slot)?;
    file.values = values.to_vec();
    Ok(Arc::new(file))
}

/// `base`'s SD 3 parts, or an error naming `path` and the flag for any other family.
fn sd3_of<'a>(base: &'a Checkpoint, path: &Path, slot: Slot) -> Result<&'a Sd3Parts> {
    base.sd3.as_deref().ok_or_else(|| {
        let flag = slot.declaration().flag;
        let instead = match slot {
            Slot::Clip(Sd3Clip::L) => " (--text-encoder replaces its CLIP-L)",
            _ => "",
        };
        Error::file(
            path,
            format!(
                "--{flag} gives one of SD 3's text encoders; this model is {}{instead}",
                base.family.name()
            ),
        )
    })
}

impl Sd3EncoderFile {
    /// Opens `path` as the `slot` encoder of `base`, which must be an SD 3 model; the file's
    /// layout and shapes are checked against it (errors name the file and the tensor).
    fn open(path: &Path, base: &Checkpoint, slot: Slot) -> Result<Self> {
        crate::input::check(path)?;
        let sd3 = sd3_of(base, path, slot)?;
        let part = match slot {
            Slot::Clip(which) => {
                super::files::refuse_pickle(path, "a CLIP text encoder .safetensors file")?;
                let original = clip_of(base, which).clone();
                let component = open_clip_file(path, which, &original.config)?;
                check_net(path, which.name(), &component.weights, |vb| {
                    ClipTextModel::with_projection(vb, &component.config)
                })?;
                Part::Clip {
                    which,
                    component,
                    original,
                    was_missing: sd3.missing_clips.contains(&which),
                }
            }
            Slot::T5 => {
                super::files::refuse_pickle(path, "a T5 encoder .safetensors file")?;
                let component = open_t5_file(path)?;
                check_net(path, "T5", &component.weights, |vb| {
                    T5Encoder::new(vb, &component.config)
                })?;
                Part::T5 {
                    component,
                    tokenizer: Box::new(T5Tokenizer::bundled()?),
                    original: sd3.text_encoder_3.clone(),
                    original_tokenizer: sd3.tokenizer_3.clone().map(Box::new),
                }
            }
        };
        let file = Sd3EncoderFile {
            slot,
            path: path.to_path_buf(),
            values: vec![path.display().to_string()],
            part,
        };
        file.check_fits(base)?;
        Ok(file)
    }

    /// The file's name, as the PNG records it.
    pub fn name(&self) -> String {
        self.path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default()
    }
}

/// The checkpoint's CLIP-L or CLIP-G (an SD 3 checkpoint has both places).
fn clip_of(base: &Checkpoint, which: Sd3Clip) -> &Component<ClipTextConfig> {
    match (which, &base.text_encoder_2) {
        (Sd3Clip::G, Some(g)) => g,
        _ => &base.text_encoder,
    }
}

/// Every tensor the net built by `build` loads must be in `weights`, with its shape.
fn check_net<T>(
    path: &Path,
    what: &str,
    weights: &Weights,
    build: impl FnOnce(candle_nn::VarBuilder<'static>) -> candle_core::Result<T>,
) -> Result<()> {
    let wanted = crate::offload::record_shapes(weights, build)
        .map_err(|e| Error::file(path, format!("not a {what} encoder Candela can build: {e}")))?;
    let stored = weights.stored();
    for (name, shape) in wanted {
        match stored.and_then(|w| w.shape(&name)) {
            Some(s) if s == shape => {}
            Some(s) => {
                return Err(Error::file(
                    path,
                    format!("{what} tensor '{name}' is {s:?}, expected {shape:?}"),
                ))
            }
            None => {
                return Err(Error::file(
                    path,
                    format!("no {what} tensor '{name}' (transformers' names); the file is incomplete or not a {what} encoder"),
                ))
            }
        }
    }
    Ok(())
}

/// `file`'s CLIP against what the model needs in its place: the checkpoint's own encoder's
/// width and projection when it has one, or SD 3's when the transformer takes SD 3's
/// pooled width; at least room in the transformer's widths otherwise.
fn check_clip(
    path: &Path,
    which: Sd3Clip,
    c: &ClipTextConfig,
    base: &Checkpoint,
    sd3: &Sd3Parts,
) -> Result<()> {
    let t = &sd3.transformer.config;
    let other = match which {
        Sd3Clip::L => Sd3Clip::G,
        Sd3Clip::G => Sd3Clip::L,
    };
    let hinted = [Sd3Clip::L, Sd3Clip::G]
        .iter()
        .map(|w| clip_of(base, *w).config.projection_dim.unwrap_or(0))
        .sum::<usize>()
        == t.pooled_projection_dim;
    let own = clip_of(base, which);
    let expected = (!sd3.missing_clips.contains(&which) || hinted).then_some(&own.config);
    let (width, projection) = (c.hidden_size, c.projection_dim.unwrap_or(0));
    let fits = match expected {
        Some(e) => e.hidden_size == width && e.projection_dim == Some(projection),
        None => {
            let other_known = !sd3.missing_clips.contains(&other);
            let p_other = clip_of(base, other).config.projection_dim.unwrap_or(0);
            width <= t.joint_attention_dim
                && projection < t.pooled_projection_dim
                && (!other_known || projection + p_other == t.pooled_projection_dim)
        }
    };
    if fits {
        return Ok(());
    }
    let wanted = match expected {
        Some(e) => format!(
            "this model's {} is {} wide, projecting to {}",
            which.name(),
            e.hidden_size,
            e.projection_dim.unwrap_or(0)
        ),
        None => format!(
            "this model's transformer takes text {} wide and a pooled vector of {}",
            t.joint_attention_dim, t.pooled_projection_dim
        ),
    };
    Err(Error::file(
        path,
        format!(
            "this {} is {width} wide, projecting to {projection}; {wanted}: not this model's {} (CLIP-L and CLIP-G swapped?)",
            which.name(),
            which.name()
        ),
    ))
}

impl Attachment for Sd3EncoderFile {
    fn kind(&self) -> &'static str {
        match self.slot {
            Slot::Clip(Sd3Clip::L) => "CLIP-L text encoder",
            Slot::Clip(Sd3Clip::G) => "CLIP-G text encoder",
            Slot::T5 => "T5-XXL text encoder",
        }
    }

    fn path(&self) -> &Path {
        &self.path
    }

    /// None of its own: it takes the checkpoint's place, and the checkpoint lists it.
    fn weights(&self) -> Vec<(&'static str, &Weights)> {
        Vec::new()
    }

    fn check_fits(&self, base: &Checkpoint) -> Result<()> {
        let sd3 = sd3_of(base, &self.path, self.slot)?;
        match &self.part {
            Part::Clip {
                which, component, ..
            } => check_clip(&self.path, *which, &component.config, base, sd3),
            Part::T5 {
                component,
                tokenizer,
                ..
            } => {
                let (c, t) = (&component.config, &sd3.transformer.config);
                if c.d_model != t.joint_attention_dim {
                    return Err(Error::file(
                        &self.path,
                        format!(
                            "this T5 is {} wide; this model's transformer takes text {} wide (joint_attention_dim): not its T5",
                            c.d_model, t.joint_attention_dim
                        ),
                    ));
                }
                if c.vocab_size < tokenizer.vocab_size() {
                    return Err(Error::file(
                        &self.path,
                        format!(
                            "this T5 has {} token embeddings; T5 v1.1's tokenizer gives ids up to {} (T5-XXL has 32128)",
                            c.vocab_size,
                            tokenizer.vocab_size() - 1
                        ),
                    ));
                }
                Ok(())
            }
        }
    }
}

impl Declared for Sd3EncoderFile {
    fn key(&self) -> &'static str {
        self.slot.declaration().key
    }

    fn values(&self) -> &[String] {
        &self.values
    }

    fn apply(&self, checkpoint: &mut Checkpoint) {
        match &self.part {
            Part::Clip {
                which, component, ..
            } => {
                match which {
                    Sd3Clip::L => checkpoint.text_encoder = component.clone(),
                    Sd3Clip::G => checkpoint.text_encoder_2 = Some(component.clone()),
                }
                if let Some(sd3) = checkpoint.sd3.as_mut() {
                    sd3.missing_clips.retain(|c| c != which);
                }
            }
            Part::T5 {
                component,
                tokenizer,
                ..
            } => {
                if let Some(sd3) = checkpoint.sd3.as_mut().filter(|s| !s.no_t5) {
                    sd3.text_encoder_3 = Some(component.clone());
                    sd3.tokenizer_3 = Some((**tokenizer).clone());
                }
            }
        }
    }

    fn remove(&self, checkpoint: &mut Checkpoint) {
        match &self.part {
            Part::Clip {
                which,
                original,
                was_missing,
                ..
            } => {
                match which {
                    Sd3Clip::L => checkpoint.text_encoder = original.clone(),
                    Sd3Clip::G => checkpoint.text_encoder_2 = Some(original.clone()),
                }
                if let Some(sd3) = checkpoint.sd3.as_mut().filter(|_| *was_missing) {
                    if !sd3.missing_clips.contains(which) {
                        sd3.missing_clips.push(*which);
                        sd3.missing_clips.sort_by_key(|c| *c == Sd3Clip::G);
                    }
                }
            }
            Part::T5 {
                original,
                original_tokenizer,
                ..
            } => {
                if let Some(sd3) = checkpoint.sd3.as_mut() {
                    sd3.text_encoder_3 = original.clone();
                    sd3.tokenizer_3 = original_tokenizer.as_deref().cloned();
                }
            }
        }
    }

    /// `CLIP-L: clip_l.safetensors` (or `CLIP-G`, `T5-XXL`): the file's name.
    fn parameters(&self) -> Result<Vec<(&'static str, String)>> {
        let key = self
            .slot
            .declaration()
            .png_name_key
            .unwrap_or("Text encoder");
        Ok(vec![(key, self.name())])
    }
}

#[cfg(test)]
#[path = "sd3_encoders_tests.rs"]
mod tests;
