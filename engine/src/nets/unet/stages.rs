//! The UNet as an ordered list of stages (a conv, a resnet, a transformer, a resampler):
//! the specs the planner reads ([`UNetConfig::stage_specs`]), each stage built alone from
//! its diffusers-named weights, and run on the state between stages.
use crate::model::config::UNetConfig;
use crate::nets::attention::AttentionMode;
use crate::nets::blocks::{
    conv3x3, upsample_nearest, ResnetBlock2D, Transformer2D, TransformerSpec,
};
use crate::nets::conv::Conv2d;
use crate::nets::norm::{group_norm, GroupNorm};
use candle_core::{Module, Result, Tensor};
use candle_nn::VarBuilder;

/// What a stage is, enough to build it from weights alone.
#[derive(Debug, Clone)]
pub enum StageKind {
    ConvIn {
        c_in: usize,
        c_out: usize,
    },
    Resnet {
        c_in: usize,
        c_out: usize,
    },
    Transformer {
        channels: usize,
        heads: usize,
        depth: usize,
    },
    Downsample {
        channels: usize,
    },
    Upsample {
        channels: usize,
    },
    Out {
        c_in: usize,
        c_out: usize,
    },
}

/// One step of the UNet's forward pass and what it does with the skip connections.
#[derive(Debug, Clone)]
pub struct StageSpec {
    /// diffusers weight prefix of this stage.
    pub name: String,
    pub kind: StageKind,
    /// Concatenate the last skip onto the input first (up path resnets).
    pub pop_skip: bool,
    /// Keep the output as a skip connection (down path).
    pub push_skip: bool,
}

#[derive(Debug, Clone)]
enum StageOp {
    ConvIn(Conv2d),
    Resnet(ResnetBlock2D),
    Transformer(Transformer2D),
    Downsample(Conv2d),
    Upsample(Conv2d),
    Out(GroupNorm, Conv2d),
}

/// A built stage.
#[derive(Debug, Clone)]
pub struct Stage {
    pub spec: StageSpec,
    op: StageOp,
}

/// What flows between stages.
pub struct UNetState {
    pub h: Tensor,
    pub skips: Vec<Tensor>,
}

/// Per-forward inputs every stage may read.
pub struct StageInputs<'a> {
    pub temb: &'a Tensor,
    pub context: &'a Tensor,
}

impl UNetConfig {
    /// The channels of every transformer block's cross-attention, summed (a stage counted
    /// once per block of its depth): what one row of the text context projects to through
    /// all of their `to_k`s (or `to_v`s).
    pub fn cross_attention_width(&self) -> usize {
        self.stage_specs()
            .iter()
            .map(|stage| match stage.kind {
                StageKind::Transformer {
                    channels, depth, ..
                } => depth * channels,
                _ => 0,
            })
            .sum()
    }

    /// The UNet as a list of stages, in execution order.
    pub fn stage_specs(&self) -> Vec<StageSpec> {
        let ch = &self.block_out_channels;
        let n = ch.len();
        let mut out = Vec::new();
        let mut push = |name: String, kind, pop_skip, push_skip| {
            out.push(StageSpec {
                name,
                kind,
                pop_skip,
                push_skip,
            })
        };
        push(
            "conv_in".into(),
            StageKind::ConvIn {
                c_in: self.in_channels,
                c_out: ch[0],
            },
            false,
            true,
        );
        let mut c_prev = ch[0];
        for (i, &c) in ch.iter().enumerate() {
            let attn = self.down_block_types[i].contains("CrossAttn");
            for j in 0..self.layers_per_block {
                let p = format!("down_blocks.{i}");
                push(
                    format!("{p}.resnets.{j}"),
                    StageKind::Resnet {
                        c_in: c_prev,
                        c_out: c,
                    },
                    false,
                    !attn,
                );
                if attn {
                    let kind = StageKind::Transformer {
                        channels: c,
                        heads: self.heads(i),
                        depth: self.transformer_layers_per_block.get(i),
                    };
                    push(format!("{p}.attentions.{j}"), kind, false, true);
                }
                c_prev = c;
            }
            if i + 1 < n {
                push(
                    format!("down_blocks.{i}.downsamplers.0.conv"),
                    StageKind::Downsample { channels: c },
                    false,
                    true,
                );
            }
        }
        let c_mid = ch[n - 1];
        push(
            "mid_block.resnets.0".into(),
            StageKind::Resnet {
                c_in: c_mid,
                c_out: c_mid,
            },
            false,
            false,
        );
        let mid_kind = StageKind::Transformer {
            channels: c_mid,
            heads: self.heads(n - 1),
            depth: self.transformer_layers_per_block.get(n - 1),
        };
        push("mid_block.attentions.0".into(), mid_kind, false, false);
        push(
            "mid_block.resnets.1".into(),
            StageKind::Resnet {
                c_in: c_mid,
                c_out: c_mid,
            },
            false,
            false,
        );
        let rev: Vec<usize> = ch.iter().rev().copied().collect();
        let mut prev_out = rev[0];
        for (i, &c) in rev.iter().enumerate() {
            let skip_in = rev[(i + 1).min(n - 1)];
            let attn = self.up_block_types[i].contains("CrossAttn");
            let down_idx = n - 1 - i;
            for j in 0..=self.layers_per_block {
                let res_skip = if j == self.layers_per_block {
                    skip_in
                } else {
                    c
                };
                let c_in = if j == 0 { prev_out } else { c };
                push(
                    format!("up_blocks.{i}.resnets.{j}"),
                    StageKind::Resnet {
                        c_in: c_in + res_skip,
                        c_out: c,
                    },
                    true,
                    false,
                );
                if attn {
                    let kind = StageKind::Transformer {
                        channels: c,
                        heads: self.heads(down_idx),
                        depth: self.transformer_layers_per_block.get(down_idx),
                    };
                    push(format!("up_blocks.{i}.attentions.{j}"), kind, false, false);
                }
            }
            if i + 1 < n {
                push(
                    format!("up_blocks.{i}.upsamplers.0.conv"),
                    StageKind::Upsample { channels: c },
                    false,
                    false,
                );
            }
            prev_out = c;
        }
        push(
            "conv_out".into(),
            StageKind::Out {
                c_in: ch[0],
                c_out: self.out_channels,
            },
            false,
            false,
        );
        out
    }
}

impl StageSpec {
    /// The transformer this stage is, if it is one.
    pub fn transformer(&self, cfg: &UNetConfig) -> Option<TransformerSpec> {
        match self.kind {
            StageKind::Transformer {
                channels,
                heads,
                depth,
            } => Some(TransformerSpec {
                channels,
                heads,
                depth,
                context_dim: cfg.cross_attention_dim,
                groups: cfg.norm_num_groups,
                linear_projection: cfg.use_linear_projection,
                upcast_attention: cfg.upcast_attention,
            }),
            _ => None,
        }
    }
}

impl Stage {
    pub fn build(spec: &StageSpec, cfg: &UNetConfig, vb: VarBuilder) -> Result<Self> {
        let vb_stage = vb.pp(&spec.name);
        let temb = Some(cfg.block_out_channels[0] * 4);
        let op = match spec.kind {
            StageKind::ConvIn { c_in, c_out } => {
                StageOp::ConvIn(conv3x3(vb_stage, c_in, c_out, 1)?)
            }
            StageKind::Resnet { c_in, c_out } => StageOp::Resnet(ResnetBlock2D::new(
                vb_stage,
                c_in,
                c_out,
                temb,
                cfg.norm_num_groups,
                cfg.norm_eps,
            )?),
            StageKind::Transformer { .. } => StageOp::Transformer(Transformer2D::new(
                vb_stage,
                &spec.transformer(cfg).expect("a transformer stage"),
            )?),
            StageKind::Downsample { channels } => {
                StageOp::Downsample(conv3x3(vb_stage, channels, channels, 2)?)
            }
            StageKind::Upsample { channels } => {
                StageOp::Upsample(conv3x3(vb_stage, channels, channels, 1)?)
            }
            StageKind::Out { c_in, c_out } => {
                // conv_norm_out and conv_out sit at the top level, not under "conv_out".
                StageOp::Out(
                    group_norm(
                        cfg.norm_num_groups,
                        c_in,
                        cfg.norm_eps,
                        vb.pp("conv_norm_out"),
                    )?,
                    conv3x3(vb.pp("conv_out"), c_in, c_out, 1)?,
                )
            }
        };
        Ok(Stage {
            spec: spec.clone(),
            op,
        })
    }

    /// A label for profiles: the kind and the channel count.
    pub fn kind_label(&self) -> &'static str {
        match self.spec.kind {
            StageKind::ConvIn { .. } => "unet.conv_in",
            StageKind::Resnet { .. } => "unet.resnet",
            StageKind::Transformer { .. } => "unet.transformer",
            StageKind::Downsample { .. } => "unet.downsample",
            StageKind::Upsample { .. } => "unet.upsample",
            StageKind::Out { .. } => "unet.conv_out",
        }
    }

    pub fn set_attention(&mut self, mode: AttentionMode) {
        if let StageOp::Transformer(t) = &mut self.op {
            t.set_attention(mode)
        }
    }

    /// Runs this stage on `state`.
    pub fn run(&self, state: &mut UNetState, inputs: &StageInputs) -> Result<()> {
        let mut x = state.h.clone();
        if self.spec.pop_skip {
            let skip = state.skips.pop().ok_or_else(|| {
                candle_core::Error::Msg(format!("{}: no skip connection left", self.spec.name))
            })?;
            x = Tensor::cat(&[&x, &skip], 1)?;
        }
        let y = match &self.op {
            StageOp::ConvIn(c) | StageOp::Downsample(c) => c.forward(&x)?,
            StageOp::Resnet(r) => r.forward(&x, Some(inputs.temb))?,
            StageOp::Transformer(t) => t.forward(&x, inputs.context)?,
            StageOp::Upsample(c) => {
                let (_, _, h, w) = x.dims4()?;
                let size = state
                    .skips
                    .last()
                    .map(|s| (s.dim(2), s.dim(3)))
                    .map(|(a, b)| Ok::<_, candle_core::Error>((a?, b?)))
                    .transpose()?
                    .unwrap_or((h * 2, w * 2));
                c.forward(&upsample_nearest(&x, size)?)?
            }
            StageOp::Out(norm, conv) => conv.forward(&norm.forward_silu(&x)?)?,
        };
        if self.spec.push_skip {
            state.skips.push(y.clone());
        }
        state.h = y;
        Ok(())
    }
}
