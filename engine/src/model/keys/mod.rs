//! Key mapping per component: a checkpoint's original (LDM, A1111, lllyasviel) tensor names
//! to the diffusers-style parameter names our nets ask for. Single-file checkpoints
//! (`super::single_file`) and ControlNet files go through these functions, and so can a
//! LoRA loader mapping the LDM names inside kohya's keys: one mapping, one place
//! (stable-diffusion.cpp's `name_conversion.cpp` keeps its formats apart the same way).
//!
//! Every function takes a name without its component's prefix (`model.diffusion_model.`,
//! `first_stage_model.`, ...) and returns none for a name the component does not use.
pub mod clip;
pub mod controlnet;
pub mod unet;
pub mod vae;

use std::collections::BTreeSet;

/// `"12.rest"` after `prefix` → `(12, "rest")`.
pub fn index_after<'s>(s: &'s str, prefix: &str) -> Option<(usize, &'s str)> {
    let (n, rest) = s.strip_prefix(prefix)?.split_once('.')?;
    Some((n.parse().ok()?, rest))
}

/// Distinct indices `N` of `prefix N.` under `prefix`.
pub fn indices<'s>(names: impl Iterator<Item = &'s str>, prefix: &str) -> BTreeSet<usize> {
    names
        .filter_map(|n| index_after(n, prefix).map(|(i, _)| i))
        .collect()
}
