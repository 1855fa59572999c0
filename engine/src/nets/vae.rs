//! `AutoencoderKL`: the encoder (image -> latent distribution) and the decoder
//! (latents -> image), each its own struct so either can be loaded alone. Both can also
//! run tile by tile with the same result (`decode_tiled`, `encode_mean_tiled`; see
//! [`super::tiled`]).
use super::attention::{scaled_dot_product, AttentionMode};
use super::blocks::{conv1x1, conv3x3, upsample_nearest, ResnetBlock2D};
use super::conv::{conv2d, Conv2d};
use super::linear::{linear, Linear};
use super::norm::{group_norm, GroupNorm};
use super::tiled::{Scale, Stored, Tiler, VaeTiling, Whole};
use crate::model::config::VaeConfig;
use candle_core::{Device, Module, Result, Tensor};
use candle_nn::VarBuilder;

const EPS: f64 = 1e-6;

/// `count` resnets (no time embedding) under `vb.resnets.*`, the first taking `c_in`.
fn resnet_stack(
    vb: &VarBuilder,
    count: usize,
    c_in: usize,
    c: usize,
    groups: usize,
) -> Result<Vec<ResnetBlock2D>> {
    (0..count)
        .map(|j| {
            ResnetBlock2D::new(
                vb.pp(format!("resnets.{j}")),
                if j == 0 { c_in } else { c },
                c,
                None,
                groups,
                EPS,
            )
        })
        .collect()
}

/// The VAE's single-head spatial self-attention (`mid_block.attentions.0`).
#[derive(Debug, Clone)]
struct VaeAttention {
    group_norm: GroupNorm,
    to_q: Linear,
    to_k: Linear,
    to_v: Linear,
    to_out: Linear,
    mode: AttentionMode,
}

impl VaeAttention {
    fn new(vb: VarBuilder, c: usize, groups: usize) -> Result<Self> {
        Ok(VaeAttention {
            group_norm: group_norm(groups, c, EPS, vb.pp("group_norm"))?,
            to_q: linear(c, c, vb.pp("to_q"))?,
            to_k: linear(c, c, vb.pp("to_k"))?,
            to_v: linear(c, c, vb.pp("to_v"))?,
            to_out: linear(c, c, vb.pp("to_out.0"))?,
            mode: AttentionMode::default(),
        })
    }

    /// Over `x`, its work split as [`attention_mode_on`] its device says.
    fn forward(&self, x: &Tensor) -> Result<Tensor> {
        let mode = attention_mode_on(x.device(), self.mode);
        let (b, c, h, w) = x.dims4()?;
        let seq = self
            .group_norm
            .forward(x)?
            .reshape((b, c, h * w))?
            .transpose(1, 2)?;
        let (q, k, v) = (
            self.to_q.forward(&seq)?,
            self.to_k.forward(&seq)?,
            self.to_v.forward(&seq)?,
        );
        let o = self.to_out.forward(&scaled_dot_product(
            &q.contiguous()?,
            &k.contiguous()?,
            &v.contiguous()?,
            mode,
            false,
        )?)?;
        o.transpose(1, 2)?.reshape((b, c, h, w))? + x
    }
}

#[derive(Debug, Clone)]
struct MidBlock {
    resnet0: ResnetBlock2D,
    attention: Option<VaeAttention>,
    resnet1: ResnetBlock2D,
}

impl MidBlock {
    fn new(vb: VarBuilder, c: usize, cfg: &VaeConfig) -> Result<Self> {
        let g = cfg.norm_num_groups;
        Ok(MidBlock {
            resnet0: ResnetBlock2D::new(vb.pp("resnets.0"), c, c, None, g, EPS)?,
            attention: cfg
                .mid_block_add_attention
                .then(|| VaeAttention::new(vb.pp("attentions.0"), c, g))
                .transpose()?,
            resnet1: ResnetBlock2D::new(vb.pp("resnets.1"), c, c, None, g, EPS)?,
        })
    }

    fn forward(&self, x: &Tensor) -> Result<Tensor> {
        let mut h = self.resnet0.forward(x, None)?;
        if let Some(a) = &self.attention {
            h = a.forward(&h)?;
        }
        self.resnet1.forward(&h, None)
    }

    /// `forward` on a whole-image tensor held by `t`'s store: the resnets tile by tile,
    /// the attention (which mixes every pixel with every other) over the whole latent.
    fn forward_tiled(&self, x: &Whole, t: &Tiler) -> Result<Whole> {
        let mut h = t.resnet(&self.resnet0, x)?;
        if let Some(a) = &self.attention {
            h = t.whole(&h, |h| a.forward(h))?;
        }
        t.resnet(&self.resnet1, &h)
    }
}

/// How the middle-block attention splits its work on `device` when the plan asks for
/// `mode`: on a CUDA device always in the default blocks (128 MiB of f16 scores each),
/// elsewhere as asked. On CUDA the blocks' memory stays in the memory pool as reserve after
/// the attention, and whether smaller blocks lower the decode's peak depends on whether
/// later allocations reuse them. Measured on an H200 (sessions 28 and 29,
/// `measured_h100.jsonl`), `--attention-slice auto` moved the decode's peak both ways: SD
/// 2.1's tiled decode at 768 px 128 MiB lower, SDXL's at 1024 px 29 MiB higher, SD 1.5's at
/// 2048 px 96 higher, and SD 2.1's untiled decode at 512 px 160 higher. The planner's
/// estimate of the decode on CUDA is fitted on unsliced decodes; with one mode for every
/// plan its prediction holds for each (SD 2.1's 768 px decode on a simulated 2 GiB card was
/// predicted at 1.17 x its sliced peak, the 512 px one streamed 88 MiB under it). The CPU
/// keeps the plan's mode: its estimate counts the score blocks
/// (`planner::activations::score_bytes`).
fn attention_mode_on(device: &Device, mode: AttentionMode) -> AttentionMode {
    match device.is_cuda() {
        true => AttentionMode::default(),
        false => mode,
    }
}

/// The decoder's upsampler: nearest 2x, then its conv.
fn upsample(conv: &Conv2d, x: &Tensor) -> Result<Tensor> {
    let (_, _, h, w) = x.dims4()?;
    conv.forward(&upsample_nearest(x, (h * 2, w * 2))?)
}

/// The encoder's downsampler: diffusers pads (0, 1, 0, 1) before a stride-2 conv with no
/// padding.
fn downsample(conv: &Conv2d, x: &Tensor) -> Result<Tensor> {
    conv.forward(&x.pad_with_zeros(3, 0, 1)?.pad_with_zeros(2, 0, 1)?)
}

/// The decoder half, including `post_quant_conv`.
#[derive(Debug, Clone)]
pub struct VaeDecoder {
    post_quant_conv: Option<Conv2d>,
    conv_in: Conv2d,
    mid: MidBlock,
    /// Per up block: its resnets and an optional upsampler conv.
    up: Vec<(Vec<ResnetBlock2D>, Option<Conv2d>)>,
    norm_out: GroupNorm,
    conv_out: Conv2d,
    pub config: VaeConfig,
}

impl VaeDecoder {
    /// How the mid-block attention splits its work (the result is the same).
    pub fn set_attention(&mut self, mode: AttentionMode) {
        if let Some(a) = &mut self.mid.attention {
            a.mode = mode;
        }
    }

    /// `vb` is the VAE's root (holding `decoder.*` and `post_quant_conv`).
    pub fn new(vb: VarBuilder, cfg: &VaeConfig) -> Result<Self> {
        let ch = &cfg.block_out_channels;
        let n = ch.len();
        let g = cfg.norm_num_groups;
        let d = vb.pp("decoder");
        let lc = cfg.latent_channels;
        let post_quant_conv = cfg
            .use_post_quant_conv
            .then(|| conv1x1(vb.pp("post_quant_conv"), lc, lc))
            .transpose()?;
        let rev: Vec<usize> = ch.iter().rev().copied().collect();
        let mut up = Vec::with_capacity(n);
        let mut prev = rev[0];
        for (i, &c) in rev.iter().enumerate() {
            let b = d.pp(format!("up_blocks.{i}"));
            let resnets = resnet_stack(&b, cfg.layers_per_block + 1, prev, c, g)?;
            let upsampler = (i + 1 < n)
                .then(|| conv3x3(b.pp("upsamplers.0.conv"), c, c, 1))
                .transpose()?;
            up.push((resnets, upsampler));
            prev = c;
        }
        Ok(VaeDecoder {
            post_quant_conv,
            conv_in: conv3x3(d.pp("conv_in"), lc, rev[0], 1)?,
            mid: MidBlock::new(d.pp("mid_block"), rev[0], cfg)?,
            up,
            norm_out: group_norm(g, ch[0], EPS, d.pp("conv_norm_out"))?,
            conv_out: conv3x3(d.pp("conv_out"), ch[0], cfg.out_channels, 1)?,
            config: cfg.clone(),
        })
    }

    /// Image height and width for latents `z` [n, c, h, w].
    pub fn image_size(&self, z: &Tensor) -> Result<(usize, usize)> {
        let (_, _, h, w) = z.dims4()?;
        let f = 1 << self.up.iter().filter(|(_, u)| u.is_some()).count();
        Ok((h * f, w * f))
    }

    /// `post_quant_conv` then `conv_in`.
    fn head(&self, z: &Tensor) -> Result<Tensor> {
        match &self.post_quant_conv {
            Some(c) => self.conv_in.forward(&c.forward(z)?),
            None => self.conv_in.forward(z),
        }
    }

    /// Latents (already divided by the scaling factor) to an image in [-1, 1].
    pub fn decode(&self, z: &Tensor) -> Result<Tensor> {
        let mut h = self.mid.forward(&self.head(z)?)?;
        for (resnets, upsampler) in &self.up {
            for r in resnets {
                h = r.forward(&h, None)?;
            }
            if let Some(c) = upsampler {
                h = upsample(c, &h)?;
            }
        }
        self.conv_out.forward(&self.norm_out.forward_silu(&h)?)
    }

    /// `decode` in tiles of `tiling.tile_px` output pixels, the same image up to float
    /// summation order; it is returned on `tiling.store`. `z` may be on any device; the
    /// work runs where the weights are.
    pub fn decode_tiled(&self, z: &Tensor, tiling: &VaeTiling) -> Result<Tensor> {
        super::conv::unpadded(|| self.decode_tiles(z, tiling))
    }

    fn decode_tiles(&self, z: &Tensor, tiling: &VaeTiling) -> Result<Tensor> {
        let t = Tiler::new(tiling, self.conv_in.device(), self.image_size(z)?)
            .with_stats(self.config.norm_num_groups);
        let z = Stored::from(z.clone());
        let mut h = t.local(&[&z], Scale::Same, 1, |x| self.head(&x[0]))?;
        h = self.mid.forward_tiled(&h, &t)?;
        for (resnets, upsampler) in &self.up {
            for r in resnets {
                h = t.resnet(r, &h)?;
            }
            if let Some(c) = upsampler {
                h = t.local(&[&h.data], Scale::Up2, 1, |x| upsample(c, &x[0]))?;
            }
        }
        let s = t.stats_of(&self.norm_out, &h)?;
        t.local(&[&h.data], Scale::Same, 1, |x| {
            self.conv_out
                .forward(&self.norm_out.apply_stats(&x[0], &s, true)?)
        })?
        .data
        .to_tensor(&tiling.store)
    }
}

/// The encoder half, including `quant_conv`; returns the latent distribution's mean.
#[derive(Debug, Clone)]
pub struct VaeEncoder {
    conv_in: Conv2d,
    down: Vec<(Vec<ResnetBlock2D>, Option<Conv2d>)>,
    mid: MidBlock,
    norm_out: GroupNorm,
    conv_out: Conv2d,
    quant_conv: Option<Conv2d>,
    pub config: VaeConfig,
}

impl VaeEncoder {
    pub fn new(vb: VarBuilder, cfg: &VaeConfig) -> Result<Self> {
        let ch = &cfg.block_out_channels;
        let n = ch.len();
        let g = cfg.norm_num_groups;
        let e = vb.pp("encoder");
        let mut down = Vec::with_capacity(n);
        let mut prev = ch[0];
        for (i, &c) in ch.iter().enumerate() {
            let b = e.pp(format!("down_blocks.{i}"));
            let resnets = resnet_stack(&b, cfg.layers_per_block, prev, c, g)?;
            // Stride 2 without padding: the (0, 1, 0, 1) pad is applied in `downsample`.
            let down_conv = (i + 1 < n)
                .then(|| conv2d(b.pp("downsamplers.0.conv"), c, c, 3, 2, 0))
                .transpose()?;
            down.push((resnets, down_conv));
            prev = c;
        }
        let lc = cfg.latent_channels;
        Ok(VaeEncoder {
            conv_in: conv3x3(e.pp("conv_in"), cfg.in_channels, ch[0], 1)?,
            down,
            mid: MidBlock::new(e.pp("mid_block"), ch[n - 1], cfg)?,
            norm_out: group_norm(g, ch[n - 1], EPS, e.pp("conv_norm_out"))?,
            conv_out: conv3x3(e.pp("conv_out"), ch[n - 1], 2 * lc, 1)?,
            quant_conv: cfg
                .use_quant_conv
                .then(|| conv1x1(vb.pp("quant_conv"), 2 * lc, 2 * lc))
                .transpose()?,
            config: cfg.clone(),
        })
    }

    /// Image in [-1, 1] to the latent mean (not yet multiplied by the scaling factor).
    pub fn encode_mean(&self, x: &Tensor) -> Result<Tensor> {
        let mut h = self.conv_in.forward(x)?;
        for (resnets, down) in &self.down {
            for r in resnets {
                h = r.forward(&h, None)?;
            }
            if let Some(c) = down {
                h = downsample(c, &h)?;
            }
        }
        self.tail(&self.norm_out.forward_silu(&self.mid.forward(&h)?)?)
    }

    /// `conv_out`, `quant_conv`, and the mean half of the distribution.
    fn tail(&self, normed: &Tensor) -> Result<Tensor> {
        let h = self.conv_out.forward(normed)?;
        let h = match &self.quant_conv {
            Some(c) => c.forward(&h)?,
            None => h,
        };
        h.narrow(1, 0, self.config.latent_channels)
    }

    /// `encode_mean` in tiles of `tiling.tile_px` input pixels, the same latents up to
    /// float summation order; they are returned on `tiling.store`. `x` may be on any
    /// device; the work runs where the weights are.
    pub fn encode_mean_tiled(&self, x: &Tensor, tiling: &VaeTiling) -> Result<Tensor> {
        super::conv::unpadded(|| self.encode_tiles(x, tiling))
    }

    fn encode_tiles(&self, x: &Tensor, tiling: &VaeTiling) -> Result<Tensor> {
        let (_, _, height, width) = x.dims4()?;
        let t = Tiler::new(tiling, self.conv_in.device(), (height, width))
            .with_stats(self.config.norm_num_groups);
        let x = Stored::from(x.clone());
        let mut h = t.local(&[&x], Scale::Same, 1, |x| self.conv_in.forward(&x[0]))?;
        for (resnets, down) in &self.down {
            for r in resnets {
                h = t.resnet(r, &h)?;
            }
            if let Some(c) = down {
                h = t.local(&[&h.data], Scale::Down2, 1, |x| downsample(c, &x[0]))?;
            }
        }
        let h = self.mid.forward_tiled(&h, &t)?;
        let s = t.stats_of(&self.norm_out, &h)?;
        t.local(&[&h.data], Scale::Same, 1, |x| {
            self.tail(&self.norm_out.apply_stats(&x[0], &s, true)?)
        })?
        .data
        .to_tensor(&tiling.store)
    }
}
