//! LoRA and LyCORIS files: read in any of the formats people download (`file`, named as
//! `kohya` or `peft` name layers; LyCORIS' products in `lycoris`), matched to a model's
//! layers (`bind`), and merged into the weights the nets hold (`merge`).
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

pub use bind::{Lora, Net, Target};
pub use merge::{LoraSet, Merged, WeightSink};
pub use prompt::{extract_loras, job_loras, parse_lora_arg, prompt_text, resolve, PromptLora};
