//! The flags only SD 3 models take: they override what the checkpoint says, as
//! `--prediction-type` does for the UNet families.
use candela_engine::protocol::SkipLayerGuidance;
use candela_engine::{Error, Result};
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
    /// SD 3: skip-layer guidance over these joint blocks, e.g. 7,8,9 (SD 3.5 Medium's
    /// model card): on the steps of its window the prediction moves away from the
    /// model's with those blocks skipped (diffusers' skip_guidance_layers). Needs --cfg
    /// above 1; costs one more forward pass on those steps.
    #[arg(long, value_delimiter = ',', value_name = "N,N,...")]
    pub skip_layers: Vec<usize>,
    /// SD 3: how strongly skip-layer guidance pushes (default 2.8, diffusers').
    #[arg(long, value_name = "F")]
    pub skip_layer_scale: Option<f64>,
    /// SD 3: where skip-layer guidance starts, as a fraction of the steps (default 0.01).
    #[arg(long, value_name = "F")]
    pub skip_layer_start: Option<f64>,
    /// SD 3: where skip-layer guidance stops, as a fraction of the steps (default 0.2).
    #[arg(long, value_name = "F")]
    pub skip_layer_stop: Option<f64>,
}

impl Sd3Args {
    /// The job's skip-layer guidance: none without `--skip-layers` (its other flags are
    /// refused alone).
    pub fn skip_layer_guidance(&self) -> Result<Option<SkipLayerGuidance>> {
        if self.skip_layers.is_empty() {
            let alone = [
                ("--skip-layer-scale", self.skip_layer_scale),
                ("--skip-layer-start", self.skip_layer_start),
                ("--skip-layer-stop", self.skip_layer_stop),
            ];
            if let Some((flag, _)) = alone.iter().find(|(_, v)| v.is_some()) {
                return Err(Error::field(
                    *flag,
                    "needs --skip-layers (the joint blocks to skip)",
                ));
            }
            return Ok(None);
        }
        Ok(Some(SkipLayerGuidance {
            layers: self.skip_layers.clone(),
            scale: self.skip_layer_scale.unwrap_or(SkipLayerGuidance::SCALE),
            start: self.skip_layer_start.unwrap_or(SkipLayerGuidance::START),
            stop: self.skip_layer_stop.unwrap_or(SkipLayerGuidance::STOP),
        }))
    }
}
