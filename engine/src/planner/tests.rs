//! The planner's predictions, ladder and choice on the tiny models.
use super::activations::unet_activation_bytes;
use super::calibration::{self, Kind};
use super::*;
use crate::attach::Model;
use crate::model::{OpenOptions, Weights};
use crate::nets::attention::AttentionMode;
use crate::pipeline::Nets;
use crate::protocol::{NetDevice, Offload, Phase, PhasePeaks, WeightsDtype};
use crate::weights_dtype::NetDtypes;
use candle_core::DType;
use candle_core::Device;
use std::path::Path;

fn tiny() -> Model {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/parity/models/sd1");
    Model::open(Path::new(dir), &OpenOptions::default()).unwrap()
}

pub(super) fn job(side: usize, dtype: DType) -> JobShape {
    JobShape {
        width: side,
        height: side,
        steps: 20,
        cfg: 7.5,
        chunks: 1,
        dtype,
        vae_dtype: dtype,
        control_units: 0,
        refiner_steps: 0,
    }
}

/// What `plan` needs of a budget on a CUDA device beside the process's overhead: its
/// predicted peak and the room the choice keeps beside it (`choose::choice_room`).
pub(super) fn needs(model: &Model, job: &JobShape, plan: &Plan) -> u64 {
    let top = peak(&predict(model, job, plan, Backend::Cuda).unwrap());
    top + choice_room(top, Backend::Cuda)
}

fn peaks(m: &Model, side: usize, dtype: DType, plan: &Plan, backend: Backend) -> PhasePeaks {
    predict(m, &job(side, dtype), plan, backend).unwrap()
}

fn with_offload(offload: Offload) -> Plan {
    Plan {
        offload,
        ..Plan::default()
    }
}

#[test]
fn weight_sizes_are_the_real_tensor_bytes_the_nets_load() {
    let m = tiny();
    for dtype in [DType::F32, DType::F16] {
        let all = |w: &Weights| w.stored().unwrap().bytes_in(Some(dtype));
        let vae = m.vae.weights.stored().unwrap();
        let s = dtype.size_in_bytes() as u64;
        let encoder: u64 = vae
            .map
            .keys()
            .filter(|k| k.starts_with("encoder.") || k.starts_with("quant_conv."))
            .map(|k| vae.shape(k).unwrap().iter().product::<usize>() as u64 * s)
            .sum();
        assert!(encoder > 0, "the tiny VAE has an encoder to leave out");
        let w = weight_sizes(&m, dtype, dtype).unwrap();
        assert_eq!(w.unet, all(&m.unet.as_ref().unwrap().weights));
        assert_eq!(w.text_encoder, all(&m.text_encoder.weights));
        assert_eq!(w.vae_decoder, all(&m.vae.weights) - encoder);
        let p = peaks(&m, 64, dtype, &Plan::default(), Backend::Cpu);
        for phase in [p.text_encoding, p.denoising, p.vae] {
            assert!(phase > w.total(), "{p:?}");
        }
    }
}

#[test]
fn streamed_sizes_match_what_sequential_offload_packs() {
    let m = tiny();
    let w = weight_sizes(&m, DType::F32, DType::F32).unwrap();
    let nets = Nets::load_with(&m, &Device::Cpu, DType::F32, Offload::Sequential).unwrap();
    let unet = nets.unet().unwrap();
    let groups = unet.streamer().unwrap().groups();
    let largest = groups.iter().map(|g| g.bytes()).max().unwrap();
    let streamed: u64 = groups.iter().map(|g| g.bytes()).sum();
    assert_eq!(w.unet_largest_group, largest);
    assert_eq!(w.unet_resident + streamed, w.unet);
}

#[test]
fn random_weights_have_sd15_sizes() {
    let m = Model::random("sd15").unwrap();
    let w = weight_sizes(&m, DType::F16, DType::F16).unwrap();
    // SD 1.5's published parameter counts.
    assert_eq!(w.unet, 2 * 859_520_964);
    assert_eq!(w.vae_decoder, 2 * 49_490_199);
    assert_eq!(w.text_encoder, 2 * 123_060_480);
    let p = peaks(&m, 512, DType::F16, &Plan::default(), Backend::Cuda);
    let t = w.total();
    assert!(
        p.denoising > t + (100 << 20) && p.denoising < t + (1 << 30),
        "{p:?}"
    );
    assert!(p.vae > t + (300 << 20) && p.vae < t + (4 << 30), "{p:?}");
}

#[test]
fn controlnets_count_once_in_each_plan() {
    use crate::attach::controlnet::ControlNet;
    let mut m = Model::random("sd15").unwrap();
    let plain = weight_sizes(&m, DType::F16, DType::F16).unwrap();
    let cn = ControlNet::random(&m.unet.as_ref().unwrap().config);
    assert_eq!(m.attach_controlnet(cn.clone()), 0);
    // The same ControlNet again is the same one, loaded once.
    assert_eq!(m.attach_controlnet(cn), 0);
    let w = weight_sizes(&m, DType::F16, DType::F16).unwrap();
    // diffusers' ControlNetModel.from_unet(SD 1.5's UNet).num_parameters().
    assert_eq!(w.controlnets, 2 * 361_279_120);
    assert_eq!(w.total(), plain.total() + w.controlnets);
    assert!(w.controlnets_streamed < w.controlnets / 4, "{w:?}");
    let units = |n| JobShape {
        control_units: n,
        refiner_steps: 0,
        ..job(512, DType::F16)
    };
    for offload in [Offload::None, Offload::Model, Offload::Sequential] {
        let plan = Plan {
            offload,
            ..Plan::default()
        };
        let with = predict(&m, &units(3), &plan, Backend::Cuda).unwrap();
        let base = Model::random("sd15").unwrap();
        let without = predict(&base, &units(0), &plan, Backend::Cuda).unwrap();
        let extra = with.denoising - without.denoising;
        let weights = match offload {
            // Their stages stream through the UNet's slots: no slots of their own.
            // The pool's reserve grows with each one streamed (calibration).
            Offload::Sequential => {
                assert!(w.controlnets_largest_group <= w.unet_largest_group, "{w:?}");
                w.controlnets_streamed + (calibration::CONTROLNET_STREAMED_RESERVE_MIB << 20)
            }
            // The reserve that grows with the stored bytes counts theirs; beside a resident
            // UNet each one keeps a reserve of its own (calibration).
            o => {
                let c = calibration::fit(Kind::Denoising, o, Backend::Cuda).c;
                let own = match o {
                    Offload::None => calibration::CONTROLNET_RESIDENT_RESERVE_MIB << 20,
                    _ => 0,
                };
                w.controlnets + (c * w.controlnets as f64) as u64 + own
            }
        };
        // The weights plus the residuals (25 MiB at 512, counted one and a half times and
        // scaled by the phase's fit) and the reserve the streamed share of their stored
        // bytes keeps.
        assert!(
            extra > weights && extra < weights + (96 << 20),
            "{offload:?}: {extra}"
        );
        match offload {
            Offload::Model => assert_eq!(
                with.vae, without.vae,
                "{offload:?}: no ControlNet while decoding"
            ),
            // Their resident parts stay on the device for the whole job.
            Offload::Sequential => assert_eq!(with.vae - without.vae, w.controlnets_streamed),
            Offload::None => {}
        }
    }
    // Three units cost about three ControlNet forwards per step.
    let plan = Plan::default();
    let t0 = predict_time(&m, &units(0), &plan, Backend::Cuda, &w).step_s;
    let t3 = predict_time(&m, &units(3), &plan, Backend::Cuda, &w).step_s;
    assert!(t3 > 1.8 * t0 && t3 < 3.0 * t0, "{t0} {t3}");
}

#[test]
fn random_weights_have_sdxl_sizes() {
    let m = Model::random("sdxl").unwrap();
    // SDXL's VAE leaves f16 in f16 jobs: f32 where the device lacks native bf16.
    assert_eq!(m.vae_dtype_on(DType::F16, &Device::Cpu), DType::F32);
    let w = weight_sizes(&m, DType::F16, DType::F32).unwrap();
    // SDXL base's released parameter counts.
    assert_eq!(w.unet, 2 * 2_567_463_684);
    assert_eq!(w.text_encoder, 2 * (123_060_480 + 694_659_840));
    assert_eq!(w.vae_decoder, 4 * 49_490_199);
    let b = weight_sizes(&m, DType::F16, DType::BF16).unwrap();
    assert_eq!(b.vae_decoder, 2 * 49_490_199);
    assert_eq!((b.unet, b.text_encoder), (w.unet, w.text_encoder));
}

#[test]
fn the_vae_phase_is_predicted_in_the_vae_dtype() {
    // A bf16 SDXL VAE (cards with native bf16) holds half the f32 one's weights and
    // activations; the other phases do not change.
    let m = Model::random("sdxl").unwrap();
    let at = |vae_dtype| {
        let j = JobShape {
            vae_dtype,
            ..job(1024, DType::F16)
        };
        predict(&m, &j, &with_offload(Offload::Model), Backend::Cuda).unwrap()
    };
    let (f32_vae, bf16_vae) = (at(DType::F32), at(DType::BF16));
    assert_eq!(f32_vae.denoising, bf16_vae.denoising);
    assert_eq!(f32_vae.text_encoding, bf16_vae.text_encoding);
    // Weights and activations double; the pool's fixed reserve does not.
    let reserve = calibration::fit(Kind::Vae, Offload::Model, Backend::Cuda).bytes(0, 0);
    // (to a byte: `a x activations` is truncated to whole bytes)
    assert!((f32_vae.vae - reserve).abs_diff(2 * (bf16_vae.vae - reserve)) <= 1);
}

#[test]
fn denoising_grows_with_the_image_about_4x_per_doubled_side() {
    let m = tiny();
    let plan = Plan::default();
    let weights = weight_sizes(&m, DType::F16, DType::F16).unwrap().total();
    // Less what does not grow with the image: the weights and the pool's fixed reserve.
    let fixed = calibration::fit(Kind::Denoising, Offload::None, Backend::Cuda).bytes(weights, 0);
    let act = |side| peaks(&m, side, DType::F16, &plan, Backend::Cuda).denoising - fixed;
    let (a, b) = (act(256), act(512));
    let ratio = b as f64 / a as f64;
    assert!((3.5..=4.05).contains(&ratio), "{a} -> {b}: {ratio}");
    for backend in [Backend::Cpu, Backend::Cuda] {
        let mut last = 0;
        for side in [64, 128, 256, 512] {
            let p = peaks(&m, side, DType::F32, &plan, backend);
            assert!(p.denoising > last && p.vae > weights);
            last = p.denoising;
        }
    }
    let wide = JobShape {
        width: 512,
        height: 256,
        ..job(256, DType::F16)
    };
    let wide = predict(&m, &wide, &plan, Backend::Cuda).unwrap();
    assert!(wide.denoising > fixed + a && wide.denoising < fixed + b);
    let no_cfg = JobShape {
        cfg: 1.0,
        ..job(256, DType::F16)
    };
    let no_cfg = predict(&m, &no_cfg, &plan, Backend::Cuda).unwrap();
    assert!(no_cfg.denoising < fixed + a);
}

#[test]
fn f16_predicts_about_half_of_f32() {
    let m = tiny();
    for side in [64, 256] {
        let full = peaks(&m, side, DType::F32, &Plan::default(), Backend::Cpu);
        let half = peaks(&m, side, DType::F16, &Plan::default(), Backend::Cpu);
        for (f, h) in [
            (full.text_encoding, half.text_encoding),
            (full.denoising, half.denoising),
            (full.vae, half.vae),
        ] {
            let r = h as f64 / f as f64;
            assert!((0.45..=0.55).contains(&r), "{h} / {f} = {r}");
        }
    }
}

#[test]
fn each_lower_plan_predicts_less_where_it_acts() {
    let m = Model::random("sd15").unwrap();
    let w = weight_sizes(&m, DType::F16, DType::F16).unwrap();
    let p = |plan: &Plan, side| peaks(&m, side, DType::F16, plan, Backend::Cuda);
    let none = p(&Plan::default(), 512);
    let model = p(&with_offload(Offload::Model), 512);
    let seq = p(&with_offload(Offload::Sequential), 512);
    assert!(model.text_encoding < none.text_encoding);
    assert!(model.denoising < none.denoising && model.vae < none.vae);
    // The same activations over each mode's weights on the device, with its reserve.
    let job = job(512, DType::F16);
    let act = unet_activation_bytes(
        &m.unet.as_ref().unwrap().config,
        64,
        64,
        2,
        &job,
        &Plan::default(),
        Backend::Cuda,
        0,
    );
    let fit = |o| calibration::fit(Kind::Denoising, o, Backend::Cuda);
    // The reserve that grows with the stored bytes: every net's without offload, the
    // UNet's under model and sequential offload.
    let stored = |o, bytes: u64| (fit(o).c * bytes as f64) as u64;
    // The context's keys and values the resident UNet keeps (none when streamed).
    let kv = super::activations::context_kv_bytes(&m.unet.as_ref().unwrap().config, 2, &job);
    assert_eq!(kv, 2 * 2 * 77 * (5 * 320 + 5 * 640 + 6 * 1280) * 2);
    assert_eq!(
        none.denoising,
        fit(Offload::None).bytes(w.total() + kv, act) + stored(Offload::None, w.total())
    );
    assert_eq!(
        model.denoising,
        fit(Offload::Model).bytes(w.unet + kv, act) + stored(Offload::Model, w.unet)
    );
    assert!(seq.denoising < model.denoising);
    assert_eq!(
        seq.denoising,
        fit(Offload::Sequential).bytes(w.unet_resident + 2 * w.unet_largest_group, act)
            + stored(Offload::Sequential, w.unet)
    );
    // Tiling bounds the VAE's activations by the tile: it matters at 2048, not at 256.
    let tiled = Plan {
        vae_tile: Some(512),
        ..Plan::default()
    };
    let vae_act = |plan: &Plan| p(plan, 2048).vae - w.total();
    assert!(vae_act(&tiled) < vae_act(&Plan::default()) / 3);
    // A tile as large as the image, or larger, runs the tiled path in one tile: the whole
    // image's activations under the tiled fit, whatever the tile's size.
    let tile = |px| Plan {
        vae_tile: Some(px),
        ..Plan::default()
    };
    assert_eq!(p(&tile(256), 256).vae, p(&tiled, 256).vae);
    assert_ne!(p(&tiled, 256).vae, p(&Plan::default(), 256).vae);
    // Slicing shrinks the CPU's score blocks (CUDA's flash attention holds none).
    let sliced = Plan {
        attention: AttentionMode::Sliced { rows: 64 },
        ..Plan::default()
    };
    let cpu = |plan: &Plan| peaks(&m, 512, DType::F32, plan, Backend::Cpu).denoising;
    assert!(cpu(&sliced) < cpu(&Plan::default()));
}

#[test]
fn the_ladder_goes_slicing_tiling_model_sequential() {
    let ladder = Plan::default().ladder();
    let flags: Vec<String> = ladder.iter().map(Plan::flags).collect();
    assert_eq!(
        flags,
        [
            "--offload none --attention-slice off --vae-tile off",
            "--offload none --attention-slice auto --vae-tile off",
            "--offload none --attention-slice auto --vae-tile 512",
            "--offload none --attention-slice auto --vae-tile 512 --text-encoder-offload on",
            "--offload none --attention-slice auto --vae-tile 512 --weights-dtype fp8_e4m3fn --text-encoder-offload on",
            "--offload model --attention-slice auto --vae-tile 512 --weights-dtype fp8_e4m3fn --text-encoder-offload on",
            "--offload model --attention-slice auto --vae-tile 512 --weights-dtype fp8_e4m3fn --text-encoder-dtype fp8_e4m3fn --text-encoder-offload on",
            "--offload model --attention-slice auto --vae-tile 512 --weights-dtype fp8_e4m3fn --text-encoder-dtype fp8_e4m3fn --text-encoder-device cpu --text-encoder-offload on",
            "--offload sequential --attention-slice auto --vae-tile 512 --weights-dtype fp8_e4m3fn --text-encoder-dtype fp8_e4m3fn --text-encoder-device cpu --text-encoder-offload on",
            "--offload sequential --attention-slice auto --vae-tile 512 --weights-dtype fp8_e4m3fn --text-encoder-dtype fp8_e4m3fn --text-encoder-device cpu --vae-device cpu --text-encoder-offload on",
        ]
    );
    let seq = with_offload(Offload::Sequential);
    assert_eq!(seq.ladder().len(), 7, "{:?}", seq.ladder());
    // Without the steps that change the numbers: slicing, tiling, the text encoders'
    // offload, model and sequential offload.
    assert_eq!(Plan::default().ladder_keeping_weights().len(), 6);
    // Weights the user set are kept: no fp8 step.
    let f16 = Plan {
        weights: NetDtypes {
            unet: WeightsDtype::F16,
            text_encoder: WeightsDtype::F16,
        },
        ..Plan::default()
    };
    assert_eq!(f16.ladder().len(), 8, "{:?}", f16.ladder());
    // Nor a device the user set.
    let gpu = Plan {
        text_encoder_device: NetDevice::Gpu,
        vae_device: NetDevice::Gpu,
        ..f16
    };
    assert_eq!(gpu.ladder().len(), 6, "{:?}", gpu.ladder());
}

/// A net on the CPU holds nothing on the device: the text-encoding phase drops the
/// encoders' weights and activations, the VAE phase the decoder's.
#[test]
fn nets_on_the_cpu_leave_the_device() {
    let m = Model::random("sdxl").unwrap();
    let j = job(1024, DType::F16);
    for offload in [Offload::None, Offload::Model, Offload::Sequential] {
        let gpu = with_offload(offload);
        let cpu = Plan {
            text_encoder_device: NetDevice::Cpu,
            vae_device: NetDevice::Cpu,
            ..gpu
        };
        let (g, c) = (
            predict(&m, &j, &gpu, Backend::Cuda).unwrap(),
            predict(&m, &j, &cpu, Backend::Cuda).unwrap(),
        );
        assert!(c.text_encoding < g.text_encoding, "{offload:?}");
        assert!(c.vae < g.vae, "{offload:?}");
        // The UNet's phase loses the resident encoders and VAE only.
        assert!(c.denoising <= g.denoising, "{offload:?}");
    }
}

/// fp8 layers count one byte per element, the rest (norms, embeddings) the run's
/// dtype, plus one upcast buffer: SDXL's UNet goes from about 5.1 GB to about 2.6 GB.
#[test]
fn fp8_weights_count_their_stored_bytes_and_the_upcast_buffer() {
    let m = Model::random("sdxl").unwrap();
    let f16 = weight_sizes(&m, DType::F16, DType::F16).unwrap();
    let fp8 = NetDtypes {
        unet: WeightsDtype::Fp8E4m3fn,
        text_encoder: WeightsDtype::Fp8E4m3fn,
    };
    let w = weight_sizes_in(&m, DType::F16, DType::F16, fp8).unwrap();
    assert!(
        w.unet > f16.unet / 2 && w.unet < f16.unet * 51 / 100,
        "{w:?}"
    );
    assert!(w.unet_largest_group < f16.unet_largest_group * 51 / 100);
    // The text encoders' embeddings stay in f16.
    assert!(w.text_encoder > f16.text_encoder / 2 && w.text_encoder < f16.text_encoder);
    assert_eq!(w.vae_decoder, f16.vae_decoder);
    assert_eq!((f16.unet_upcast, f16.text_encoder_upcast), (0, 0));
    // SDXL's largest layer: up_blocks.0's first conv, 2560 -> 1280, 3x3, in f16.
    assert_eq!(w.unet_upcast, 1280 * 2560 * 9 * 2);
    // The arena's slot holds the largest fp8 lane and the largest f16 lane of any group
    // (here one group has both); in f16, one lane.
    assert_eq!(f16.arena_unit, f16.unet_largest_group);
    assert!(w.arena_unit >= w.unet_largest_group, "{w:?}");
    assert!(w.arena_unit < w.unet_largest_group * 11 / 10, "{w:?}");
    // The reserve grows with the UNet's bytes in the run's dtype, however they are held.
    assert_eq!(w.unet_computed, f16.unet_computed);
    assert_eq!(f16.unet_computed, f16.unet);
    let j = job(1024, DType::F16);
    let plain = predict(&m, &j, &Plan::default(), Backend::Cuda).unwrap();
    let low = Plan {
        weights: fp8,
        ..Plan::default()
    };
    let p = predict(&m, &j, &low, Backend::Cuda).unwrap();
    assert!(p.denoising < plain.denoising && p.text_encoding < plain.text_encoding);
    // Under model offload the UNet's term is its weights, its activations and the reserve
    // that grows with its bytes in the run's dtype: fp8 moves it by the stored bytes'
    // difference alone. Its upcast buffers (the layer computing and the
    // next one, decoded ahead on a second stream) sit in the calibrated reserve, as the
    // recorded fp8 runs measured (see predict.rs).
    let model = |weights| Plan {
        offload: Offload::Model,
        weights,
        ..Plan::default()
    };
    let p16 = predict(&m, &j, &model(NetDtypes::default()), Backend::Cuda).unwrap();
    let p8 = predict(&m, &j, &model(fp8), Backend::Cuda).unwrap();
    assert_eq!(
        p16.denoising - p8.denoising,
        f16.unet - w.unet,
        "{p16:?} {p8:?}"
    );
}

#[test]
fn choose_takes_the_fastest_plan_that_fits() {
    let m = Model::random("sd15").unwrap();
    let j = job(512, DType::F16);
    let start = Plan::default();
    let need = |plan: &Plan| needs(&m, &j, plan);
    let c = choose(&m, &j, start, Some(64 << 30), Backend::Cuda).unwrap();
    assert_eq!((c.plan, c.fits), (start, true));
    let c = choose(&m, &j, start, None, Backend::Cuda).unwrap();
    assert_eq!((c.plan, c.fits), (start, true));
    // 2 GiB: SD 1.5 in f16 (2 GiB of weights) does not fit resident.
    let budget = 2u64 << 30;
    let c = choose(&m, &j, start, Some(budget), Backend::Cuda).unwrap();
    assert!(c.fits && peak(&c.peaks) <= budget, "{:?}", c.plan);
    let ladder = start.ladder();
    // The first plan of the ladder that fits, its text encoders back on the device (and in
    // the start's dtype) where that still fits.
    let but_text_encoders = |p: &Plan| Plan {
        text_encoder_device: c.plan.text_encoder_device,
        stream_slots: c.plan.stream_slots,
        vae_tile_store: c.plan.vae_tile_store,
        weights: NetDtypes {
            text_encoder: c.plan.weights.text_encoder,
            ..p.weights
        },
        ..*p
    };
    let at = ladder
        .iter()
        .position(|p| but_text_encoders(p) == c.plan)
        .unwrap();
    assert!(at > 0 && ladder[..at].iter().all(|p| need(p) + c.overhead > budget));
    assert!(need(&ladder[at]) + c.overhead <= budget);
    // Nothing fits 100 MiB: the lowest plan (its tiles' wholes in host memory), marked as
    // not fitting.
    let c = choose(&m, &j, start, Some(100 << 20), Backend::Cuda).unwrap();
    let lowest = Plan {
        vae_tile_store: NetDevice::Cpu,
        ..*ladder.last().unwrap()
    };
    assert_eq!(c.plan, lowest);
    assert!(!c.fits);
    // Lower plans cost time.
    let t = |p: &Plan| {
        predict_time(
            &m,
            &j,
            p,
            Backend::Cuda,
            &weight_sizes(&m, DType::F16, DType::F16).unwrap(),
        )
        .total_s
    };
    assert!(t(&with_offload(Offload::Sequential)) > t(&with_offload(Offload::Model)));
    assert!(t(&with_offload(Offload::Model)) > t(&Plan::default()));
}

/// The choice keeps [`CHOICE_ROOM`] of a plan's peak free beside it: a budget that holds
/// a plan's peak but not that room takes the next plan down that holds both; where no plan
/// holds its room, the first that holds its peak is taken, and fits.
#[test]
fn a_budget_keeps_room_beside_the_chosen_plans_peak() {
    let m = Model::random("sd15").unwrap();
    let j = job(512, DType::F16);
    let overhead = crate::vram::overhead_bytes(true);
    let all = |plan: &Plan| peak(&predict(&m, &j, plan, Backend::Cuda).unwrap());
    let room = |peak: u64| choice_room(peak, Backend::Cuda);
    let start = Plan::default();
    assert!(room(all(&start)) > 0 && choice_room(all(&start), Backend::Cpu) == 0);
    // The resident plan's peak and its room: the resident plan.
    let roomy = all(&start) + room(all(&start)) + overhead;
    let c = choose(&m, &j, start, Some(roomy), Backend::Cuda).unwrap();
    assert_eq!((c.plan, c.fits), (start, true));
    assert_eq!(c.room, room(all(&start)));
    assert_eq!(c.to_json()["choice_room_bytes"], c.room);
    // Its peak alone: a lower plan, with its own room.
    let c = choose(&m, &j, start, Some(roomy - 1), Backend::Cuda).unwrap();
    assert!(c.fits && c.plan != start, "{:?}", c.plan);
    assert!(peak(&c.peaks) + room(peak(&c.peaks)) + overhead < roomy);
    // The lowest plan's peak alone: nothing holds its room, and the first plan that holds
    // its peak is taken.
    let lowest = *start.ladder().last().unwrap();
    let tight = all(&lowest) + overhead;
    let c = choose(&m, &j, start, Some(tight), Backend::Cuda).unwrap();
    assert!(c.fits && peak(&c.peaks) + overhead <= tight, "{:?}", c.plan);
    assert!(peak(&c.peaks) + room(peak(&c.peaks)) + overhead > tight);
    assert_eq!(c.room, 0);
    // Without a budget there is nothing to keep room in.
    let c = choose(&m, &j, start, None, Backend::Cuda).unwrap();
    assert_eq!(c.room, 0);
}

/// Sequential offload with an fp8 denoiser and 512 px VAE tiles, the rest the default.
fn fp8_sequential_tiled() -> Plan {
    Plan {
        offload: Offload::Sequential,
        vae_tile: Some(512),
        weights: NetDtypes {
            unet: WeightsDtype::Fp8E4m3fn,
            text_encoder: WeightsDtype::Auto,
        },
        ..Plan::default()
    }
}

/// An MMDiT's arena keeps two groups by default, fp8 or not, so a third is a wider arena
/// like a UNet's fourth: the first thing an out-of-memory error in the denoising phase
/// gives back, and the budget ladder's first step down.
#[test]
fn an_mmdit_arena_wider_than_two_is_given_back_first() {
    let m = Model::random("sd35m").unwrap();
    let j = JobShape {
        cfg: 4.5,
        ..job(1024, DType::F16)
    };
    let start = fp8_sequential_tiled();
    assert_eq!(start.slot_count(false), 2);
    let three = Plan {
        stream_slots: Some(3),
        ..start
    };
    let f = fallback(&m, &j, &three, Phase::Denoising, Backend::Cuda).unwrap();
    assert_eq!(f, Some(start));
    assert_eq!(three.ladder()[1], start);
    // Two, the default, is no step.
    let two = Plan {
        stream_slots: Some(2),
        ..start
    };
    assert_ne!(two.ladder()[1].stream_slots, None);
}

/// Under a budget, a sequential plan's arena takes the room left (`--stream-slots auto`),
/// a largest group at a time, each counted in the denoising peak; a budget without room
/// keeps the default, and so do a plan without a budget and one whose count was given.
#[test]
fn the_arena_grows_into_the_budget_under_sequential_offload() {
    let m = Model::random("sd15").unwrap();
    // At 2048 px with 512 px tiles the denoising phase sets the peak.
    let j = job(2048, DType::F16);
    // Nothing of the UNet kept on the device (`--stream-keep 0`): the arena alone.
    let keep_none = std::collections::BTreeMap::from([("stream_keep".into(), "0".into())]);
    let start = Plan {
        levers: super::levers::Levers::from_map(&keep_none).unwrap(),
        ..fp8_sequential_tiled()
    };
    let w = weight_sizes_in(&m, DType::F16, DType::F16, start.weights).unwrap();
    // A slot of the arena: one largest lane of each dtype (fp8 layers, f16 norms).
    let group = w.arena_unit;
    assert!(group >= w.unet_largest_group, "{w:?}");
    let at = |n: Option<usize>| {
        let plan = Plan {
            stream_slots: n,
            ..start
        };
        predict(&m, &j, &plan, Backend::Cuda).unwrap()
    };
    let default = at(None);
    assert_eq!(start.slot_count(true), 3);
    for n in 4..=8 {
        let p = at(Some(n));
        assert_eq!(p.denoising - default.denoising, (n as u64 - 3) * group);
        assert_eq!(
            (p.text_encoding, p.vae),
            (default.text_encoding, default.vae)
        );
    }
    let overhead = crate::vram::overhead_bytes(true);
    // What a plan needs of a budget: its peak, the process's overhead and the choice's room.
    let fits = |p: &PhasePeaks| peak(p) + overhead + choice_room(peak(p), Backend::Cuda);
    // Room for exactly two more groups (the budget's unit is bytes).
    let budget = fits(&at(Some(5)));
    assert!(
        fits(&at(Some(6))) > budget,
        "the denoising phase sets the peak"
    );
    let c = choose(&m, &j, start, Some(budget), Backend::Cuda).unwrap();
    assert_eq!((c.plan.stream_slots, c.fits), (Some(5), true));
    assert_eq!(c.peaks, at(Some(5)));
    assert!(
        c.plan.flags().contains("--stream-slots 5 "),
        "{}",
        c.plan.flags()
    );
    // No room above the default: the default, as without a budget.
    let tight = fits(&default);
    let c = choose(&m, &j, start, Some(tight), Backend::Cuda).unwrap();
    assert_eq!((c.plan.stream_slots, c.fits), (None, true));
    let c = choose(&m, &j, start, None, Backend::Cuda).unwrap();
    assert_eq!(c.plan.stream_slots, None);
    // A card with room to spare: at most 16 groups, and no more than the UNet streams.
    let c = choose(&m, &j, start, Some(64 << 30), Backend::Cuda).unwrap();
    let most = (((w.unet - w.unet_resident) / group) as usize).min(16);
    assert_eq!(c.plan.stream_slots, Some(most));
    assert!(most > 8, "{most}");
    // A count given on the command line is kept.
    let given = Plan {
        stream_slots: Some(4),
        ..start
    };
    let c = choose(&m, &j, given, Some(64 << 30), Backend::Cuda).unwrap();
    assert_eq!(c.plan.stream_slots, Some(4));
    // After an out-of-memory error while denoising, the wider arena goes first.
    let wide = Plan {
        stream_slots: Some(8),
        ..start
    };
    let f = fallback(&m, &j, &wide, Phase::Denoising, Backend::Cuda).unwrap();
    assert_eq!(f, Some(start));
    // Resident plans have no arena to grow.
    let c = choose(&m, &j, Plan::default(), Some(64 << 30), Backend::Cuda).unwrap();
    assert_eq!(c.plan, Plan::default());
}

#[test]
fn time_is_calibrated_on_sd15_at_512() {
    let m = Model::random("sd15").unwrap();
    let w = weight_sizes(&m, DType::F16, DType::F16).unwrap();
    let t = predict_time(
        &m,
        &job(512, DType::F16),
        &Plan::default(),
        Backend::Cuda,
        &w,
    );
    // Measured on an H200: 18.2 ms per step, 44 ms VAE decode.
    assert!((0.012..0.03).contains(&t.step_s), "{t:?}");
    assert!((0.02..0.1).contains(&t.vae_s), "{t:?}");
}

#[test]
fn fallback_skips_steps_that_cannot_help_the_phase() {
    let m = Model::random("sd15").unwrap();
    let j = job(1024, DType::F16);
    let next = |plan: &Plan, phase| fallback(&m, &j, plan, phase, Backend::Cuda).unwrap();
    // Denoising on CUDA: flash attention holds no scores and tiling is the VAE's, so
    // the first step that helps is the text encoders leaving the device
    // (`--text-encoder-offload`), then model offload, then sequential, then nothing. A
    // fallback never stores the weights in fp8 (it would change the picture).
    let p0 = next(&Plan::default(), Phase::Denoising).unwrap();
    assert_eq!(p0.offload, Offload::None);
    assert_eq!(p0.levers.to_map().len(), 1);
    let p1 = next(&p0, Phase::Denoising).unwrap();
    assert_eq!(p1.offload, Offload::Model);
    let p2 = next(&p1, Phase::Denoising).unwrap();
    assert_eq!(p2.offload, Offload::Sequential);
    assert_eq!(p2.weights, NetDtypes::default());
    assert_eq!(next(&p2, Phase::Denoising), None);
    // From a plan chosen with fp8 weights, the fallbacks keep them.
    let fp8 = Plan {
        weights: NetDtypes {
            unet: WeightsDtype::Fp8E4m3fn,
            text_encoder: WeightsDtype::Auto,
        },
        ..Plan::default()
    };
    let f0 = next(&fp8, Phase::Denoising).unwrap();
    let f1 = next(&f0, Phase::Denoising).unwrap();
    assert_eq!((f1.offload, f1.weights), (Offload::Model, fp8.weights));
    // The VAE at 1024: its peak is a full-resolution convolution, which slicing does
    // not touch: tiles first, then the text encoders leave, then model offload (the
    // other nets leave the device), and
    // no further: sequential offload's tiled decode does not peak lower (measured in
    // session 10, phase outputs crossing boundaries through the host: the pool reserved
    // 1088 MiB for SD 1.5's at 1024 against 1024-1056 for model offload's with the same
    // VAE), so it is no fallback for this phase.
    let v1 = next(&Plan::default(), Phase::Decoding).unwrap();
    assert_eq!(
        (v1.vae_tile, v1.offload),
        (Some(AUTO_VAE_TILE), Offload::None)
    );
    let v15 = next(&v1, Phase::Decoding).unwrap();
    assert_eq!((v15.offload, v15.levers.to_map().len()), (Offload::None, 1));
    let v2 = next(&v15, Phase::Decoding).unwrap();
    assert_eq!(v2.offload, Offload::Model);
    assert_eq!(next(&v2, Phase::Decoding), None);
}

/// LoRA layers kept as separate deltas count in the plan as the bytes the nets place for
/// them: beside the UNet's weights (the whole job under sequential offload, its phase
/// under model offload) and the text encoders' in theirs; merged layers add nothing, and
/// `auto` keeps separate only the layers held in fp8.
#[test]
fn separate_lora_deltas_count_the_bytes_the_nets_place() {
    use crate::protocol::LoraApply;
    let mut m = tiny();
    let lora = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/parity/loras/sd1_kohya.safetensors"
    );
    m.set_loras(&[(lora.into(), 0.8)]).unwrap();
    let fp8 = NetDtypes {
        unet: WeightsDtype::Fp8E4m3fn,
        text_encoder: WeightsDtype::Auto,
    };
    let f32_weights = NetDtypes::default();
    let cases = [
        (f32_weights, LoraApply::Separate),
        (fp8, LoraApply::Auto),
        (fp8, LoraApply::Separate),
        (f32_weights, LoraApply::Auto),
    ];
    for (weights, mode) in cases {
        let mut nets =
            Nets::load_stored(&m, &Device::Cpu, DType::F32, Offload::None, weights).unwrap();
        nets.set_loras_as(&m.loras, mode).unwrap();
        let placed = nets.adapter_bytes();
        let plan = |offload, lora_apply| Plan {
            offload,
            weights,
            lora_apply,
            ..Plan::default()
        };
        let extra = |offload| {
            let merged = peaks(
                &m,
                64,
                DType::F32,
                &plan(offload, LoraApply::Merge),
                Backend::Cpu,
            );
            let kept = peaks(&m, 64, DType::F32, &plan(offload, mode), Backend::Cpu);
            [
                kept.text_encoding - merged.text_encoding,
                kept.denoising - merged.denoising,
                kept.vae - merged.vae,
            ]
        };
        let what = format!("{weights:?} {mode:?}");
        assert_eq!(extra(Offload::None), [placed; 3], "{what}");
        let [text, unet, vae] = extra(Offload::Model);
        assert_eq!((text + unet, vae), (placed, 0), "{what}");
        assert_eq!(extra(Offload::Sequential), [placed, unet, unet], "{what}");
        match (weights == fp8, mode) {
            // Every layer the file changes is kept separate, in both nets.
            (_, LoraApply::Separate) => assert!(text > 0 && unet > 0, "{what}"),
            // The UNet's fp8 layers are; the text encoders' f32 ones are merged.
            (true, _) => assert!(text == 0 && unet > 0, "{what}"),
            (false, _) => assert_eq!(placed, 0, "{what}"),
        }
    }
}

/// The ControlNet's conditioning embedding's working set: at 512 px its full-resolution
/// 16-channel convolution (input, output and one band of columns) is the largest, and it
/// counts in the UNet's estimate only where a unit runs.
#[test]
fn the_control_embedding_counts_where_units_run() {
    use super::activations::control_hint_elems;
    let pixels = 512 * 512u64;
    let band = 1u64 << 26;
    let full_res = 2 * (16 * pixels + 16 * pixels) + (9 * 2 * 16 * pixels).min(band);
    assert_eq!(
        control_hint_elems(&[16, 32, 96, 256], 3, 64, 64, 2, Backend::Cuda),
        full_res
    );
    // On the CPU the columns are whole.
    assert_eq!(
        control_hint_elems(&[16, 32, 96, 256], 3, 64, 64, 2, Backend::Cpu),
        2 * (16 * pixels + 16 * pixels) + 9 * 2 * 16 * pixels
    );
    assert_eq!(control_hint_elems(&[], 3, 64, 64, 2, Backend::Cuda), 0);
    let m = Model::random("sd15").unwrap();
    let cfg = &m.unet.as_ref().unwrap().config;
    let act = |units: usize, hint: u64| {
        let job = JobShape {
            control_units: units,
            ..job(512, DType::F16)
        };
        unet_activation_bytes(cfg, 64, 64, 2, &job, &Plan::default(), Backend::Cuda, hint)
    };
    // A hint smaller than the UNet's largest stage changes nothing; a larger one replaces
    // that stage's working set.
    assert_eq!(act(1, 0), act(1, 1));
    let (big, bigger) = (1u64 << 34, 1u64 << 35);
    assert_eq!(act(1, bigger) - act(1, big), bigger - big);
    // SD 1.5's at 512 px in f16: about as large as its largest stage (160 MB).
    let sd15 = full_res * 2;
    assert!(act(1, sd15) >= act(1, 0) && act(1, sd15) - act(1, 0) < 32 << 20);
}

/// A base that hands every step to the refiner (img2img whose strength leaves only steps
/// past the switch) computes nothing: under model offload its denoising figure is its and
/// its ControlNet's weights with no activations, so the phase is the refiner's or less;
/// the same job with one base step counts the base's activations.
#[test]
fn a_base_that_runs_no_step_counts_no_activations() {
    use crate::attach::controlnet::ControlNet;
    use crate::attach::refiner::Refiner;
    let mut m = Model::random("sdxl").unwrap();
    m.refiner = Some(Refiner::random().unwrap());
    m.controlnets = vec![ControlNet::random(&m.unet.as_ref().unwrap().config)];
    let plan = with_offload(Offload::Model);
    let shaped = |steps, refiner_steps| JobShape {
        steps,
        refiner_steps,
        control_units: 1,
        ..job(1536, DType::F16)
    };
    let denoising = |steps, refiner_steps| {
        predict(&m, &shaped(steps, refiner_steps), &plan, Backend::Cuda)
            .unwrap()
            .denoising
    };
    let (idle, one) = (denoising(0, 1), denoising(1, 1));
    assert!(idle < one, "{idle} {one}");
    // The weights still arrive for the phase: more than the base's and the ControlNet's.
    let w = weight_sizes_in(&m, DType::F16, DType::F16, plan.weights).unwrap();
    assert!(idle >= w.unet + w.controlnets, "{idle}");
    // Without a refiner a job always runs a step: no change there.
    let mut alone = m.clone();
    alone.refiner = None;
    let p = |steps| {
        predict(&alone, &shaped(steps, 0), &plan, Backend::Cuda)
            .unwrap()
            .denoising
    };
    assert_eq!(p(0), p(1));
}

/// Nets on the CPU beside a CUDA denoiser: text encoders there send their conditioning up
/// (in f32, cast there: 6 bytes an f16 element), so the text phase grows with the prompt's
/// chunks by exactly that; a VAE there takes the latents down (two f32 copies), so the
/// decode grows with the latent's pixels by exactly that. Session 42's `shapes42` measured
/// SDXL 1024's at 1.8 and 0.5 MiB where nothing had been counted.
#[test]
fn nets_on_the_cpu_count_what_crosses_to_the_device() {
    let m = Model::random("sdxl").unwrap();
    let plan = Plan {
        offload: Offload::Model,
        text_encoder_device: NetDevice::Cpu,
        vae_device: NetDevice::Cpu,
        ..Plan::default()
    };
    let at = |chunks, side| {
        let job = JobShape {
            chunks,
            ..job(side, DType::F16)
        };
        predict(&m, &job, &plan, Backend::Cuda).unwrap()
    };
    let (one, three) = (at(1, 1024), at(3, 1024));
    // CFG's two prompts, 77 tokens a chunk, SDXL's 2048-wide context.
    assert_eq!(
        three.text_encoding - one.text_encoding,
        2 * 2 * 77 * 2048 * 6
    );
    // The latents count as the decode's activations, scaled by its fit's `a`.
    let small = at(1, 512);
    let latents = 2 * 4 * (128 * 128 - 64 * 64) * 4;
    let a = calibration::fit(Kind::Vae, Offload::Model, Backend::Cuda).a;
    assert_eq!(
        one.vae - small.vae,
        (a * (2 * 4 * 128 * 128 * 4) as f64) as u64 - (a * (2 * 4 * 64 * 64 * 4) as f64) as u64
    );
    assert!(one.vae - small.vae >= latents);
}

/// fp8 text encoders hold two upcast buffers of their largest layer beside their
/// activations on a CUDA device (session 42: SDXL's measured 13 MiB over one), one on the
/// CPU.
#[test]
fn fp8_text_encoders_count_two_upcast_buffers_on_cuda() {
    let m = Model::random("sdxl").unwrap();
    let plan = |te| Plan {
        offload: Offload::Model,
        weights: NetDtypes {
            text_encoder: te,
            ..NetDtypes::default()
        },
        ..Plan::default()
    };
    let job = job(1024, DType::F16);
    let fp8 = plan(WeightsDtype::Fp8E4m3fn);
    let w = weight_sizes_in(&m, job.dtype, job.vae_dtype, fp8.weights).unwrap();
    let f16 = weight_sizes_in(
        &m,
        job.dtype,
        job.vae_dtype,
        plan(WeightsDtype::F16).weights,
    )
    .unwrap();
    // CLIP-G's MLP: 1280 x 5120 in f16.
    assert_eq!(w.text_encoder_upcast, 1280 * 5120 * 2);
    let text = |p: &Plan, b| predict(&m, &job, p, b).unwrap().text_encoding;
    let stored_less = f16.text_encoder - w.text_encoder;
    assert_eq!(
        text(&fp8, Backend::Cuda) + stored_less,
        text(&plan(WeightsDtype::F16), Backend::Cuda) + 2 * w.text_encoder_upcast
    );
    assert_eq!(
        text(&fp8, Backend::Cpu) + stored_less,
        text(&plan(WeightsDtype::F16), Backend::Cpu) + w.text_encoder_upcast
    );
}
