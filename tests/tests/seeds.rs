//! Seeds that mean what they mean in diffusers: whole generations with `--rng cpu`, the
//! start noise and every stochastic step's noise drawn from one torch CPU generator in
//! order (tools/parity/make_rng_cases.py), within 2e-3 x max|ref|.
use candela_engine::attach::Model;
use candela_engine::model::OpenOptions;
use candela_engine::pipeline::{decode, denoise, Nets};
use candela_engine::rng::{RngSource, SdeTreeRng};
use candela_tests::Case;
use candle_core::{DType, Device};

fn check(name: &str) {
    check_with(name, RngSource::Cpu);
}

/// [`check`] with the start noise (and any tree that follows it) from `rng`.
fn check_with(name: &str, rng: RngSource) {
    let case = Case::load(name);
    let model = Model::open(&case.model_path(), &OpenOptions::default()).unwrap();
    let nets = Nets::load(&model, &Device::Cpu, DType::F32).unwrap();
    let mut req = case.request();
    req.init_noise = None;
    req.rng = rng;
    req.seed = case.json["seed"].as_u64().unwrap();
    let latents = denoise(&model, &nets, &req, &mut |_| true).unwrap();
    let err = case.check_latents(&latents);
    let d = case.check_image(decode(&model, &nets, &latents).unwrap());
    eprintln!("{name}: latents within {err:.2e} x max|ref|, pixels within {d}/255");
}

/// Euler a: the start latents, then one draw per step.
#[test]
fn sd1_euler_a_cpu_rng() {
    check("sd1_euler_a_cpu_rng");
}

/// DPM++ 2M SDE, seeded past 2^32 (torch's CPU generator keeps the low 32 bits).
#[test]
fn sd1_dpmpp_2m_sde_cpu_rng() {
    check("sd1_dpmpp_2m_sde_cpu_rng");
}

/// The samplers added for issue 16, end to end against diffusers' pipeline with the same
/// torch CPU generator (tools/parity/make_sampler_cases.py): Heun and DPM2 (two UNet
/// evaluations per step), DPM2 a (one draw per step), LMS (4th-order history), UniPC, LCM
/// (a draw per step but the last), and Karras schedules for LMS and DPM2 a.
#[test]
fn sd1_heun_cpu_rng() {
    check("sd1_heun_cpu_rng");
}

#[test]
fn sd1_dpm2_cpu_rng() {
    check("sd1_dpm2_cpu_rng");
}

#[test]
fn sd1_dpm2_a_cpu_rng() {
    check("sd1_dpm2_a_cpu_rng");
}

#[test]
fn sd1_lms_cpu_rng() {
    check("sd1_lms_cpu_rng");
}

#[test]
fn sd1_unipc_cpu_rng() {
    check("sd1_unipc_cpu_rng");
}

#[test]
fn sd1_lcm_cpu_rng() {
    check("sd1_lcm_cpu_rng");
}

#[test]
fn sd1_lms_karras_cpu_rng() {
    check("sd1_lms_karras_cpu_rng");
}

#[test]
fn sd1_dpm2_a_karras_cpu_rng() {
    check("sd1_dpm2_a_karras_cpu_rng");
}

/// DPM++ SDE: the step noise from diffusers' Brownian tree (torchsde on the CPU generator,
/// seeded with the job's seed; tools/parity/make_dpmpp_sde_cases.py), the default schedule
/// and Karras with a seed past 2^32 (the tree takes all of its bits).
#[test]
fn sd1_dpmpp_sde_cpu_rng() {
    check("sd1_dpmpp_sde_cpu_rng");
}

#[test]
fn sd1_dpmpp_sde_karras_cpu_rng() {
    check("sd1_dpmpp_sde_karras_cpu_rng");
}

/// A1111's "RNG: CPU" with DPM++ SDE on an NVIDIA card (`--rng cpu --sde-tree-rng gpu`):
/// the start noise from torch's CPU generator, the Brownian tree's nodes from CUDA's
/// (tools/parity/make_a1111_sde_tree_case.py, whose Philox tree was checked against an
/// H100's). The same job with the tree on the CPU (ComfyUI's, `auto`) lands elsewhere.
#[test]
fn sd1_dpmpp_sde_a1111_cpu_rng() {
    let name = "sd1_dpmpp_sde_a1111_cpu_rng";
    check(name);
    let case = Case::load(name);
    assert_eq!(case.str("sde_tree_rng"), "gpu");
    let model = Model::open(&case.model_path(), &OpenOptions::default()).unwrap();
    let nets = Nets::load(&model, &Device::Cpu, DType::F32).unwrap();
    let mut req = case.request();
    (req.init_noise, req.rng) = (None, RngSource::Cpu);
    req.seed = case.json["seed"].as_u64().unwrap();
    req.sde_tree_rng = SdeTreeRng::Auto;
    let cpu_tree = denoise(&model, &nets, &req, &mut |_| true).unwrap();
    let off = candela_tests::relative_max_error(&cpu_tree, &case.expected_latents());
    assert!(
        off > 0.05,
        "the CPU tree gave A1111's latents too ({off:.2e} x max|ref|)"
    );
}

/// A1111's DPM++ 3M SDE (its default schedule, exponential, with the next-to-last sigma
/// dropped) against k-diffusion's own `sample_dpmpp_3m_sde` as A1111 calls it, its Brownian
/// tree on the CPU generator (`--rng cpu --sde-tree-rng cpu`; tools/parity/
/// make_kdiffusion_sde_cases.py), seeded past 2^32.
#[test]
fn sd1_dpmpp_3m_sde_cpu_rng() {
    check("sd1_dpmpp_3m_sde_cpu_rng");
}

/// `dpmpp_2m_sde` with a chosen tree source is A1111's DPM++ 2M SDE (k-diffusion's
/// `sample_dpmpp_2m_sde` on A1111's Karras schedule); with `auto` it stays diffusers' in-order
/// sampler, which lands elsewhere.
#[test]
fn sd1_dpmpp_2m_sde_tree_karras_cpu_rng() {
    let name = "sd1_dpmpp_2m_sde_tree_karras_cpu_rng";
    check(name);
    let case = Case::load(name);
    let model = Model::open(&case.model_path(), &OpenOptions::default()).unwrap();
    let nets = Nets::load(&model, &Device::Cpu, DType::F32).unwrap();
    let mut req = case.request();
    (req.init_noise, req.rng) = (None, RngSource::Cpu);
    req.seed = case.json["seed"].as_u64().unwrap();
    req.sde_tree_rng = SdeTreeRng::Auto;
    let in_order = denoise(&model, &nets, &req, &mut |_| true).unwrap();
    let off = candela_tests::relative_max_error(&in_order, &case.expected_latents());
    assert!(
        off > 0.05,
        "diffusers' in-order DPM++ 2M SDE gave A1111's latents too ({off:.2e} x max|ref|)"
    );
}

/// A1111's default on an NVIDIA card: "GPU" noise, the tree on the CUDA device, DPM++ 2M SDE
/// with Schedule type: Exponential (`--rng gpu --sde-tree-rng gpu`), against k-diffusion with
/// CUDA's numbers from A1111's Philox port (tools/parity/make_kdiffusion_sde_cases.py).
#[test]
fn sd1_dpmpp_2m_sde_a1111_gpu_rng() {
    let name = "sd1_dpmpp_2m_sde_a1111_gpu_rng";
    assert_eq!(Case::load(name).str("sde_tree_rng"), "gpu");
    check_with(name, RngSource::Gpu);
}

/// `--cfg-rescale 0.7` on the v-prediction model against diffusers' guidance_rescale (which
/// moves these latents by 63% of their max, so the check has teeth).
#[test]
fn sd2v_euler_cfg_rescale() {
    check("sd2v_euler_cfg_rescale");
}
