//! LoRAs kept as separate deltas (`--lora-apply separate`, and `auto` on layers held in
//! fp8): the same latents as merging on f32 weights; on fp8 weights, diffusers' layerwise
//! casting with the LoRA unfused through PEFT (`tools/parity/make_lora_fp8_case.py`), in
//! every offload plan; how far merging into fp8 and keeping the deltas separate each land
//! from the float32 merged result (docs/fp8.md); switching between the two between jobs.
use candela_engine::attach::Model;
use candela_engine::model::OpenOptions;
use candela_engine::pipeline::{denoise, Nets};
use candela_engine::protocol::{LoraApply, Offload, WeightsDtype};
use candela_engine::weights_dtype::NetDtypes;
use candela_tests::{max_abs, parity_dir, relative_max_error, Case};
use candle_core::{DType, Device, Tensor};
use std::path::PathBuf;

const PLANS: [Offload; 3] = [Offload::None, Offload::Model, Offload::Sequential];

fn case_loras(case: &Case) -> Vec<(PathBuf, f32)> {
    case.json["loras"]
        .as_array()
        .expect("loras")
        .iter()
        .map(|l| {
            (
                parity_dir().join(l["file"].as_str().unwrap()),
                l["strength"].as_f64().unwrap() as f32,
            )
        })
        .collect()
}

fn open_with_loras(case: &Case) -> Model {
    let mut model = Model::open(&case.model_path(), &OpenOptions::default()).unwrap();
    model.set_loras(&case_loras(case)).unwrap();
    model
}

/// The latents of `case` with its LoRAs applied as `mode` says.
fn run(model: &Model, nets: &mut Nets, case: &Case, mode: LoraApply) -> Tensor {
    nets.set_loras_as(&model.loras, mode).unwrap();
    denoise(model, nets, &case.request(), &mut |_| true).unwrap()
}

/// max and mean |a - b| / max|b|.
fn rel_errors(a: &Tensor, b: &Tensor) -> (f64, f64) {
    let m = max_abs(b).max(1e-12);
    let d = (a - b).unwrap().abs().unwrap();
    let mean = d.mean_all().unwrap().to_scalar::<f32>().unwrap() as f64;
    (max_abs(&d) / m, mean / m)
}

const FP8_UNET: NetDtypes = NetDtypes {
    unet: WeightsDtype::Fp8E4m3fn,
    text_encoder: WeightsDtype::Auto,
};

/// On weights held in f32, the separate deltas give the merged latents (f32 rounding
/// apart) and diffusers' fused ones, for every kind of LoRA file, in every plan; LoHa-free
/// files keep every layer separate (no base weight is copied to restore).
#[test]
fn separate_deltas_equal_merging_on_f32_weights() {
    for name in [
        "sd1_lora_kohya_euler",
        "sd1_lora_peft_euler",
        "sd1_lora_locon_euler",
        "sd1_lora_two_euler",
        "sdxl_lora_kohya_euler",
    ] {
        let case = Case::load(name);
        let model = open_with_loras(&case);
        for plan in PLANS {
            let mut nets = Nets::load_with(&model, &Device::Cpu, DType::F32, plan).unwrap();
            let merged = run(&model, &mut nets, &case, LoraApply::Merge);
            assert_eq!(
                nets.adapter_bytes(),
                0,
                "{name} {plan:?}: merge kept deltas"
            );
            // Auto on f32 weights merges.
            let auto = run(&model, &mut nets, &case, LoraApply::Auto);
            assert!(max_abs(&(&auto - &merged).unwrap()) == 0.0, "{name}: auto");
            let separate = run(&model, &mut nets, &case, LoraApply::Separate);
            assert!(
                nets.adapter_bytes() > 0,
                "{name} {plan:?}: no separate deltas"
            );
            assert_eq!(
                nets.lora_base_bytes(),
                0,
                "{name} {plan:?}: a weight was merged"
            );
            let d = relative_max_error(&separate, &merged);
            assert!(d < 2e-5, "{name} {plan:?}: separate {d:.2e} from merged");
            let err = case.check_latents(&separate);
            eprintln!("{name} {plan:?}: separate {d:.1e} from merged, {err:.1e} from diffusers");
        }
    }
}

/// On a UNet held in fp8, the separate deltas (auto's choice there) match diffusers'
/// layerwise casting with the LoRA unfused in float32, in every plan; merging rounds the
/// sum to fp8 and lands further from it. Prints what docs/fp8.md reports: each one's
/// distance from the float32 merged result.
#[test]
fn separate_deltas_on_fp8_weights_match_diffusers_unfused() {
    let case = Case::load("sd1_lora_fp8_euler");
    let f32_merged = Case::load(&case.str("base_case")).expected_latents();
    let model = open_with_loras(&case);
    for plan in PLANS {
        let mut nets = Nets::load_stored(&model, &Device::Cpu, DType::F32, plan, FP8_UNET).unwrap();
        let separate = run(&model, &mut nets, &case, LoraApply::Auto);
        assert!(
            nets.adapter_bytes() > 0,
            "{plan:?}: auto kept no deltas on fp8"
        );
        let err = case.check_latents(&separate);
        let explicit = run(&model, &mut nets, &case, LoraApply::Separate);
        // The UNet's deltas are the same; the text encoders' (f32) are now separate too.
        let d = relative_max_error(&explicit, &separate);
        assert!(d < 2e-5, "{plan:?}: separate {d:.2e} from auto");
        let merged = run(&model, &mut nets, &case, LoraApply::Merge);
        let merged_err = relative_max_error(&merged, &case.expected_latents());
        assert!(
            merged_err > 2.0 * err.max(1e-4),
            "{plan:?}: merging into fp8 ({merged_err:.2e}) should land further from the unfused reference than separate deltas ({err:.2e})"
        );
        let (sm, sa) = rel_errors(&separate, &f32_merged);
        let (mm, ma) = rel_errors(&merged, &f32_merged);
        let (rm, ra) = rel_errors(&case.expected_latents(), &f32_merged);
        eprintln!(
            "{plan:?}: vs diffusers unfused: separate {err:.2e}, merged {merged_err:.2e}; vs f32 merged (max/mean): separate {sm:.3e}/{sa:.3e}, merged into fp8 {mm:.3e}/{ma:.3e}, diffusers unfused {rm:.3e}/{ra:.3e}"
        );
    }
}

/// Between jobs the LoRAs switch between merged and separate, change strength and go,
/// without the nets being rebuilt: each state's latents come back bit for bit, and with
/// no LoRA the plain fp8 latents.
#[test]
fn lora_apply_switches_between_jobs_in_place() {
    let case = Case::load("sd1_lora_fp8_euler");
    let mut model = open_with_loras(&case);
    for plan in [Offload::Model, Offload::Sequential] {
        let mut nets = Nets::load_stored(&model, &Device::Cpu, DType::F32, plan, FP8_UNET).unwrap();
        let separate = run(&model, &mut nets, &case, LoraApply::Separate);
        let merged = run(&model, &mut nets, &case, LoraApply::Merge);
        assert!(max_abs(&(&separate - &merged).unwrap()) > 0.0, "{plan:?}");
        let again = run(&model, &mut nets, &case, LoraApply::Separate);
        assert!(max_abs(&(&again - &separate).unwrap()) == 0.0, "{plan:?}");
        let mut weaker = case_loras(&case);
        weaker[0].1 = 0.3;
        model.set_loras(&weaker).unwrap();
        let weak = run(&model, &mut nets, &case, LoraApply::Separate);
        assert!(
            max_abs(&(&weak - &separate).unwrap()) > 0.0,
            "{plan:?}: strength"
        );
        model.set_loras(&case_loras(&case)).unwrap();
        let back = run(&model, &mut nets, &case, LoraApply::Separate);
        assert!(max_abs(&(&back - &separate).unwrap()) == 0.0, "{plan:?}");
        model.set_loras(&[]).unwrap();
        let none = run(&model, &mut nets, &case, LoraApply::Separate);
        assert_eq!(nets.adapter_bytes(), 0);
        model.set_loras(&case_loras(&case)).unwrap();
        let fresh = Model::open(&case.model_path(), &OpenOptions::default()).unwrap();
        let plain_nets =
            Nets::load_stored(&fresh, &Device::Cpu, DType::F32, plan, FP8_UNET).unwrap();
        let plain = denoise(&fresh, &plain_nets, &case.request(), &mut |_| true).unwrap();
        assert!(
            max_abs(&(&none - &plain).unwrap()) == 0.0,
            "{plan:?}: LoRA removed"
        );
    }
}
