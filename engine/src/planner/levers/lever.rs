//! What a memory lever declares ([`Lever`]) and what its prediction sees ([`Context`]).
use crate::attach::Model;
use crate::planner::plan::{Backend, JobShape, Plan};
use crate::planner::rung::Rung;
use crate::planner::term::Term;
use crate::planner::weights::WeightSizes;

/// Everything the CLI, the protocol, the app and the planner need to know of a lever.
pub struct Lever {
    /// Its key in the protocol's `levers`, in `plan`'s JSON and in the app's settings (the
    /// flag's words joined by `_`); also the CLI argument's id.
    pub key: &'static str,
    /// The CLI flag without its leading dashes.
    pub flag: &'static str,
    /// The flag's help text.
    pub help: &'static str,
    /// Its values as the flag, the protocol and `plan` write them, each with the app's
    /// hover text. The first is `auto` (the default): as the one after it, unless the
    /// budget ladder lowers it.
    pub choices: &'static [(&'static str, &'static str)],
    /// The app's label for its row ("Offload text encoders").
    pub label: &'static str,
    /// Where the ladder lowers an `auto` lever: after the named rung, to the named value
    /// (none: only the user sets it).
    pub rung: Option<(Rung, &'static str)>,
    /// Where the lever is `auto` and the budget's choice fits with room to spare, the
    /// values the choice tries, the fastest first: the first that still fits and changes
    /// the prediction is kept (`choose.rs`). Empty: the choice leaves it.
    pub raise: &'static [&'static str],
    /// The budget a raised value leaves free beyond its predicted peak, in MiB (the
    /// choice keeps a value only where its plan fits with this much to spare).
    pub raise_room_mib: u64,
    /// Whether, without a budget, the choice raises it (through [`Lever::raise`]) as far
    /// as the job's predicted peak allows: the first value whose plan's peak is no higher
    /// (`choose.rs`). The peak does not move; the phases under it use their room.
    pub raise_within_peak: bool,
    /// Whether lowering it can change anything in `plan` (the ladder passes over it
    /// where not).
    pub matters: fn(plan: &Plan) -> bool,
    /// Whether its lowered value changes the picture (the ladder's fallback after an
    /// out-of-memory error keeps the numbers, and leaves such rungs out).
    pub changes_numbers: bool,
    /// What it does to each phase's terms (text encoding, denoising, VAE) when set to
    /// the value given.
    pub predict: fn(value: &str, at: &Context, phases: &mut [Vec<Term>; 3]),
    /// The bytes it moves from host to device once a job when set to the value given
    /// (the predicted time prices them as offload's copies).
    pub moves: fn(value: &str, at: &Context) -> u64,
    /// The bytes it takes off the bus every step when set to the value given (sequential
    /// offload's copies, which the predicted step time prices).
    pub spares: fn(value: &str, at: &Context) -> u64,
}

impl Lever {
    /// The index of `value` among its choices.
    pub(super) fn choice(&self, value: &str) -> Option<u8> {
        self.choices
            .iter()
            .position(|(v, _)| *v == value)
            .map(|i| i as u8)
    }

    /// The values as `--help` lists them.
    pub fn value_names(&self) -> Vec<&'static str> {
        self.choices.iter().map(|(v, _)| *v).collect()
    }
}

/// What a lever's prediction sees: the job and its plan as the planner does.
pub struct Context<'a> {
    pub model: &'a Model,
    pub job: &'a JobShape,
    pub plan: &'a Plan,
    pub backend: Backend,
    pub weights: &'a WeightSizes,
}
