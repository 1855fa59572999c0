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

    /// `state` through every block in order.
    pub(super) fn run(
        &self,
        config: &SD3TransformerConfig,
        mut state: MMDiTState,
    ) -> Result<MMDiTState> {
        match self {
            Blocks::Resident(blocks) => {
                for block in blocks {
                    state = run_block(block, state)?;
                }
            }
            Blocks::Streamed { streamer, mode } => {
                for i in 0..config.num_layers {
                    let vb = streamer.acquire(i)?;
                    let mut block = JointBlock::new(vb.pp(block_path(i)), config, i)?;
                    block.set_attention(*mode);
                    state = run_block(&block, state)?;
                    // The block's views into the slot go before the slot is marked free.
                    drop(block);
                    streamer.release()?;
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
