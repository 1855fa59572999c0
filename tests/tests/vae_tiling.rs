//! Tiled VAE decode and encode give the untiled result on the tiny parity models (CPU,
//! f32): no seams, no colour shift. Run with `--nocapture` to see the measured diffs.
use candela_engine::attach::Model;
use candela_engine::model::OpenOptions;
use candela_engine::nets::tiled::{VaeTile, VaeTiling};
use candela_engine::nets::vae::{VaeDecoder, VaeEncoder};
use candela_engine::pipeline::{decode, Nets};
use candela_engine::rng::NoiseRng;
use candela_tests::{max_abs, max_pixel_diff, parity_dir, relative_max_error, Case};
use candle_core::{DType, Device, Tensor};

const MODELS: [&str; 2] = ["sd1", "sd2v"];

fn open(name: &str) -> Model {
    Model::open(
        &parity_dir().join("models").join(name),
        &OpenOptions::default(),
    )
    .unwrap()
}

fn tiling(tile_px: usize, overlap_px: usize) -> VaeTiling {
    VaeTiling {
        tile_px,
        overlap_px,
        store: Device::Cpu,
        device_limit: usize::MAX,
    }
}

/// Final latents to decode: a parity case's (64x64 image) and seeded noise at an uneven
/// size (136x120 image), with tile sizes that cut each into at least 4 tiles with
/// remainders.
fn latents_and_tiles(model: &str) -> Vec<(Tensor, usize)> {
    let case = Case::load(&format!("{model}_euler"));
    let noise = NoiseRng::new(7)
        .randn((1, 4, 15, 17), &Device::Cpu)
        .unwrap();
    vec![(case.expected_latents(), 24), (noise, 48)]
}

#[test]
fn tiled_decode_matches_untiled() {
    for name in MODELS {
        let model = open(name);
        let mut nets = Nets::load(&model, &Device::Cpu, DType::F32).unwrap();
        for (latents, tile) in latents_and_tiles(name) {
            let z = (&latents / model.vae.config.scaling_factor).unwrap();
            let (h, w) = nets.vae().unwrap().image_size(&z).unwrap();
            assert!(h.div_ceil(tile) * w.div_ceil(tile) >= 4);
            let want = nets.vae().unwrap().decode(&z).unwrap();
            for overlap in [0, 20] {
                let got = nets
                    .vae()
                    .unwrap()
                    .decode_tiled(&z, &tiling(tile, overlap))
                    .unwrap();
                let d = max_abs(&(got - &want).unwrap());
                eprintln!("{name} decode {w}x{h} tile {tile} overlap {overlap}: max|diff| {d:.2e}");
                assert!(d < 1e-4, "{name} {w}x{h} tile {tile}: float diff {d:.2e}");
            }
            // The pipeline's RGB8 image, through `Nets::vae_tile` as the CLI sets it.
            nets.vae_tile = VaeTile::Off;
            let (_, _, want_rgb) = decode(&model, &nets, &latents).unwrap();
            nets.vae_tile = VaeTile::Pixels(tile);
            let (_, _, rgb) = decode(&model, &nets, &latents).unwrap();
            let px = max_pixel_diff(&rgb, &want_rgb);
            eprintln!("{name} decode {w}x{h} tile {tile}: RGB8 differs by {px}/255");
            assert!(
                px <= 1,
                "{name} {w}x{h} tile {tile}: a pixel differs by {px}/255"
            );
        }
    }
}

#[test]
fn tiled_encode_matches_untiled() {
    for name in MODELS {
        let model = open(name);
        let vb = || model.vae.weights.var_builder(DType::F32, &Device::Cpu);
        let decoder = VaeDecoder::new(vb(), &model.vae.config).unwrap();
        let encoder = VaeEncoder::new(vb(), &model.vae.config).unwrap();
        // A decoded picture (136x120) rather than noise: the encoder's usual input.
        let (latents, _) = latents_and_tiles(name).pop().unwrap();
        let image = decoder
            .decode(&(latents / model.vae.config.scaling_factor).unwrap())
            .unwrap()
            .clamp(-1f32, 1f32)
            .unwrap();
        let want = encoder.encode_mean(&image).unwrap();
        for (tile, overlap) in [(48, 0), (48, 8), (64, 24)] {
            let got = encoder
                .encode_mean_tiled(&image, &tiling(tile, overlap))
                .unwrap();
            let err = relative_max_error(&got, &want);
            eprintln!("{name} encode tile {tile} overlap {overlap}: {err:.2e} x max|ref|");
            assert!(err < 1e-4, "{name} tile {tile}: {err:.2e} x max|ref|");
        }
    }
}
