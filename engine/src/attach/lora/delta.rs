//! What one layer of a LoRA adds to a weight, as diffusers' `fuse_lora` adds it:
//! `up @ down x alpha / rank` (kohya, PEFT, LoCon convolutions, LoCon's Tucker `lora_mid`),
//! or LyCORIS' LoHa / LoKr / full products (see `lycoris`).
use super::lycoris;
use super::ops::{f32_on, matrix, scalar, tucker};
use candle_core::{Device, Result, Tensor};
use std::collections::BTreeMap;

/// One layer's change to a weight, before the LoRA's strength.
#[derive(Debug, Clone)]
pub enum Delta {
    /// `up @ down x scale`; `down` [r, in, (kh, kw)], `up` [out, r, (1, 1)]; with `mid`
    /// [r, r, kh, kw] (LoCon's Tucker form) the product runs through it.
    LowRank {
        down: Tensor,
        up: Tensor,
        mid: Option<Tensor>,
        scale: f64,
    },
    Hada(lycoris::Hada),
    Kron(lycoris::Kron),
    /// LyCORIS' "full" (`diff`): the change itself.
    Full(Tensor),
}

impl Delta {
    /// The layer's delta from its tensors (by kohya suffix). `scale` overrides
    /// `alpha / rank` (diffusers' adapter metadata); `rank_scale` is the default when the
    /// file has no alpha (kohya: 1, i.e. alpha = rank). None when the tensors form no
    /// layer (a lone `alpha`, say).
    pub fn from_tensors(
        t: &BTreeMap<String, Tensor>,
        scale: Option<&dyn Fn(usize) -> f64>,
    ) -> std::result::Result<Option<Delta>, String> {
        let alpha = match t.get("alpha") {
            Some(a) => Some(scalar(a).map_err(|e| e.to_string())?),
            None => None,
        };
        if t.contains_key("dora_scale") {
            return Err("DoRA layers (dora_scale) are not supported; use a plain LoRA".into());
        }
        if let (Some(down), Some(up)) = (t.get("lora_down.weight"), t.get("lora_up.weight")) {
            let rank = *down.dims().first().ok_or("lora_down is a scalar")?;
            if up.dims().get(1) != Some(&rank) {
                return Err(format!(
                    "lora_up {:?} does not fit lora_down {:?} (rank {rank})",
                    up.dims(),
                    down.dims()
                ));
            }
            let mid = t.get("lora_mid.weight");
            if let Some(m) = mid.filter(|m| m.dims().len() != 4 || m.dims()[..2] != [rank, rank]) {
                return Err(format!(
                    "lora_mid {:?} is not [rank, rank, kh, kw] for rank {rank}",
                    m.dims()
                ));
            }
            let scale = match (scale, alpha) {
                (Some(f), _) => f(rank),
                (None, Some(a)) => a / rank as f64,
                (None, None) => 1.0,
            };
            return Ok(Some(Delta::LowRank {
                down: down.clone(),
                up: up.clone(),
                mid: mid.cloned(),
                scale,
            }));
        }
        if let Some(h) = lycoris::Hada::from_tensors(t, alpha)? {
            return Ok(Some(Delta::Hada(h)));
        }
        if let Some(k) = lycoris::Kron::from_tensors(t, alpha)? {
            return Ok(Some(Delta::Kron(k)));
        }
        if let Some(d) = t.get("diff") {
            return Ok(Some(Delta::Full(d.clone())));
        }
        Ok(None)
    }

    /// The weight shape's (out, in x kernel) this delta produces, to check it against the
    /// model's layer before anything is computed.
    pub fn out_in(&self) -> (usize, usize) {
        let count = |t: &Tensor| t.elem_count();
        match self {
            Delta::LowRank { down, up, mid, .. } => {
                // Any rank is read without indexing past it: a malformed layer gets a
                // shape that fits no weight (and its error), never a panic.
                let dim = |t: &Tensor, i: usize| t.dims().get(i).copied().unwrap_or(0);
                let out = dim(up, 0);
                let inner = match mid {
                    Some(m) => dim(down, 1) * count(m) / (dim(m, 0) * dim(m, 1)).max(1),
                    None => count(down) / dim(down, 0).max(1),
                };
                (out, inner)
            }
            Delta::Hada(h) => h.out_in(),
            Delta::Kron(k) => k.out_in(),
            Delta::Full(d) => (
                d.dims().first().copied().unwrap_or(1),
                count(d) / d.dims().first().copied().unwrap_or(1).max(1),
            ),
        }
    }

    /// The delta in f32 on `dev`, shaped as the weight (`shape`), without the strength.
    pub fn weight(&self, dev: &Device, shape: &[usize]) -> Result<Tensor> {
        let d = match self {
            Delta::LowRank {
                down,
                up,
                mid,
                scale,
            } => {
                let (down, up) = (matrix(&f32_on(down, dev)?)?, matrix(&f32_on(up, dev)?)?);
                let w = match mid {
                    Some(m) => tucker(&f32_on(m, dev)?, &up, &down)?,
                    None => up.matmul(&down)?,
                };
                (w * *scale)?
            }
            Delta::Hada(h) => h.weight(dev)?,
            Delta::Kron(k) => k.weight(dev)?,
            Delta::Full(d) => f32_on(d, dev)?,
        };
        d.reshape(shape)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(v: &[f32], shape: &[usize]) -> Tensor {
        Tensor::from_vec(v.to_vec(), shape, &Device::Cpu).unwrap()
    }

    #[test]
    fn low_rank_is_up_down_times_alpha_over_rank() -> Result<()> {
        let mut m = BTreeMap::new();
        m.insert(
            "lora_down.weight".into(),
            t(&[1., 2., 3., 4., 5., 6.], &[2, 3]),
        );
        m.insert("lora_up.weight".into(), t(&[1., 0., 0., 1.], &[2, 2]));
        m.insert("alpha".into(), t(&[1.], &[]));
        let d = Delta::from_tensors(&m, None).unwrap().unwrap();
        assert_eq!(d.out_in(), (2, 3));
        let w = d.weight(&Device::Cpu, &[2, 3])?;
        assert_eq!(
            w.to_vec2::<f32>()?,
            vec![vec![0.5, 1., 1.5], vec![2., 2.5, 3.]]
        );
        Ok(())
    }

    #[test]
    fn tucker_matches_the_sum() -> Result<()> {
        let core = Tensor::arange(0f32, 2. * 2. * 3. * 1., &Device::Cpu)?.reshape((2, 2, 3, 1))?;
        let left = t(&[1., 2., 3., 4., 5., 6.], &[3, 2]);
        let right = t(&[1., -1., 2., 0.5], &[2, 2]);
        let got = tucker(&core, &left, &right)?;
        assert_eq!(got.dims(), &[3, 2, 3, 1]);
        let (l, r) = (left.to_vec2::<f32>()?, right.to_vec2::<f32>()?);
        let core4 = core.flatten_all()?.to_vec1::<f32>()?;
        let at = |i: usize, j: usize, k: usize| core4[(i * 2 + j) * 3 + k];
        let g = got.flatten_all()?.to_vec1::<f32>()?;
        for (p, lp) in l.iter().enumerate() {
            for q in 0..2 {
                for k in 0..3 {
                    let s: f32 = (0..2)
                        .flat_map(|i| (0..2).map(move |j| (i, j)))
                        .map(|(i, j)| lp[i] * at(i, j, k) * r[j][q])
                        .sum();
                    assert!((g[(p * 2 + q) * 3 + k] - s).abs() < 1e-4);
                }
            }
        }
        Ok(())
    }
}
