//! A plan's value of each declared lever: an index into the lever's choices, by the
//! lever's place in `LEVERS` (0 is `auto`). Plain data, so the plan depends on nothing
//! else of the levers; reading and writing them by name is `levers/mod.rs`'s.

/// The most levers [`Levers`] has room for.
pub const MAX_LEVERS: usize = 8;

/// Each declared lever's value in a plan.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Levers(pub(super) [u8; MAX_LEVERS]);
