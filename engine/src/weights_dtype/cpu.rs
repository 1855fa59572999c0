//! fp8 casts of CPU tensors on every core, through tables. Packing a stored UNet's fp8
//! layers into host memory (model and sequential offload) encodes every weight here: candle's
//! cast converts one element at a time on one core (14 ns an element measured, 35 s for
//! SDXL's UNet; the app's worker took 50 s for an SDXL job under a 4 GiB budget where 8 GiB
//! took 10). An f16 or bf16 weight has 65536 possible values, so its fp8 byte is a lookup
//! in a table made once from `float8`'s own conversion: the same bits as candle's cast
//! (`from_f32` of the value), found in a load. An fp8 byte has 256 values, so decoding is a
//! lookup too.
use super::held::E5M2;
use candle_core::{DType, Device, Result, Tensor};
use half::{bf16, f16};
use rayon::prelude::*;
use std::sync::OnceLock;

/// Elements a worker converts at a time: enough that splitting costs nothing beside it.
const CHUNK: usize = 1 << 16;

/// One fp8 format's conversions, by its dtype (`F8E4M3`, or `U8` holding e5m2's bits).
#[derive(Clone, Copy)]
enum Fp8 {
    E4M3,
    E5M2,
}

impl Fp8 {
    fn of(dtype: DType) -> Option<Self> {
        match dtype {
            DType::F8E4M3 => Some(Fp8::E4M3),
            E5M2 => Some(Fp8::E5M2),
            _ => None,
        }
    }

    /// The byte of `v` rounded to nearest even (e4m3fn saturating at +-448, as torch's cast).
    fn byte(self, v: f32) -> u8 {
        match self {
            Fp8::E4M3 => float8::F8E4M3::from_f32(v).to_bits(),
            Fp8::E5M2 => float8::F8E5M2::from_f32(v).to_bits(),
        }
    }

    fn value(self, b: u8) -> f32 {
        match self {
            Fp8::E4M3 => float8::F8E4M3::from_bits(b).to_f32(),
            Fp8::E5M2 => float8::F8E5M2::from_bits(b).to_f32(),
        }
    }

    /// The fp8 byte of every 16-bit pattern of `wide` (f16 or bf16), made once.
    fn table_from(self, wide: DType) -> &'static [u8] {
        static TABLES: [OnceLock<Vec<u8>>; 4] = [const { OnceLock::new() }; 4];
        let (slot, value): (usize, fn(u16) -> f32) = match wide {
            DType::F16 => (0, |b| f16::from_bits(b).to_f32()),
            _ => (1, |b| bf16::from_bits(b).to_f32()),
        };
        let slot = slot + 2 * self as usize;
        TABLES[slot].get_or_init(|| (0..=u16::MAX).map(|b| self.byte(value(b))).collect())
    }
}

/// `t` (on the CPU) held in `held`, an fp8 dtype.
pub fn encode(t: &Tensor, held: DType) -> Result<Tensor> {
    let Some(fp8) = Fp8::of(held) else {
        candle_core::bail!("{held:?} is not an fp8 dtype")
    };
    let flat = t.flatten_all()?;
    let bytes: Vec<u8> = match flat.dtype() {
        DType::F16 => {
            let table = fp8.table_from(DType::F16);
            map(&flat.to_vec1::<f16>()?, |v| table[v.to_bits() as usize])
        }
        DType::BF16 => {
            let table = fp8.table_from(DType::BF16);
            map(&flat.to_vec1::<bf16>()?, |v| table[v.to_bits() as usize])
        }
        _ => map(&flat.to_dtype(DType::F32)?.to_vec1::<f32>()?, |v| {
            fp8.byte(*v)
        }),
    };
    fp8_tensor(bytes, fp8, t.dims())
}

/// The little-endian f16 or bf16 values `bytes` (`wide` says which) held in `held`, an fp8
/// dtype, shaped `shape`: what [`encode`] gives for them read as a tensor, without the
/// tensor (a stored checkpoint's weights encoded straight from its file). None for other
/// dtypes.
pub fn encode_le(
    bytes: &[u8],
    wide: DType,
    held: DType,
    shape: &[usize],
) -> Result<Option<Tensor>> {
    let (Some(fp8), DType::F16 | DType::BF16) = (Fp8::of(held), wide) else {
        return Ok(None);
    };
    let table = fp8.table_from(wide);
    let bytes = bytes
        .par_chunks_exact(2)
        .with_min_len(CHUNK)
        .map(|b| table[u16::from_le_bytes([b[0], b[1]]) as usize])
        .collect();
    fp8_tensor(bytes, fp8, shape).map(Some)
}

/// fp8 `bytes` as the dtype `fp8` is held in.
fn fp8_tensor(bytes: Vec<u8>, fp8: Fp8, shape: &[usize]) -> Result<Tensor> {
    match fp8 {
        Fp8::E4M3 => Tensor::from_vec(
            map(&bytes, |b| float8::F8E4M3::from_bits(*b)),
            shape,
            &Device::Cpu,
        ),
        Fp8::E5M2 => Tensor::from_vec(bytes, shape, &Device::Cpu),
    }
}

/// `t` (fp8, on the CPU) in `compute` (f32, f16 or bf16); None for other dtypes.
pub fn upcast(t: &Tensor, compute: DType) -> Result<Option<Tensor>> {
    let Some(fp8) = Fp8::of(t.dtype()) else {
        return Ok(None);
    };
    let flat = t.flatten_all()?;
    let bytes: Vec<u8> = match fp8 {
        Fp8::E4M3 => map(&flat.to_vec1::<float8::F8E4M3>()?, |v| v.to_bits()),
        Fp8::E5M2 => flat.to_vec1::<u8>()?,
    };
    let values: [f32; 256] = std::array::from_fn(|b| fp8.value(b as u8));
    let out = match compute {
        DType::F32 => {
            Tensor::from_vec(map(&bytes, |b| values[*b as usize]), t.dims(), &Device::Cpu)?
        }
        DType::F16 => {
            let table = values.map(f16::from_f32);
            Tensor::from_vec(map(&bytes, |b| table[*b as usize]), t.dims(), &Device::Cpu)?
        }
        DType::BF16 => {
            let table = values.map(bf16::from_f32);
            Tensor::from_vec(map(&bytes, |b| table[*b as usize]), t.dims(), &Device::Cpu)?
        }
        _ => return Ok(None),
    };
    Ok(Some(out))
}

/// `f` of every element of `src`, in order, on every core.
fn map<S: Sync, D: Send>(src: &[S], f: impl Fn(&S) -> D + Sync + Send) -> Vec<D> {
    src.par_iter().with_min_len(CHUNK).map(f).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every f16 and bf16 value, and f32 values around every fp8 rounding boundary, encode
    /// to the bits candle's cast (e4m3) and `float8`'s conversion of the f32 value (e5m2)
    /// give; every fp8 byte decodes to the value they give, in each compute dtype.
    #[test]
    fn tables_give_the_bits_of_the_one_element_casts() -> Result<()> {
        let wide: Vec<u16> = (0..=u16::MAX).collect();
        let f16s = Tensor::from_vec(
            wide.iter().map(|b| f16::from_bits(*b)).collect(),
            wide.len(),
            &Device::Cpu,
        )?;
        let bf16s = Tensor::from_vec(
            wide.iter().map(|b| bf16::from_bits(*b)).collect(),
            wide.len(),
            &Device::Cpu,
        )?;
        let f32s = f16s.to_dtype(DType::F32)?.affine(1.0 + 1.0 / 4096.0, 0.0)?;
        for t in [&f16s, &bf16s, &f32s] {
            let e4 = encode(t, DType::F8E4M3)?.to_vec1::<float8::F8E4M3>()?;
            let want = t.to_dtype(DType::F8E4M3)?.to_vec1::<float8::F8E4M3>()?;
            let bits = |v: &[float8::F8E4M3]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
            assert_eq!(bits(&e4), bits(&want), "e4m3 from {:?}", t.dtype());
            let e5 = encode(t, E5M2)?.to_vec1::<u8>()?;
            let want: Vec<u8> = t
                .to_dtype(DType::F32)?
                .to_vec1::<f32>()?
                .into_iter()
                .map(|v| float8::F8E5M2::from_f32(v).to_bits())
                .collect();
            assert_eq!(e5, want, "e5m2 from {:?}", t.dtype());
        }
        let bytes: Vec<u8> = (0..=255).collect();
        let e4 = Tensor::from_vec(
            bytes
                .iter()
                .map(|b| float8::F8E4M3::from_bits(*b))
                .collect(),
            256,
            &Device::Cpu,
        )?;
        let e5 = Tensor::from_vec(bytes.clone(), 256, &Device::Cpu)?;
        for compute in [DType::F32, DType::F16, DType::BF16] {
            let got = upcast(&e4, compute)?
                .expect("fp8")
                .to_dtype(DType::F32)?
                .to_vec1::<f32>()?;
            let want = e4
                .to_dtype(compute)?
                .to_dtype(DType::F32)?
                .to_vec1::<f32>()?;
            let same = |a: &[f32], b: &[f32]| {
                a.iter()
                    .zip(b)
                    .all(|(x, y)| x == y || x.is_nan() && y.is_nan())
            };
            assert!(same(&got, &want), "e4m3 to {compute:?}");
            let got = upcast(&e5, compute)?
                .expect("fp8")
                .to_dtype(DType::F32)?
                .to_vec1::<f32>()?;
            let want: Vec<f32> = bytes.iter().map(|b| Fp8::E5M2.value(*b)).collect();
            assert!(same(&got, &want), "e5m2 to {compute:?}");
        }
        // Straight from little-endian bytes: the same bits as from the tensor.
        let le = [
            wide.iter()
                .flat_map(|b| f16::from_bits(*b).to_le_bytes())
                .collect::<Vec<u8>>(),
            wide.iter()
                .flat_map(|b| bf16::from_bits(*b).to_le_bytes())
                .collect(),
        ];
        for (t, le) in [&f16s, &bf16s].into_iter().zip(&le) {
            for held in [DType::F8E4M3, E5M2] {
                let direct = encode_le(le, t.dtype(), held, &[256, 256])?.expect("16-bit");
                assert_eq!(direct.dims(), &[256, 256]);
                let direct = held_bits(&direct.flatten_all()?)?;
                assert_eq!(
                    direct,
                    held_bits(&encode(t, held)?)?,
                    "{:?} to {held:?}",
                    t.dtype()
                );
            }
        }
        assert!(encode_le(&[0; 4], DType::F32, DType::F8E4M3, &[1])?.is_none());
        // Not an fp8 dtype: nothing to do here.
        assert!(upcast(&f16s, DType::F32)?.is_none());
        assert!(encode(&f16s, DType::BF16).is_err());
        Ok(())
    }

    fn held_bits(t: &Tensor) -> Result<Vec<u8>> {
        match t.dtype() {
            DType::F8E4M3 => Ok(t
                .to_vec1::<float8::F8E4M3>()?
                .iter()
                .map(|v| v.to_bits())
                .collect()),
            _ => t.to_vec1::<u8>(),
        }
    }

    /// Shapes come back as they went in, a strided input read in its logical order (small
    /// integers, which e4m3 holds exactly).
    #[test]
    fn shapes_and_strides_are_kept() -> Result<()> {
        let t = Tensor::arange(0f32, 16.0, &Device::Cpu)?
            .reshape((2, 2, 4))?
            .t()?;
        let e = encode(&t, DType::F8E4M3)?;
        assert_eq!(e.dims(), &[2, 4, 2]);
        let back = upcast(&e, DType::F32)?.expect("fp8");
        assert_eq!(back.to_vec3::<f32>()?, t.to_vec3::<f32>()?);
        Ok(())
    }
}
