//! `candela-engine bench-ops`: times the primitives the nets are made of at SD shapes, to
//! find which one is slow on a given GPU (each timed over `iters` runs after a warm-up).
use crate::nets::conv::conv2d;
use crate::Result;
use candle_core::{DType, Device, Module, Tensor};
use std::time::Instant;

fn time_ms(
    device: &Device,
    iters: usize,
    mut f: impl FnMut() -> candle_core::Result<Tensor>,
) -> Result<f64> {
    f()?;
    device.synchronize()?;
    let t = Instant::now();
    for _ in 0..iters {
        f()?;
    }
    device.synchronize()?;
    Ok(t.elapsed().as_secs_f64() * 1000.0 / iters as f64)
}

/// One JSON object per primitive: name, ms, and TFLOP/s where it is a GEMM.
pub fn run(device: &Device, dtype: DType, iters: usize) -> Result<Vec<serde_json::Value>> {
    let mut out = Vec::new();
    let mut record = |name: &str, ms: f64, flops: f64| {
        out.push(serde_json::json!({"op": name, "ms": (ms * 1000.0).round() / 1000.0, "tflops": (flops / ms / 1e9 * 10.0).round() / 10.0}));
    };
    let rnd =
        |shape: &[usize]| Tensor::randn(0f32, 1., shape, device).and_then(|t| t.to_dtype(dtype));
    // GEMMs as the 1024 px UNet's first level uses them.
    let (m, k, n) = (320usize, 2880usize, 16384usize);
    let w = rnd(&[m, k])?;
    let col = rnd(&[2, k, n])?;
    let fl = 2.0 * 2.0 * (m * k * n) as f64;
    record(
        "matmul w[320,2880] bcast x col[2,2880,16384]",
        time_ms(device, iters, || w.broadcast_left(2)?.matmul(&col))?,
        fl,
    );
    let wc = w.broadcast_left(2)?.contiguous()?;
    record(
        "matmul w[2,320,2880] x col[2,2880,16384]",
        time_ms(device, iters, || wc.matmul(&col))?,
        fl,
    );
    let col2 = rnd(&[k, n])?;
    record(
        "matmul 2d [320,2880] x [2880,16384]",
        time_ms(device, iters, || w.matmul(&col2))?,
        fl / 2.0,
    );
    let x = rnd(&[2 * n, 320])?;
    let lin = rnd(&[2560, 320])?;
    record(
        "linear x[32768,320] . w[2560,320]^T",
        time_ms(device, iters, || x.matmul(&lin.t()?))?,
        2.0 * (2 * n * 320 * 2560) as f64,
    );
    let x3 = x.reshape((2, n, 320))?;
    let l = candle_nn::Linear::new(lin.clone(), None);
    record(
        "candle_nn Linear on [2,16384,320]",
        time_ms(device, iters, || l.forward(&x3))?,
        2.0 * (2 * n * 320 * 2560) as f64,
    );
    // The conv path as a whole and its im2col alone.
    let img = rnd(&[2, 320, 128, 128])?;
    let cw = rnd(&[320, 320, 3, 3])?;
    let cb = rnd(&[320])?;
    let vb = candle_nn::VarBuilder::from_tensors(
        [("weight".to_string(), cw.clone()), ("bias".to_string(), cb)]
            .into_iter()
            .collect(),
        dtype,
        device,
    );
    let conv = conv2d(vb, 320, 320, 3, 1, 1)?;
    record(
        "conv3x3 320->320 @ 2x128x128 (ours)",
        time_ms(device, iters, || conv.forward(&img))?,
        fl,
    );
    // The host's time per call alone (the loop before the final wait): a call that waits
    // for the device shows it here as the whole op time.
    conv.forward(&img)?;
    device.synchronize()?;
    let t = Instant::now();
    for _ in 0..iters {
        conv.forward(&img)?;
    }
    let host_ms = t.elapsed().as_secs_f64() * 1000.0 / iters as f64;
    device.synchronize()?;
    record(
        "conv3x3 320->320 @ 2x128x128 (ours), host time per call",
        host_ms,
        0.0,
    );
    record(
        "conv3x3 320->320 @ 2x128x128 (candle)",
        time_ms(device, iters, || img.conv2d(&cw, 1, 1, 1, 1))?,
        fl,
    );
    // Convolutions in the order a UNet runs them: one shape again and again, several
    // weights of one shape in turn, and several shapes in turn (per-call costs that only
    // show when the operands change).
    let conv_of = |c: usize, k: usize| -> Result<crate::nets::conv::Conv2d> {
        let vb = candle_nn::VarBuilder::from_tensors(
            [
                ("weight".to_string(), rnd(&[k, c, 3, 3])?),
                ("bias".to_string(), rnd(&[k])?),
            ]
            .into_iter()
            .collect(),
            dtype,
            device,
        );
        Ok(conv2d(vb, c, k, 3, 1, 1)?)
    };
    let shapes = [(320usize, 64usize), (640, 32), (1280, 16), (1280, 8)];
    let mut convs = Vec::new();
    for &(c, hw) in &shapes {
        convs.push((conv_of(c, c)?, rnd(&[2, c, hw, hw])?));
    }
    for (conv, x) in &convs {
        let d = x.dims();
        record(
            &format!(
                "conv3x3 {}->{} @ 2x{}x{}, same operands",
                d[1], d[1], d[2], d[3]
            ),
            time_ms(device, iters, || conv.forward(x))?,
            0.0,
        );
    }
    let mut turn = 0;
    record(
        "conv3x3, the 4 shapes above in turn, per call",
        time_ms(device, iters * 4, || {
            turn += 1;
            let (conv, x) = &convs[turn % 4];
            conv.forward(x)
        })?,
        0.0,
    );
    record(
        "conv3x3 320->320 @ 2x64x64, a fresh input each call (copy + conv)",
        time_ms(device, iters, || {
            convs[0].0.forward(&convs[0].1.affine(1.0, 0.0)?)
        })?,
        0.0,
    );
    record(
        "copy 2x320x64x64 alone",
        time_ms(device, iters, || convs[0].1.affine(1.0, 0.0))?,
        0.0,
    );
    let same: Vec<_> = (0..8).map(|_| conv_of(320, 320)).collect::<Result<_>>()?;
    let x64 = &convs[0].1;
    record(
        "conv3x3 320->320 @ 2x64x64, 8 weights in turn, per call",
        time_ms(device, iters * 8, || {
            turn += 1;
            same[turn % 8].forward(x64)
        })?,
        0.0,
    );
    record(
        "copy 2x320x128x128",
        time_ms(device, iters, || img.affine(1.0, 0.0))?,
        0.0,
    );
    out.extend(fp8_decode(device, dtype, iters)?);
    #[cfg(feature = "cuda")]
    if device.is_cuda() && matches!(dtype, DType::F16 | DType::BF16) {
        out.extend(joint_attention(device, dtype, iters)?);
        out.extend(unet_attention(device, dtype, iters)?);
    }
    Ok(out)
}

/// The flash kernel at the UNets' attention shapes (CFG batch 2): its time and TFLOP/s
/// (the multiply-adds of q k^T and P v at the true head size), and its error against
/// softmax(q k^T * scale) v computed in f32 from the same rounded inputs, as max |flash -
/// f32| / max |f32| over the first query rows of one batch item.
#[cfg(feature = "cuda")]
fn unet_attention(device: &Device, dtype: DType, iters: usize) -> Result<Vec<serde_json::Value>> {
    use crate::nets::cuda_ops::{flash_attention, flash_supported};
    let mut out = Vec::new();
    // (what, query tokens, key tokens, heads, head size)
    let shapes = [
        ("SD 1.5 512, top level", 4096, 4096, 8, 40),
        ("SD 1.5 1024, top level", 16384, 16384, 8, 40),
        ("SD 1.5 2048, top level", 65536, 65536, 8, 40),
        ("SD 1.5 1024, second level", 4096, 4096, 8, 80),
        ("SD 1.5 2048, second level", 16384, 16384, 8, 80),
        ("SD 1.5 1024, third level", 1024, 1024, 8, 160),
        ("SD 1.5 2048, third level", 4096, 4096, 8, 160),
        ("SD 1.5 1024, cross-attention", 16384, 77, 8, 40),
        // Rows and keys past a whole tile, at the 40-wide heads' m16n8k8 tail.
        ("ragged, head 40", 4100, 4097, 8, 40),
        ("SDXL 1024, 640 channels", 4096, 4096, 10, 64),
        ("SDXL 1024, 1280 channels", 1024, 1024, 20, 64),
        ("SDXL 1024, 640 channels, cross-attention", 4096, 77, 10, 64),
        (
            "SDXL 1024, 1280 channels, cross-attention",
            1024,
            77,
            20,
            64,
        ),
    ];
    for (what, nq, nk, heads, d) in shapes {
        let rnd = |t: usize| Tensor::randn(0f32, 1., (2, t, heads * d), device)?.to_dtype(dtype);
        let (q, k, v) = (rnd(nq)?, rnd(nk)?, rnd(nk)?);
        if !flash_supported(&q, d) {
            continue;
        }
        let scale = 1.0 / (d as f64).sqrt();
        let ms = time_ms(device, iters, || flash_attention(&q, &k, &v, heads, scale))?;
        let flops = 4.0 * 2.0 * (heads * nq * nk * d) as f64;
        // The f32 reference over the first batch item's first rows (its scores at most 1 GiB).
        let rows = nq.min((1 << 28) / (nk * heads));
        let item = |t: &Tensor, n: usize| -> candle_core::Result<Tensor> {
            t.narrow(0, 0, 1)?
                .narrow(1, 0, n)?
                .to_dtype(DType::F32)?
                .reshape((n, heads, d))?
                .transpose(0, 1)?
                .contiguous()
        };
        let (qf, kf, vf) = (item(&q, rows)?, item(&k, nk)?, item(&v, nk)?);
        let scores = (qf.matmul(&kf.t()?)? * scale)?;
        let reference = candle_nn::ops::softmax_last_dim(&scores)?.matmul(&vf)?;
        let flash = item(&flash_attention(&q, &k, &v, heads, scale)?, rows)?;
        let err = (flash - &reference)?.abs()?.max_all()?.to_scalar::<f32>()?
            / reference.abs()?.max_all()?.to_scalar::<f32>()?;
        out.push(serde_json::json!({
            "op": format!("flash attention, {what}: 2x{nq} queries, {nk} keys, {heads}x{d}"),
            "ms": (ms * 1000.0).round() / 1000.0,
            "tflops": (flops / ms / 1e9 * 10.0).round() / 10.0,
            "rel_err_vs_f32": err,
        }));
    }
    Ok(out)
}

/// SD 3's joint attention (SD 3.5 Medium at 1024 px: 4096 image tokens, 333 text tokens, 24
/// heads of 64, CFG batch 2) with the two segments read where they are
/// (`flash_attention_joint`) against the concatenation, attention and split copies it
/// replaced: an error unless both give the same bits, and the time of each (nothing where
/// the joint kernel is not taken, as under `CANDELA_FLASH_MR=1`).
#[cfg(feature = "cuda")]
fn joint_attention(device: &Device, dtype: DType, iters: usize) -> Result<Vec<serde_json::Value>> {
    use crate::nets::cuda_ops::{flash_attention, flash_attention_joint, flash_joint_supported};
    let (b, n, m, heads, d) = (2, 4096, 333, 24, 64);
    let rnd = |t: usize| Tensor::randn(0f32, 1., (b, t, heads * d), device)?.to_dtype(dtype);
    let img = [rnd(n)?, rnd(n)?, rnd(n)?];
    if !flash_joint_supported(&img[0], d) {
        return Ok(Vec::new());
    }
    let ctx = [rnd(m)?, rnd(m)?, rnd(m)?];
    let scale = 1.0 / (d as f64).sqrt();
    let joint = || {
        flash_attention_joint(
            [&img[0], &img[1], &img[2]],
            [&ctx[0], &ctx[1], &ctx[2]],
            heads,
            scale,
        )
    };
    let cat = || -> candle_core::Result<(Tensor, Tensor)> {
        let c = |i: usize| Tensor::cat(&[&img[i], &ctx[i]], 1);
        let o = flash_attention(&c(0)?, &c(1)?, &c(2)?, heads, scale)?;
        Ok((
            o.narrow(1, 0, n)?.contiguous()?,
            o.narrow(1, n, m)?.contiguous()?,
        ))
    };
    let ((a0, a1), (c0, c1)) = (joint()?, cat()?);
    // Both take `flash64_fwd` on sm_80+; elsewhere the joint kernel walks 64 keys a tile
    // and the concatenation's another tile where `CANDELA_FLASH_KT` forces one, and then
    // sums in another order: the rows are compared (and reported exact) only where both
    // walk the same tiles.
    let same_tiles = crate::nets::cuda_ops::flash_walks_joint_tiles(&img[0], d, n + m);
    for (name, x, y) in [("image", &a0, &c0), ("text", &a1, &c1)] {
        let diff = (x.to_dtype(DType::F32)? - y.to_dtype(DType::F32)?)?
            .abs()?
            .max_all()?
            .to_scalar::<f32>()?;
        if diff != 0.0 && same_tiles {
            return Err(crate::Error::Msg(format!(
                "joint flash attention: the {name} rows differ from the concatenated sequence's by {diff}"
            )));
        }
    }
    let ms = |f: &dyn Fn() -> candle_core::Result<(Tensor, Tensor)>| {
        time_ms(device, iters, || f().map(|(x, _)| x))
    };
    Ok(vec![
        serde_json::json!({"op": format!("joint attention {b}x({n}+{m}) tokens, {heads}x{d}, segments read in place"), "ms": ms(&joint)?, "exact": same_tiles}),
        serde_json::json!({"op": "joint attention, concatenated then split (the old path)", "ms": ms(&cat)?}),
    ])
}

/// The fp8 weight decode (`weights_dtype::upcast`, the kernel a layer held in fp8 runs
/// before each use): every byte value of both formats against the CPU's decode, at offsets
/// that leave the bytes unaligned too (an error if one differs), and its bandwidth on a
/// tensor the size of SDXL's largest weights beside a plain copy of its output.
fn fp8_decode(device: &Device, dtype: DType, iters: usize) -> Result<Vec<serde_json::Value>> {
    use crate::weights_dtype::{upcast, E5M2};
    let mut out = Vec::new();
    let bytes: Vec<u8> = (0..4096).map(|i| (i * 7 + i / 256) as u8).collect();
    let e4m3: Vec<_> = bytes
        .iter()
        .map(|&b| float8::F8E4M3::from_bits(b))
        .collect();
    for (name, held) in [
        (
            "fp8_e4m3fn",
            Tensor::from_vec(e4m3, bytes.len(), &Device::Cpu)?,
        ),
        (
            "fp8_e5m2",
            Tensor::from_vec(bytes.clone(), bytes.len(), &Device::Cpu)?.to_dtype(E5M2)?,
        ),
    ] {
        let want: Vec<f32> = upcast(&held, DType::F32)?.to_vec1()?;
        let on_device = held.to_device(device)?;
        for offset in [0usize, 1, 3, 16, 17] {
            let len = bytes.len() - offset - 5;
            let got: Vec<f32> = upcast(&on_device.narrow(0, offset, len)?, dtype)?
                .to_dtype(DType::F32)?
                .to_vec1()?;
            let cpu: Vec<f32> = Tensor::new(&want[offset..offset + len], &Device::Cpu)?
                .to_dtype(dtype)?
                .to_dtype(DType::F32)?
                .to_vec1()?;
            let bad = got
                .iter()
                .zip(&cpu)
                .position(|(g, w)| !(g == w || (g.is_nan() && w.is_nan())));
            if let Some(i) = bad {
                return Err(crate::Error::Msg(format!(
                    "{name} decode at offset {offset}: element {i} (byte {:#04x}) is {} on the device, {} on the CPU",
                    bytes[offset + i],
                    got[i],
                    cpu[i]
                )));
            }
        }
        out.push(serde_json::json!({"op": format!("{name} decode, every byte value at offsets 0/1/3/16/17"), "exact": true}));
    }
    // SDXL's largest Linear, 10240 x 1280, sixteen times over: 210 MB held, 420 MB out.
    let n = 16 * 10240 * 1280;
    let held = Tensor::from_vec(
        (0..n)
            .map(|i| float8::F8E4M3::from_bits((i % 251) as u8 & 0x7e))
            .collect(),
        n,
        &Device::Cpu,
    )?
    .to_device(device)?;
    let ms = time_ms(device, iters, || upcast(&held, dtype))?;
    let moved = (n + n * dtype.size_in_bytes()) as f64;
    out.push(serde_json::json!({"op": format!("fp8_e4m3fn decode of {n} weights to {dtype:?}"), "ms": ms, "gb_per_s": moved / ms / 1e6}));
    let decoded = upcast(&held, dtype)?;
    let copy_ms = time_ms(device, iters, || decoded.affine(1.0, 0.0))?;
    let copied = (2 * n * dtype.size_in_bytes()) as f64;
    out.push(serde_json::json!({"op": format!("copy of the {dtype:?} result"), "ms": copy_ms, "gb_per_s": copied / copy_ms / 1e6}));
    // The device's own copy of the same bytes: what a kernel bound by memory can reach.
    let dtod_ms = time_ms(device, iters, || decoded.copy())?;
    out.push(serde_json::json!({"op": format!("device-to-device copy of the {dtype:?} result"), "ms": dtod_ms, "gb_per_s": copied / dtod_ms / 1e6}));
    out.extend(fp8_layer_decode(device, dtype, iters)?);
    Ok(out)
}

/// A layer's fp8 weight and bias decoded together (`weights_dtype::upcast_layer`, one
/// launch on CUDA) against each alone (an error unless both give the same bits), at
/// SDXL's shapes (a 640-wide attention Linear, a 1280-channel 3x3 convolution, the largest
/// Linear) with the bias at an odd offset too, and the time of both ways on the small
/// layer, where the second launch costs more than its bytes.
fn fp8_layer_decode(device: &Device, dtype: DType, iters: usize) -> Result<Vec<serde_json::Value>> {
    use crate::weights_dtype::{upcast, upcast_layer};
    let bytes = |n: usize, seed: usize| -> candle_core::Result<Tensor> {
        let v: Vec<_> = (0..n)
            .map(|i| float8::F8E4M3::from_bits(((i * 7 + seed) % 251) as u8 & 0x7e))
            .collect();
        Tensor::from_vec(v, n, &Device::Cpu)?.to_device(device)
    };
    let same = |a: &Tensor, b: &Tensor| -> Result<bool> {
        let d = (a.to_dtype(DType::F32)? - b.to_dtype(DType::F32)?)?
            .abs()?
            .max_all()?
            .to_scalar::<f32>()?;
        Ok(d == 0.0)
    };
    for (shape, offset) in [
        (vec![640, 640], 0),
        (vec![1280, 1280, 3, 3], 0),
        (vec![10240, 1280], 0),
        (vec![640, 640], 3),
    ] {
        let out = shape[0];
        let w = bytes(shape.iter().product(), 1)?.reshape(shape.as_slice())?;
        let b = bytes(out + offset, 5)?.narrow(0, offset, out)?;
        let (wt, bt) = upcast_layer(&w, Some(&b), dtype, true)?;
        let bias_same = match bt {
            Some(bt) => same(&bt, &upcast(&b, dtype)?)?,
            None => false,
        };
        if !(same(&wt, &upcast(&w, dtype)?)? && bias_same) {
            return Err(crate::Error::Msg(format!(
                "fp8 decode of a {shape:?} layer's weight and bias (bias offset {offset}) together differs from each alone"
            )));
        }
    }
    let w = bytes(640 * 640, 1)?.reshape((640, 640))?;
    let b = bytes(640, 5)?;
    let together = time_ms(device, iters * 10, || {
        Ok(upcast_layer(&w, Some(&b), dtype, true)?.0)
    })?;
    let apart = time_ms(device, iters * 10, || {
        Ok(upcast_layer(&w, Some(&b), dtype, false)?.0)
    })?;
    Ok(vec![
        serde_json::json!({"op": "fp8 layer decode, weight and bias together, every shape", "exact": true}),
        serde_json::json!({"op": "fp8 decode of a 640x640 Linear and its bias: together / apart", "ms": [together, apart]}),
    ])
}
