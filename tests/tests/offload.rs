//! Offload moves weights, not results: `--offload model` and `--offload sequential` give
//! exactly the latents and image of everything resident.
use candela_engine::attach::Model;
use candela_engine::model::OpenOptions;
use candela_engine::pipeline::{decode, denoise, Nets};
use candela_engine::protocol::Offload;
use candela_tests::Case;
use candle_core::{DType, Device, Tensor};

fn values(t: &Tensor) -> Vec<f32> {
    t.flatten_all().unwrap().to_vec1::<f32>().unwrap()
}

#[test]
fn every_offload_mode_gives_the_resident_latents_exactly() {
    for name in [
        "sd1_euler",
        "sd2v_euler",
        "sd1_single_file_euler",
        "sdxl_euler",
    ] {
        let case = Case::load(name);
        let model = Model::open(&case.model_path(), &OpenOptions::default()).unwrap();
        let run = |offload| {
            let nets = Nets::load_with(&model, &Device::Cpu, DType::F32, offload).unwrap();
            assert_eq!(nets.offload, offload);
            let latents = denoise(&model, &nets, &case.request(), &mut |_| true).unwrap();
            let image = decode(&model, &nets, &latents).unwrap();
            (values(&latents), image)
        };
        let (resident, image) = run(Offload::None);
        for offload in [Offload::Model, Offload::Sequential] {
            let (latents, img) = run(offload);
            assert!(latents == resident, "{name} {offload:?}: latents differ");
            assert!(img == image, "{name} {offload:?}: image differs");
        }
    }
}

#[test]
fn sequential_offload_streams_every_unet_weight_once_per_step() {
    let case = Case::load("sd2v_euler");
    let model = Model::open(&case.model_path(), &OpenOptions::default()).unwrap();
    let nets = Nets::load_with(&model, &Device::Cpu, DType::F32, Offload::Sequential).unwrap();
    let unet = nets.unet().unwrap();
    let streamer = unet.streamer().expect("a streamed UNet");
    let groups = streamer.groups();
    // One group per stage, a transformer giving one per block (sd2v: depth 1).
    let specs = model.unet.as_ref().unwrap().config.stage_specs();
    assert_eq!(groups.len(), specs.len());
    let streamed: u64 = groups.iter().map(|g| g.bytes()).sum();
    let all = model
        .unet
        .as_ref()
        .unwrap()
        .weights
        .stored()
        .unwrap()
        .bytes_in(Some(DType::F32));
    // What is not streamed is the time embedding and the transformers' shells: small.
    assert!(
        streamed < all && streamed > all * 3 / 4,
        "{streamed} of {all}"
    );
    assert!(groups.iter().all(|g| g.bytes() > 0));
}

/// Three ControlNet units (one ControlNet, loaded once): model offload, sequential offload
/// and attention slicing give the resident latents; sequential streams the ControlNet's
/// stages like the UNet's.
#[test]
fn every_plan_with_controlnets_gives_the_resident_latents() {
    use candela_engine::nets::attention::AttentionMode;
    let case = Case::load("sd1_multi_controlnet_euler");
    let mut model = Model::open(&case.model_path(), &OpenOptions::default()).unwrap();
    let req = case.control_request(&mut model, None);
    assert_eq!((req.controls.len(), model.controlnets.len()), (3, 1));
    let run = |offload, attention: &str| {
        let mut nets = Nets::load_with(&model, &Device::Cpu, DType::F32, offload).unwrap();
        nets.set_attention(AttentionMode::parse_slice(attention).unwrap());
        if offload == Offload::Sequential {
            let cn = nets.controlnet(0).unwrap();
            let streamer = cn.streamer().expect("a streamed ControlNet");
            let specs = candela_engine::nets::controlnet::stage_specs(&cn.config);
            assert_eq!(streamer.groups().len(), specs.len());
            // One pair of device slots for every streamed net of the denoising phase.
            let unet = nets.unet().unwrap();
            assert!(streamer.shares_slots_with(unet.streamer().unwrap()));
        }
        values(&denoise(&model, &nets, &req, &mut |_| true).unwrap())
    };
    let resident = run(Offload::None, "off");
    for offload in [Offload::Model, Offload::Sequential] {
        assert!(
            run(offload, "off") == resident,
            "{offload:?}: latents differ"
        );
    }
    for offload in [Offload::None, Offload::Sequential] {
        let sliced = run(offload, "4");
        let d = sliced
            .iter()
            .zip(&resident)
            .map(|(a, b)| (a - b).abs())
            .fold(0f32, f32::max);
        assert!(d < 1e-4, "{offload:?} with attention slices: {d}");
    }
}
