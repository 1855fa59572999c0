//! `--text-encoder-device cpu` and `--vae-device cpu`: the text encoders and the VAE built
//! on the CPU in f32 beside nets on the job's device, in every offload plan. On a CPU-only
//! machine both devices are the CPU, so this checks the placement (nets built resident on
//! the CPU in place of packed ones, the conditioning handed over, the decode) gives the
//! same latents and image; CUDA checks the device change itself.
use candela_engine::attach::Model;
use candela_engine::model::OpenOptions;
use candela_engine::pipeline::{decode, denoise, Nets};
use candela_engine::protocol::Offload;
use candela_engine::weights_dtype::{NetDtypes, OnCpu};
use candela_tests::Case;
use candle_core::{DType, Device};

#[test]
fn text_encoders_and_vae_on_the_cpu_give_the_same_result_in_every_plan() {
    for name in ["sd1_euler", "sdxl_euler"] {
        let case = Case::load(name);
        let model = Model::open(&case.model_path(), &OpenOptions::default()).unwrap();
        let run = |offload, on_cpu: OnCpu| {
            let nets = Nets::load_placed(
                &model,
                &Device::Cpu,
                DType::F32,
                offload,
                NetDtypes::default(),
                on_cpu,
                Default::default(),
            )
            .unwrap();
            assert_eq!(nets.on_cpu, on_cpu);
            let latents = denoise(&model, &nets, &case.request(), &mut |_| true).unwrap();
            let image = decode(&model, &nets, &latents).unwrap();
            (
                latents.flatten_all().unwrap().to_vec1::<f32>().unwrap(),
                image,
            )
        };
        let (want, image) = run(Offload::None, OnCpu::default());
        case.check_latents(
            &candle_core::Tensor::new(want.as_slice(), &Device::Cpu)
                .unwrap()
                .reshape(case.expected_latents().dims())
                .unwrap(),
        );
        let both = OnCpu {
            text_encoders: true,
            vae: true,
        };
        for offload in [Offload::None, Offload::Model, Offload::Sequential] {
            let (got, img) = run(offload, both);
            assert!(got == want && img == image, "{name} {offload:?}");
        }
    }
}
