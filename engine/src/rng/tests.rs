//! `engine/testdata/rng_refs.json` comes from `tools/parity/gen_rng_refs.py`: torch's own
//! CPU randn (bit patterns) and A1111's Philox algorithm for the CUDA source.
use candle_core::Device;
use serde::Deserialize;

use super::*;

const REFS: &str = include_str!("../../testdata/rng_refs.json");

#[derive(Deserialize)]
struct Refs {
    cpu: Vec<CpuCase>,
    gpu: Vec<GpuCase>,
}

#[derive(Deserialize)]
struct CpuCase {
    seed: u64,
    shapes: Vec<Vec<usize>>,
    bits: Vec<Vec<u32>>,
}

#[derive(Deserialize)]
struct GpuCase {
    seed: u64,
    shapes: Vec<Vec<usize>>,
    values: Vec<Vec<f64>>,
}

fn refs() -> Refs {
    serde_json::from_str(REFS).expect("rng_refs.json parses")
}

fn draw(g: &mut NoiseRng, shape: &[usize]) -> Vec<f32> {
    g.randn(shape, &Device::Cpu)
        .unwrap()
        .flatten_all()
        .unwrap()
        .to_vec1::<f32>()
        .unwrap()
}

#[test]
fn cpu_source_is_torch_randn_bit_for_bit() {
    let refs = refs();
    assert!(refs.cpu.len() >= 30);
    for case in &refs.cpu {
        let mut g = NoiseRng::from_source(RngSource::Cpu, case.seed);
        for (shape, want) in case.shapes.iter().zip(&case.bits) {
            let got: Vec<u32> = draw(&mut g, shape).iter().map(|v| v.to_bits()).collect();
            let diff = got.iter().zip(want).filter(|(a, b)| a != b).count();
            assert_eq!(
                diff,
                0,
                "seed {} shape {shape:?} (in {:?}): {diff} of {} values differ",
                case.seed,
                case.shapes,
                want.len()
            );
        }
    }
}

/// Within 2e-6 of A1111's algorithm: it computes the Box-Muller in f64, cuRAND in f32.
#[test]
fn gpu_source_is_a1111_philox() {
    let refs = refs();
    for case in &refs.gpu {
        let mut g = NoiseRng::from_source(RngSource::Gpu, case.seed);
        for (shape, want) in case.shapes.iter().zip(&case.values) {
            let got = draw(&mut g, shape);
            let worst = got
                .iter()
                .zip(want)
                .map(|(&a, &b)| (a as f64 - b).abs() / b.abs().max(1.0))
                .fold(0.0, f64::max);
            assert!(
                worst < 2e-6,
                "seed {} shape {shape:?}: off by {worst:e}",
                case.seed
            );
        }
    }
}

#[test]
fn candela_source_is_the_old_chacha_stream() {
    let mut a = NoiseRng::new(7);
    let mut b = NoiseRng::from_source(RngSource::Candela, 7);
    let (x, y) = (draw(&mut a, &[2, 3]), draw(&mut b, &[2, 3]));
    assert_eq!(x, y);
    assert_ne!(x, draw(&mut NoiseRng::new(8), &[2, 3]));
    assert!(x.iter().all(|v| v.is_finite()));
}

/// Step noise continues the start noise's generator, except for `candela`, whose samplers
/// keep their own seed + k streams.
#[test]
fn job_noise_shares_one_generator_in_order() {
    let shape = [1, 4, 4, 4];
    for source in [RngSource::Cpu, RngSource::Gpu] {
        let job = JobNoise::new(source, 3);
        let start = job.start(&shape[..], &Device::Cpu).unwrap();
        let step = job.for_sampler(1).randn(&shape[..], &Device::Cpu).unwrap();
        let mut g = NoiseRng::from_source(source, 3);
        let flat = |t: Tensor| t.flatten_all().unwrap().to_vec1::<f32>().unwrap();
        assert_eq!(flat(start), draw(&mut g, &shape));
        assert_eq!(flat(step), draw(&mut g, &shape));
    }
    let job = JobNoise::new(RngSource::Candela, 3);
    let step = job.for_sampler(1).randn(&shape[..], &Device::Cpu).unwrap();
    let want = draw(&mut NoiseRng::new(4), &shape);
    assert_eq!(step.flatten_all().unwrap().to_vec1::<f32>().unwrap(), want);
}

#[test]
fn sources_parse_and_name_a1111_values() {
    for s in RngSource::ALL {
        assert_eq!(s.name().parse::<RngSource>().unwrap(), s);
        assert_eq!(RngSource::from_a1111(s.a1111_name()), Some(s));
    }
    assert_eq!(RngSource::from_a1111("NV"), Some(RngSource::Gpu));
    let err = "cuda".parse::<RngSource>().unwrap_err().to_string();
    assert_eq!(
        err,
        "--rng: unknown noise source 'cuda'; expected gpu, cpu or candela"
    );
}

/// What an H100 gave for `torch.randn(shape, generator=torch.Generator("cuda").manual_seed(seed),
/// device="cuda")` (`tools/gpu/cuda_randn_refs.py`, run once on the GPU machine): `--rng
/// gpu` must give the same numbers on any device, to within the GPU's fast sine/log.
#[test]
fn gpu_source_is_torch_cuda_randn_as_measured_on_a_gpu() {
    let refs: GpuRefs =
        serde_json::from_str(include_str!("../../testdata/rng_cuda_refs.json")).unwrap();
    assert!(refs.device.contains("H100"), "{}", refs.device);
    for case in &refs.cases {
        let mut g = NoiseRng::from_source(RngSource::Gpu, case.seed);
        for (shape, want) in case.shapes.iter().zip(&case.values) {
            let got = draw(&mut g, shape);
            assert_eq!(got.len(), want.len());
            let worst = got
                .iter()
                .zip(want)
                .map(|(&a, &b)| (a as f64 - b).abs() / b.abs().max(1.0))
                .fold(0.0, f64::max);
            assert!(
                worst < 1e-5,
                "seed {} shape {shape:?}: off by {worst:e} from the GPU",
                case.seed
            );
        }
    }
}

#[derive(Deserialize)]
struct GpuRefs {
    device: String,
    cases: Vec<GpuCase>,
}
