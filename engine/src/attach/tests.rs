//! LoRAs, embeddings and the VAE override are attachments like ControlNets and the
//! refiner: listed by `Model::attachments`, each checking the checkpoint it is given.
use super::*;

fn parity(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/parity")
        .join(rel)
}

#[test]
fn loras_embeddings_and_the_vae_are_listed_and_check_their_checkpoint() {
    let opts = OpenOptions::default();
    let mut m = Model::open(&parity("models/sd1"), &opts).unwrap();
    let sdxl = Model::open(&parity("models/sdxl"), &opts).unwrap();
    let (lora, embedding) = (
        parity("loras/sd1_kohya.safetensors"),
        parity("embeddings/sd1_style.safetensors"),
    );
    m.set_loras(&[(lora.clone(), 0.5)]).unwrap();
    m.set_embeddings(std::slice::from_ref(&embedding), None, &["sd1_style"])
        .unwrap();
    let vae = parity("models/sd1/vae");
    m.set_vae(Some(&vae)).unwrap();
    let listed: Vec<(&str, &Path)> = m
        .attachments()
        .into_iter()
        .map(|a| (a.kind(), a.path()))
        .collect();
    let want = [
        ("LoRA", lora.as_path()),
        ("embedding", embedding.as_path()),
        ("VAE", vae.as_path()),
    ];
    assert_eq!(listed, want);
    // They add no net of their own: the weights are the checkpoint's.
    assert_eq!(m.weights().len(), m.checkpoint.weights().len());
    for a in m.attachments() {
        a.check_fits(&m.checkpoint).unwrap();
    }
    // An SD 1.x LoRA and embedding on SDXL: refused, naming the file.
    for a in &m.attachments()[..2] {
        let err = a.check_fits(&sdxl.checkpoint).unwrap_err().to_string();
        assert!(err.contains(&a.path().display().to_string()), "{err}");
    }
}
