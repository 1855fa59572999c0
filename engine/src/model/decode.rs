//! How a tensor's stored bytes become values: a candle dtype's little-endian bytes, or fp8
//! e5m2 bits (which candle has no dtype for), converted to the dtype a net asks for in one
//! pass straight from the memory map.
use candle_core::{DType, Device, Shape, Tensor};

/// How a tensor's bytes encode its values: as a candle dtype, or as fp8 e5m2 bits.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Format {
    Candle(DType),
    E5m2,
}

impl Format {
    /// The candle dtype the bytes are held in (e5m2: `U8` bits).
    pub(crate) fn dtype(self) -> DType {
        match self {
            Format::Candle(d) => d,
            Format::E5m2 => crate::weights_dtype::E5M2,
        }
    }

    pub(crate) fn is_float(self) -> bool {
        match self {
            Format::E5m2 => true,
            Format::Candle(d) => matches!(
                d,
                DType::F16 | DType::BF16 | DType::F32 | DType::F64 | DType::F8E4M3
            ),
        }
    }

    /// The name safetensors gives it.
    pub(crate) fn name(self) -> String {
        match self {
            Format::E5m2 => "F8_E5M2".into(),
            Format::Candle(d) => format!("{d:?}").to_uppercase(),
        }
    }
}

/// Converts raw little-endian bytes of `src` format into a tensor of `dst` dtype in one
/// pass (e5m2 asked for as its holding dtype keeps its bits), on every core: an SDXL
/// checkpoint in bf16 or f32 read as f16 converts 2.6 billion values, and one core takes
/// seconds over them.
pub(crate) fn tensor_from_bytes(
    bytes: &[u8],
    src: Format,
    dst: DType,
    shape: &[usize],
    device: &Device,
) -> candle_core::Result<Tensor> {
    use half::{bf16, f16};
    let shape = Shape::from(shape.to_vec());
    let fp8 = matches!(dst, DType::F8E4M3 | crate::weights_dtype::E5M2);
    let cpu = match dst {
        d if d == src.dtype() => {
            Tensor::from_raw_buffer(bytes, src.dtype(), shape.dims(), &Device::Cpu)?
        }
        // fp8 storage straight from the file's f16 or bf16 (`Stored` asks only where that is
        // the run's dtype): one pass, no tensor of the 16-bit values between.
        _ if fp8 => match crate::weights_dtype::encode_le(bytes, src.dtype(), dst, shape.dims())? {
            Some(t) => t,
            None => crate::weights_dtype::encode(
                &Tensor::from_vec(converted(bytes, src, |v| v)?, shape, &Device::Cpu)?,
                dst,
            )?,
        },
        DType::F16 => Tensor::from_vec(converted(bytes, src, f16::from_f32)?, shape, &Device::Cpu)?,
        DType::BF16 => {
            Tensor::from_vec(converted(bytes, src, bf16::from_f32)?, shape, &Device::Cpu)?
        }
        DType::F32 => Tensor::from_vec(converted(bytes, src, |v| v)?, shape, &Device::Cpu)?,
        _ => Tensor::from_vec(converted(bytes, src, |v| v)?, shape, &Device::Cpu)?.to_dtype(dst)?,
    };
    cpu.to_device(device)
}

/// `f` of every value of `bytes` (`src` format), in order, converted in chunks on every core.
fn converted<D: Default + Clone + Send>(
    bytes: &[u8],
    src: Format,
    f: impl Fn(f32) -> D + Sync + Send,
) -> candle_core::Result<Vec<D>> {
    use rayon::prelude::*;
    const CHUNK: usize = 1 << 16;
    let size = src.dtype().size_in_bytes();
    let mut out = vec![D::default(); bytes.len() / size];
    out.par_chunks_mut(CHUNK)
        .zip(bytes.par_chunks(CHUNK * size))
        .try_for_each(|(out, bytes)| {
            for (o, v) in out.iter_mut().zip(f32_values(bytes, src)?) {
                *o = f(v);
            }
            Ok::<_, candle_core::Error>(())
        })?;
    Ok(out)
}

/// The values of little-endian float `bytes` as f32, read straight from the map (no
/// intermediate buffer), so a dtype change costs exactly one pass.
pub(crate) fn f32_values(
    bytes: &[u8],
    src: Format,
) -> candle_core::Result<Box<dyn Iterator<Item = f32> + '_>> {
    use half::{bf16, f16};
    let src = match src {
        Format::E5m2 => {
            return Ok(Box::new(
                bytes.iter().map(|&b| float8::F8E5M2::from_bits(b).to_f32()),
            ))
        }
        Format::Candle(d) => d,
    };
    Ok(match src {
        DType::F16 => Box::new(
            bytes
                .chunks_exact(2)
                .map(|b| f16::from_le_bytes([b[0], b[1]]).to_f32()),
        ),
        DType::BF16 => Box::new(
            bytes
                .chunks_exact(2)
                .map(|b| bf16::from_le_bytes([b[0], b[1]]).to_f32()),
        ),
        DType::F32 => Box::new(
            bytes
                .chunks_exact(4)
                .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])),
        ),
        DType::F8E4M3 => Box::new(bytes.iter().map(|&b| float8::F8E4M3::from_bits(b).to_f32())),
        DType::F64 => Box::new(
            bytes
                .chunks_exact(8)
                .map(|b| f64::from_le_bytes(b.try_into().expect("8 bytes")) as f32),
        ),
        other => candle_core::bail!("cannot convert weights of dtype {other:?} to a float dtype"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use half::{bf16, f16};

    /// Split across cores, every value comes out where one pass in order puts it: a tensor
    /// of several chunks and a ragged last one, from each stored format to each float dtype.
    #[test]
    fn conversions_split_across_cores_keep_every_value_in_place() -> candle_core::Result<()> {
        let n = 3 * (1 << 16) + 77;
        let values: Vec<f32> = (0..n).map(|i| ((i as f32) * 0.37).sin() * 300.0).collect();
        let stored: Vec<(Format, Vec<u8>)> = vec![
            (
                Format::Candle(DType::F32),
                values.iter().flat_map(|v| v.to_le_bytes()).collect(),
            ),
            (
                Format::Candle(DType::BF16),
                values
                    .iter()
                    .flat_map(|v| bf16::from_f32(*v).to_le_bytes())
                    .collect(),
            ),
            (
                Format::Candle(DType::F16),
                values
                    .iter()
                    .flat_map(|v| f16::from_f32(*v).to_le_bytes())
                    .collect(),
            ),
            (
                Format::Candle(DType::F8E4M3),
                values
                    .iter()
                    .map(|v| float8::F8E4M3::from_f32(*v).to_bits())
                    .collect(),
            ),
            (
                Format::E5m2,
                values
                    .iter()
                    .map(|v| float8::F8E5M2::from_f32(*v).to_bits())
                    .collect(),
            ),
        ];
        for (format, bytes) in &stored {
            let want: Vec<f32> = f32_values(bytes, *format)?.collect();
            for dst in [DType::F32, DType::F16, DType::BF16] {
                let got = tensor_from_bytes(bytes, *format, dst, &[n / 5, 5], &Device::Cpu)?;
                assert_eq!(got.dims(), &[n / 5, 5]);
                let got = got.flatten_all()?.to_dtype(DType::F32)?.to_vec1::<f32>()?;
                let want: Vec<f32> = Tensor::from_vec(want.clone(), n, &Device::Cpu)?
                    .to_dtype(dst)?
                    .to_dtype(DType::F32)?
                    .to_vec1()?;
                assert_eq!(got, want, "{format:?} to {dst:?}");
            }
        }
        Ok(())
    }
}
