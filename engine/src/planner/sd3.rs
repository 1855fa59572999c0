//! SD 3's share of the plan: the bytes of the MMDiT (its resident part and its largest
//! block), of the three text encoders (T5 counted only when the model has it: `--no-t5`
//! opens the model without it) and of the VAE decoder; the MMDiT's activations and work.
//! The activations are a structural estimate, not yet calibrated on measured SD 3 runs.
use super::bytes::{bytes_of, held_bytes, part_sizes, upcast_bytes, PartSizes};
use super::plan::{Backend, JobShape};
use crate::attach::Model;
use crate::model::config::SD3TransformerConfig;
use crate::model::sd3::Sd3Parts;
use crate::nets::clip::ClipTextModel;
use crate::nets::vae::VaeDecoder;
use crate::offload::record_shapes;
use crate::weights_dtype::NetDtypes;
use crate::Result;
use candle_core::DType;

/// CLIP's 77 tokens and T5's default 256 (its zeros without T5 are as long).
pub(super) const CONTEXT_TOKENS: u64 = 77 + 256;

/// SD 3's nets in bytes, as `weights.rs` puts them in its `WeightSizes` (the MMDiT in the
/// UNet's places).
pub(super) struct Sd3Bytes {
    /// The MMDiT: its resident part is everything but the joint blocks, what stays on the
    /// device when they stream; its largest group, the largest block.
    pub(super) transformer: PartSizes,
    /// CLIP-L + CLIP-G + T5 (when the model has it).
    pub(super) text_encoders: u64,
    /// What they hold on the device under sequential offload: T5's blocks stream.
    pub(super) text_encoders_sequential: u64,
    pub(super) text_upcast: u64,
    pub(super) vae_decoder: u64,
}

/// SD 3's nets' bytes in a `dtype` run with the layers kept as `choice` says.
pub(super) fn sd3_bytes(
    model: &Model,
    sd3: &Sd3Parts,
    dtype: DType,
    vae_dtype: DType,
    choice: NetDtypes,
) -> Result<Sd3Bytes> {
    let (tch, uch) = (choice.text_encoder, choice.unet);
    let t = &sd3.transformer;
    let transformer = part_sizes(&t.weights, uch, dtype, &|f| t.config.for_each_part(f))?;
    let mut text_encoder = 0;
    let mut text_encoder_upcast = 0;
    let clips = std::iter::once(&model.text_encoder).chain(model.text_encoder_2.as_ref());
    for te in clips {
        let shapes = record_shapes(&te.weights, |vb| {
            ClipTextModel::with_projection(vb, &te.config)
        })?;
        text_encoder += bytes_of(&shapes, &held_bytes(&te.weights, tch, dtype));
        text_encoder_upcast =
            text_encoder_upcast.max(upcast_bytes(&te.weights, &shapes, tch, dtype));
    }
    // Under sequential offload T5 holds its shell and two slots of its largest block.
    let mut text_encoders_sequential = text_encoder;
    if let Some(t5) = &sd3.text_encoder_3 {
        let p = part_sizes(&t5.weights, tch, dtype, &|f| t5.config.for_each_part(f))?;
        text_encoder += p.all;
        text_encoders_sequential += p.resident + 2 * p.largest;
        text_encoder_upcast = text_encoder_upcast.max(p.upcast);
    }
    let vae = record_shapes(&model.vae.weights, |vb| {
        VaeDecoder::new(vb, &model.vae.config)
    })?;
    let s_vae = vae_dtype.size_in_bytes() as u64;
    Ok(Sd3Bytes {
        transformer,
        text_encoders: text_encoder,
        text_encoders_sequential,
        text_upcast: text_encoder_upcast,
        vae_decoder: bytes_of(&vae, &|_| s_vae),
    })
}

/// Image tokens of a latent `h` x `w`: one per patch.
fn image_tokens(cfg: &SD3TransformerConfig, h: u64, w: u64) -> u64 {
    let p = cfg.patch_size.max(1) as u64;
    (h / p) * (w / p)
}

/// The MMDiT's activations at its widest point, one block's: the image and context tokens
/// through q/k/v, the attention output and the 4x MLP, with the residual streams and the
/// modulation beside them (about 16 token-widths), for a batch of `b`; on the CPU also the
/// f32 score matrix, which the GPU's flash attention does not build.
pub(super) fn mmdit_activation_bytes(
    cfg: &SD3TransformerConfig,
    h: u64,
    w: u64,
    b: u64,
    job: &JobShape,
    backend: Backend,
) -> u64 {
    let s = job.dtype.size_in_bytes() as u64;
    let n = image_tokens(cfg, h, w) + CONTEXT_TOKENS;
    let dim = cfg.inner_dim() as u64;
    let streams = b * n * dim * s * 16;
    let scores = match backend {
        Backend::Cpu => b * cfg.num_attention_heads as u64 * n * n * 4,
        Backend::Cuda => 0,
    };
    streams + scores
}

/// Multiply-adds x2 of one MMDiT forward for one image at `h` x `w` latent pixels: per
/// block and token q/k/v/out and the 4x MLP (12 dim^2), the attention (2 n dim per
/// token), and SD 3.5 Medium's second, image-only attention in its dual blocks.
pub(super) fn mmdit_flops(cfg: &SD3TransformerConfig, h: u64, w: u64) -> f64 {
    let img = image_tokens(cfg, h, w) as f64;
    let n = img + CONTEXT_TOKENS as f64;
    let d = cfg.inner_dim() as f64;
    let block = 2.0 * (12.0 * d * d * n + 2.0 * n * n * d);
    let dual = 2.0 * (4.0 * d * d * img + 2.0 * img * img * d);
    cfg.num_layers as f64 * block + cfg.dual_attention_layers.len() as f64 * dual
}

#[cfg(test)]
mod tests {
    use super::super::{choose, weight_sizes, Backend, JobShape, Plan};
    use crate::attach::Model;
    use crate::protocol::Offload;
    use candle_core::DType;

    fn job() -> JobShape {
        JobShape {
            width: 1024,
            height: 1024,
            steps: 28,
            cfg: 4.5,
            chunks: 1,
            dtype: DType::F16,
            vae_dtype: DType::F16,
            control_units: 0,
            refiner_steps: 0,
        }
    }

    /// The weights the plan counts are the released parameter counts in f16 (see
    /// model/random.rs): the MMDiT with its stored pos_embed; CLIP-L and CLIP-G with their
    /// projections and T5-XXL's encoder as the text encoders; `--no-t5` drops T5's.
    #[test]
    fn sd35_weights_are_the_transformer_and_three_encoders() {
        let clips = 123_650_304 + 694_659_840;
        for (arch, transformer, largest_block) in [
            ("sd35m", 2_469_663_936u64, 101_506_944u64),
            ("sd35l", 8_146_280_768, 212_999_680),
        ] {
            let mut m = Model::random(arch).unwrap();
            let w = weight_sizes(&m, DType::F16, DType::F16).unwrap();
            assert_eq!(w.unet, 2 * transformer, "{arch}");
            assert_eq!(w.unet_largest_group, 2 * largest_block, "{arch}");
            assert_eq!(w.text_encoder, 2 * (clips + 4_762_310_656), "{arch}");
            // Streamed, T5-XXL holds its shell (token embeddings, position bias, final
            // norm) and two slots of one block: q/k/v/o, the gated feed-forward, two norms.
            let (t5_shell, t5_block) = (32_128 * 4096 + 32 * 64 + 4096, 192_946_176u64);
            assert_eq!(t5_shell + 24 * t5_block, 4_762_310_656);
            assert_eq!(
                w.text_encoder_sequential,
                2 * (clips + t5_shell + 2 * t5_block),
                "{arch}"
            );
            assert!(w.vae_decoder > 0 && w.controlnets == 0);
            let opts = crate::model::OpenOptions {
                no_t5: true,
                ..Default::default()
            };
            m.apply(&opts).unwrap();
            let w = weight_sizes(&m, DType::F16, DType::F16).unwrap();
            assert_eq!(w.text_encoder, 2 * clips, "{arch} without T5");
            assert_eq!(w.text_encoder_sequential, 2 * clips, "{arch} without T5");
        }
    }

    /// With a budget the ladder goes down to sequential offload with the MMDiT's blocks
    /// streamed and fp8 weights: SD 3.5 Large at 1024 is predicted to fit a card of 8 GiB
    /// and Medium one of 4 GiB, process overhead (CUDA context, workspaces) included, both
    /// with T5 on the device (its blocks streamed: session 10's 4 GiB plan encoded on the
    /// CPU, 371 s on the GPU machine); with room to spare the plan stays resident.
    #[test]
    fn sd35_fits_8_gib_large_and_4_gib_medium() {
        let gib = 1u64 << 30;
        for (arch, budget) in [("sd35l", 8 * gib), ("sd35m", 4 * gib)] {
            let m = Model::random(arch).unwrap();
            let c = choose(&m, &job(), Plan::default(), Some(budget), Backend::Cuda).unwrap();
            let total = super::super::peak(&c.peaks) + c.overhead;
            eprintln!(
                "{arch} at {} GiB: {} -> {} MiB ({:?})",
                budget / gib,
                c.plan.flags(),
                total >> 20,
                c.peaks
            );
            assert!(c.fits && total <= budget, "{arch}: {:?}", c.plan);
            assert!(c.check_fits().is_ok());
            // Resident does not fit: the budget is what moved the plan.
            let resident = choose(&m, &job(), Plan::default(), None, Backend::Cuda).unwrap();
            assert!(super::super::peak(&resident.peaks) > budget, "{arch}");
        }
        let m = Model::random("sd35m").unwrap();
        let c = choose(&m, &job(), Plan::default(), Some(4 * gib), Backend::Cuda).unwrap();
        assert_eq!(c.plan.offload, Offload::Sequential, "{:?}", c.plan);
        assert!(!c.plan.on_cpu().text_encoders, "{:?}", c.plan);
        let m = Model::random("sd35l").unwrap();
        let c = choose(&m, &job(), Plan::default(), Some(8 * gib), Backend::Cuda).unwrap();
        assert_eq!(c.plan.offload, Offload::Sequential, "{:?}", c.plan);
        // With the blocks streamed, T5 encodes on the device in the run's dtype, which
        // the ladder had given up before it streamed the MMDiT: its blocks stream too
        // (two slots of one block and its shell, not the 9.5 GB of the whole encoder).
        assert!(!c.plan.on_cpu().text_encoders, "{:?}", c.plan);
        assert!(!c.plan.weights.text_encoder.is_fp8(), "{:?}", c.plan);
        assert!(c.peaks.text_encoding < 4 * gib, "{:?}", c.peaks);
        // The streamed plan keeps the MMDiT's shell and two block slots on the device.
        let w = &c.weights;
        assert!(
            w.unet_resident + 2 * w.unet_largest_group < w.unet / 10,
            "{w:?}"
        );
        let c = choose(&m, &job(), Plan::default(), Some(80 * gib), Backend::Cuda).unwrap();
        assert!(c.fits && c.plan.offload == Offload::None, "{:?}", c.plan);
    }

    /// A budget no plan fits is refused before the job with the smallest plan's
    /// prediction (sequential, streamed blocks, fp8, encoders and VAE on the CPU).
    #[test]
    fn sd35_too_small_a_budget_names_the_smallest_plan() {
        let m = Model::random("sd35l").unwrap();
        let budget = 1u64 << 30;
        let c = choose(&m, &job(), Plan::default(), Some(budget), Backend::Cuda).unwrap();
        assert!(!c.fits);
        assert_eq!(c.plan.offload, Offload::Sequential);
        assert!(c.plan.weights.unet.is_fp8() && c.plan.on_cpu().text_encoders);
        let e = c.check_fits().unwrap_err().to_string();
        assert!(
            e.contains("--vram-budget")
                && e.contains("--offload sequential")
                && e.contains("does not fit in 1024 MiB"),
            "{e}"
        );
    }
}
