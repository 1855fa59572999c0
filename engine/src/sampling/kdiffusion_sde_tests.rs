//! k-diffusion's own DPM++ 2M SDE (midpoint, heun) and 3M SDE as A1111 calls them:
//! `engine/testdata/kdiffusion_sde_refs.json` comes from
//! `tools/parity/gen_kdiffusion_sde_refs.py` (A1111's model sigmas and schedules, a toy
//! denoiser, start noise and Brownian tree from torch's CPU generator). We run the same
//! loop through [`Sampler`] and compare.
use candle_core::{Device, Tensor};
use serde::Deserialize;

use super::a1111_schedule::{a1111_schedule, model_sigmas};
use super::*;
use crate::rng::{JobNoise, NoiseRng, RngSource, SdeTreeRng};

const REFS: &str = include_str!("../../testdata/kdiffusion_sde_refs.json");

#[derive(Deserialize)]
struct Refs {
    model_sigmas: Vec<f32>,
    runs: Vec<Run>,
    img2img_runs: Vec<Img2ImgRun>,
    /// k-diffusion's `get_sigmas(n)` over diffusers' SD 1.x alphas_cumprod, by n.
    uniform_sigmas_diffusers_alphas: std::collections::BTreeMap<String, Vec<f32>>,
}

/// A1111's img2img: the last `steps_run` steps of a `steps`-step schedule.
#[derive(Deserialize)]
struct Img2ImgRun {
    sampler: String,
    schedule: String,
    steps: usize,
    strength: f64,
    seed: String,
    steps_run: usize,
    latents: Vec<f32>,
}

#[derive(Deserialize)]
struct Run {
    sampler: String,
    schedule: String,
    steps: usize,
    seed: String,
    /// "epsilon" or "v_prediction" (the toy's output taken as v).
    prediction: String,
    sigmas: Vec<f32>,
    timesteps: Vec<f32>,
    latents: Vec<f32>,
}

fn refs() -> Refs {
    serde_json::from_str(REFS).expect("kdiffusion_sde_refs.json parses")
}

/// The generator's toy eps: 0.9 x + 0.1 sin(3x) + 0.05 cos(0.01 t), in f32.
fn toy_eps(x: &Tensor, t: f64) -> candle_core::Result<Tensor> {
    let c = (0.05 * (0.01 * t as f32).cos()) as f64;
    let wave = x.affine(3.0, 0.0)?.sin()?.affine(0.1, 0.0)?;
    (x.affine(0.9, 0.0)? + wave)?.affine(1.0, c)
}

/// The sampler `run` names, drawing its tree from torch's CPU generator as the generator did.
fn sampler_for(run: &Run, seed: u64) -> Box<dyn Sampler> {
    let kind: SamplerKind = run.sampler.parse().unwrap();
    let schedule: Schedule = run.schedule.parse().unwrap();
    let noise = JobNoise::with_tree(RngSource::Cpu, SdeTreeRng::Cpu, seed).for_sampler(1);
    let config = SchedulerConfig {
        prediction_type: match run.prediction.as_str() {
            "v_prediction" => PredictionType::VPrediction,
            _ => PredictionType::Epsilon,
        },
        ..SchedulerConfig::sd1()
    };
    build_sampler_with_noise(kind, schedule, &config, run.steps, noise).unwrap()
}

fn max_rel(got: &[f32], want: &[f32]) -> f64 {
    let scale = want.iter().fold(0f64, |m, &v| m.max(v.abs() as f64));
    let diff = got
        .iter()
        .zip(want)
        .fold(0f64, |m, (&g, &w)| m.max((g as f64 - w as f64).abs()));
    diff / scale
}

/// A1111 builds the table on the model's device (CUDA), whose sqrt is correctly rounded
/// as ours is; torch's vectorized CPU sqrt (the reference's) is an ulp off in some entries.
#[test]
fn model_sigmas_are_a1111s() {
    let got = model_sigmas(&SchedulerConfig::sd1()).unwrap();
    let want = refs().model_sigmas;
    assert_eq!(got.len(), want.len());
    let ulps = |a: f32, b: f32| (a.to_bits() as i64 - b.to_bits() as i64).abs();
    let exact = got.iter().zip(&want).filter(|(a, b)| a == b).count();
    for (i, (&g, &w)) in got.iter().zip(&want).enumerate() {
        assert!(ulps(g, w) <= 1, "sigma[{i}]: {g} vs {w}");
    }
    assert!(exact >= 700, "only {exact} of 1000 sigmas equal");
    assert_eq!(got[999], want[999]);
}

#[test]
fn schedules_and_timesteps_are_a1111s() {
    for run in refs().runs {
        let kind: SamplerKind = run.sampler.parse().unwrap();
        let schedule: Schedule = run.schedule.parse().unwrap();
        let discard = kind == SamplerKind::DpmPP3MSde;
        let s = a1111_schedule(&SchedulerConfig::sd1(), run.steps, schedule, discard, "x").unwrap();
        let what = format!("{} {} {}", run.sampler, run.schedule, run.steps);
        let sigmas: Vec<f32> = s.sigmas.iter().map(|&v| v as f32).collect();
        let timesteps: Vec<f32> = s.timesteps.iter().map(|&v| v as f32).collect();
        assert_eq!(sigmas.len(), run.sigmas.len(), "{what}");
        // An ulp where torch's vectorized pow/exp round otherwise.
        assert!(max_rel(&sigmas, &run.sigmas) < 1e-6, "{what}: {sigmas:?}");
        assert!(
            max_rel(&timesteps, &run.timesteps) < 1e-6,
            "{what}: {timesteps:?}"
        );
    }
}

#[test]
fn runs_match_k_diffusion() {
    let runs = refs().runs;
    assert!(runs.len() >= 15);
    assert!(runs.iter().any(|r| r.prediction == "v_prediction"));
    for run in runs {
        let seed: u64 = run.seed.parse().unwrap();
        let mut sampler = sampler_for(&run, seed);
        let start = NoiseRng::from_source(RngSource::Cpu, seed)
            .randn((1, 4, 8, 8), &Device::Cpu)
            .unwrap();
        let mut x = (start * sampler.init_noise_sigma()).unwrap();
        let n = sampler.timesteps().len();
        assert_eq!(n, run.steps, "{} evaluations", run.sampler);
        for i in 0..n {
            let t = sampler.timesteps()[i];
            let input = sampler.scale_model_input(&x, i).unwrap();
            let eps = toy_eps(&input, t).unwrap();
            x = sampler.step(&eps, i, &x).unwrap();
        }
        let got: Vec<f32> = x.flatten_all().unwrap().to_vec1().unwrap();
        let err = max_rel(&got, &run.latents);
        eprintln!(
            "{} {} {} steps {}: within {err:.2e} x max|ref|",
            run.sampler, run.schedule, run.steps, run.prediction
        );
        assert!(
            err < 2e-3,
            "{} {} {} steps, seed {seed}: off by {err:.2e} x max|ref|",
            run.sampler,
            run.schedule,
            run.steps
        );
    }
}

/// A1111's "Uniform" for the samplers on diffusers' schedule tables (Euler, Heun, LMS,
/// DPM2, DPM++ SDE through `k_schedule`; DPM++ 2M and UniPC through the multistep one):
/// k-diffusion's `get_sigmas` over diffusers' alphas.
#[test]
fn uniform_is_k_diffusions_get_sigmas() {
    let config = SchedulerConfig::sd1();
    for (n, want) in refs().uniform_sigmas_diffusers_alphas {
        let steps: usize = n.parse().unwrap();
        for kind in [SamplerKind::Euler, SamplerKind::Lms, SamplerKind::DpmPP2M] {
            let s = build_sampler_with_noise(
                kind,
                Schedule::Uniform,
                &config,
                steps,
                JobNoise::new(RngSource::Cpu, 1).for_sampler(1),
            )
            .unwrap();
            assert_eq!(s.timesteps().len(), steps, "{kind:?} {steps}");
            // The first sigma is the start noise's scale, as A1111's `x * sigmas[0]` (DPM++
            // 2M works on VP-scaled samples: its start scale is 1).
            let first = s.init_noise_sigma() as f32;
            let want_first = if kind == SamplerKind::DpmPP2M {
                1.0
            } else {
                want[0]
            };
            assert!(
                (first / want_first - 1.0).abs() < 1e-6,
                "{kind:?} {steps}: {first}"
            );
        }
        let k = super::sigmas::k_schedule(
            &config,
            steps,
            Schedule::Uniform,
            super::sigmas::Variant::default(),
        )
        .unwrap();
        let got: Vec<f32> = k.stored_sigmas().iter().map(|&v| v as f32).collect();
        assert!(max_rel(&got, &want) < 1e-6, "{steps}: {got:?} vs {want:?}");
        // Timesteps: k-diffusion's linspace from 999 to 0 (one step: 999 alone).
        assert!((k.timesteps[0] - 999.0).abs() < 1e-3, "{:?}", k.timesteps);
        assert!(
            steps == 1 || k.timesteps[steps - 1].abs() < 1e-3,
            "{:?}",
            k.timesteps
        );
    }
}

/// A1111's img2img (`--strength-rule a1111`): the schedule for `steps`, its last
/// `int(min(strength, 0.999) × steps) + 1` steps run from the image noised to the first of
/// them, the Brownian tree over the whole schedule; against k-diffusion's own run.
#[test]
fn img2img_runs_match_a1111s_sample_img2img() {
    let runs = refs().img2img_runs;
    assert!(runs.len() >= 4);
    for run in runs {
        let seed: u64 = run.seed.parse().unwrap();
        let steps_run = crate::protocol::StrengthRule::A1111.steps_run(run.steps, run.strength);
        assert_eq!(steps_run, run.steps_run, "{} {}", run.sampler, run.strength);
        let kind: SamplerKind = run.sampler.parse().unwrap();
        let schedule: Schedule = run.schedule.parse().unwrap();
        let noise = JobNoise::with_tree(RngSource::Cpu, SdeTreeRng::Cpu, seed).for_sampler(1);
        let mut sampler =
            build_sampler_with_noise(kind, schedule, &SchedulerConfig::sd1(), run.steps, noise)
                .unwrap();
        let randn = |seed| {
            NoiseRng::from_source(RngSource::Cpu, seed)
                .randn((1, 4, 8, 8), &Device::Cpu)
                .unwrap()
        };
        let (image, start) = (randn(seed + 1000), randn(seed));
        let first = (run.steps - steps_run) * sampler.order();
        let mut x = sampler.add_noise(&image, &start, first).unwrap();
        let n = sampler.timesteps().len();
        for i in first..n {
            let t = sampler.timesteps()[i];
            let input = sampler.scale_model_input(&x, i).unwrap();
            let eps = toy_eps(&input, t).unwrap();
            x = sampler.step(&eps, i, &x).unwrap();
        }
        let got: Vec<f32> = x.flatten_all().unwrap().to_vec1().unwrap();
        let err = max_rel(&got, &run.latents);
        let what = format!(
            "{} {} {} steps, strength {}",
            run.sampler, run.schedule, run.steps, run.strength
        );
        eprintln!("img2img {what}: within {err:.2e} x max|ref|");
        assert!(err < 2e-3, "{what}: off by {err:.2e} x max|ref|");
    }
}

/// `dpmpp_2m_sde` stays diffusers' in-order sampler unless the job names a tree source;
/// the tree variant takes A1111's schedule (its first sigma is A1111's sigma_max).
#[test]
fn dpmpp_2m_sde_takes_a1111s_way_only_with_a_chosen_tree() {
    let config = SchedulerConfig::sd1();
    let build = |tree: SdeTreeRng| {
        let noise = JobNoise::with_tree(RngSource::Gpu, tree, 5).for_sampler(1);
        build_sampler_with_noise(
            SamplerKind::DpmPP2MSde,
            Schedule::Default,
            &config,
            10,
            noise,
        )
        .unwrap()
    };
    let diffusers = build(SdeTreeRng::Auto);
    let a1111 = build(SdeTreeRng::Gpu);
    // diffusers' default spacing: integer timesteps; A1111's exponential: fractional ones.
    assert!(diffusers.timesteps().iter().all(|t| t.fract() == 0.0));
    assert!(a1111.timesteps().iter().any(|t| t.fract() != 0.0));
    // exp(ln σ_max) in f32: an ulp from the table's top, as k-diffusion has it.
    let top = *model_sigmas(&config).unwrap().last().unwrap() as f64;
    assert!((a1111.init_noise_sigma() / top - 1.0).abs() < 2e-7);
    assert!((diffusers.init_noise_sigma() / top - 1.0).abs() > 1e-2);
    assert!(draws_tree(SamplerKind::DpmPP2MSde) && !draws_tree(SamplerKind::EulerAncestral));
}
