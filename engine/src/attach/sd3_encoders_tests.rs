//! Tests of `sd3_encoders.rs` on files of the real sizes and names (ComfyUI's
//! text_encoders/clip_l.safetensors, clip_g.safetensors, t5xxl_fp16 and
//! t5xxl_fp8_e4m3fn.safetensors in transformers' names), written as sparse files: headers
//! with nothing behind them, which opening and checking never read.
use super::*;
use crate::attach::Model;
use crate::model::config::ClipTextConfig;
use std::collections::BTreeMap;
use std::io::Write;

/// A safetensors file of `tensors` (name, dtype, shape) whose data is a hole.
fn sparse(path: &Path, tensors: &[(String, &str, Vec<usize>)]) {
    let size = |d: &str| if d == "F8_E4M3" { 1 } else { 2 };
    let mut header = serde_json::Map::new();
    let mut at = 0usize;
    for (name, dtype, shape) in tensors {
        let n = shape.iter().product::<usize>() * size(dtype);
        header.insert(
            name.clone(),
            serde_json::json!({"dtype": dtype, "shape": shape, "data_offsets": [at, at + n]}),
        );
        at += n;
    }
    let text = serde_json::to_vec(&header).unwrap();
    let mut f = std::fs::File::create(path).unwrap();
    f.write_all(&(text.len() as u64).to_le_bytes()).unwrap();
    f.write_all(&text).unwrap();
    f.set_len((8 + text.len() + at) as u64).unwrap();
}

fn clip(width: usize, layers: usize, ff: usize) -> Vec<(String, &'static str, Vec<usize>)> {
    let mut t = vec![
        (
            "text_model.embeddings.token_embedding.weight".to_string(),
            vec![49408, width],
        ),
        (
            "text_model.embeddings.position_embedding.weight".into(),
            vec![77, width],
        ),
        ("text_model.final_layer_norm.weight".into(), vec![width]),
        ("text_model.final_layer_norm.bias".into(), vec![width]),
        ("text_projection.weight".into(), vec![width, width]),
    ];
    for i in 0..layers {
        let p = format!("text_model.encoder.layers.{i}.");
        for n in ["q_proj", "k_proj", "v_proj", "out_proj"] {
            t.push((format!("{p}self_attn.{n}.weight"), vec![width, width]));
            t.push((format!("{p}self_attn.{n}.bias"), vec![width]));
        }
        for n in ["layer_norm1", "layer_norm2"] {
            t.push((format!("{p}{n}.weight"), vec![width]));
            t.push((format!("{p}{n}.bias"), vec![width]));
        }
        t.push((format!("{p}mlp.fc1.weight"), vec![ff, width]));
        t.push((format!("{p}mlp.fc1.bias"), vec![ff]));
        t.push((format!("{p}mlp.fc2.weight"), vec![width, ff]));
        t.push((format!("{p}mlp.fc2.bias"), vec![width]));
    }
    t.into_iter().map(|(n, s)| (n, "F16", s)).collect()
}

/// T5 v1.1 XXL's encoder; its matrices in `matrices` (F16 or F8_E4M3).
fn t5xxl(matrices: &'static str) -> Vec<(String, &'static str, Vec<usize>)> {
    let (d, ff) = (4096, 10240);
    let mut t = vec![
        ("shared.weight".to_string(), matrices, vec![32128, d]),
        ("encoder.final_layer_norm.weight".into(), "F16", vec![d]),
        (
            "encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight".into(),
            "F16",
            vec![32, 64],
        ),
    ];
    for i in 0..24 {
        let p = format!("encoder.block.{i}.layer.");
        for n in ["q", "k", "v", "o"] {
            t.push((
                format!("{p}0.SelfAttention.{n}.weight"),
                matrices,
                vec![d, d],
            ));
        }
        t.push((format!("{p}0.layer_norm.weight"), "F16", vec![d]));
        t.push((
            format!("{p}1.DenseReluDense.wi_0.weight"),
            matrices,
            vec![ff, d],
        ));
        t.push((
            format!("{p}1.DenseReluDense.wi_1.weight"),
            matrices,
            vec![ff, d],
        ));
        t.push((
            format!("{p}1.DenseReluDense.wo.weight"),
            matrices,
            vec![d, ff],
        ));
        t.push((format!("{p}1.layer_norm.weight"), "F16", vec![d]));
    }
    t
}

fn attach(model: &mut Model, files: &[(&str, &Path)]) -> crate::Result<()> {
    let asked: BTreeMap<String, Vec<String>> = files
        .iter()
        .map(|(k, p)| (k.to_string(), vec![p.display().to_string()]))
        .collect();
    model.set_declared(&asked)
}

#[test]
fn real_size_encoder_files_open_for_sd35_large_with_sd3s_configs() {
    let dir = tempfile::tempdir().unwrap();
    let p = |n: &str| dir.path().join(n);
    sparse(&p("clip_l.safetensors"), &clip(768, 12, 3072));
    sparse(&p("clip_g.safetensors"), &clip(1280, 32, 5120));
    sparse(&p("t5xxl_fp16.safetensors"), &t5xxl("F16"));
    sparse(&p("t5xxl_fp8_e4m3fn.safetensors"), &t5xxl("F8_E4M3"));
    let mut model = Model::random("sd35l").unwrap();
    for t5 in ["t5xxl_fp16.safetensors", "t5xxl_fp8_e4m3fn.safetensors"] {
        let files = [
            ("clip_l", p("clip_l.safetensors")),
            ("clip_g", p("clip_g.safetensors")),
            ("t5xxl", p(t5)),
        ];
        let files: Vec<(&str, &Path)> = files.iter().map(|(k, f)| (*k, f.as_path())).collect();
        attach(&mut model, &files).unwrap();
        assert_eq!(model.text_encoder.config, ClipTextConfig::clip_l());
        let g = &model.text_encoder_2.as_ref().unwrap().config;
        assert_eq!(g, &ClipTextConfig::open_clip_big_g());
        let sd3 = model.sd3.as_ref().unwrap();
        assert_eq!(sd3.t5().unwrap().0.config, T5Config::t5_xxl(), "{t5}");
        assert_eq!(sd3.tokenizer_3.as_ref().unwrap().vocab_size(), 32100);
        model.check_complete().unwrap();
    }
    // CLIP-L and CLIP-G swapped: refused naming the file, the model left as it was.
    let swapped = [
        ("clip_l", p("clip_g.safetensors")),
        ("clip_g", p("clip_l.safetensors")),
    ];
    let swapped: Vec<(&str, &Path)> = swapped.iter().map(|(k, f)| (*k, f.as_path())).collect();
    let before = model.declared_sources();
    let e = attach(&mut model, &swapped).unwrap_err().to_string();
    assert!(
        e.contains("clip_g.safetensors") && e.contains("not this model's CLIP-L"),
        "{e}"
    );
    assert_eq!(model.declared_sources(), before);
}

#[test]
fn the_encoder_files_apply_to_sd3_only() {
    for d in [&super::CLIP_L, &super::CLIP_G, &super::T5XXL] {
        for label in ["SD 3", "SD 3.5 Medium", "SD 3.5 Large", ""] {
            assert!(d.applies_to_label(label), "{} for {label:?}", d.key);
        }
        for label in ["SD 1.x", "SDXL", "SD 2.x", "SD 30"] {
            assert!(!d.applies_to_label(label), "{} for {label:?}", d.key);
        }
    }
    let any = &crate::attach::text_encoder::DECLARATION;
    assert!(any.applies_to_label("SDXL") && any.applies_to_label("SD 3.5 Large"));
}
