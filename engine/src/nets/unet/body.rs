//! Where a list of stages' weights are while it runs (the UNet's, or a ControlNet's
//! encoder half): every stage resident, or streamed in one group at a time
//! (`--offload sequential`), and the parts a streamed net is packed in.
use super::stages::{Stage, StageInputs, StageSpec, UNetState};
use crate::model::config::UNetConfig;
use crate::nets::attention::AttentionMode;
use crate::nets::blocks::TransformerShell;
use crate::offload::Streamer;
use candle_core::Result;
use candle_nn::VarBuilder;

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
