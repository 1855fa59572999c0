//! `bench-ops`' check of the GEMM that reads fp8 weights itself
//! (`nets::cuda_ops::fp8_linear`, `fp8_conv2d`) at SD 1.5's layer shapes at 512 px with CFG
//! (batch 2), and SDXL's where they are few rows: its time against the path it replaces (the
//! layer's weight and bias decoded in one launch, then cuBLASLt's GEMM with the bias in its
//! epilogue, or the convolution and a per-channel add), and its difference from that path.
use super::time_ms;
use crate::nets::cuda_ops::{
    channel_add, conv2d, fp8_conv2d_within, fp8_linear_within, linear_bias,
};
use crate::weights_dtype::{encode, upcast, upcast_layer, E5M2};
use crate::Result;
use candle_core::{DType, Device, Tensor};

/// max |got - want| / max |want|.
fn relative(got: &Tensor, want: &Tensor) -> Result<f64> {
    let f = |t: &Tensor| t.to_dtype(DType::F32);
    let d = (f(got)? - f(want)?)?.abs()?.max_all()?.to_scalar::<f32>()?;
    let m = f(want)?.abs()?.max_all()?.to_scalar::<f32>()?;
    Ok(f64::from(d / m.max(f32::MIN_POSITIVE)))
}

/// The largest difference the check lets through: the two paths add the same rounded
/// products in float, in other orders (the split k), and round once.
fn tolerance(dtype: DType) -> f64 {
    match dtype {
        DType::BF16 => 2e-2,
        _ => 4e-3,
    }
}

/// One row per case: both paths' times and the difference; an error where the difference
/// is over [`tolerance`] or the fp8 GEMM turns the layer away.
pub fn run(device: &Device, dtype: DType, iters: usize) -> Result<Vec<serde_json::Value>> {
    let rnd = |shape: &[usize], std: f64| -> candle_core::Result<Tensor> {
        Tensor::randn(0f32, std as f32, shape, device)?.to_dtype(dtype)
    };
    let mut out = Vec::new();
    let round = |ms: f64| (ms * 1000.0).round() / 1000.0;
    // ms: the decode path, the fp8 GEMM, and the decode path's GEMM alone (its weights
    // decoded once beforehand: an f16 layer's time).
    let mut check = |what: String, err: f64, ms: [f64; 3]| -> Result<()> {
        out.push(serde_json::json!({
            "op": what, "rel_err": err,
            "ms_decode_then_gemm": round(ms[0]),
            "ms_fp8_gemm": round(ms[1]),
            "ms_f16_weights": round(ms[2]),
        }));
        if !(err <= tolerance(dtype)) {
            return Err(crate::Error::Msg(format!(
                "fp8 GEMM: {what} differs from the decode path by {err:e} of its largest value"
            )));
        }
        Ok(())
    };
    let refused = || crate::Error::Msg("fp8 GEMM: the check's layer was turned away".into());
    // Linear layers: (where, rows, in, out, epilogue, fp8 dtype).
    let linears = [
        ("8x8 attention", 128, 1280, 1280, "bias", DType::F8E4M3),
        (
            "8x8 feed-forward in",
            128,
            1280,
            10240,
            "bias",
            DType::F8E4M3,
        ),
        (
            "8x8 feed-forward out",
            128,
            5120,
            1280,
            "residual",
            DType::F8E4M3,
        ),
        (
            "8x8 feed-forward out e5m2",
            128,
            5120,
            1280,
            "residual",
            E5M2,
        ),
        (
            "cross-attention keys",
            154,
            768,
            1280,
            "none",
            DType::F8E4M3,
        ),
        ("16x16 attention", 512, 1280, 1280, "bias", DType::F8E4M3),
        (
            "16x16 feed-forward in",
            512,
            1280,
            10240,
            "gelu",
            DType::F8E4M3,
        ),
        (
            "16x16 feed-forward out",
            512,
            5120,
            1280,
            "residual",
            DType::F8E4M3,
        ),
        ("32x32 attention", 2048, 640, 640, "bias", DType::F8E4M3),
        (
            "32x32 feed-forward in",
            2048,
            640,
            5120,
            "bias",
            DType::F8E4M3,
        ),
        ("64x64 attention", 8192, 320, 320, "bias", DType::F8E4M3),
        (
            "SDXL 32x32 feed-forward in",
            2048,
            1280,
            10240,
            "bias",
            DType::F8E4M3,
        ),
    ];
    for (place, rows, k, m, epilogue, held) in linears {
        let x = rnd(&[rows, k], 1.0)?;
        let w = encode(&rnd(&[m, k], 1.0 / (k as f64).sqrt())?, held)?;
        let b = encode(&rnd(&[m], 0.1)?, held)?;
        let r = rnd(&[rows, m], 1.0)?;
        let bias = (epilogue != "none").then_some(&b);
        let gelu = epilogue == "gelu";
        let residual = (epilogue == "residual").then_some(&r);
        let gemm = |wd: &Tensor, bd: Option<Tensor>| -> candle_core::Result<Tensor> {
            let Some(bd) = bd else {
                return x.matmul(&wd.t()?);
            };
            match linear_bias(&x, wd, &bd, gelu, residual)? {
                Some(y) => Ok(y),
                None => candle_core::bail!("cuBLASLt turned the reference product away"),
            }
        };
        let decode_path = || -> candle_core::Result<Tensor> {
            let (wd, bd) = upcast_layer(&w, bias, dtype, true)?;
            gemm(&wd, bd)
        };
        let (wd, bd) = upcast_layer(&w, bias, dtype, false)?;
        let fp8_path = || -> candle_core::Result<Tensor> {
            fp8_linear_within(&x, &w, bias, gelu, residual, usize::MAX)?
                .ok_or_else(|| candle_core::Error::Msg("fp8 GEMM refused".into()))
        };
        let err = relative(&fp8_path()?, &decode_path()?)?;
        let what = format!("fp8 GEMM, Linear at {place}: [{rows},{k}] x [{m},{k}]^T, {epilogue}");
        let ms = [
            time_ms(device, iters, decode_path)?,
            time_ms(device, iters, fp8_path)?,
            time_ms(device, iters, || gemm(&wd, bd.clone()))?,
        ];
        check(what, err, ms)?;
    }
    // Convolutions over a batch of 2: (where, in, out, side, kernel, stride, fp8 dtype).
    let convs = [
        ("8x8", 1280, 1280, 8, 3, 1, DType::F8E4M3),
        ("8x8 e5m2", 1280, 1280, 8, 3, 1, E5M2),
        ("8x8 concat", 2560, 1280, 8, 3, 1, DType::F8E4M3),
        ("8x8 shortcut", 2560, 1280, 8, 1, 1, DType::F8E4M3),
        ("16x16 down to 8x8", 1280, 1280, 16, 3, 2, DType::F8E4M3),
        ("16x16", 1280, 1280, 16, 3, 1, DType::F8E4M3),
        ("16x16 concat", 2560, 1280, 16, 3, 1, DType::F8E4M3),
        ("32x32", 640, 640, 32, 3, 1, DType::F8E4M3),
        ("64x64", 320, 320, 64, 3, 1, DType::F8E4M3),
    ];
    for (place, c, m, side, kernel, stride, held) in convs {
        let pad = kernel / 2;
        let x = rnd(&[2, c, side, side], 1.0)?;
        let fan_in = (c * kernel * kernel) as f64;
        let w = encode(&rnd(&[m, c, kernel, kernel], 1.0 / fan_in.sqrt())?, held)?;
        let b = encode(&rnd(&[m], 0.1)?, held)?;
        let conv = |wd: &Tensor, bd: Option<Tensor>| -> candle_core::Result<Tensor> {
            let y = conv2d(&x, wd, None, stride, pad, 1 << 26)?;
            let bd = bd.ok_or_else(|| candle_core::Error::Msg("no bias".into()))?;
            channel_add(&y, &bd)
        };
        let decode_path = || -> candle_core::Result<Tensor> {
            let (wd, bd) = upcast_layer(&w, Some(&b), dtype, true)?;
            conv(&wd, bd)
        };
        let (wd, bd) = upcast_layer(&w, Some(&b), dtype, false)?;
        let fp8_path = || -> candle_core::Result<Tensor> {
            let y = fp8_conv2d_within(&x, &w, stride, pad, usize::MAX)?
                .ok_or_else(|| candle_core::Error::Msg("fp8 GEMM refused".into()))?;
            channel_add(&y, &upcast(&b, dtype)?)
        };
        // The first call of a shape measures cuDNN against im2col (`cuda_ops::conv`).
        decode_path()?;
        let err = relative(&fp8_path().map_err(|_| refused())?, &decode_path()?)?;
        let what = format!(
            "fp8 GEMM, {kernel}x{kernel} convolution at {place}: {c}->{m}, stride {stride}, batch 2"
        );
        let ms = [
            time_ms(device, iters, decode_path)?,
            time_ms(device, iters, fp8_path)?,
            time_ms(device, iters, || conv(&wd, bd.clone()))?,
        ];
        check(what, err, ms)?;
    }
    Ok(out)
}
