//! SD 3 ControlNets in the plan: their weights (placed like the MMDiT: resident, uploaded
//! whole for the denoising phase, or their blocks streamed through the MMDiT's slots),
//! the residuals the units hand the MMDiT (one per ControlNet block, summed, held through
//! its forward) and their work per step.
use super::bytes::{part_sizes, PartSizes};
use super::plan::JobShape;
use crate::attach::Model;
use crate::model::sd3_controlnet::SD3ControlNetConfig;
use crate::protocol::WeightsDtype;
use crate::Result;
use candle_core::DType;

/// The bytes of every SD 3 ControlNet of `model` (each once), by part: what stays on the
/// device when their blocks stream, their largest block, the largest upcast buffer.
pub(super) fn controlnet_bytes(
    model: &Model,
    choice: WeightsDtype,
    dtype: DType,
) -> Result<PartSizes> {
    let mut out = PartSizes::default();
    for cn in &model.sd3_controlnets {
        let c = &cn.config;
        out = out.and(part_sizes(&cn.weights, choice, dtype, &|f| {
            c.for_each_part(f)
        })?);
    }
    Ok(out)
}

/// The residuals held beside a forward's activations, one [b, image tokens, dim] tensor per
/// block of the deepest ControlNet: with two units or more, the units' sum and the one
/// being added; with one, its residuals are the sum (`pipeline/sd3_controls.rs` adds
/// nothing to them), a single set. SD 3.5 Medium with one ControlNet at 1024 (session 10's
/// device call 6) measured 707 MiB of denoising activations in use over its weights: the
/// MMDiT's 415 and one set of its 12 blocks' residuals (288 MiB), not two.
pub(super) fn residual_bytes(model: &Model, h: u64, w: u64, b: u64, job: &JobShape) -> u64 {
    if job.control_units == 0 {
        return 0;
    }
    let s = job.dtype.size_in_bytes() as u64;
    let per_set = |c: &SD3ControlNetConfig| {
        let p = c.patch_size.max(1) as u64;
        c.num_layers as u64 * b * (h / p) * (w / p) * c.inner_dim() as u64 * s
    };
    let sets = job.control_units.min(2) as u64;
    sets * model
        .sd3_controlnets
        .iter()
        .map(|c| per_set(&c.config))
        .max()
        .unwrap_or(0)
}

/// Multiply-adds x2 of one unit's ControlNet forward for one image (the first
/// ControlNet's, as for the UNet families): joint blocks as the MMDiT's, or SD 3.5 Large's
/// single blocks over the image tokens alone.
pub(super) fn controlnet_flops(model: &Model, h: u64, w: u64) -> f64 {
    match model.sd3_controlnets.first() {
        Some(cn) if cn.config.is_official_large() => {
            let c = &cn.config;
            let p = c.patch_size.max(1) as u64;
            let n = ((h / p) * (w / p)) as f64;
            let d = c.inner_dim() as f64;
            c.num_layers as f64 * 2.0 * (12.0 * d * d * n + 2.0 * n * n * d)
        }
        Some(cn) => super::sd3::mmdit_flops(&cn.config.blocks_config(), h, w),
        None => 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::super::{predict, weight_sizes, Backend, JobShape, Plan};
    use crate::attach::{Model, Sd3ControlNet};
    use crate::protocol::Offload;
    use candle_core::DType;

    /// An SD 3 job at 1024x1024, CFG 4.5, f16, with `units` ControlNet units.
    fn job(units: usize, steps: usize) -> JobShape {
        JobShape {
            width: 1024,
            height: 1024,
            steps,
            cfg: 4.5,
            chunks: 1,
            dtype: DType::F16,
            vae_dtype: DType::F16,
            control_units: units,
            refiner_steps: 0,
        }
    }

    /// A random SD 3.5 Medium ControlNet (InstantX's layout, 12 of the 24 blocks) is
    /// counted once however many units use it: its weights in the plan's ControlNet bytes,
    /// the denoising peak grown by them and by the residuals in every offload mode that
    /// runs SD 3, nothing when no unit uses it.
    #[test]
    fn sd3_controlnets_are_counted_once() {
        let mut m = Model::random("sd35m").unwrap();
        let job = |units| job(units, 28);
        let plain = weight_sizes(&m, DType::F16, DType::F16).unwrap();
        let before: Vec<u64> = [Offload::None, Offload::Model]
            .iter()
            .map(|&offload| {
                let plan = Plan {
                    offload,
                    ..Plan::default()
                };
                predict(&m, &job(0), &plan, Backend::Cuda)
                    .unwrap()
                    .denoising
            })
            .collect();
        for _ in 0..2 {
            let cn = Sd3ControlNet::open("random", &m).unwrap();
            assert_eq!(m.attach_sd3_controlnet(cn), 0);
        }
        assert_eq!(m.sd3_controlnets[0].config.num_layers, 12);
        let w = weight_sizes(&m, DType::F16, DType::F16).unwrap();
        // Half the blocks, all the embeddings, plus pos_embed_input and 12 linear layers.
        let blocks = plain.unet - plain.unet_resident;
        assert!(
            w.controlnets > blocks / 2 && w.controlnets < blocks,
            "{w:?}"
        );
        assert_eq!(w.total(), plain.total() + w.controlnets);
        for (i, offload) in [Offload::None, Offload::Model].into_iter().enumerate() {
            let plan = Plan {
                offload,
                ..Plan::default()
            };
            let after = predict(&m, &job(2), &plan, Backend::Cuda)
                .unwrap()
                .denoising;
            assert!(after > before[i] + w.controlnets, "{offload:?}");
            let idle = predict(&m, &job(0), &plan, Backend::Cuda)
                .unwrap()
                .denoising;
            assert!(idle < after, "{offload:?}");
        }
    }

    /// SD 3.5 Large's random ControlNet is the official layout (19 single blocks for the
    /// transformer's 38, no prompt): its weights are counted, about a quarter of the
    /// MMDiT's blocks (half the blocks, each without its context stream), and its work per
    /// step is less than joint blocks of that width would take.
    #[test]
    fn sd35_large_official_controlnets_are_counted() {
        let mut m = Model::random("sd35l").unwrap();
        let plain = weight_sizes(&m, DType::F16, DType::F16).unwrap();
        let cn = Sd3ControlNet::open("random", &m).unwrap();
        assert!(cn.config.is_official_large() && !cn.config.use_pos_embed);
        assert_eq!(cn.config.num_layers, 19);
        m.attach_sd3_controlnet(cn);
        let w = weight_sizes(&m, DType::F16, DType::F16).unwrap();
        let blocks = plain.unet - plain.unet_resident;
        assert!(
            w.controlnets > blocks / 5 && w.controlnets < blocks / 3,
            "{w:?}"
        );
        let single = super::controlnet_flops(&m, 128, 128);
        let joint =
            super::super::sd3::mmdit_flops(&m.sd3_controlnets[0].config.blocks_config(), 128, 128);
        assert!(single > 0.0 && single < joint, "{single} {joint}");
    }

    /// SD 3.5 Large with its official ControlNet at 1024 on an 8 GiB card: session 10's
    /// planner refused it (the ControlNet uploaded whole beside the streamed MMDiT: 10223
    /// MiB for its smallest plan). Its blocks now stream through the MMDiT's two slots,
    /// which they fit as they are (a single block is smaller than a joint one), so only
    /// its shell stays resident and the job fits with sequential offload.
    #[test]
    fn sd35_large_with_a_controlnet_fits_8_gib() {
        use super::super::{choose, peak};
        let mut m = Model::random("sd35l").unwrap();
        let cn = Sd3ControlNet::open("random", &m).unwrap();
        m.attach_sd3_controlnet(cn);
        let job = job(1, 2);
        let w = weight_sizes(&m, DType::F16, DType::F16).unwrap();
        assert!(w.controlnets_largest_group > 0, "{w:?}");
        assert!(w.controlnets_largest_group < w.unet_largest_group, "{w:?}");
        assert!(w.controlnets_streamed < w.controlnets / 10, "{w:?}");
        let budget = 8u64 << 30;
        let c = choose(&m, &job, Plan::default(), Some(budget), Backend::Cuda).unwrap();
        let total = peak(&c.peaks) + c.overhead;
        assert!(c.fits && total <= budget, "{:?} {:?}", c.plan, c.peaks);
        assert_eq!(c.plan.offload, Offload::Sequential, "{:?}", c.plan);
    }

    /// Session 10's device call 6 (`tools/gpu/sd3_controlnet_parity_budget.sh`): SD 3.5 Medium with
    /// one ControlNet at 1024x1024, CFG 4.5, on a simulated 8 GiB card ran model offload,
    /// `--attention-slice auto`, 512 px tiles and fp8 weights and text encoders. Its
    /// encoding phase (the control image's encode, then the ControlNet's upload before the
    /// denoising phase) measured 2856 MiB (cuMemGetInfo, over a 586 MiB CUDA context),
    /// against 1757 predicted for the VAE's phase when only the decode was counted. The
    /// VAE's figure now holds it; without a unit it is the decode's as before.
    #[test]
    fn the_control_image_encode_is_in_the_vae_figure() {
        use crate::protocol::WeightsDtype::Fp8E4m3fn;
        let mut m = Model::random("sd35m").unwrap();
        let cn = Sd3ControlNet::open("random", &m).unwrap();
        m.attach_sd3_controlnet(cn);
        let job = |units| job(units, 2);
        let plan = Plan {
            offload: Offload::Model,
            attention: crate::nets::attention::AttentionMode::parse_slice("auto").unwrap(),
            vae_tile: Some(512),
            weights: crate::weights_dtype::NetDtypes {
                unet: Fp8E4m3fn,
                text_encoder: Fp8E4m3fn,
            },
            ..Plan::default()
        };
        let overhead = 614_465_536 + crate::vram::LIBRARY_RESERVE;
        let with = predict(&m, &job(1), &plan, Backend::Cuda).unwrap().vae + overhead;
        let decode = predict(&m, &job(0), &plan, Backend::Cuda).unwrap().vae + overhead;
        let measured = 2856u64 << 20;
        eprintln!(
            "VAE figure with the control encode {} MiB, decode alone {} MiB (overhead included)",
            with >> 20,
            decode >> 20
        );
        assert!(with >= measured, "{} < {} MiB", with >> 20, measured >> 20);
        assert!(decode < measured, "{} MiB", decode >> 20);
        // Within the promise's bound of what was measured.
        assert!(with as f64 <= 1.10 * measured as f64, "{} MiB", with >> 20);
        // With the VAE on the CPU the ControlNet's upload is still in the phase.
        let cpu_vae = Plan {
            vae_device: crate::protocol::NetDevice::Cpu,
            ..plan
        };
        let w = super::super::weight_sizes_in(&m, DType::F16, DType::F16, plan.weights).unwrap();
        let p = predict(&m, &job(1), &cpu_vae, Backend::Cuda).unwrap();
        assert!(p.vae > w.controlnets, "{} MiB", p.vae >> 20);
    }
}
