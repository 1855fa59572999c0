//! SD 3 / 3.5 single files as Stability publishes them: the MMDiT under
//! `model.diffusion_model.` in its original names (`joint_blocks.{i}.x_block` /
//! `context_block`, fused `qkv`, `adaLN_modulation`), the VAE under `first_stage_model.`
//! (LDM names), and optionally the text encoders in transformers' names under
//! `text_encoders.clip_l.transformer.`, `text_encoders.clip_g.transformer.` and
//! `text_encoders.t5xxl.transformer.` (T5 read by `model/sd3_encoders.rs`). The MMDiT
//! mapping is the inverse of diffusers' `convert_sd3_transformer_checkpoint_to_diffusers`:
//! q/k/v are rows of `qkv`, and the final adaLN layers store (shift, scale) where diffusers
//! reads (scale, shift).
//!
//! Shapes give every MMDiT field (head size from the q/k norms, 64 without them, as in
//! every SD 3 release). The CLIP encoders' heads and activation are not in the shapes:
//! CLIP-L's 12 heads of 64 with quick_gelu and CLIP-G's 20 of 64 with gelu unless the
//! yaml next to the file says otherwise (`model.params.conditioner_config.params.
//! emb_models.<0|1>.params.num_heads` / `hidden_act`, as SDXL's). CLIP-L's pooled output
//! is used unprojected (an identity `text_projection`), as diffusers and ComfyUI do.
use super::ckpt::Ckpt;
use super::config::{convert_clip, convert_vae};
use super::layout::{UNET, Y_SDXL_TEXT};
use super::yaml::LdmYaml;
use crate::model::config::{ClipTextConfig, SD3TransformerConfig, VaeConfig};
use crate::model::family::Family;
use crate::model::keys::indices;
use crate::model::sd3_encoders::{t5_in, Sd3Clip, T5_PREFIX};
use crate::model::t5::T5Config;
use crate::model::weights::{SafetensorsFile, Source, Transform};
use crate::Result;
use std::collections::HashMap;
use std::path::Path;

pub(super) const CLIP_L: &str = "text_encoders.clip_l.transformer.";
pub(super) const CLIP_G: &str = "text_encoders.clip_g.transformer.";

type Map = HashMap<String, Source>;

/// An SD 3 single file seen as diffusers components.
pub struct Sd3SingleFile {
    pub transformer: (SD3TransformerConfig, Map),
    pub vae: (VaeConfig, Map),
    /// CLIP-L and CLIP-G, when the file has them (both or neither).
    pub clips: Option<[(ClipTextConfig, Map); 2]>,
    /// Without them: SD 3's CLIP-L and CLIP-G configs with the yaml's heads and activation
    /// (what a CLIP file given beside it takes what shapes cannot tell from).
    pub clip_hints: [ClipTextConfig; 2],
    /// T5-XXL's encoder, when the file holds it.
    pub t5: Option<(T5Config, Map)>,
}

/// Whether `file` is an SD 3 single file (an MMDiT's joint blocks).
pub fn is_sd3_file(file: &SafetensorsFile) -> bool {
    file.tensors
        .contains_key(&format!("{UNET}joint_blocks.0.x_block.attn.qkv.weight"))
}

/// Maps an SD 3 single file onto diffusers' names; errors name the file and the tensor.
pub fn convert_sd3(
    file: &SafetensorsFile,
    file_index: usize,
    yaml: Option<&Path>,
) -> Result<Sd3SingleFile> {
    let yaml = LdmYaml::open_or_default(yaml)?;
    let ck = Ckpt {
        file,
        index: file_index,
    };
    let transformer = convert_mmdit(&ck)?;
    let (vae_map, mut vae) = convert_vae(&ck, Family::Sd3, &yaml)?;
    vae.scaling_factor = yaml.float("model.params.scale_factor")?.unwrap_or(1.5305);
    vae.shift_factor = Some(yaml.float("model.params.shift_factor")?.unwrap_or(0.0609));
    let has = |prefix: &str| ck.under(prefix).next().is_some();
    let clips = match (has(CLIP_L), has(CLIP_G)) {
        (false, false) => None,
        (true, true) => Some([clip(&ck, &yaml, 0)?, clip(&ck, &yaml, 1)?]),
        (l, _) => {
            return Err(ck.err(format!(
                "has {} but not {}: give a file with both CLIP text encoders or neither",
                if l { CLIP_L } else { CLIP_G },
                if l { CLIP_G } else { CLIP_L }
            )))
        }
    };
    let t5 = match has(T5_PREFIX) {
        true => Some(t5_in(file, file_index, T5_PREFIX)?),
        false => None,
    };
    Ok(Sd3SingleFile {
        transformer,
        vae: (vae, vae_map),
        clips,
        clip_hints: [clip_hint(&yaml, 0)?, clip_hint(&yaml, 1)?],
        t5,
    })
}

/// SD 3's CLIP-L (`which` 0) or CLIP-G (1) config with the yaml's heads and activation.
fn clip_hint(yaml: &LdmYaml, which: usize) -> Result<ClipTextConfig> {
    let mut config = [Sd3Clip::L, Sd3Clip::G][which].standard();
    let path = |k: &str| format!("{Y_SDXL_TEXT}.{which}.params.{k}");
    if let Some(heads) = yaml.usize(&path("num_heads"))? {
        config.num_attention_heads = heads;
    }
    if let Some(act) = yaml.string(&path("hidden_act"))? {
        config.hidden_act = act;
    }
    Ok(config)
}

/// CLIP-L (`which` 0) or CLIP-G (1) with its projection: CLIP-G's stored, CLIP-L's the
/// identity.
fn clip(ck: &Ckpt, yaml: &LdmYaml, which: usize) -> Result<(ClipTextConfig, Map)> {
    let prefix = [CLIP_L, CLIP_G][which];
    let path = |k: &str| format!("{Y_SDXL_TEXT}.{which}.params.{k}");
    let (mut map, mut config) = convert_clip(ck, prefix, yaml, &path("num_heads"))?;
    config.hidden_act = match yaml.string(&path("hidden_act"))? {
        Some(act) => act,
        None => ["quick_gelu", "gelu"][which].into(),
    };
    let projection = format!("{prefix}text_projection.weight");
    let source = match which {
        0 => ck.source(&projection, Transform::Eye(config.hidden_size)),
        _ => ck.source(&projection, Transform::None),
    };
    config.projection_dim = Some(match which {
        0 => config.hidden_size,
        _ => ck.dim(&projection, 2, 0)?,
    });
    map.insert("text_projection.weight".into(), source);
    Ok((config, map))
}

/// The MMDiT's config from shapes, and every diffusers name mapped to the file's tensor;
/// a tensor the mapping needs and the file lacks is named.
fn convert_mmdit(ck: &Ckpt) -> Result<(SD3TransformerConfig, Map)> {
    let k = |name: &str| format!("{UNET}{name}");
    let names = || ck.under(UNET).map(|(n, _)| n);
    let layers = indices(names(), "joint_blocks.").len();
    let proj = ck.shape(&k("x_embedder.proj.weight"))?;
    if proj.len() != 4 {
        return Err(ck.err(format!(
            "tensor '{}' has shape {proj:?}, expected 4 dimensions",
            k("x_embedder.proj.weight")
        )));
    }
    let (dim, in_channels, patch) = (proj[0], proj[1], proj[2]);
    let ln_q = k("joint_blocks.0.x_block.attn.ln_q.weight");
    let head_dim = match ck.has(&ln_q) {
        true => ck.dim(&ln_q, 1, 0)?,
        false => 64,
    };
    let grid = ck.dim(&k("pos_embed"), 3, 1)?;
    let dual: Vec<usize> = (0..layers)
        .filter(|i| ck.has(&k(&format!("joint_blocks.{i}.x_block.attn2.qkv.weight"))))
        .collect();
    let config = SD3TransformerConfig {
        sample_size: 128,
        patch_size: patch,
        in_channels,
        num_layers: layers,
        attention_head_dim: head_dim,
        num_attention_heads: dim / head_dim.max(1),
        joint_attention_dim: ck.dim(&k("context_embedder.weight"), 2, 1)?,
        caption_projection_dim: ck.dim(&k("context_embedder.weight"), 2, 0)?,
        pooled_projection_dim: ck.dim(&k("y_embedder.mlp.0.weight"), 2, 1)?,
        out_channels: ck.dim(&k("final_layer.linear.weight"), 2, 0)? / (patch * patch).max(1),
        pos_embed_max_size: (grid as f64).sqrt().round() as usize,
        dual_attention_layers: dual.clone(),
        qk_norm: ck.has(&ln_q).then(|| "rms_norm".to_string()),
    };
    config
        .check()
        .map_err(|e| ck.err(format!("the MMDiT read from the tensors: {e}")))?;
    let mut map = Map::new();
    let mut put = |name: String, key: String, t: Transform| -> Result<()> {
        let full = k(&key);
        if !ck.has(&full) {
            return Err(ck.err(format!(
                "missing tensor '{full}' (the MMDiT's {name}); the checkpoint is incomplete"
            )));
        }
        map.insert(name, ck.source(&full, t));
        Ok(())
    };
    let plain =
        |put: &mut dyn FnMut(String, String, Transform) -> Result<()>, to: &str, from: &str| {
            for wb in ["weight", "bias"] {
                put(
                    format!("{to}.{wb}"),
                    format!("{from}.{wb}"),
                    Transform::None,
                )?;
            }
            Ok::<_, crate::Error>(())
        };
    put(
        "pos_embed.pos_embed".into(),
        "pos_embed".into(),
        Transform::None,
    )?;
    for (to, from) in [
        ("pos_embed.proj", "x_embedder.proj"),
        (
            "time_text_embed.timestep_embedder.linear_1",
            "t_embedder.mlp.0",
        ),
        (
            "time_text_embed.timestep_embedder.linear_2",
            "t_embedder.mlp.2",
        ),
        ("time_text_embed.text_embedder.linear_1", "y_embedder.mlp.0"),
        ("time_text_embed.text_embedder.linear_2", "y_embedder.mlp.2"),
        ("context_embedder", "context_embedder"),
        ("proj_out", "final_layer.linear"),
    ] {
        plain(&mut put, to, from)?;
    }
    for wb in ["weight", "bias"] {
        put(
            format!("norm_out.linear.{wb}"),
            format!("final_layer.adaLN_modulation.1.{wb}"),
            Transform::SwapHalves,
        )?;
    }
    for i in 0..layers {
        let last = i + 1 == layers;
        let to = |s: &str| format!("transformer_blocks.{i}.{s}");
        let from = |s: &str| format!("joint_blocks.{i}.{s}");
        let qkv = |put: &mut dyn FnMut(String, String, Transform) -> Result<()>,
                   names: [&str; 3],
                   src: &str| {
            for (j, n) in names.iter().enumerate() {
                for wb in ["weight", "bias"] {
                    let rows = Transform::Rows {
                        start: j * dim,
                        len: dim,
                    };
                    put(
                        to(&format!("{n}.{wb}")),
                        from(&format!("{src}.qkv.{wb}")),
                        rows,
                    )?;
                }
            }
            Ok::<_, crate::Error>(())
        };
        qkv(
            &mut put,
            ["attn.to_q", "attn.to_k", "attn.to_v"],
            "x_block.attn",
        )?;
        qkv(
            &mut put,
            ["attn.add_q_proj", "attn.add_k_proj", "attn.add_v_proj"],
            "context_block.attn",
        )?;
        let mut pairs = vec![
            ("attn.to_out.0", "x_block.attn.proj"),
            ("norm1.linear", "x_block.adaLN_modulation.1"),
            ("ff.net.0.proj", "x_block.mlp.fc1"),
            ("ff.net.2", "x_block.mlp.fc2"),
        ];
        if !last {
            pairs.extend([
                ("attn.to_add_out", "context_block.attn.proj"),
                ("norm1_context.linear", "context_block.adaLN_modulation.1"),
                ("ff_context.net.0.proj", "context_block.mlp.fc1"),
                ("ff_context.net.2", "context_block.mlp.fc2"),
            ]);
        } else {
            for wb in ["weight", "bias"] {
                put(
                    to(&format!("norm1_context.linear.{wb}")),
                    from(&format!("context_block.adaLN_modulation.1.{wb}")),
                    Transform::SwapHalves,
                )?;
            }
        }
        let mut norms = Vec::new();
        if config.qk_norm.is_some() {
            norms.extend([
                ("attn.norm_q", "x_block.attn.ln_q"),
                ("attn.norm_k", "x_block.attn.ln_k"),
                ("attn.norm_added_q", "context_block.attn.ln_q"),
                ("attn.norm_added_k", "context_block.attn.ln_k"),
            ]);
        }
        if dual.contains(&i) {
            qkv(
                &mut put,
                ["attn2.to_q", "attn2.to_k", "attn2.to_v"],
                "x_block.attn2",
            )?;
            pairs.push(("attn2.to_out.0", "x_block.attn2.proj"));
            if config.qk_norm.is_some() {
                norms.extend([
                    ("attn2.norm_q", "x_block.attn2.ln_q"),
                    ("attn2.norm_k", "x_block.attn2.ln_k"),
                ]);
            }
        }
        for (t, f) in pairs {
            plain(&mut put, &to(t), &from(f))?;
        }
        for (t, f) in norms {
            put(
                to(&format!("{t}.weight")),
                from(&format!("{f}.weight")),
                Transform::None,
            )?;
        }
    }
    Ok((config, map))
}
