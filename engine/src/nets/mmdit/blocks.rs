//! The state between the MMDiT's joint blocks, and where the blocks are while it runs:
//! every block built on the device, or each built from a group of weights streamed in for
//! its turn (`--offload sequential`: one group per block, two device slots, the next block
//! copied while one computes).
use super::block::JointBlock;
use crate::model::config::SD3TransformerConfig;
use crate::nets::attention::AttentionMode;
use crate::offload::Streamer;
use candle_core::{Result, Tensor};

/// The state between the blocks: image tokens, context tokens and the conditioning
/// vector, plus the latent size to fold the output back to.
pub struct MMDiTState {
    pub x: Tensor,
    pub context: Tensor,
    pub temb: Tensor,
    pub(super) latent_hw: (usize, usize),
}

pub(super) enum Blocks {
    Resident(Vec<JointBlock>),
    Streamed {
        streamer: Streamer,
        mode: AttentionMode,
    },
}

/// A block's root in the transformer's weights.
pub(super) fn block_path(i: usize) -> String {
    format!("transformer_blocks.{i}")
}

impl Blocks {
    pub(super) fn streamer(&self) -> Option<&Streamer> {
        match self {
            Blocks::Streamed { streamer, .. } => Some(streamer),
            Blocks::Resident(_) => None,
        }
    }

    pub(super) fn set_attention(&mut self, mode: AttentionMode) {
        match self {
            Blocks::Resident(blocks) => blocks.iter_mut().for_each(|b| b.set_attention(mode)),
            Blocks::Streamed { mode: m, .. } => *m = mode,
        }
    }

    /// `state` through every block in order but those in `skip` (diffusers' `skip_layers`:
    /// a skipped block leaves the state as it was, and is not even streamed in), each
    /// block's ControlNet residual (if any) added after it.
    pub(super) fn run(
        &self,
        config: &SD3TransformerConfig,
        mut state: MMDiTState,
        control: Option<&[Tensor]>,
        skip: &[usize],
    ) -> Result<MMDiTState> {
        let n = config.num_layers;
        let residual = |i: usize, state: &mut MMDiTState| -> Result<()> {
            if let Some(r) = control.and_then(|c| control_residual(i + 1 == n, i, n, c)) {
                state.x = (&state.x + r.to_dtype(state.x.dtype())?)?;
            }
            Ok(())
        };
        match self {
            Blocks::Resident(blocks) => {
                for (i, block) in blocks.iter().enumerate() {
                    if !skip.contains(&i) {
                        state = run_block(block, state)?;
                    }
                    residual(i, &mut state)?;
                }
            }
            Blocks::Streamed { streamer, mode } => {
                for i in 0..n {
                    if !skip.contains(&i) {
                        state = streamer.with_group(i, |vb| {
                            let mut block = JointBlock::new(vb.pp(block_path(i)), config, i)?;
                            block.set_attention(*mode);
                            run_block(&block, state)
                        })?;
                    }
                    residual(i, &mut state)?;
                }
            }
        }
        Ok(state)
    }
}

/// `block` run on `state`; after the last block the context is no longer needed and is
/// kept as it was.
pub fn run_block(block: &JointBlock, state: MMDiTState) -> Result<MMDiTState> {
    let (x, context) = block.forward(&state.x, &state.context, &state.temb)?;
    Ok(MMDiTState {
        x,
        context: context.unwrap_or(state.context),
        ..state
    })
}

/// The ControlNet residual that block `index` of `blocks` adds to its output: diffusers
/// 0.42.1's `control[int(index / (blocks / len(control)))]` (in f64, as Python divides),
/// none for the context-pre-only last block (`pre_only`) or without residuals.
pub fn control_residual(
    pre_only: bool,
    index: usize,
    blocks: usize,
    control: &[Tensor],
) -> Option<&Tensor> {
    if pre_only || control.is_empty() {
        return None;
    }
    let interval = blocks as f64 / control.len() as f64;
    let k = (index as f64 / interval) as usize;
    control.get(k.min(control.len() - 1))
}
