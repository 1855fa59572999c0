//! LoRA and LyCORIS files: read in any of the formats people download (`file`, named as
//! `kohya` or `peft` name layers; LyCORIS' products in `lycoris`), matched to a model's
//! layers (`bind`), and merged into the weights the nets hold (`merge`) or kept as
//! separate deltas the nets add in their forward pass (`separate`).
mod bind;
mod delta;
mod file;
mod kohya;
mod lycoris;
mod merge;
mod ops;
mod part;
mod peft;
mod prompt;
mod separate;

pub use bind::{Lora, Net, Target};
pub use merge::{LoraSet, Merged, Separate, WeightSink};
pub use prompt::{extract_loras, job_loras, parse_lora_arg, prompt_text, resolve, PromptLora};
pub use separate::{factor_elems, keeps_separate};
