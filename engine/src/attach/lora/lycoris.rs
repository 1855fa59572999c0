//! LyCORIS' product forms, as its own `get_weight` and ComfyUI's loader compute them.
//! LoHa (`hada_*`): `(w1a @ w1b) * (w2a @ w2b) x alpha / rank`, each factor through its
//! Tucker core (`hada_t1`/`hada_t2`, then `w_a` is [rank, out]) when there is one.
//! LoKr (`lokr_*`): `kron(w1, w2)`, each side stored whole (`lokr_w1`) or as a product
//! (`lokr_w1_a @ lokr_w1_b`, `lokr_w2` through `lokr_t2`); `alpha / rank` only when a
//! side is a product (rank: that product's), else 1. (LoCon is plain `lora_down`/`lora_up`
//! on convolutions: `delta`.)
use super::ops::{f32_on, matrix, tucker};
use candle_core::{Device, Result, Tensor};
use std::collections::BTreeMap;

type Tensors = BTreeMap<String, Tensor>;

/// A LoHa layer.
#[derive(Debug, Clone)]
pub struct Hada {
    w1a: Tensor,
    w1b: Tensor,
    w2a: Tensor,
    w2b: Tensor,
    t1: Option<Tensor>,
    t2: Option<Tensor>,
    scale: f64,
}

/// One Hadamard factor: `a @ b`, or through the Tucker core `t` (then `a` is [rank, out]).
fn hada_factor(a: &Tensor, b: &Tensor, t: Option<&Tensor>, dev: &Device) -> Result<Tensor> {
    let (a, b) = (f32_on(a, dev)?, matrix(&f32_on(b, dev)?)?);
    match t {
        Some(t) => tucker(&f32_on(t, dev)?, &a.t()?.contiguous()?, &b),
        None => matrix(&a)?.matmul(&b),
    }
}

impl Hada {
    pub fn from_tensors(
        t: &Tensors,
        alpha: Option<f64>,
    ) -> std::result::Result<Option<Self>, String> {
        let get = |k: &str| t.get(k).cloned();
        let (Some(w1a), Some(w1b), Some(w2a), Some(w2b)) = (
            get("hada_w1_a"),
            get("hada_w1_b"),
            get("hada_w2_a"),
            get("hada_w2_b"),
        ) else {
            if t.keys().any(|k| k.starts_with("hada_")) {
                return Err(
                    "incomplete LoHa layer: expected hada_w1_a, hada_w1_b, hada_w2_a and hada_w2_b"
                        .into(),
                );
            }
            return Ok(None);
        };
        let rank = w1b.dims().first().copied().unwrap_or(1);
        Ok(Some(Hada {
            w1a,
            w1b,
            w2a,
            w2b,
            t1: get("hada_t1"),
            t2: get("hada_t2"),
            scale: alpha.map_or(1.0, |a| a / rank as f64),
        }))
    }

    pub fn out_in(&self) -> (usize, usize) {
        match &self.t1 {
            Some(t) => (
                self.w1a.dims().get(1).copied().unwrap_or(0),
                self.w1b.dims().get(1).copied().unwrap_or(0) * kernel(t),
            ),
            None => (
                first(&self.w1a),
                self.w1b.elem_count() / first(&self.w1b).max(1),
            ),
        }
    }

    pub fn weight(&self, dev: &Device) -> Result<Tensor> {
        let w1 = hada_factor(&self.w1a, &self.w1b, self.t1.as_ref(), dev)?;
        let w2 = hada_factor(&self.w2a, &self.w2b, self.t2.as_ref(), dev)?;
        w1.mul(&w2)? * self.scale
    }
}

/// A LoKr layer.
#[derive(Debug, Clone)]
pub struct Kron {
    w1: Side,
    w2: Side,
    t2: Option<Tensor>,
    scale: f64,
}

/// One side of the Kronecker product: stored whole, or as `a @ b`.
#[derive(Debug, Clone)]
enum Side {
    Whole(Tensor),
    Product(Tensor, Tensor),
}

impl Side {
    fn read(t: &Tensors, whole: &str, a: &str, b: &str) -> std::result::Result<Self, String> {
        match (t.get(whole), t.get(a), t.get(b)) {
            (Some(w), _, _) => Ok(Side::Whole(w.clone())),
            (None, Some(a), Some(b)) => Ok(Side::Product(a.clone(), b.clone())),
            _ => Err(format!(
                "incomplete LoKr layer: expected {whole}, or {a} and {b}"
            )),
        }
    }

    fn rank(&self) -> Option<usize> {
        match self {
            Side::Whole(_) => None,
            Side::Product(_, b) => b.dims().first().copied(),
        }
    }

    /// (rows, columns) of the side as a matrix (a convolution's kernel in the columns).
    fn out_in(&self, t: Option<&Tensor>) -> (usize, usize) {
        match (self, t) {
            (Side::Whole(w), _) => (first(w), w.elem_count() / first(w).max(1)),
            (Side::Product(a, b), Some(t)) => (
                a.dims().get(1).copied().unwrap_or(0),
                b.dims().get(1).copied().unwrap_or(0) * kernel(t),
            ),
            (Side::Product(a, b), None) => (first(a), b.elem_count() / first(b).max(1)),
        }
    }

    fn matrix(&self, t: Option<&Tensor>, dev: &Device) -> Result<Tensor> {
        match self {
            Side::Whole(w) => matrix(&f32_on(w, dev)?),
            Side::Product(a, b) => matrix(&hada_factor(a, b, t, dev)?),
        }
    }
}

/// `kron(a, b)` of two matrices: [ra * rb, ca * cb].
pub(super) fn kron(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    let (ra, ca) = a.dims2()?;
    let (rb, cb) = b.dims2()?;
    let a = a.reshape((ra, 1, ca, 1))?;
    let b = b.reshape((1, rb, 1, cb))?;
    a.broadcast_mul(&b)?.reshape((ra * rb, ca * cb))
}

impl Kron {
    pub fn from_tensors(
        t: &Tensors,
        alpha: Option<f64>,
    ) -> std::result::Result<Option<Self>, String> {
        if !t.keys().any(|k| k.starts_with("lokr_")) {
            return Ok(None);
        }
        let w1 = Side::read(t, "lokr_w1", "lokr_w1_a", "lokr_w1_b")?;
        let w2 = Side::read(t, "lokr_w2", "lokr_w2_a", "lokr_w2_b")?;
        let rank = w2.rank().or(w1.rank());
        let scale = match (alpha, rank) {
            (Some(a), Some(r)) => a / r as f64,
            _ => 1.0,
        };
        Ok(Some(Kron {
            w1,
            w2,
            t2: t.get("lokr_t2").cloned(),
            scale,
        }))
    }

    pub fn out_in(&self) -> (usize, usize) {
        let (a, b) = self.w1.out_in(None);
        let (c, d) = self.w2.out_in(self.t2.as_ref());
        (a * c, b * d)
    }

    /// The product flattened as a matrix: a convolution's `kron(w1, w2)` over [out, in,
    /// kh, kw] has the same elements in the same order as the matrices' product.
    pub fn weight(&self, dev: &Device) -> Result<Tensor> {
        let w1 = self.w1.matrix(None, dev)?;
        let w2 = self.w2.matrix(self.t2.as_ref(), dev)?;
        kron(&w1, &w2)? * self.scale
    }
}

/// A tensor's first dimension, 0 for a scalar (a malformed file must not panic).
fn first(t: &Tensor) -> usize {
    t.dims().first().copied().unwrap_or(0)
}

/// A Tucker core's kernel size (its dimensions after the first two), 0 when it has none.
fn kernel(t: &Tensor) -> usize {
    t.dims().get(2..).map_or(0, |k| k.iter().product())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(v: &[f32], shape: &[usize]) -> Tensor {
        Tensor::from_vec(v.to_vec(), shape, &Device::Cpu).unwrap()
    }

    #[test]
    fn kron_of_matrices() -> Result<()> {
        let a = t(&[1., 2., 3., 4.], &[2, 2]);
        let b = t(&[0., 1., 1., 0.], &[2, 2]);
        let k = kron(&a, &b)?.to_vec2::<f32>()?;
        assert_eq!(
            k,
            vec![
                vec![0., 1., 0., 2.],
                vec![1., 0., 2., 0.],
                vec![0., 3., 0., 4.],
                vec![3., 0., 4., 0.]
            ]
        );
        Ok(())
    }

    #[test]
    fn loha_is_the_hadamard_product_times_alpha_over_rank() -> Result<()> {
        let mut m = Tensors::new();
        m.insert("hada_w1_a".into(), t(&[1., 2.], &[2, 1]));
        m.insert("hada_w1_b".into(), t(&[1., 1.], &[1, 2]));
        m.insert("hada_w2_a".into(), t(&[3., 1.], &[2, 1]));
        m.insert("hada_w2_b".into(), t(&[1., 2.], &[1, 2]));
        let h = Hada::from_tensors(&m, Some(0.5)).unwrap().unwrap();
        assert_eq!(h.out_in(), (2, 2));
        // w1 = [[1,1],[2,2]], w2 = [[3,6],[1,2]], product x 0.5.
        let w = h.weight(&Device::Cpu)?.to_vec2::<f32>()?;
        assert_eq!(w, vec![vec![1.5, 3.], vec![1., 2.]]);
        Ok(())
    }

    #[test]
    fn lokr_scales_only_decomposed_sides() -> Result<()> {
        let mut m = Tensors::new();
        m.insert("lokr_w1".into(), t(&[1., 2.], &[1, 2]));
        m.insert("lokr_w2".into(), t(&[1., 1.], &[2, 1]));
        let k = Kron::from_tensors(&m, Some(4.)).unwrap().unwrap();
        assert_eq!(k.out_in(), (2, 2));
        assert_eq!(
            k.weight(&Device::Cpu)?.to_vec2::<f32>()?,
            vec![vec![1., 2.], vec![1., 2.]]
        );
        m.remove("lokr_w2");
        m.insert("lokr_w2_a".into(), t(&[1., 1.], &[2, 1]));
        m.insert("lokr_w2_b".into(), t(&[2.], &[1, 1]));
        let k = Kron::from_tensors(&m, Some(0.5)).unwrap().unwrap();
        assert_eq!(
            k.weight(&Device::Cpu)?.to_vec2::<f32>()?,
            vec![vec![1., 2.], vec![1., 2.]]
        );
        Ok(())
    }

    #[test]
    fn an_incomplete_layer_is_an_error() {
        let mut m = Tensors::new();
        m.insert("hada_w1_a".into(), t(&[1.], &[1, 1]));
        assert!(Hada::from_tensors(&m, None).is_err());
    }

    /// peft's own LoHa and LoKr deltas (tools/parity/make_lycoris_peft_refs.py) on a Linear
    /// and a 3x3 Conv2d, from the same factors under LyCORIS' names.
    #[test]
    fn loha_and_lokr_deltas_match_peft() -> Result<()> {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/testdata/lycoris_peft.safetensors"
        );
        let all = candle_core::safetensors::load(path, &Device::Cpu)?;
        for layer in ["loha_lin", "loha_conv", "lokr_lin", "lokr_conv"] {
            let prefix = format!("{layer}.");
            let t: Tensors = all
                .iter()
                .filter_map(|(k, v)| Some((k.strip_prefix(&prefix)?.to_string(), v.clone())))
                .collect();
            let alpha = Some(t["alpha"].to_scalar::<f32>()? as f64);
            let got = if layer.starts_with("loha") {
                let h = Hada::from_tensors(&t, alpha).unwrap().unwrap();
                assert_eq!(h.out_in(), (8, t["delta"].elem_count() / 8));
                h.weight(&Device::Cpu)?
            } else {
                let k = Kron::from_tensors(&t, alpha).unwrap().unwrap();
                assert_eq!(k.out_in(), (8, t["delta"].elem_count() / 8));
                k.weight(&Device::Cpu)?
            };
            let want = t["delta"].flatten_all()?;
            let err = (got.flatten_all()? - &want)?
                .abs()?
                .max(0)?
                .to_scalar::<f32>()?;
            let scale = want.abs()?.max(0)?.to_scalar::<f32>()?;
            assert!(err <= 1e-6 * scale, "{layer}: {err} of {scale}");
        }
        Ok(())
    }
}
