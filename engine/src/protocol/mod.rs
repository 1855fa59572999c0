//! The worker protocol: JSON lines on stdio between the app and `candela-engine serve`.
//! Requests go in, events come out; both are tagged by `"type"`. The app never touches a
//! tensor, the engine never knows egui: these types are all they share.
//!
//! This module is also the one source of the names both sides use: [`Offload`],
//! [`Sampler`], [`Phase`], the ControlNet preprocessors and the refiner's defaults. It
//! depends on nothing but serde (and std) and `ranges.rs` (the ranges of its numbers,
//! serde_json only), so the app can read it without the engine's tensors and every other
//! module can use it.
//!
//! - `job.rs`: what a job asks for ([`JobSpec`] and its parts), as the app and the queue
//!   file write it.
//! - `messages.rs`: the request and event lines ([`Request`], [`Event`]).
//! - `names.rs`: the user-facing names (samplers, schedules, noise sources, emphasis,
//!   ControlNet preprocessors and resizes) and [`UnknownName`].
//! - `memory.rs`: the memory plan's names: offload modes, weights dtypes, net devices,
//!   the job's phases and their peaks.

mod job;
mod memory;
mod messages;
mod names;

pub use job::{
    AttachSpec, ControlSpec, Img2ImgSpec, JobSpec, LoraSpec, PlanSettings, RefinerSpec,
    SkipLayerGuidance, DEFAULT_AESTHETIC_SCORE, DEFAULT_NEGATIVE_AESTHETIC_SCORE, DEFAULT_SWITCH,
};
pub use memory::{LoraApply, NetDevice, Offload, Phase, PhasePeaks, WeightsDtype};
pub use messages::{Event, ModelSummary, Request};
pub use names::{
    Emphasis, Preprocess, Resize, RngSource, Sampler, Schedule, SdeTreeRng, StrengthRule,
    UnknownName,
};

#[cfg(test)]
mod tests;
