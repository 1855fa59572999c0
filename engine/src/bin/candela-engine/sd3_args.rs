//! The flags only SD 3 models take: they override what the checkpoint says, as
//! `--prediction-type` does for the UNet families.
use clap::Args;

#[derive(Args)]
pub struct Sd3Args {
    /// SD 3: run without T5 (zeros in its place, as diffusers does without text_encoder_3);
    /// its weights are never read.
    #[arg(long = "no-t5")]
    pub no_t5: bool,
    /// SD 3: the flow-matching shift (default: the scheduler config's, 3.0 for SD 3.5).
    #[arg(long, value_name = "F")]
    pub shift: Option<f64>,
    /// SD 3: how many tokens T5 reads (default 256, at most 512).
    #[arg(long, value_name = "N")]
    pub max_sequence_length: Option<usize>,
}
