//! Each component of a single file mapped onto diffusers' names (through `keys`) and its
//! config inferred from tensor shapes, checked against the yaml where it says something.
use super::ckpt::Ckpt;
use super::layout::*;
use super::yaml::LdmYaml;
use crate::model::config::{ClipTextConfig, PerBlock, UNetConfig, VaeConfig};
use crate::model::family::Family;
use crate::model::keys::unet::UnetLayout;
use crate::model::keys::{self, indices};
use crate::model::weights::{Source, Transform};
use crate::Result;
use std::collections::{BTreeSet, HashMap};

pub(super) fn convert_unet(
    ck: &Ckpt,
    family: Family,
    yaml: &LdmYaml,
    v_prediction: Option<bool>,
    pooled_dim: Option<usize>,
    time_ids: usize,
) -> Result<(HashMap<String, Source>, UNetConfig)> {
    let layout = ck.unet_layout(UNET, true)?;
    let mut map = HashMap::new();
    let mut unmapped = Vec::new();
    for (ldm, key) in ck.under(UNET) {
        match layout.diffusers_name(ldm) {
            Some(name) => {
                map.insert(name, ck.source(key, Transform::None));
            }
            None => unmapped.push(key),
        }
    }
    ck.refuse_unmapped("UNet", &unmapped)?;
    let mut config = unet_config(ck, &layout, family, yaml, v_prediction)?;
    if family == Family::Sdxl {
        set_text_time(ck, yaml, &mut config, pooled_dim, time_ids)?;
    } else if ck.has(&format!("{UNET}label_emb.0.0.weight")) {
        return Err(ck.err(
            "UNet has label_emb (class or image conditioning, e.g. SD 2.x unCLIP) without SDXL's text encoders; not supported",
        ));
    }
    Ok((map, config))
}

/// SDXL's `label_emb.0.0` reads the pooled embedding and `time_ids` time ids (six for the
/// base, five for the refiner), each embedded with `addition_time_embed_dim` sinusoids:
/// its input width tells that dimension.
fn set_text_time(
    ck: &Ckpt,
    yaml: &LdmYaml,
    config: &mut UNetConfig,
    pooled_dim: Option<usize>,
    time_ids: usize,
) -> Result<()> {
    let key = format!("{UNET}label_emb.0.0.weight");
    let adm = ck.dim(&key, 2, 1)?;
    yaml.check_usize(&format!("{Y_SDXL_UNET}.adm_in_channels"), adm)?;
    let pooled =
        pooled_dim.ok_or_else(|| ck.err("SDXL OpenCLIP text encoder has no text_projection"))?;
    let time = adm
        .checked_sub(pooled)
        .filter(|t| t % time_ids == 0 && *t > 0)
        .ok_or_else(|| {
            ck.err(format!(
                "tensor '{key}' reads {adm} values; expected {time_ids} time-id embeddings plus the {pooled}-wide pooled text embedding"
            ))
        })?;
    config.addition_embed_type = Some("text_time".into());
    config.addition_time_embed_dim = Some(time / time_ids);
    config.projection_class_embeddings_input_dim = Some(adm);
    Ok(())
}

fn unet_config(
    ck: &Ckpt,
    layout: &UnetLayout,
    family: Family,
    yaml: &LdmYaml,
    v_prediction: Option<bool>,
) -> Result<UNetConfig> {
    let conv_in = format!("{UNET}input_blocks.0.0.weight");
    let (model_channels, in_channels, kernel) = (
        ck.dim(&conv_in, 4, 0)?,
        ck.dim(&conv_in, 4, 1)?,
        ck.dim(&conv_in, 4, 2)?,
    );
    let lpb = layout.layers_per_block;
    let levels = 0..layout.levels;
    // Per level, from its first input block.
    let first = |l, rest: &str| format!("{UNET}input_blocks.{}.{rest}", layout.input_index(l, 0));
    let block_out_channels = levels
        .clone()
        .map(|l| ck.dim(&first(l, "0.out_layers.3.weight"), 4, 0))
        .collect::<Result<Vec<_>>>()?;
    let depth: Vec<Option<usize>> = levels
        .clone()
        .map(|l| {
            let attention = ck.under(&first(l, "1.")).map(|(n, _)| n);
            indices(attention, "transformer_blocks.")
                .last()
                .map(|n| n + 1)
        })
        .collect();
    let down_attn: Vec<bool> = depth.iter().map(Option::is_some).collect();
    let up_attn: Vec<bool> = levels
        .clone()
        .map(|b| {
            // `.1.` alone may be the upsampler of a block without attention.
            let attention = |l| {
                format!(
                    "{UNET}output_blocks.{}.1.transformer_blocks.",
                    b * (lpb + 1) + l
                )
            };
            (0..=lpb).any(|l| ck.under(&attention(l)).next().is_some())
        })
        .collect();
    let attn_depths: BTreeSet<usize> = depth.iter().flatten().copied().collect();
    let transformer_layers_per_block = match attn_depths.len() {
        0 | 1 => PerBlock::One(attn_depths.first().copied().unwrap_or(1)),
        _ => PerBlock::Each(depth.iter().map(|d| d.unwrap_or(1)).collect()),
    };
    let find = |suffix: &str| ck.under(UNET).map(|(_, k)| k).find(|k| k.ends_with(suffix));
    let to_k = find(".attn2.to_k.weight")
        .ok_or_else(|| ck.err("UNet has no cross-attention (attn2) tensors; not an SD UNet"))?;
    let cross_attention_dim = ck.dim(to_k, 2, 1)?;
    let proj_in = find(".proj_in.weight")
        .ok_or_else(|| ck.err("UNet has no attention proj_in tensors; not an SD UNet"))?;
    let use_linear_projection = ck.shape(proj_in)?.len() == 2;

    let y = |k: &str| format!("{}.{k}", y_unet(family));
    yaml.check_usize(&y("model_channels"), model_channels)?;
    yaml.check_usize(&y("in_channels"), in_channels)?;
    yaml.check_usize(&y("context_dim"), cross_attention_dim)?;
    yaml.check_usize(&y("num_res_blocks"), lpb)?;
    let linear = y("use_linear_in_transformer");
    yaml.check(&linear, yaml.bool(&linear)?, use_linear_projection)?;
    let mult = yaml
        .usizes(&y("channel_mult"))?
        .map(|m| m.iter().map(|m| m * model_channels).collect::<Vec<_>>());
    yaml.check(&y("channel_mult"), mult, block_out_channels.clone())?;
    if let Some(d) = yaml.usizes(&y("transformer_depth"))? {
        let tensors: Vec<_> = depth.iter().flatten().copied().collect();
        let said: Vec<_> = depth
            .iter()
            .enumerate()
            .filter(|(_, t)| t.is_some())
            .map(|(l, _)| d[l.min(d.len() - 1)])
            .collect();
        yaml.check(&y("transformer_depth"), Some(said), tensors)?;
    }

    let attention_head_dim = Some(unet_heads(yaml, family, &block_out_channels)?);
    let types = |attn: &[bool], with: &str, without: &str| {
        attn.iter()
            .map(|&a| if a { with } else { without }.to_string())
            .collect()
    };
    Ok(UNetConfig {
        in_channels,
        out_channels: ck.dim(&format!("{UNET}out.2.weight"), 4, 0)?,
        block_out_channels,
        layers_per_block: lpb,
        down_block_types: types(&down_attn, "CrossAttnDownBlock2D", "DownBlock2D"),
        up_block_types: types(&up_attn, "CrossAttnUpBlock2D", "UpBlock2D"),
        cross_attention_dim,
        attention_head_dim,
        num_attention_heads: None,
        transformer_layers_per_block,
        use_linear_projection,
        norm_num_groups: yaml.usize(&y("norm_num_groups"))?.unwrap_or(32),
        norm_eps: 1e-5,
        flip_sin_to_cos: true,
        freq_shift: 0.0,
        conv_in_kernel: kernel,
        // SD 2.1 768-v overflows fp16 attention without it; diffusers' SD 2.1 config sets it.
        upcast_attention: family == Family::Sd2,
        addition_embed_type: None,
        addition_time_embed_dim: None,
        projection_class_embeddings_input_dim: None,
        sample_size: Some(match yaml.usize("model.params.image_size")? {
            Some(s) => s,
            None if family == Family::Sd2 && v_prediction == Some(true) => 96,
            None if family == Family::Sdxl => 128,
            None => 64,
        }),
    })
}

/// Heads per block (diffusers' legacy `attention_head_dim`), as LDM's `UNetModel` picks
/// them: `num_head_channels` wins over `num_heads` (-1 means unset in both).
fn unet_heads(yaml: &LdmYaml, family: Family, channels: &[usize]) -> Result<PerBlock<usize>> {
    let y = y_unet(family);
    let head_channels = yaml
        .int(&format!("{y}.num_head_channels"))?
        .filter(|&c| c > 0);
    let heads = yaml.int(&format!("{y}.num_heads"))?.filter(|&h| h > 0);
    Ok(match (head_channels, heads) {
        (Some(c), _) => {
            let c = c as usize;
            if let Some(bad) = channels.iter().find(|&&ch| !ch.is_multiple_of(c)) {
                return Err(yaml.err(
                    &format!("{y}.num_head_channels"),
                    format!("{c} does not divide block width {bad}"),
                ));
            }
            PerBlock::Each(channels.iter().map(|ch| ch / c).collect())
        }
        (None, Some(h)) => PerBlock::One(h as usize),
        (None, None) if family == Family::Sd1 => PerBlock::One(8),
        (None, None) => PerBlock::Each(channels.iter().map(|ch| (ch / 64).max(1)).collect()),
    })
}

pub(super) fn convert_vae(
    ck: &Ckpt,
    family: Family,
    yaml: &LdmYaml,
) -> Result<(HashMap<String, Source>, VaeConfig)> {
    let names = || ck.under(VAE).map(|(n, _)| n);
    let levels = indices(names(), "encoder.down.").len();
    let up_levels = indices(names(), "decoder.up.").len();
    if levels == 0 || up_levels != levels {
        return Err(ck.err(format!(
            "VAE has {levels} encoder and {up_levels} decoder levels; not an SD VAE"
        )));
    }
    let mut map = HashMap::new();
    let mut unmapped = Vec::new();
    for (ldm, key) in ck.under(VAE) {
        match keys::vae::diffusers_name(ldm, up_levels) {
            Some((name, transform)) => {
                map.insert(name, ck.source(key, transform));
            }
            None => unmapped.push(key),
        }
    }
    ck.refuse_unmapped("VAE", &unmapped)?;

    let block_out_channels = (0..levels)
        .map(|l| ck.dim(&format!("{VAE}encoder.down.{l}.block.0.conv2.weight"), 4, 0))
        .collect::<Result<Vec<_>>>()?;
    let layers_per_block = indices(names(), "encoder.down.0.block.").len();
    let latent_channels = ck.dim(&format!("{VAE}decoder.conv_in.weight"), 4, 1)?;
    let y = |k: &str| format!("{Y_VAE}.{k}");
    yaml.check_usize(&y("ch"), block_out_channels[0])?;
    let mult = yaml.usizes(&y("ch_mult"))?.map(|m| {
        m.iter()
            .map(|m| m * block_out_channels[0])
            .collect::<Vec<_>>()
    });
    yaml.check(&y("ch_mult"), mult, block_out_channels.clone())?;
    yaml.check_usize(&y("num_res_blocks"), layers_per_block)?;
    yaml.check_usize(&y("z_channels"), latent_channels)?;
    let config = VaeConfig {
        in_channels: ck.dim(&format!("{VAE}encoder.conv_in.weight"), 4, 1)?,
        out_channels: ck.dim(&format!("{VAE}decoder.conv_out.weight"), 4, 0)?,
        latent_channels,
        block_out_channels,
        layers_per_block,
        norm_num_groups: yaml.usize(&y("norm_num_groups"))?.unwrap_or(32),
        scaling_factor: match yaml.float("model.params.scale_factor")? {
            Some(f) => f,
            None if family == Family::Sdxl => 0.13025,
            None => 0.18215,
        },
        shift_factor: None,
        use_quant_conv: ck.has(&format!("{VAE}quant_conv.weight")),
        use_post_quant_conv: ck.has(&format!("{VAE}post_quant_conv.weight")),
        mid_block_add_attention: ck.has(&format!("{VAE}encoder.mid.attn_1.q.weight")),
        force_upcast: true,
    };
    Ok((map, config))
}

/// SD 1.x and SDXL's first encoder: transformers' CLIPTextModel already, under `prefix`
/// (`cond_stage_model.transformer.`, `conditioner.embedders.0.transformer.`); `heads` is
/// the yaml path of the head count.
pub(super) fn convert_clip(
    ck: &Ckpt,
    prefix: &str,
    yaml: &LdmYaml,
    heads: &str,
) -> Result<(HashMap<String, Source>, ClipTextConfig)> {
    let mut map = HashMap::new();
    for (name, key) in ck.under(prefix) {
        if let Some(name) = keys::clip::clip_name(name) {
            map.insert(name, ck.source(key, Transform::None));
        }
    }
    // Dimension `i` of a 2-D tensor of the text encoder.
    let dim = |name: &str, i: usize| match map.get(name) {
        Some(src) => ck.dim(&src.key, 2, i),
        None => Err(ck.err(format!("missing text encoder tensor '{prefix}{name}'"))),
    };
    let token = "text_model.embeddings.token_embedding.weight";
    let hidden = dim(token, 1)?;
    let layers = indices(map.keys().map(String::as_str), "text_model.encoder.layers.").len();
    let config = ClipTextConfig {
        vocab_size: dim(token, 0)?,
        hidden_size: hidden,
        intermediate_size: dim("text_model.encoder.layers.0.mlp.fc1.weight", 0)?,
        num_hidden_layers: layers,
        num_attention_heads: text_heads(yaml, heads, hidden)?,
        max_position_embeddings: dim("text_model.embeddings.position_embedding.weight", 0)?,
        hidden_act: "quick_gelu".into(),
        layer_norm_eps: 1e-5,
        projection_dim: None,
    };
    Ok((map, config))
}

/// Which OpenCLIP text tower and what of it the model reads.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum OpenClipUse {
    /// SD 2.x (`cond_stage_model.model.`): the penultimate layer then ln_final.
    Sd2,
    /// SDXL's bigG (`conditioner.embedders.1.model.`): every layer (the net itself takes
    /// the penultimate states) and the pooled `text_projection`.
    Sdxl,
    /// The SDXL refiner's bigG (`conditioner.embedders.0.model.`), used as SDXL's.
    Refiner,
}

/// OpenCLIP's text tower renamed to a CLIPTextModel: for SD 2.x one that stops where SD
/// takes its hidden states, for SDXL the whole CLIPTextModelWithProjection.
pub(super) fn convert_open_clip(
    ck: &Ckpt,
    yaml: &LdmYaml,
    usage: OpenClipUse,
) -> Result<(HashMap<String, Source>, ClipTextConfig)> {
    let (prefix, heads_path) = match usage {
        OpenClipUse::Sd2 => (OPEN_CLIP, format!("{Y_TEXT}.num_heads")),
        OpenClipUse::Sdxl => (SDXL_OPEN_CLIP, format!("{Y_SDXL_TEXT}.1.params.num_heads")),
        OpenClipUse::Refiner => (
            REFINER_OPEN_CLIP,
            format!("{Y_SDXL_TEXT}.0.params.num_heads"),
        ),
    };
    let key = |k: &str| format!("{prefix}{k}");
    let token = key("token_embedding.weight");
    let (vocab_size, width) = (ck.dim(&token, 2, 0)?, ck.dim(&token, 2, 1)?);
    let count = indices(ck.under(prefix).map(|(n, _)| n), "transformer.resblocks.").len();
    // SD 2.x reads the penultimate layer's output (then ln_final): a CLIPTextModel one
    // layer shorter gives exactly that.
    let skip = match (usage, yaml.string(&format!("{Y_TEXT}.layer"))?.as_deref()) {
        (OpenClipUse::Sdxl | OpenClipUse::Refiner, _) => 0,
        (_, None | Some("penultimate")) => 1,
        (_, Some("last")) => 0,
        (_, Some(other)) => {
            return Err(yaml.err(
                &format!("{Y_TEXT}.layer"),
                format!("'{other}' is not \"last\" or \"penultimate\""),
            ))
        }
    };
    if count <= skip {
        return Err(ck.err(format!(
            "OpenCLIP text encoder has {count} resblocks; too few for SD 2.x"
        )));
    }
    let layers = count - skip;
    let mut map = HashMap::new();
    for (name, k) in ck.under(prefix) {
        if name.contains(".attn.in_proj_") && ck.shape(k)?.first() != Some(&(3 * width)) {
            let shape = ck.shape(k)?;
            return Err(ck.err(format!(
                "tensor '{k}' has shape {shape:?}, expected {} rows (q, k, v)",
                3 * width
            )));
        }
        for (diffusers, transform) in keys::clip::open_clip_names(name, layers, width) {
            map.insert(diffusers, ck.source(k, transform));
        }
    }
    let projection = key("text_projection");
    if usage != OpenClipUse::Sd2 {
        // OpenCLIP stores [width, embed] and computes x @ P; a linear layer holds P^T.
        ck.dim(&projection, 2, 0)?;
        let src = ck.source(&projection, Transform::Transpose);
        map.insert("text_projection.weight".into(), src);
    }
    let config = ClipTextConfig {
        vocab_size,
        hidden_size: width,
        intermediate_size: ck.dim(&key("transformer.resblocks.0.mlp.c_fc.weight"), 2, 0)?,
        num_hidden_layers: layers,
        num_attention_heads: text_heads(yaml, &heads_path, width)?,
        max_position_embeddings: ck.dim(&key("positional_embedding"), 2, 0)?,
        hidden_act: "gelu".into(),
        layer_norm_eps: 1e-5,
        projection_dim: if ck.has(&projection) {
            Some(ck.dim(&projection, 2, 1)?)
        } else {
            None
        },
    };
    Ok((map, config))
}

/// Text encoder heads: the yaml's at `path` (a Candela extension), else head size 64 as in
/// CLIP-L (768 / 12), OpenCLIP-H (1024 / 16) and bigG (1280 / 20).
fn text_heads(yaml: &LdmYaml, path: &str, width: usize) -> Result<usize> {
    match yaml.usize(path)? {
        Some(h) if h > 0 && width.is_multiple_of(h) => Ok(h),
        Some(h) => Err(yaml.err(
            path,
            format!("{h} heads do not divide the text encoder width {width}"),
        )),
        None => Ok((width / 64).max(1)),
    }
}
