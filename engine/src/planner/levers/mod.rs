//! Memory levers that declare themselves, so that adding one is its file here, its line in
//! [`LEVERS`], and the line of the placement that obeys it. A [`Lever`] is plain data (the
//! CLI flag, its values, the app's control, where its rung sits on the budget ladder) and
//! two functions: what it does to the planner's prediction and the bytes it moves once a job
//! (the predicted time prices them). The rest reads the registry:
//! - the plan keeps each lever's value ([`Levers`], a field of [`Plan`]), prints it in
//!   `plan`'s JSON and flags, and the ladder lowers it after the rung it names
//!   ([`super::rung::Rung`]);
//! - the CLI adds one flag per lever (`bin/candela-engine/lever_args.rs`), the protocol
//!   carries the values under the job's `levers` (keyed by [`Lever::key`]; absent while
//!   every lever is `auto`), and `job::start_plan` reads them into the plan;
//! - the nets are built again when the plan's levers change (`pipeline/run.rs`), and
//!   `Nets` keeps the values it was built with for the placement to read;
//! - the app keeps the values in its settings under the same key and shows one row per
//!   lever in the VRAM panel.
//!
//! The levers before this (offload, slicing, tiling, the tile store, the weights' dtypes,
//! the nets' devices, the arena's slots) keep their own fields: their flags, JSON fields
//! and saved settings are a contract, and their effects run through the whole prediction.
//! A declared lever's effect is a change to the phases' terms that the calibration already
//! fits (weights that leave the device, activations that shrink), so its prediction holds
//! to the same standard as theirs (`recorded_tests`).
pub mod fp8_share;
mod lever;
pub mod stream_keep;
pub mod text_encoder_offload;
pub(super) mod values;

pub use lever::{Context, Lever};
pub use values::Levers;

use super::plan::Plan;
use super::term::Term;
use crate::{Error, Result};
use std::collections::BTreeMap;
use values::MAX_LEVERS;

/// Every declared lever, in the order `plan` prints them: a new lever is its file in
/// `planner/levers/` and its line here.
pub const LEVERS: &[Lever] = &[
    text_encoder_offload::LEVER,
    fp8_share::LEVER,
    stream_keep::LEVER,
];

const _: () = assert!(LEVERS.len() <= MAX_LEVERS);

/// The position in [`LEVERS`] of the lever whose key is `key`.
fn position(key: &str) -> Option<usize> {
    LEVERS.iter().position(|l| l.key == key)
}

impl Lever {
    /// Its position in [`LEVERS`].
    fn index(&self) -> usize {
        position(self.key).expect("a declared lever")
    }

    /// `plan` one step down on this lever's rung, or none where it is not `auto` (or does
    /// not matter to the plan, or changes the numbers and `fp8` is off).
    pub(super) fn lower(&self, plan: &Plan, fp8: bool) -> Option<Plan> {
        let (_, to) = self.rung?;
        if self.changes_numbers && !fp8 {
            return None;
        }
        self.moved_from_auto(plan, to)
    }

    /// `plan` with this lever at `value` (one of [`Lever::raise`]), or none where it is not
    /// `auto` or does not matter to the plan.
    pub(super) fn raised(&self, plan: &Plan, value: &str) -> Option<Plan> {
        self.moved_from_auto(plan, value)
    }

    /// `plan` with this lever moved from `auto` to `value`, one of the values its
    /// declaration names (its rung's, its raise's), where it matters to the plan.
    fn moved_from_auto(&self, plan: &Plan, value: &str) -> Option<Plan> {
        let i = self.index();
        if plan.levers.0[i] != 0 || !(self.matters)(plan) {
            return None;
        }
        let mut p = *plan;
        p.levers.0[i] = self
            .choice(value)
            .expect("a lever's rung and raise name its values");
        Some(p)
    }
}

// Reading and writing a plan's values by the levers' names ([`values`] holds them).
impl Levers {
    /// `lever`'s value.
    pub fn value(&self, lever: &Lever) -> &'static str {
        lever.choices[self.0[lever.index()] as usize].0
    }

    /// The values set in `given` (by [`Lever::key`]; a lever not named stays `auto`): an
    /// unknown key or value is an error naming it and what was expected.
    pub fn from_map(given: &BTreeMap<String, String>) -> Result<Levers> {
        let mut levers = Levers::default();
        for (key, value) in given {
            let Some(i) = position(key) else {
                let known: Vec<_> = LEVERS.iter().map(|l| l.key).collect();
                return Err(Error::field(
                    format!("levers.{key}"),
                    format!("is not a memory lever (known: {})", known.join(", ")),
                ));
            };
            let lever = &LEVERS[i];
            levers.0[i] = lever.choice(value).ok_or_else(|| {
                Error::field(
                    format!("--{}", lever.flag),
                    format!("'{value}' is not one of {}", lever.value_names().join(", ")),
                )
            })?;
        }
        Ok(levers)
    }

    /// The levers that are not `auto`, as the protocol carries them.
    pub fn to_map(&self) -> BTreeMap<String, String> {
        self.set()
            .map(|(l, v)| (l.key.to_string(), v.to_string()))
            .collect()
    }

    /// Each lever not `auto` with its value.
    fn set(&self) -> impl Iterator<Item = (&'static Lever, &'static str)> + '_ {
        LEVERS
            .iter()
            .zip(self.0)
            .filter(|(_, i)| *i != 0)
            .map(|(l, i)| (l, l.choices[i as usize].0))
    }

    /// The flags that select them (` --text-encoder-offload on`; empty while all are
    /// `auto`).
    pub fn flags(&self) -> String {
        self.set()
            .map(|(l, v)| format!(" --{} {v}", l.flag))
            .collect()
    }

    /// Every lever's value by its key, as `plan` prints the plan.
    pub fn to_json(&self) -> serde_json::Map<String, serde_json::Value> {
        LEVERS
            .iter()
            .map(|l| (l.key.to_string(), self.value(l).into()))
            .collect()
    }
}

/// Every lever's effect on the phases' terms ([`super::predict`]).
pub(super) fn predict(at: &Context, phases: &mut [Vec<Term>; 3]) {
    for lever in LEVERS {
        (lever.predict)(at.plan.levers.value(lever), at, phases);
    }
}

/// The bytes every lever takes off the bus every step ([`super::time`]).
pub(super) fn spared_every_step(at: &Context) -> u64 {
    LEVERS
        .iter()
        .map(|lever| (lever.spares)(at.plan.levers.value(lever), at))
        .sum()
}

/// The bytes every lever moves from host to device once a job ([`super::time`]).
pub(super) fn moved_once_a_job(at: &Context) -> u64 {
    LEVERS
        .iter()
        .map(|lever| (lever.moves)(at.plan.levers.value(lever), at))
        .sum()
}

#[cfg(test)]
mod tests;
