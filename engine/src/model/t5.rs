//! The T5 encoder's config (transformers' `T5Config`, the fields `T5EncoderModel` reads),
//! as SD 3's `text_encoder_3/config.json` ships it (T5 v1.1 XXL).
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct T5Config {
    pub vocab_size: usize,
    pub d_model: usize,
    /// Size of each head's keys and values (heads x d_kv need not be d_model).
    pub d_kv: usize,
    pub d_ff: usize,
    pub num_layers: usize,
    pub num_heads: usize,
    #[serde(default = "default_buckets")]
    pub relative_attention_num_buckets: usize,
    #[serde(default = "default_max_distance")]
    pub relative_attention_max_distance: usize,
    #[serde(default = "default_eps")]
    pub layer_norm_epsilon: f64,
    /// "relu" (T5 v1.0) or "gated-gelu" (v1.1, XXL); "gated-ACT" in general.
    #[serde(default = "default_proj")]
    pub feed_forward_proj: String,
}
fn default_buckets() -> usize {
    32
}
fn default_max_distance() -> usize {
    128
}
fn default_eps() -> f64 {
    1e-6
}
fn default_proj() -> String {
    "relu".into()
}

/// The feed-forward's activation and whether it is gated (`wi_0`, `wi_1`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum T5Act {
    Relu,
    /// transformers' `gelu_new`: the tanh approximation (what "gated-gelu" means).
    GeluNew,
    Silu,
}

impl T5Config {
    /// T5 v1.1 XXL's encoder as SD 3 and 3.5 ship it (`text_encoder_3/config.json`).
    pub fn t5_xxl() -> Self {
        T5Config {
            vocab_size: 32128,
            d_model: 4096,
            d_kv: 64,
            d_ff: 10240,
            num_layers: 24,
            num_heads: 64,
            relative_attention_num_buckets: 32,
            relative_attention_max_distance: 128,
            layer_norm_epsilon: 1e-6,
            feed_forward_proj: "gated-gelu".into(),
        }
    }

    /// The activation and gating `feed_forward_proj` names, or what is wrong with it
    /// (transformers accepts "ACT" and "gated-ACT").
    pub fn act(&self) -> Result<(T5Act, bool), String> {
        let (gated, act) = match self.feed_forward_proj.strip_prefix("gated-") {
            Some(a) => (true, a),
            None => (false, self.feed_forward_proj.as_str()),
        };
        let act = match act {
            "relu" => T5Act::Relu,
            // transformers maps "gated-gelu" to gelu_new (T5 v1.1's activation).
            "gelu" if gated => T5Act::GeluNew,
            "gelu_new" => T5Act::GeluNew,
            "silu" | "swish" => T5Act::Silu,
            other => {
                return Err(format!(
                    "feed_forward_proj: \"{other}\" is not supported (expected relu, gelu, gelu_new or silu, optionally gated-)"
                ))
            }
        };
        Ok((act, gated))
    }

    /// What the encoder cannot run, naming the field.
    pub fn check(&self) -> Result<(), String> {
        self.act()?;
        let sizes = [
            ("vocab_size", self.vocab_size),
            ("d_model", self.d_model),
            ("d_kv", self.d_kv),
            ("d_ff", self.d_ff),
            ("num_heads", self.num_heads),
            (
                "relative_attention_num_buckets",
                self.relative_attention_num_buckets,
            ),
        ];
        if let Some((name, _)) = sizes.iter().find(|(_, v)| *v == 0) {
            return Err(format!("{name}: must be at least 1"));
        }
        if self.relative_attention_max_distance < self.relative_attention_num_buckets / 2 {
            return Err(
                "relative_attention_max_distance: must be at least half relative_attention_num_buckets"
                    .into(),
            );
        }
        Ok(())
    }

    /// A `text_encoder_3/config.json`, checked: errors name the file and the field.
    pub fn from_json_file(path: &std::path::Path) -> crate::Result<Self> {
        let config: Self = super::folder::read_json(path)?;
        config.check().map_err(|e| crate::Error::file(path, e))?;
        Ok(config)
    }
}
