//! Text encoders: CLIP-L as transformers names it (SD 1.x, SDXL's first encoder) and
//! OpenCLIP (SD 2.x, SDXL's bigG) renamed to a transformers CLIPTextModel, the inverse of
//! diffusers' `convert_ldm_clip_checkpoint` and `convert_open_clip_checkpoint`.
use super::index_after;
use crate::model::weights::Transform;

/// The parts of a CLIPTextModel SD reads (no pooler, no position ids buffer).
const CLIP_PARTS: [&str; 4] = [
    "embeddings.token_embedding.",
    "embeddings.position_embedding.",
    "encoder.layers.",
    "final_layer_norm.",
];

/// diffusers name of a CLIP-L tensor (without `cond_stage_model.transformer.`): the name
/// itself under `text_model.` (some old files lack that level, transformers < 4.x naming);
/// none for what SD does not read.
pub fn clip_name(name: &str) -> Option<String> {
    let name = if name.starts_with("text_model.") {
        name.to_string()
    } else {
        format!("text_model.{name}")
    };
    let t = &name["text_model.".len()..];
    CLIP_PARTS.iter().any(|w| t.starts_with(w)).then_some(name)
}

/// diffusers names (and transforms) of an OpenCLIP tensor (without `cond_stage_model.model.`);
/// none for what SD does not use (text_projection, logit_scale, resblocks past `layers`).
pub fn open_clip_names(name: &str, layers: usize, width: usize) -> Vec<(String, Transform)> {
    let one = |s: String| vec![(s, Transform::None)];
    match name {
        "token_embedding.weight" => {
            return one("text_model.embeddings.token_embedding.weight".into())
        }
        "positional_embedding" => {
            return one("text_model.embeddings.position_embedding.weight".into())
        }
        _ => {}
    }
    if let Some(p) = name.strip_prefix("ln_final.") {
        return one(format!("text_model.final_layer_norm.{p}"));
    }
    let Some((n, t)) = index_after(name, "transformer.resblocks.").filter(|(n, _)| *n < layers)
    else {
        return Vec::new();
    };
    let base = format!("text_model.encoder.layers.{n}");
    if let Some(param) = t.strip_prefix("attn.in_proj_") {
        let rows = |i: usize| Transform::Rows {
            start: i * width,
            len: width,
        };
        return ["q", "k", "v"]
            .iter()
            .enumerate()
            .map(|(i, qkv)| (format!("{base}.self_attn.{qkv}_proj.{param}"), rows(i)))
            .collect();
    }
    const PARTS: [(&str, &str); 5] = [
        ("ln_1.", "layer_norm1."),
        ("ln_2.", "layer_norm2."),
        ("attn.out_proj.", "self_attn.out_proj."),
        ("mlp.c_fc.", "mlp.fc1."),
        ("mlp.c_proj.", "mlp.fc2."),
    ];
    PARTS
        .iter()
        .find_map(|(l, d)| t.strip_prefix(l).map(|r| one(format!("{base}.{d}{r}"))))
        .unwrap_or_default()
}
