//! Parity with diffusers: `engine/testdata/schedulers.json` comes from
//! `tools/parity/gen_scheduler_refs.py`, which runs each diffusers scheduler's denoising loop
//! with a fake UNet; we run the same loop here and compare.
use std::collections::HashMap;

use candle_core::{Device, Tensor};
use serde::Deserialize;

use super::*;

const REFS: &str = include_str!("../../testdata/schedulers.json");
/// Relative tolerance on final samples (f32 loops that differ only in rounding).
const RTOL: f64 = 1e-5;
/// The same for DPM++ 2M SDE, whose noise term sums a few more rounded products per step
/// (diffusers' order of them differs from ours; seen up to 3.7e-5, zero-SNR at 50 steps).
const RTOL_SDE: f64 = 5e-5;

#[derive(Deserialize)]
struct Refs {
    sample: Vec<f32>,
    add_noise_original: Vec<f32>,
    add_noise_noise: Vec<f32>,
    configs: HashMap<String, serde_json::Value>,
    cases: Vec<Case>,
}

#[derive(Deserialize)]
struct Case {
    sampler: String,
    #[serde(default)]
    schedule: Option<String>,
    config: String,
    steps: usize,
    timesteps: Vec<f64>,
    init_noise_sigma: f64,
    #[serde(rename = "final")]
    final_sample: Vec<f64>,
    add_noise_index: usize,
    add_noise: Vec<f64>,
}

/// The generator's stand-in for Euler a's randn: call k, element j is sin(1.7j + 0.9k + 0.3).
#[derive(Default)]
struct FakeNoise {
    calls: usize,
}

impl StepNoise for FakeNoise {
    fn noise(&mut self, like: &Tensor) -> candle_core::Result<Tensor> {
        let k = self.calls as f64;
        self.calls += 1;
        let values: Vec<f32> = (0..like.elem_count())
            .map(|j| (1.7 * j as f64 + 0.9 * k + 0.3).sin() as f32)
            .collect();
        Tensor::from_vec(values, like.shape(), like.device())
    }
}

/// The generator's stand-in for the UNet: 0.1·x + 0.01·t/1000, in f64, stored as f32.
fn fake_unet(x: &Tensor, t: f64) -> candle_core::Result<Tensor> {
    let values: Vec<f32> = x
        .to_vec1::<f32>()?
        .iter()
        .map(|&v| (0.1 * v as f64 + 0.01 * t / 1000.0) as f32)
        .collect();
    Tensor::from_vec(values, x.shape(), x.device())
}

fn max_abs(values: &[f32]) -> f64 {
    values.iter().fold(0f64, |m, &v| m.max(v.abs() as f64))
}

fn load() -> Refs {
    serde_json::from_str(REFS).expect("schedulers.json parses")
}

fn build(refs: &Refs, case: &Case) -> Box<dyn Sampler> {
    let config = SchedulerConfig::from_json_str(&refs.configs[&case.config].to_string()).unwrap();
    let kind: SamplerKind = case.sampler.parse().unwrap();
    let schedule: Schedule = case
        .schedule
        .as_deref()
        .unwrap_or("default")
        .parse()
        .unwrap();
    build_with_noise(
        kind,
        schedule,
        &config,
        case.steps,
        Box::<FakeNoise>::default(),
    )
    .unwrap()
}

/// The pipeline's loop: scale the start noise, then scale_model_input → UNet → step.
fn run(sampler: &mut dyn Sampler, sample: &[f32]) -> candle_core::Result<Vec<f32>> {
    let start = Tensor::from_slice(sample, sample.len(), &Device::Cpu)?;
    let mut x = start.affine(sampler.init_noise_sigma(), 0.0)?;
    let timesteps = sampler.timesteps().to_vec();
    for (i, &t) in timesteps.iter().enumerate() {
        let model_in = sampler.scale_model_input(&x, i)?;
        let model_out = fake_unet(&model_in, t)?;
        x = sampler.step(&model_out, i, &x)?;
    }
    x.to_vec1::<f32>()
}

/// Largest |got - want| / tolerance; <= 1 passes. The tolerance is RTOL relative, floored
/// at 1e-3 of the vector's scale (values that cancel to near zero), plus one f32 epsilon of
/// `peak`, the largest latent magnitude in the loop: Euler at sigma 4096 (zero-SNR) subtracts
/// numbers of that size, so diffusers' own f32 result is only that accurate.
fn max_err_ratio(got: &[f32], want: &[f64], peak: f64, rtol: f64) -> f64 {
    let scale = want.iter().fold(0f64, |m, v| m.max(v.abs()));
    got.iter()
        .zip(want)
        .map(|(&g, &w)| {
            let tol = rtol * w.abs().max(1e-3 * scale) + f32::EPSILON as f64 * peak;
            (g as f64 - w).abs() / tol
        })
        .fold(0.0, f64::max)
}

fn label(case: &Case) -> String {
    let schedule = case.schedule.as_deref().unwrap_or("default");
    format!(
        "{} ({schedule}) / {} / {} steps",
        case.sampler, case.config, case.steps
    )
}

#[test]
fn timesteps_and_init_sigma_match_diffusers() {
    let refs = load();
    for case in &refs.cases {
        let sampler = build(&refs, case);
        // Timesteps are f32 (Euler) or integers in diffusers; compare at f32 so JSON float
        // parsing cannot introduce a last-bit difference.
        let got: Vec<f32> = sampler.timesteps().iter().map(|&t| t as f32).collect();
        let want: Vec<f32> = case.timesteps.iter().map(|&t| t as f32).collect();
        assert_eq!(got.len(), want.len(), "{}", label(case));
        // Within 1e-5 relative (integer spacings match exactly; timesteps mapped back from
        // sigmas through the log-sigma table do not: numpy takes that table's f32 logs with
        // its vectorized log, an ulp off the correctly rounded one at some entries, and
        // between near-equal low-noise entries an ulp of log is ~1e-5 of a timestep).
        for (g, w) in got.iter().zip(&want) {
            let ok = g == w || (g - w).abs() <= 1e-5 * w.abs() + 1e-4;
            assert!(ok, "{}: timesteps {got:?} vs {want:?}", label(case));
        }
        let (got, want) = (sampler.init_noise_sigma(), case.init_noise_sigma);
        assert!(
            (got - want).abs() <= 1e-7 * want,
            "{}: init sigma {got} vs {want}",
            label(case)
        );
    }
}

#[test]
fn step_loops_match_diffusers() {
    let refs = load();
    let mut worst = (0.0, String::new());
    let mut failures = Vec::new();
    for case in &refs.cases {
        let mut sampler = build(&refs, case);
        let peak = case.init_noise_sigma * max_abs(&refs.sample);
        let got = run(sampler.as_mut(), &refs.sample).unwrap();
        let rtol = if case.sampler == "dpmpp_2m_sde" {
            RTOL_SDE
        } else {
            RTOL
        };
        let err = max_err_ratio(&got, &case.final_sample, peak, rtol);
        if err > 1.0 {
            failures.push(format!("{}: error {err:.2}x tolerance", label(case)));
        }
        if err > worst.0 {
            worst = (err, label(case));
        }
    }
    println!("worst error {:.3}x tolerance ({})", worst.0, worst.1);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn add_noise_matches_diffusers() {
    let refs = load();
    let original = Tensor::from_slice(&refs.add_noise_original, 8, &Device::Cpu).unwrap();
    let noise = Tensor::from_slice(&refs.add_noise_noise, 8, &Device::Cpu).unwrap();
    for case in &refs.cases {
        let sampler = build(&refs, case);
        let noisy = sampler
            .add_noise(&original, &noise, case.add_noise_index)
            .unwrap();
        let err = max_err_ratio(&noisy.to_vec1::<f32>().unwrap(), &case.add_noise, 0.0, RTOL);
        assert!(
            err <= 1.0,
            "{}: add_noise error {err:.2}x tolerance",
            label(case)
        );
    }
}

fn euler_a_run(seed: u64) -> Vec<f32> {
    let config = SchedulerConfig::sd1();
    let mut sampler = build_sampler(SamplerKind::EulerAncestral, &config, 10, seed).unwrap();
    run(sampler.as_mut(), &[0.5, -1.0, 0.25, 2.0]).unwrap()
}

#[test]
fn euler_a_noise_is_seeded() {
    let a = euler_a_run(42);
    assert_eq!(a, euler_a_run(42));
    assert_ne!(a, euler_a_run(43));
    assert!(a.iter().all(|v| v.is_finite()));
}

#[test]
fn bad_steps_and_sampler_name_the_flag() {
    let config = SchedulerConfig::sd1();
    for steps in [0, 1001] {
        let err = build_sampler(SamplerKind::Euler, &config, steps, 0)
            .err()
            .unwrap()
            .to_string();
        assert!(err.starts_with("--steps:"), "{err}");
    }
    let err = "restart".parse::<SamplerKind>().unwrap_err().to_string();
    assert_eq!(
        err,
        "--sampler: unknown sampler 'restart'; expected one of euler, euler_a, heun, dpm2, dpm2_a, lms, ddim, dpmpp_2m, dpmpp_2m_karras, dpmpp_2m_sde, dpmpp_2m_sde_heun, dpmpp_3m_sde, dpmpp_sde, unipc, lcm"
    );
    let err = build_sampler_with_noise(
        SamplerKind::Ddim,
        Schedule::Karras,
        &config,
        10,
        crate::rng::JobNoise::new(crate::rng::RngSource::Cpu, 0).for_sampler(1),
    )
    .err()
    .unwrap()
    .to_string();
    assert_eq!(
        err,
        "--schedule: ddim takes the default or sgm_uniform schedule, not 'karras'"
    );
}

#[test]
fn names_round_trip() {
    for kind in SamplerKind::ALL {
        assert_eq!(kind.name().parse::<SamplerKind>().unwrap(), kind);
    }
    assert_eq!(SamplerKind::DpmPP2MKarras.a1111_name(), "DPM++ 2M Karras");
}
