//! Tiled VAE ops equal the untiled ones: spans, convolutions, group norm, resnets.
use super::*;
use crate::nets::conv::{conv2d, conv3x3, Conv2d};
use crate::nets::norm::group_norm;
use crate::rng::NoiseRng;
use candle_core::DType;
use candle_nn::{VarBuilder, VarMap};

fn randn(seed: u64, shape: (usize, usize, usize, usize)) -> Tensor {
    NoiseRng::new(seed).randn(shape, &Device::Cpu).unwrap()
}

fn tiler(tile_px: usize, overlap_px: usize, image: (usize, usize)) -> Tiler {
    let tiling = VaeTiling {
        tile_px,
        overlap_px,
        store: Device::Cpu,
        device_limit: usize::MAX,
    };
    Tiler::new(&tiling, &Device::Cpu, image)
}

fn max_diff(a: &Tensor, b: &Tensor) -> f32 {
    assert_eq!(a.dims(), b.dims());
    (a - b)
        .unwrap()
        .abs()
        .unwrap()
        .max_all()
        .unwrap()
        .to_scalar()
        .unwrap()
}

fn random_conv(
    vm: &VarMap,
    name: &str,
    c_in: usize,
    c_out: usize,
    stride: usize,
    pad: usize,
) -> Conv2d {
    let vb = VarBuilder::from_varmap(vm, DType::F32, &Device::Cpu);
    conv2d(vb.pp(name), c_in, c_out, 3, stride, pad).unwrap()
}

#[test]
fn spans_cover_every_output_once_and_stay_aligned() {
    for scale in [Scale::Same, Scale::Up2, Scale::Down2] {
        for (len, tile, halo) in [(37, 8, 1), (38, 5, 2), (7, 16, 3), (1, 1, 1)] {
            let halo = scale.halo(halo);
            let s = spans(len, scale, tile, halo);
            let covered: Vec<usize> = s.iter().flat_map(|s| s.out.clone()).collect();
            assert_eq!(covered, (0..scale.out_len(len)).collect::<Vec<_>>());
            for s in &s {
                assert!(s.input.end <= len, "{scale:?} {s:?}");
                assert_eq!(scale.out_start(s.input.start) + s.skip, s.out.start);
                if scale == Scale::Down2 {
                    assert_eq!(s.input.start % 2, 0, "{s:?}");
                }
            }
        }
    }
}

#[test]
fn tiled_conv3x3_equals_untiled() {
    let vm = VarMap::new();
    let conv = random_conv(&vm, "c", 5, 6, 1, 1);
    let x = randn(1, (2, 5, 37, 29));
    let want = conv.forward(&x).unwrap();
    // Tiles of 8 leave remainders both ways; overlaps below and above the radius.
    for overlap in [0, 1, 5] {
        let got = tiler(8, overlap, (37, 29))
            .local(&[&Stored::from(x.clone())], Scale::Same, 1, |t| {
                conv.forward(&t[0])
            })
            .unwrap()
            .data
            .to_tensor(&Device::Cpu)
            .unwrap();
        assert_eq!(max_diff(&got, &want), 0.0, "overlap {overlap}");
    }
    // The check has teeth: without a halo, the zero padding at tile edges shows.
    let seamed = tiler(8, 0, (37, 29))
        .local(&[&Stored::from(x.clone())], Scale::Same, 0, |t| {
            conv.forward(&t[0])
        })
        .unwrap()
        .data
        .to_tensor(&Device::Cpu)
        .unwrap();
    assert!(max_diff(&seamed, &want) > 1e-2);
}

#[test]
fn tiled_upsample_conv_equals_untiled() {
    let vm = VarMap::new();
    let conv = random_conv(&vm, "c", 4, 4, 1, 1);
    let up = |x: &Tensor| {
        let (_, _, h, w) = x.dims4()?;
        conv.forward(&x.upsample_nearest2d(2 * h, 2 * w)?)
    };
    let x = randn(2, (1, 4, 13, 11));
    let want = up(&x).unwrap();
    for (tile_px, image) in [(8, (26, 22)), (8, (52, 44)), (24, (26, 22))] {
        let got = tiler(tile_px, 0, image)
            .local(&[&Stored::from(x.clone())], Scale::Up2, 1, |t| up(&t[0]))
            .unwrap()
            .data
            .to_tensor(&Device::Cpu)
            .unwrap();
        assert_eq!(max_diff(&got, &want), 0.0, "tile {tile_px} image {image:?}");
    }
}

#[test]
fn tiled_stride2_downsample_equals_untiled() {
    let vm = VarMap::new();
    let conv = random_conv(&vm, "c", 4, 3, 2, 0);
    let down = |x: &Tensor| conv.forward(&x.pad_with_zeros(3, 0, 1)?.pad_with_zeros(2, 0, 1)?);
    for (shape, tile_px, overlap) in [
        ((1, 4, 38, 30), 8, 0),
        ((2, 4, 37, 29), 8, 3),
        ((1, 4, 20, 16), 16, 0),
    ] {
        let x = randn(3, shape);
        let want = down(&x).unwrap();
        let got = tiler(tile_px, overlap, (shape.2, shape.3))
            .local(&[&Stored::from(x.clone())], Scale::Down2, 1, |t| {
                down(&t[0])
            })
            .unwrap()
            .data
            .to_tensor(&Device::Cpu)
            .unwrap();
        assert_eq!(max_diff(&got, &want), 0.0, "{shape:?}");
    }
}

#[test]
fn group_stats_over_tiles_give_the_untiled_group_norm() {
    let vb = VarBuilder::zeros(DType::F32, &Device::Cpu);
    let norm = group_norm(4, 8, 1e-6, vb).unwrap();
    // A large mean beside the spread: merging must not cancel digits away.
    let x = ((randn(4, (2, 8, 19, 23)) * 3.0).unwrap() + 100.0).unwrap();
    let stats = tiler(8, 0, (19, 23))
        .group_stats(&norm, &Stored::from(x.clone()))
        .unwrap();
    for silu in [false, true] {
        let want = if silu {
            norm.forward_silu(&x)
        } else {
            norm.forward(&x)
        }
        .unwrap();
        let got = norm.apply_stats(&x, &stats, silu).unwrap();
        let d = max_diff(&got, &want);
        assert!(d < 2e-5, "silu {silu}: {d}");
    }
}

#[test]
fn tiled_resnet_equals_untiled() {
    let vm = VarMap::new();
    let vb = VarBuilder::from_varmap(&vm, DType::F32, &Device::Cpu);
    for (c_in, c_out) in [(8, 8), (8, 16)] {
        let r = ResnetBlock2D::new(vb.pp(format!("r{c_out}")), c_in, c_out, None, 4, 1e-6).unwrap();
        let x = randn(5, (1, c_in, 21, 17));
        let want = r.forward(&x, None).unwrap();
        let got = tiler(8, 0, (21, 17))
            .resnet(&r, &Whole::from(x.clone()))
            .unwrap()
            .data
            .to_tensor(&Device::Cpu)
            .unwrap();
        let d = max_diff(&got, &want);
        assert!(d < 1e-5, "{c_in}->{c_out}: {d}");
    }
}

#[test]
fn a_tiled_op_may_take_two_inputs() {
    let vm = VarMap::new();
    let vb = VarBuilder::from_varmap(&vm, DType::F32, &Device::Cpu);
    let conv = conv3x3(vb.pp("c"), 3, 3, 1).unwrap();
    let (a, b) = (randn(6, (1, 3, 11, 9)), randn(7, (1, 3, 11, 9)));
    let want = (conv.forward(&a).unwrap() + &b).unwrap();
    let got = tiler(8, 0, (22, 18))
        .local(
            &[&Stored::from(a.clone()), &Stored::from(b.clone())],
            Scale::Same,
            1,
            |t| conv.forward(&t[0])? + &t[1],
        )
        .unwrap()
        .data
        .to_tensor(&Device::Cpu)
        .unwrap();
    assert_eq!(max_diff(&got, &want), 0.0);
}

#[test]
fn vae_tile_parses_off_auto_and_multiples_of_8() {
    assert_eq!(VaeTile::parse("off"), Ok(VaeTile::Off));
    assert_eq!(VaeTile::parse("auto"), Ok(VaeTile::Auto));
    assert_eq!(VaeTile::parse("256"), Ok(VaeTile::Pixels(256)));
    for bad in ["0", "100", "-8", "big", ""] {
        let e = VaeTile::parse(bad).unwrap_err();
        assert!(
            e.contains(&format!("'{bad}'")) && e.contains("multiple of 8"),
            "{e}"
        );
    }
    let cpu = Device::Cpu;
    assert!(VaeTile::Off.tiling(4096, 4096, 8, &cpu).is_none());
    assert!(VaeTile::Auto.tiling(1024, 1024, 8, &cpu).is_none());
    assert_eq!(
        VaeTile::Auto.tiling(2048, 1024, 8, &cpu).unwrap().tile_px,
        512
    );
    assert_eq!(
        VaeTile::Pixels(64).tiling(64, 64, 8, &cpu).unwrap().tile_px,
        64
    );
}
