//! The VAE's LDM names (`decoder.up.3.block.0.conv1.weight`) to diffusers'
//! (`decoder.up_blocks.0.resnets.0.conv1.weight`), the inverse of diffusers'
//! `convert_ldm_vae_checkpoint`. LDM's mid-block attention is 1x1 convolutions where
//! diffusers has linears: those come with [`Transform::SqueezeConv`].
use super::index_after;
use crate::model::weights::Transform;

/// diffusers name (and transform) of an LDM VAE tensor (without `first_stage_model.`).
pub fn diffusers_name(ldm: &str, up_levels: usize) -> Option<(String, Transform)> {
    let plain = |s: String| Some((s, Transform::None));
    if ldm.starts_with("quant_conv.") || ldm.starts_with("post_quant_conv.") {
        return plain(ldm.to_string());
    }
    let (side, t) = ldm.split_once('.')?;
    if side != "encoder" && side != "decoder" {
        return None;
    }
    let resnet = |base: String, t: &str| {
        let part = ["norm1.", "conv1.", "norm2.", "conv2."]
            .iter()
            .find(|p| t.starts_with(*p))
            .map(|_| t.to_string());
        let part = part.or_else(|| {
            t.strip_prefix("nin_shortcut.")
                .map(|r| format!("conv_shortcut.{r}"))
        })?;
        plain(format!("{side}.{base}.{part}"))
    };
    if t.starts_with("conv_in.") || t.starts_with("conv_out.") {
        return plain(format!("{side}.{t}"));
    }
    if let Some(r) = t.strip_prefix("norm_out.") {
        return plain(format!("{side}.conv_norm_out.{r}"));
    }
    if let Some(r) = t.strip_prefix("mid.block_1.") {
        return resnet("mid_block.resnets.0".into(), r);
    }
    if let Some(r) = t.strip_prefix("mid.block_2.") {
        return resnet("mid_block.resnets.1".into(), r);
    }
    if let Some(r) = t.strip_prefix("mid.attn_1.") {
        let (part, param) = r.split_once('.')?;
        let to = match part {
            "norm" => "group_norm",
            "q" => "to_q",
            "k" => "to_k",
            "v" => "to_v",
            "proj_out" => "to_out.0",
            _ => return None,
        };
        // LDM uses 1x1 convs where diffusers uses linears.
        let transform = if part != "norm" && param == "weight" {
            Transform::SqueezeConv
        } else {
            Transform::None
        };
        return Some((
            format!("{side}.mid_block.attentions.0.{to}.{param}"),
            transform,
        ));
    }
    let encoder = side == "encoder";
    let (n, r) = index_after(t, if encoder { "down." } else { "up." })?;
    // The decoder's levels are stored lowest resolution last; diffusers runs them first.
    let (base, block, sampler, kind) = match encoder {
        true => ("down_blocks", n, "downsample.conv.", "downsamplers"),
        false => (
            "up_blocks",
            up_levels.checked_sub(n + 1)?,
            "upsample.conv.",
            "upsamplers",
        ),
    };
    if let Some(p) = r.strip_prefix(sampler) {
        return plain(format!("{side}.{base}.{block}.{kind}.0.conv.{p}"));
    }
    let (m, p) = index_after(r, "block.")?;
    resnet(format!("{base}.{block}.resnets.{m}"), p)
}
