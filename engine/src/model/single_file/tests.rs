//! Tests of `single_file` (and the `keys` it maps through). Over 600 lines: one
//! synthetic-checkpoint builder (`Keys`) serves every case, so the cases stay beside it.
use super::*;
use crate::model::config::PerBlock;
use crate::model::weights::Transform;
use crate::model::weights::{ComponentWeights, TensorStore};
use candle_core::{DType, Device};
use std::collections::BTreeMap;
use std::collections::BTreeSet;
use std::path::PathBuf;
use std::sync::Arc;

/// Tensor names and shapes of a synthetic checkpoint (zero-filled f16 on disk).
#[derive(Default)]
struct Keys(BTreeMap<String, Vec<usize>>);

impl Keys {
    fn add(&mut self, name: impl Into<String>, shape: &[usize]) -> &mut Self {
        self.0.insert(name.into(), shape.to_vec());
        self
    }
    fn wb(&mut self, name: &str, w: &[usize]) -> &mut Self {
        self.add(format!("{name}.weight"), w)
            .add(format!("{name}.bias"), &w[..1])
    }
    fn norm(&mut self, name: &str, c: usize) -> &mut Self {
        self.wb(name, &[c])
    }
    fn ldm_resnet(&mut self, p: &str, cin: usize, cout: usize, temb: usize) -> &mut Self {
        self.norm(&format!("{p}.in_layers.0"), cin)
            .wb(&format!("{p}.in_layers.2"), &[cout, cin, 3, 3]);
        self.wb(&format!("{p}.emb_layers.1"), &[cout, temb])
            .norm(&format!("{p}.out_layers.0"), cout);
        self.wb(&format!("{p}.out_layers.3"), &[cout, cout, 3, 3]);
        if cin != cout {
            self.wb(&format!("{p}.skip_connection"), &[cout, cin, 1, 1]);
        }
        self
    }
    fn ldm_attention(&mut self, p: &str, c: usize, ctx: usize, linear: bool) -> &mut Self {
        let proj: &[usize] = if linear { &[c, c] } else { &[c, c, 1, 1] };
        self.norm(&format!("{p}.norm"), c)
            .wb(&format!("{p}.proj_in"), proj)
            .wb(&format!("{p}.proj_out"), proj);
        let b = format!("{p}.transformer_blocks.0");
        for (a, kv) in [("attn1", c), ("attn2", ctx)] {
            self.add(format!("{b}.{a}.to_q.weight"), &[c, c])
                .add(format!("{b}.{a}.to_k.weight"), &[c, kv]);
            self.add(format!("{b}.{a}.to_v.weight"), &[c, kv])
                .wb(&format!("{b}.{a}.to_out.0"), &[c, c]);
        }
        self.norm(&format!("{b}.norm1"), c)
            .norm(&format!("{b}.norm2"), c)
            .norm(&format!("{b}.norm3"), c);
        self.wb(&format!("{b}.ff.net.0.proj"), &[8 * c, c])
            .wb(&format!("{b}.ff.net.2"), &[c, 4 * c])
    }
    /// An LDM UNet: channels [8, 16, 16], 2 resnets per level, attention on levels 0, 1.
    fn ldm_unet(&mut self, in_channels: usize, ctx: usize, linear: bool) -> &mut Self {
        let (ch, attn, temb) = ([8, 16, 16], [true, true, false], 32);
        let u = |s: String| format!("{UNET}{s}");
        self.wb(&u("time_embed.0".into()), &[temb, 8])
            .wb(&u("time_embed.2".into()), &[temb, temb]);
        self.wb(&u("input_blocks.0.0".into()), &[8, in_channels, 3, 3]);
        let (mut i, mut c_prev) = (1, 8);
        for l in 0..3 {
            for _ in 0..2 {
                self.ldm_resnet(&u(format!("input_blocks.{i}.0")), c_prev, ch[l], temb);
                if attn[l] {
                    self.ldm_attention(&u(format!("input_blocks.{i}.1")), ch[l], ctx, linear);
                }
                (i, c_prev) = (i + 1, ch[l]);
            }
            if l < 2 {
                self.wb(&u(format!("input_blocks.{i}.0.op")), &[ch[l], ch[l], 3, 3]);
                i += 1;
            }
        }
        self.ldm_resnet(&u("middle_block.0".into()), 16, 16, temb);
        self.ldm_attention(&u("middle_block.1".into()), 16, ctx, linear);
        self.ldm_resnet(&u("middle_block.2".into()), 16, 16, temb);
        for b in 0..3 {
            let l = 2 - b;
            for j in 0..3 {
                let i = b * 3 + j;
                self.ldm_resnet(&u(format!("output_blocks.{i}.0")), 2 * ch[l], ch[l], temb);
                if attn[l] {
                    self.ldm_attention(&u(format!("output_blocks.{i}.1")), ch[l], ctx, linear);
                }
                if j == 2 && b < 2 {
                    let at = if attn[l] { 2 } else { 1 };
                    self.wb(
                        &u(format!("output_blocks.{i}.{at}.conv")),
                        &[ch[l], ch[l], 3, 3],
                    );
                }
            }
        }
        self.norm(&u("out.0".into()), 8)
            .wb(&u("out.2".into()), &[4, 8, 3, 3])
    }
    fn vae_resnet(&mut self, p: &str, cin: usize, cout: usize) -> &mut Self {
        self.norm(&format!("{p}.norm1"), cin)
            .wb(&format!("{p}.conv1"), &[cout, cin, 3, 3]);
        self.norm(&format!("{p}.norm2"), cout)
            .wb(&format!("{p}.conv2"), &[cout, cout, 3, 3]);
        if cin != cout {
            self.wb(&format!("{p}.nin_shortcut"), &[cout, cin, 1, 1]);
        }
        self
    }
    fn vae_mid(&mut self, p: &str, c: usize) -> &mut Self {
        self.vae_resnet(&format!("{p}.block_1"), c, c)
            .vae_resnet(&format!("{p}.block_2"), c, c);
        self.norm(&format!("{p}.attn_1.norm"), c);
        for n in ["q", "k", "v", "proj_out"] {
            self.wb(&format!("{p}.attn_1.{n}"), &[c, c, 1, 1]);
        }
        self
    }
    /// An LDM VAE: channels [4, 8], 1 resnet per level, 4 latent channels.
    fn ldm_vae(&mut self) -> &mut Self {
        let v = |s: &str| format!("{VAE}{s}");
        self.wb(&v("encoder.conv_in"), &[4, 3, 3, 3]).vae_resnet(
            &v("encoder.down.0.block.0"),
            4,
            4,
        );
        self.wb(&v("encoder.down.0.downsample.conv"), &[4, 4, 3, 3])
            .vae_resnet(&v("encoder.down.1.block.0"), 4, 8);
        self.vae_mid(&v("encoder.mid"), 8)
            .norm(&v("encoder.norm_out"), 8)
            .wb(&v("encoder.conv_out"), &[8, 8, 3, 3]);
        self.wb(&v("quant_conv"), &[8, 8, 1, 1])
            .wb(&v("post_quant_conv"), &[4, 4, 1, 1]);
        self.wb(&v("decoder.conv_in"), &[8, 4, 3, 3])
            .vae_mid(&v("decoder.mid"), 8);
        for m in 0..2 {
            self.vae_resnet(&v(&format!("decoder.up.1.block.{m}")), 8, 8);
            self.vae_resnet(
                &v(&format!("decoder.up.0.block.{m}")),
                if m == 0 { 8 } else { 4 },
                4,
            );
        }
        self.wb(&v("decoder.up.1.upsample.conv"), &[8, 8, 3, 3]);
        self.norm(&v("decoder.norm_out"), 4)
            .wb(&v("decoder.conv_out"), &[3, 4, 3, 3])
    }
    /// SD 1.x's CLIP: width 16, 2 layers.
    fn clip(&mut self) -> &mut Self {
        let t = |s: &str| format!("{CLIP}text_model.{s}");
        self.add(t("embeddings.token_embedding.weight"), &[100, 16]);
        self.add(t("embeddings.position_embedding.weight"), &[77, 16]);
        for n in 0..2 {
            let l = |s: &str| t(&format!("encoder.layers.{n}.{s}"));
            self.norm(&l("layer_norm1"), 16).norm(&l("layer_norm2"), 16);
            for p in ["q_proj", "k_proj", "v_proj", "out_proj"] {
                self.wb(&l(&format!("self_attn.{p}")), &[16, 16]);
            }
            self.wb(&l("mlp.fc1"), &[40, 16])
                .wb(&l("mlp.fc2"), &[16, 40]);
        }
        self.norm(&t("final_layer_norm"), 16)
    }
    /// SD 2.x's OpenCLIP: width 16, 3 resblocks.
    fn open_clip(&mut self) -> &mut Self {
        let o = |s: &str| format!("{OPEN_CLIP}{s}");
        self.add(o("token_embedding.weight"), &[100, 16])
            .add(o("positional_embedding"), &[77, 16]);
        for n in 0..3 {
            let r = |s: &str| o(&format!("transformer.resblocks.{n}.{s}"));
            self.norm(&r("ln_1"), 16).norm(&r("ln_2"), 16);
            self.add(r("attn.in_proj_weight"), &[48, 16])
                .add(r("attn.in_proj_bias"), &[48]);
            self.wb(&r("attn.out_proj"), &[16, 16])
                .wb(&r("mlp.c_fc"), &[40, 16])
                .wb(&r("mlp.c_proj"), &[16, 40]);
        }
        self.norm(&o("ln_final"), 16)
            .add(o("text_projection"), &[16, 16])
            .add(o("logit_scale"), &[])
    }

    /// Writes the safetensors file by hand (candle's writer cannot add metadata).
    fn write(&self, dir: &Path, name: &str, metadata: &[(&str, &str)]) -> PathBuf {
        let mut header = serde_json::Map::new();
        let meta: serde_json::Map<_, _> = metadata
            .iter()
            .map(|(k, v)| (k.to_string(), (*v).into()))
            .collect();
        header.insert("__metadata__".into(), meta.into());
        let mut offset = 0;
        for (n, shape) in &self.0 {
            let len = 2 * shape.iter().product::<usize>();
            header.insert(n.clone(), serde_json::json!({"dtype": "F16", "shape": shape, "data_offsets": [offset, offset + len]}));
            offset += len;
        }
        let header = serde_json::to_vec(&serde_json::Value::Object(header)).unwrap();
        let mut bytes = (header.len() as u64).to_le_bytes().to_vec();
        bytes.extend(header);
        bytes.resize(bytes.len() + offset, 0);
        let path = dir.join(name);
        std::fs::write(&path, bytes).unwrap();
        path
    }
}

fn sd1_keys() -> Keys {
    let mut k = Keys::default();
    k.ldm_unet(4, 12, false).ldm_vae().clip();
    k.add("model_ema.decay", &[]).add("alphas_cumprod", &[1000]);
    k
}

fn open(dir: &Path, name: &str, keys: &Keys, meta: &[(&str, &str)]) -> SafetensorsFile {
    SafetensorsFile::open(&keys.write(dir, name, meta)).unwrap()
}

fn src<'m>(map: &'m HashMap<String, Source>, name: &str) -> &'m Source {
    map.get(name)
        .unwrap_or_else(|| panic!("'{name}' is not mapped"))
}

#[test]
fn sd1_keys_map_to_diffusers_names_and_configs_follow_the_shapes() {
    let dir = tempfile::tempdir().unwrap();
    let file = open(dir.path(), "sd1.safetensors", &sd1_keys(), &[]);
    let m = convert(&file, 3, None).unwrap();
    assert_eq!(m.family, Family::Sd1);
    assert_eq!(m.v_prediction, None);
    let unet = [
        ("time_embedding.linear_2.bias", "time_embed.2.bias"),
        ("conv_in.weight", "input_blocks.0.0.weight"),
        (
            "down_blocks.0.resnets.1.time_emb_proj.weight",
            "input_blocks.2.0.emb_layers.1.weight",
        ),
        (
            "down_blocks.0.attentions.1.transformer_blocks.0.attn2.to_k.weight",
            "input_blocks.2.1.transformer_blocks.0.attn2.to_k.weight",
        ),
        (
            "down_blocks.0.downsamplers.0.conv.weight",
            "input_blocks.3.0.op.weight",
        ),
        (
            "down_blocks.1.resnets.0.conv_shortcut.weight",
            "input_blocks.4.0.skip_connection.weight",
        ),
        (
            "down_blocks.2.resnets.1.conv2.weight",
            "input_blocks.8.0.out_layers.3.weight",
        ),
        (
            "mid_block.attentions.0.proj_in.weight",
            "middle_block.1.proj_in.weight",
        ),
        (
            "mid_block.resnets.1.norm1.bias",
            "middle_block.2.in_layers.0.bias",
        ),
        (
            "up_blocks.0.resnets.2.conv1.weight",
            "output_blocks.2.0.in_layers.2.weight",
        ),
        (
            "up_blocks.0.upsamplers.0.conv.weight",
            "output_blocks.2.1.conv.weight",
        ),
        (
            "up_blocks.1.attentions.2.norm.weight",
            "output_blocks.5.1.norm.weight",
        ),
        (
            "up_blocks.1.upsamplers.0.conv.bias",
            "output_blocks.5.2.conv.bias",
        ),
        (
            "up_blocks.2.resnets.0.norm2.weight",
            "output_blocks.6.0.out_layers.0.weight",
        ),
        ("conv_norm_out.weight", "out.0.weight"),
        ("conv_out.bias", "out.2.bias"),
    ];
    for (d, l) in unet {
        let s = src(&m.unet, d);
        assert_eq!(
            (s.key.as_str(), s.file, &s.transform),
            (format!("{UNET}{l}").as_str(), 3, &Transform::None),
            "{d}"
        );
    }
    assert_eq!(
        m.unet.len(),
        sd1_keys().0.keys().filter(|k| k.starts_with(UNET)).count()
    );
    let vae = [
        (
            "encoder.down_blocks.1.resnets.0.conv_shortcut.weight",
            "encoder.down.1.block.0.nin_shortcut.weight",
            Transform::None,
        ),
        (
            "encoder.down_blocks.0.downsamplers.0.conv.weight",
            "encoder.down.0.downsample.conv.weight",
            Transform::None,
        ),
        (
            "encoder.mid_block.attentions.0.to_q.weight",
            "encoder.mid.attn_1.q.weight",
            Transform::SqueezeConv,
        ),
        (
            "decoder.mid_block.attentions.0.to_out.0.weight",
            "decoder.mid.attn_1.proj_out.weight",
            Transform::SqueezeConv,
        ),
        (
            "decoder.mid_block.attentions.0.to_v.bias",
            "decoder.mid.attn_1.v.bias",
            Transform::None,
        ),
        (
            "decoder.mid_block.attentions.0.group_norm.weight",
            "decoder.mid.attn_1.norm.weight",
            Transform::None,
        ),
        (
            "decoder.mid_block.resnets.1.conv2.bias",
            "decoder.mid.block_2.conv2.bias",
            Transform::None,
        ),
        (
            "decoder.up_blocks.0.resnets.1.norm1.weight",
            "decoder.up.1.block.1.norm1.weight",
            Transform::None,
        ),
        (
            "decoder.up_blocks.0.upsamplers.0.conv.weight",
            "decoder.up.1.upsample.conv.weight",
            Transform::None,
        ),
        (
            "decoder.up_blocks.1.resnets.0.conv_shortcut.bias",
            "decoder.up.0.block.0.nin_shortcut.bias",
            Transform::None,
        ),
        (
            "decoder.conv_norm_out.bias",
            "decoder.norm_out.bias",
            Transform::None,
        ),
        (
            "post_quant_conv.weight",
            "post_quant_conv.weight",
            Transform::None,
        ),
    ];
    for (d, l, t) in vae {
        let s = src(&m.vae, d);
        assert_eq!(
            (s.key.as_str(), &s.transform),
            (format!("{VAE}{l}").as_str(), &t),
            "{d}"
        );
    }
    assert_eq!(
        m.vae.len(),
        sd1_keys().0.keys().filter(|k| k.starts_with(VAE)).count()
    );
    let s = src(
        &m.text_encoder,
        "text_model.encoder.layers.1.self_attn.k_proj.weight",
    );
    assert_eq!(
        s.key,
        format!("{CLIP}text_model.encoder.layers.1.self_attn.k_proj.weight")
    );
    assert_eq!(m.text_encoder.len(), 4 + 2 * 16);

    let u = &m.unet_config;
    assert_eq!(
        (
            u.in_channels,
            u.out_channels,
            u.block_out_channels.clone(),
            u.layers_per_block
        ),
        (4, 4, vec![8, 16, 16], 2)
    );
    assert_eq!(
        u.down_block_types,
        [
            "CrossAttnDownBlock2D",
            "CrossAttnDownBlock2D",
            "DownBlock2D"
        ]
    );
    assert_eq!(
        u.up_block_types,
        ["UpBlock2D", "CrossAttnUpBlock2D", "CrossAttnUpBlock2D"]
    );
    assert_eq!(
        (
            u.cross_attention_dim,
            u.use_linear_projection,
            u.norm_num_groups
        ),
        (12, false, 32)
    );
    assert_eq!(
        (
            u.attention_head_dim.clone(),
            u.transformer_layers_per_block.clone()
        ),
        (Some(PerBlock::One(8)), PerBlock::One(1))
    );
    assert_eq!((u.upcast_attention, u.sample_size), (false, Some(64)));
    let expected_vae = VaeConfig {
        block_out_channels: vec![4, 8],
        layers_per_block: 1,
        ..VaeConfig::sd()
    };
    assert_eq!(m.vae_config, expected_vae);
    let t = &m.text_encoder_config;
    assert_eq!(
        (
            t.vocab_size,
            t.hidden_size,
            t.intermediate_size,
            t.num_hidden_layers
        ),
        (100, 16, 40, 2)
    );
    assert_eq!(
        (
            t.num_attention_heads,
            t.max_position_embeddings,
            t.hidden_act.as_str()
        ),
        (1, 77, "quick_gelu")
    );
}

#[test]
fn sd2_open_clip_splits_qkv_and_stops_at_the_penultimate_layer() {
    let dir = tempfile::tempdir().unwrap();
    let mut k = Keys::default();
    k.ldm_unet(9, 16, true)
        .ldm_vae()
        .open_clip()
        .add("v_pred", &[]);
    let file = open(dir.path(), "sd2.safetensors", &k, &[]);
    let m = convert(&file, 0, None).unwrap();
    assert_eq!((m.family, m.v_prediction), (Family::Sd2, Some(true)));
    let t = &m.text_encoder;
    assert_eq!(
        t.len(),
        4 + 2 * 16,
        "two of three resblocks, ln_final and the embeddings"
    );
    let k1 = src(t, "text_model.encoder.layers.1.self_attn.k_proj.weight");
    assert_eq!(
        k1.key,
        format!("{OPEN_CLIP}transformer.resblocks.1.attn.in_proj_weight")
    );
    assert_eq!(k1.transform, Transform::Rows { start: 16, len: 16 });
    let v0 = src(t, "text_model.encoder.layers.0.self_attn.v_proj.bias");
    assert_eq!(
        (v0.key.ends_with("in_proj_bias"), &v0.transform),
        (true, &Transform::Rows { start: 32, len: 16 })
    );
    for (d, l) in [
        (
            "text_model.embeddings.position_embedding.weight",
            "positional_embedding",
        ),
        ("text_model.final_layer_norm.bias", "ln_final.bias"),
        (
            "text_model.encoder.layers.1.mlp.fc2.weight",
            "transformer.resblocks.1.mlp.c_proj.weight",
        ),
        (
            "text_model.encoder.layers.0.layer_norm2.weight",
            "transformer.resblocks.0.ln_2.weight",
        ),
        (
            "text_model.encoder.layers.0.self_attn.out_proj.bias",
            "transformer.resblocks.0.attn.out_proj.bias",
        ),
    ] {
        assert_eq!(src(t, d).key, format!("{OPEN_CLIP}{l}"), "{d}");
    }
    let c = &m.text_encoder_config;
    assert_eq!(
        (c.num_hidden_layers, c.hidden_act.as_str(), c.projection_dim),
        (2, "gelu", Some(16))
    );
    let u = &m.unet_config;
    assert_eq!(
        (
            u.in_channels,
            u.cross_attention_dim,
            u.use_linear_projection,
            u.upcast_attention
        ),
        (9, 16, true, true)
    );
    assert_eq!(
        (u.attention_head_dim.clone(), u.sample_size),
        (Some(PerBlock::Each(vec![1, 1, 1])), Some(96))
    );

    // A yaml overrides what shapes cannot tell and is checked against what they can.
    let yaml = dir.path().join("sd2.yaml");
    std::fs::write(
        &yaml,
        "model:\n  params:\n    parameterization: eps\n    scale_factor: 0.13\n    image_size: 32\n    unet_config:\n      params:\n        \
         model_channels: 8\n        channel_mult: [1, 2, 2]\n        num_res_blocks: 2\n        num_head_channels: 4\n        \
         num_heads: -1\n        context_dim: 16\n        use_linear_in_transformer: true\n        transformer_depth: 1\n        \
         in_channels: 9\n        norm_num_groups: 4\n    first_stage_config:\n      params:\n        ddconfig:\n          \
         ch: 4\n          ch_mult: [1, 2]\n          z_channels: 4\n          num_res_blocks: 1\n          norm_num_groups: 2\n    \
         cond_stage_config:\n      params:\n        layer: last\n        num_heads: 4\n",
    )
    .unwrap();
    let m = convert(&file, 0, Some(&yaml)).unwrap();
    assert_eq!(m.v_prediction, Some(false));
    let u = &m.unet_config;
    assert_eq!(
        (
            u.attention_head_dim.clone(),
            u.norm_num_groups,
            u.sample_size
        ),
        (Some(PerBlock::Each(vec![2, 4, 4])), 4, Some(32))
    );
    assert_eq!(
        (m.vae_config.norm_num_groups, m.vae_config.scaling_factor),
        (2, 0.13)
    );
    assert_eq!(
        (
            m.text_encoder_config.num_hidden_layers,
            m.text_encoder_config.num_attention_heads
        ),
        (3, 4)
    );
    assert_eq!(m.text_encoder.len(), 4 + 3 * 16);

    std::fs::write(&yaml, "model:\n  params:\n    unet_config:\n      params:\n        context_dim: 768\n        num_heads: 8\n").unwrap();
    let err = convert(&file, 0, Some(&yaml)).unwrap_err().to_string();
    assert!(
        err.contains("sd2.yaml") && err.contains("context_dim") && err.contains("another model"),
        "{err}"
    );
}

#[test]
fn metadata_can_say_v_prediction() {
    let dir = tempfile::tempdir().unwrap();
    let file = open(
        dir.path(),
        "a.safetensors",
        &sd1_keys(),
        &[("modelspec.prediction_type", "v")],
    );
    assert_eq!(convert(&file, 0, None).unwrap().v_prediction, Some(true));
    let file = open(
        dir.path(),
        "b.safetensors",
        &sd1_keys(),
        &[("modelspec.prediction_type", "epsilon")],
    );
    assert_eq!(convert(&file, 0, None).unwrap().v_prediction, Some(false));
}

#[test]
fn what_is_not_a_full_sd_checkpoint_is_refused_by_name() {
    let dir = tempfile::tempdir().unwrap();
    let refused = |name: &str, keys: &Keys| {
        let file = open(dir.path(), name, keys, &[]);
        let err = convert(&file, 0, None).map(|_| ()).unwrap_err().to_string();
        assert!(err.contains(name), "{err}");
        err
    };
    let only = |prefixes: &[&str]| {
        let mut k = Keys::default();
        for (n, s) in sd1_keys().0 {
            if prefixes.iter().any(|p| n.starts_with(p)) {
                k.add(n, &s);
            }
        }
        k
    };
    let mut lora = Keys::default();
    lora.add(
        "lora_unet_down_blocks_0_attentions_0_proj_in.lora_down.weight",
        &[4, 8],
    );
    assert!(refused("lora.safetensors", &lora).contains("LoRA"));
    let mut vae = Keys::default();
    vae.ldm_vae();
    let bare = Keys(
        vae.0
            .iter()
            .map(|(n, s)| (n[VAE.len()..].to_string(), s.clone()))
            .collect(),
    );
    assert!(refused("vae.safetensors", &bare).contains("VAE alone"));
    let mut cn = only(&[UNET]);
    cn.add("control_model.input_hint_block.0.weight", &[16, 3, 3, 3]);
    assert!(refused("cn.safetensors", &cn).contains("ControlNet"));
    let err = refused("te.safetensors", &only(&[CLIP]));
    assert!(
        err.contains("no Stable Diffusion UNet tensors (model.diffusion_model.*) found"),
        "{err}"
    );
    let err = refused("unet.safetensors", &only(&[UNET]));
    assert!(
        err.contains("no VAE")
            && err.contains("no text encoder")
            && err.contains("pick the full checkpoint"),
        "{err}"
    );
    let err = refused("novae.safetensors", &only(&[UNET, CLIP]));
    assert!(
        err.contains("no VAE (first_stage_model.*)") && !err.contains("text encoder"),
        "{err}"
    );
    let err = refused("note.safetensors", &only(&[UNET, VAE]));
    assert!(
        err.contains("no text encoder (cond_stage_model.*)") && !err.contains("VAE"),
        "{err}"
    );
    let mut xl = sd1_keys();
    xl.add("conditioner.embedders.1.model.ln_final.weight", &[16]);
    let err = refused("xl.safetensors", &xl);
    assert!(
        err.contains("SDXL UNet")
            && err.contains("no CLIP-L text encoder (conditioner.embedders.0.transformer.*)")
            && !err.contains("OpenCLIP"),
        "{err}"
    );
    let mut refiner = sd1_keys();
    refiner.add("conditioner.embedders.0.model.ln_final.weight", &[16]);
    assert!(refused("refiner.safetensors", &refiner).contains("SDXL refiner"));
    let mut odd = sd1_keys();
    odd.add(format!("{UNET}label_emb.0.0.weight"), &[32, 8]);
    assert!(refused("odd.safetensors", &odd).contains("label_emb"));
}

/// A parity fixture converted: (single file, its yaml, the diffusers folder, the model).
fn parity_case(case: &str, folder: &str) -> (PathBuf, PathBuf, PathBuf, SingleFileModel) {
    let parity = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/parity");
    let single = parity.join(format!("single_file/{case}.safetensors"));
    let yaml = single.with_extension("yaml");
    let file = SafetensorsFile::open(&single).unwrap();
    let m = convert(&file, 0, yaml.is_file().then_some(yaml.as_path())).unwrap();
    (single, yaml, parity.join("models").join(folder), m)
}

/// Every tensor of the diffusers folder resolves, through the single file's map, to the
/// same bytes (and the map holds nothing else).
fn tensors_round_trip(case: &str, folder: &str) {
    let (single, _, dir, m) = parity_case(case, folder);
    let store = TensorStore::open(&[single]).unwrap();
    let mut components = vec![
        ("unet", &m.unet),
        ("vae", &m.vae),
        ("text_encoder", &m.text_encoder),
    ];
    if let Some((_, map)) = &m.text_encoder_2 {
        components.push(("text_encoder_2", map));
    }
    for (component, map) in components {
        let mut files: Vec<PathBuf> = std::fs::read_dir(dir.join(component))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "safetensors"))
            .collect();
        files.sort();
        let expected = ComponentWeights::identity(component, TensorStore::open(&files).unwrap());
        let got = ComponentWeights {
            component: component.into(),
            store: store.clone(),
            map: Arc::new(map.clone()),
        };
        // transformers 5 saves CLIPTextModel without the `text_model.` level; we map to it.
        let ours = |n: &str| match component {
            "text_encoder" if !n.starts_with("text_model.") => format!("text_model.{n}"),
            _ => n.to_string(),
        };
        let names: BTreeMap<String, &String> = expected
            .map
            .keys()
            .filter(|n| !n.ends_with("position_ids"))
            .map(|n| (ours(n), n))
            .collect();
        assert_eq!(
            names.keys().collect::<Vec<_>>(),
            map.keys()
                .collect::<BTreeSet<_>>()
                .into_iter()
                .collect::<Vec<_>>(),
            "{case} {component}: tensor names"
        );
        for (name, folder_name) in names {
            let e = &expected.map[folder_name];
            let dtype = expected.store.files[e.file].tensors[&e.key].dtype;
            assert_eq!(
                store.files[0].tensors[&map[&name].key].dtype, dtype,
                "{case} {name}: dtype"
            );
            let bits = |w: &ComponentWeights, name: &str| {
                let t = w.load(name, dtype, &Device::Cpu).unwrap();
                let v = t
                    .flatten_all()
                    .unwrap()
                    .to_dtype(DType::F32)
                    .unwrap()
                    .to_vec1::<f32>()
                    .unwrap();
                (
                    t.dims().to_vec(),
                    v.into_iter().map(f32::to_bits).collect::<Vec<_>>(),
                )
            };
            assert!(
                bits(&expected, folder_name) == bits(&got, &name),
                "{case} {name}: values differ"
            );
        }
    }
}

/// The configs inferred from the single file (and its yaml) equal the folder's.
fn configs_match(case: &str, folder: &str) {
    let (_, yaml, dir, m) = parity_case(case, folder);
    // The tiny models' GroupNorm groups and text encoder heads are not what LDM assumes
    // and cannot be read from shapes: the fixture yaml must carry them.
    let y = LdmYaml::open(&yaml).unwrap();
    let needed = match m.family {
        Family::Sdxl => vec![
            format!("{Y_SDXL_UNET}.norm_num_groups"),
            format!("{Y_VAE}.norm_num_groups"),
            format!("{Y_SDXL_TEXT}.0.params.num_heads"),
            format!("{Y_SDXL_TEXT}.1.params.num_heads"),
        ],
        _ => vec![
            format!("{Y_UNET}.norm_num_groups"),
            format!("{Y_VAE}.norm_num_groups"),
            format!("{Y_TEXT}.num_heads"),
        ],
    };
    let missing: Vec<_> = needed.iter().filter(|k| y.get(k).is_none()).collect();
    assert!(
        missing.is_empty(),
        "{} lacks {missing:?}; tools/parity/make_cases.py must write them",
        yaml.display()
    );
    let config = |c: &str| std::fs::read_to_string(dir.join(c).join("config.json")).unwrap();
    let unet: UNetConfig = serde_json::from_str(&config("unet")).unwrap();
    let u = &m.unet_config;
    let fields = |c: &UNetConfig| {
        let n = c.block_out_channels.len();
        let per_block = |f: &dyn Fn(usize) -> usize| (0..n).map(f).collect::<Vec<_>>();
        (
            (
                c.in_channels,
                c.out_channels,
                c.block_out_channels.clone(),
                c.layers_per_block,
                c.cross_attention_dim,
            ),
            (
                c.down_block_types.clone(),
                c.up_block_types.clone(),
                c.use_linear_projection,
                c.norm_num_groups,
            ),
            (
                per_block(&|b| c.heads(b)),
                per_block(&|b| c.transformer_layers_per_block.get(b)),
                c.conv_in_kernel,
            ),
            (
                c.norm_eps,
                c.flip_sin_to_cos,
                c.freq_shift,
                c.addition_embed_type.clone(),
            ),
            (
                c.addition_time_embed_dim,
                c.projection_class_embeddings_input_dim,
            ),
        )
    };
    assert_eq!(fields(u), fields(&unet), "{case}: unet config");
    let vae: VaeConfig = serde_json::from_str(&config("vae")).unwrap();
    assert_eq!(
        m.vae_config,
        VaeConfig {
            force_upcast: m.vae_config.force_upcast,
            ..vae
        },
        "{case}: vae config"
    );
    let text: ClipTextConfig = serde_json::from_str(&config("text_encoder")).unwrap();
    let projection_dim = m.text_encoder_config.projection_dim;
    assert_eq!(
        m.text_encoder_config,
        ClipTextConfig {
            projection_dim,
            ..text
        },
        "{case}: text encoder config"
    );
    if let Some((te2, _)) = &m.text_encoder_2 {
        let folder: ClipTextConfig = serde_json::from_str(&config("text_encoder_2")).unwrap();
        assert_eq!(te2, &folder, "{case}: text_encoder_2 config");
    }
}

#[test]
fn sd1_tiny_single_file_resolves_to_the_folder_tensors() {
    tensors_round_trip("sd1_tiny", "sd1");
}

#[test]
fn sd1_tiny_single_file_configs_match_the_folder() {
    configs_match("sd1_tiny", "sd1");
}

#[test]
fn sd2v_tiny_single_file_resolves_to_the_folder_tensors() {
    tensors_round_trip("sd2v_tiny", "sd2v");
}

#[test]
fn sd2v_tiny_single_file_configs_match_the_folder() {
    configs_match("sd2v_tiny", "sd2v");
}

#[test]
fn sdxl_tiny_single_file_resolves_to_the_folder_tensors() {
    tensors_round_trip("sdxl_tiny", "sdxl");
}

#[test]
fn sdxl_tiny_single_file_configs_match_the_folder() {
    configs_match("sdxl_tiny", "sdxl");
}

/// A LoRA loader maps LDM names without the checkpoint's tensors: the layout its config
/// describes is the one the tensors gave, and maps the same names the same way.
#[test]
fn the_unet_layout_from_a_config_is_the_one_read_from_the_tensors() {
    use crate::model::keys::unet::UnetLayout;
    let dir = tempfile::tempdir().unwrap();
    let file = open(dir.path(), "sd1.safetensors", &sd1_keys(), &[]);
    let m = convert(&file, 0, None).unwrap();
    let names = file.tensors.keys().filter_map(|k| k.strip_prefix(UNET));
    let read = UnetLayout::from_names(names, true).unwrap();
    let from_config = UnetLayout::from_config(&m.unet_config);
    assert_eq!(from_config, read);
    assert_eq!((read.levels, read.layers_per_block), (3, 2));
    // input_blocks: 0 conv_in, 1-2 level 0, 3 its downsampler, 4-5 level 1.
    assert_eq!(
        from_config.diffusers_name("input_blocks.4.1.proj_in.weight"),
        Some("down_blocks.1.attentions.0.proj_in.weight".into())
    );
    assert_eq!(
        from_config.diffusers_name("input_blocks.3.0.op.weight"),
        Some("down_blocks.0.downsamplers.0.conv.weight".into())
    );
    assert_eq!(
        from_config.diffusers_name("output_blocks.0.0.in_layers.0.weight"),
        Some("up_blocks.0.resnets.0.norm1.weight".into())
    );
}
