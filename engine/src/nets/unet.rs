//! `UNet2DConditionModel` as an ordered list of stages (a conv, a resnet, a transformer,
//! a resampler), so stages can be streamed to the GPU one at a time (sequential offload),
//! ControlNet residuals added between them and their attention swapped. A stage's weights live under its
//! diffusers name (`down_blocks.1.attentions.0`...), so a stage can be built alone.
//!
//! Over 600 lines because the stage list, the specs the planner reads and the forward walk
//! share one block-indexing scheme; split, each would restate it.
use super::attention::AttentionMode;
use super::blocks::{
    conv3x3, sinusoidal_embedding, timestep_embedding, upsample_nearest, ResnetBlock2D,
    Transformer2D, TransformerShell, TransformerSpec,
};
use super::conv::Conv2d;
use super::linear::{linear, Linear};
use super::norm::{group_norm, GroupNorm};
use crate::model::config::UNetConfig;
use crate::offload::Streamer;
use candle_core::{DType, Module, Result, Tensor};
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

/// `time_embedding.linear_1/2`.
#[derive(Debug, Clone)]
pub struct TimeEmbedding {
    linear_1: Linear,
    linear_2: Linear,
}

impl TimeEmbedding {
    pub fn new(vb: VarBuilder, cfg: &UNetConfig) -> Result<Self> {
        let c0 = cfg.block_out_channels[0];
        Ok(TimeEmbedding {
            linear_1: linear(c0, c0 * 4, vb.pp("linear_1"))?,
            linear_2: linear(c0 * 4, c0 * 4, vb.pp("linear_2"))?,
        })
    }

    pub fn forward(&self, t_emb: &Tensor) -> Result<Tensor> {
        self.linear_2
            .forward(&self.linear_1.forward(t_emb)?.silu()?)
    }

    /// The embedding of `timestep` (sinusoids computed in f32, as diffusers does), one
    /// row per batch item, in `dtype`.
    pub fn embed(
        &self,
        cfg: &UNetConfig,
        dtype: DType,
        timestep: f64,
        batch: usize,
        device: &candle_core::Device,
    ) -> Result<Tensor> {
        let t = timestep_embedding(
            &vec![timestep; batch],
            cfg.block_out_channels[0],
            cfg.flip_sin_to_cos,
            cfg.freq_shift,
            device,
        )?;
        self.forward(&t.to_dtype(dtype)?)
    }
}

/// SDXL's extra conditioning (diffusers' `added_cond_kwargs`), one row per batch item.
pub struct AddedCond<'a> {
    /// The second text encoder's pooled, projected embedding [b, projection_dim].
    pub text_embeds: &'a Tensor,
    /// [b, 6] (any float dtype): original height, width, crop top, crop left, target
    /// height, width.
    pub time_ids: &'a Tensor,
}

/// What the UNet is conditioned on besides the sample and the timestep.
pub struct UNetCond<'a> {
    /// Text encoder hidden states [b, tokens, cross_attention_dim].
    pub context: &'a Tensor,
    /// Required by a `text_time` UNet (SDXL), refused by the others.
    pub added: Option<AddedCond<'a>>,
}

/// `addition_embed_type: "text_time"`: `add_time_proj` (sinusoidal, per time id) of the
/// six time ids, after the pooled text embeds, through `add_embedding.linear_1/2`; the
/// result is added to the time embedding.
#[derive(Debug, Clone)]
pub struct TextTimeEmbedding {
    time_dim: usize,
    flip_sin_to_cos: bool,
    freq_shift: f64,
    linear_1: Linear,
    linear_2: Linear,
}

impl TextTimeEmbedding {
    /// None for a UNet without `addition_embed_type: "text_time"`.
    pub fn new(vb: VarBuilder, cfg: &UNetConfig) -> Result<Option<Self>> {
        let missing = |field: &str| {
            candle_core::Error::Msg(format!(
                "unet config: addition_embed_type \"text_time\" needs {field}"
            ))
        };
        match cfg.addition_embed_type.as_deref() {
            None => return Ok(None),
            Some("text_time") => {}
            Some(other) => candle_core::bail!(
                "unet config: addition_embed_type \"{other}\" is not supported (only \"text_time\", SDXL's)"
            ),
        }
        let time_dim = cfg
            .addition_time_embed_dim
            .ok_or_else(|| missing("addition_time_embed_dim"))?;
        let c_in = cfg
            .projection_class_embeddings_input_dim
            .ok_or_else(|| missing("projection_class_embeddings_input_dim"))?;
        let temb = cfg.block_out_channels[0] * 4;
        Ok(Some(TextTimeEmbedding {
            time_dim,
            flip_sin_to_cos: cfg.flip_sin_to_cos,
            freq_shift: cfg.freq_shift,
            linear_1: linear(c_in, temb, vb.pp("linear_1"))?,
            linear_2: linear(temb, temb, vb.pp("linear_2"))?,
        }))
    }

    /// [b, time_embed_dim] in `dtype`.
    pub fn forward(&self, added: &AddedCond, dtype: DType) -> Result<Tensor> {
        let b = added.time_ids.dim(0)?;
        let time = sinusoidal_embedding(
            &added.time_ids.flatten_all()?,
            self.time_dim,
            self.flip_sin_to_cos,
            self.freq_shift,
        )?
        .reshape((b, ()))?;
        let text = added.text_embeds.to_dtype(DType::F32)?;
        let x = Tensor::cat(&[&text, &time], 1)?.to_dtype(dtype)?;
        self.linear_2.forward(&self.linear_1.forward(&x)?.silu()?)
    }
}

/// Where a list of stages' weights are (the UNet's, or a ControlNet's encoder half).
pub(crate) enum Body {
    /// Every stage built, its weights on the device.
    Resident(Vec<Stage>),
    /// Stages built from weights streamed in one group at a time (`--offload sequential`).
    Streamed(Streamed),
}

pub(crate) struct Streamed {
    streamer: Streamer,
    specs: Vec<StageSpec>,
    /// Per stage: the transformer's shell (kept on the device) for transformer stages.
    shells: Vec<Option<TransformerShell>>,
    mode: AttentionMode,
}

/// Runs before stage `i` of a [`Body`] (ControlNet residuals and hint go in there).
pub(crate) type BeforeStage<'a> = &'a mut dyn FnMut(usize, &mut UNetState) -> Result<()>;

impl Body {
    /// `specs` built from `vb`, on its device.
    pub(crate) fn resident(specs: &[StageSpec], cfg: &UNetConfig, vb: &VarBuilder) -> Result<Self> {
        let stages = specs
            .iter()
            .map(|s| Stage::build(s, cfg, vb.clone()))
            .collect::<Result<_>>()?;
        Ok(Body::Resident(stages))
    }

    /// `specs` streamed by `streamer` (groups as [`for_each_stage_part`] lists them), the
    /// transformer shells from `resident`.
    pub(crate) fn streamed(
        specs: &[StageSpec],
        cfg: &UNetConfig,
        resident: &VarBuilder,
        streamer: Streamer,
    ) -> Result<Self> {
        let shells = specs
            .iter()
            .map(|s| {
                s.transformer(cfg)
                    .map(|t| TransformerShell::new(resident.pp(&s.name), &t))
                    .transpose()
            })
            .collect::<Result<_>>()?;
        Ok(Body::Streamed(Streamed {
            streamer,
            specs: specs.to_vec(),
            shells,
            mode: AttentionMode::default(),
        }))
    }

    pub(crate) fn streamer(&self) -> Option<&Streamer> {
        match self {
            Body::Streamed(s) => Some(&s.streamer),
            Body::Resident(_) => None,
        }
    }

    pub(crate) fn set_attention(&mut self, mode: AttentionMode) {
        match self {
            Body::Resident(stages) => stages.iter_mut().for_each(|s| s.set_attention(mode)),
            Body::Streamed(s) => s.mode = mode,
        }
    }

    /// Runs every stage on `state`, calling `before(i, state)` before stage `i`.
    pub(crate) fn run(
        &self,
        cfg: &UNetConfig,
        state: &mut UNetState,
        inputs: &StageInputs,
        before: BeforeStage,
    ) -> Result<()> {
        match self {
            Body::Resident(stages) => {
                let device = state.h.device().clone();
                for (i, stage) in stages.iter().enumerate() {
                    before(i, state)?;
                    crate::profile::time(stage.kind_label(), &device, || stage.run(state, inputs))?;
                }
                Ok(())
            }
            Body::Streamed(s) => s.run(cfg, state, inputs, before),
        }
    }
}

impl Streamed {
    /// The forward pass with each stage (or transformer block) built from the streamer's
    /// next group, used, and released.
    fn run(
        &self,
        cfg: &UNetConfig,
        state: &mut UNetState,
        inputs: &StageInputs,
        before: BeforeStage,
    ) -> Result<()> {
        let mut group = 0;
        let mut next = || -> Result<VarBuilder<'static>> {
            group += 1;
            self.streamer.acquire(group - 1)
        };
        for (i, (spec, shell)) in self.specs.iter().zip(&self.shells).enumerate() {
            before(i, state)?;
            match (spec.transformer(cfg), shell) {
                (Some(t), Some(shell)) => {
                    let x = state.h.clone();
                    let mut seq = shell.enter(&x)?;
                    for k in 0..t.depth {
                        let mut block = t.block(&next()?.pp(&spec.name), k)?;
                        block.set_attention(self.mode);
                        seq = block.forward(&seq, inputs.context)?;
                        drop(block);
                        self.streamer.release()?;
                    }
                    state.h = shell.exit(&seq, &x)?;
                    if spec.push_skip {
                        state.skips.push(state.h.clone());
                    }
                }
                _ => {
                    let mut stage = Stage::build(spec, cfg, next()?)?;
                    stage.set_attention(self.mode);
                    stage.run(state, inputs)?;
                    drop(stage);
                    self.streamer.release()?;
                }
            }
        }
        Ok(())
    }
}

/// Which part of the UNet's weights a [`UNetConfig::for_each_part`] builder loads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// Kept on the device for the whole job: the time embedding, transformer shells.
    Resident,
    /// Streamed in for its turn: a stage, or one transformer block.
    Streamed,
}

/// A builder that loads one part's tensors from a `VarBuilder` (and drops what it built).
pub type PartBuilder<'a> = &'a dyn Fn(VarBuilder<'static>) -> Result<()>;

/// Calls its argument for every part of a net (a `for_each_part` method as a value).
pub type EachPart<'a> = &'a dyn Fn(&mut dyn FnMut(Part, PartBuilder) -> Result<()>) -> Result<()>;

/// Calls `f` for every part of `specs`' weights, the streamed parts in the order a forward
/// pass uses them (a transformer's shell is resident, its blocks streamed one by one).
pub(crate) fn for_each_stage_part(
    cfg: &UNetConfig,
    specs: &[StageSpec],
    f: &mut dyn FnMut(Part, PartBuilder) -> Result<()>,
) -> Result<()> {
    for spec in specs {
        match spec.transformer(cfg) {
            Some(t) => {
                f(Part::Resident, &|vb| {
                    TransformerShell::new(vb.pp(&spec.name), &t).map(drop)
                })?;
                for k in 0..t.depth {
                    f(Part::Streamed, &|vb| {
                        t.block(&vb.pp(&spec.name), k).map(drop)
                    })?;
                }
            }
            None => f(Part::Streamed, &|vb| Stage::build(spec, cfg, vb).map(drop))?,
        }
    }
    Ok(())
}

impl UNetConfig {
    /// Calls `f` for every part of the UNet's weights, the streamed parts in the order a
    /// forward pass uses them (sequential offload packs and streams them in this order).
    pub fn for_each_part(&self, mut f: impl FnMut(Part, PartBuilder) -> Result<()>) -> Result<()> {
        f(Part::Resident, &|vb| {
            TimeEmbedding::new(vb.pp("time_embedding"), self)?;
            TextTimeEmbedding::new(vb.pp("add_embedding"), self).map(drop)
        })?;
        for_each_stage_part(self, &self.stage_specs(), &mut f)
    }
}

/// What a ControlNet adds to the UNet (diffusers' `down_block_additional_residuals` and
/// `mid_block_additional_residual`): one tensor per skip connection, one for the mid
/// block's output.
#[derive(Debug, Clone)]
pub struct Residuals {
    pub down: Vec<Tensor>,
    pub mid: Tensor,
}

impl Residuals {
    /// The sum of two ControlNets' residuals (diffusers' `MultiControlNetModel`).
    pub fn add(&self, other: &Residuals) -> Result<Residuals> {
        if self.down.len() != other.down.len() {
            candle_core::bail!(
                "ControlNets give {} and {} residuals; they were made for different UNets",
                self.down.len(),
                other.down.len()
            )
        }
        Ok(Residuals {
            down: self
                .down
                .iter()
                .zip(&other.down)
                .map(|(a, b)| a + b)
                .collect::<Result<_>>()?,
            mid: (&self.mid + &other.mid)?,
        })
    }

    /// Adds the residuals to the skip connections and to `h` (the mid block's output).
    fn apply(&self, state: &mut UNetState) -> Result<()> {
        if state.skips.len() != self.down.len() {
            candle_core::bail!(
                "the ControlNet gives {} down residuals but the UNet has {} skip connections; it was made for another UNet",
                self.down.len(),
                state.skips.len()
            )
        }
        for (skip, r) in state.skips.iter_mut().zip(&self.down) {
            *skip = skip.broadcast_add(&r.to_dtype(skip.dtype())?)?;
        }
        state.h = state
            .h
            .broadcast_add(&self.mid.to_dtype(state.h.dtype())?)?;
        Ok(())
    }
}

/// The whole UNet.
pub struct UNet {
    pub config: UNetConfig,
    pub time_embedding: TimeEmbedding,
    /// `add_embedding` (SDXL's text_time), when the config has one.
    pub add_embedding: Option<TextTimeEmbedding>,
    body: Body,
    /// Index of the first up-path stage (where ControlNet residuals are added).
    first_up: usize,
    dtype: DType,
}

impl UNet {
    pub fn new(vb: VarBuilder, config: &UNetConfig) -> Result<Self> {
        let specs = config.stage_specs();
        Ok(UNet {
            config: config.clone(),
            time_embedding: TimeEmbedding::new(vb.pp("time_embedding"), config)?,
            add_embedding: TextTimeEmbedding::new(vb.pp("add_embedding"), config)?,
            body: Body::resident(&specs, config, &vb)?,
            first_up: first_up(&specs),
            dtype: vb.dtype(),
        })
    }

    /// A UNet whose resident part (see [`Part`]) comes from `resident` and whose stages
    /// are streamed by `streamer`, whose groups are [`UNetConfig::for_each_part`]'s
    /// streamed parts in order.
    pub fn streamed(resident: VarBuilder, streamer: Streamer, config: &UNetConfig) -> Result<Self> {
        let specs = config.stage_specs();
        Ok(UNet {
            config: config.clone(),
            time_embedding: TimeEmbedding::new(resident.pp("time_embedding"), config)?,
            add_embedding: TextTimeEmbedding::new(resident.pp("add_embedding"), config)?,
            body: Body::streamed(&specs, config, &resident, streamer)?,
            first_up: first_up(&specs),
            dtype: resident.dtype(),
        })
    }

    /// The streamer, when the stages are streamed.
    pub fn streamer(&self) -> Option<&Streamer> {
        self.body.streamer()
    }

    pub fn set_attention(&mut self, mode: AttentionMode) {
        self.body.set_attention(mode)
    }

    /// The time embedding for `timestep`, one row per batch item, in the model dtype.
    pub fn temb(
        &self,
        timestep: f64,
        batch: usize,
        device: &candle_core::Device,
    ) -> Result<Tensor> {
        self.time_embedding
            .embed(&self.config, self.dtype, timestep, batch, device)
    }

    /// `temb` plus the text_time embedding of `added`, for a UNet that has one.
    pub fn add_text_time(&self, temb: Tensor, added: Option<&AddedCond>) -> Result<Tensor> {
        add_text_time(self.add_embedding.as_ref(), self.dtype, temb, added)
    }

    /// Predicts the noise (or v) for `sample` [b, c, h, w] at `timestep`.
    pub fn forward(&self, sample: &Tensor, timestep: f64, cond: &UNetCond) -> Result<Tensor> {
        self.forward_with(sample, timestep, cond, None)
    }

    /// [`UNet::forward`] with ControlNet residuals added to the skip connections and the
    /// mid block's output.
    pub fn forward_with(
        &self,
        sample: &Tensor,
        timestep: f64,
        cond: &UNetCond,
        residuals: Option<&Residuals>,
    ) -> Result<Tensor> {
        let sample = sample.to_dtype(self.dtype)?;
        let temb = self.temb(timestep, sample.dim(0)?, sample.device())?;
        let temb = self.add_text_time(temb, cond.added.as_ref())?;
        let context = cond.context.to_dtype(self.dtype)?;
        let inputs = StageInputs {
            temb: &temb,
            context: &context,
        };
        let mut state = UNetState {
            h: sample,
            skips: Vec::new(),
        };
        let first_up = self.first_up;
        let mut before = |i: usize, state: &mut UNetState| match residuals {
            Some(r) if i == first_up => r.apply(state),
            _ => Ok(()),
        };
        self.body
            .run(&self.config, &mut state, &inputs, &mut before)?;
        Ok(state.h)
    }
}

/// `temb` plus `embedding`'s text_time embedding of `added` (SDXL), checked both ways.
pub(crate) fn add_text_time(
    embedding: Option<&TextTimeEmbedding>,
    dtype: DType,
    temb: Tensor,
    added: Option<&AddedCond>,
) -> Result<Tensor> {
    match (embedding, added) {
        (None, None) => Ok(temb),
        (Some(e), Some(a)) => temb + e.forward(a, dtype)?,
        (Some(_), None) => candle_core::bail!(
            "this UNet (addition_embed_type \"text_time\", SDXL) needs pooled text embeds and time ids"
        ),
        (None, Some(_)) => candle_core::bail!(
            "pooled text embeds and time ids given to a UNet without addition_embed_type \"text_time\""
        ),
    }
}

/// Index of the first up-path stage in `specs`.
fn first_up(specs: &[StageSpec]) -> usize {
    specs
        .iter()
        .position(|s| s.name.starts_with("up_blocks"))
        .unwrap_or(specs.len())
}
