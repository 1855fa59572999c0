//! `--vae-tile-store`: where a tiled decode keeps its large whole-image intermediates, in
//! the prediction, the choice under a budget and the fallback.
use super::*;
use crate::attach::Model;
use crate::protocol::{NetDevice, Phase};
use candle_core::DType;

/// A square job in f16.
fn job(side: usize) -> JobShape {
    super::tests::job(side, DType::F16)
}

/// 512 px tiles (and attention slices, the rung above them).
fn tiled(store: NetDevice) -> Plan {
    Plan {
        attention: crate::nets::attention::AttentionMode::parse_slice("auto").unwrap(),
        vae_tile: Some(512),
        vae_tile_store: store,
        ..Plan::default()
    }
}

const MIB: u64 = 1 << 20;

#[test]
fn the_gpu_store_adds_the_decoders_largest_live_wholes_to_the_vae_phase() {
    let m = Model::random("sd15").unwrap();
    let at = |side, store| predict(&m, &job(side), &tiled(store), Backend::Cuda).unwrap();
    // SD's VAE at 2048 px: the last up block's first resnet holds its 256-channel input
    // (2 GiB), its middle and its output (1 GiB each), all beyond the 512 px tiles' room,
    // and the pool's measured extra.
    // The weights beside them are the same at both sizes (everything resident).
    let w = weight_sizes(&m, DType::F16, DType::F16).unwrap();
    let extra = calibration::gpu_store_extra(w.total());
    let (host, gpu) = (at(2048, NetDevice::Cpu), at(2048, NetDevice::Gpu));
    assert_eq!(gpu.vae - host.vae, 4096 * MIB + extra);
    assert_eq!(
        (gpu.text_encoding, gpu.denoising),
        (host.text_encoding, host.denoising)
    );
    // At 1024 px the same resnet's wholes are a quarter (512 + 256 + 256 MiB), and the
    // last upsampler's input (128 MiB, kept on the device either way) is beside them.
    let extra = calibration::gpu_store_extra(w.total() + 128 * MIB);
    let (host, gpu) = (at(1024, NetDevice::Cpu), at(1024, NetDevice::Gpu));
    assert_eq!(gpu.vae - host.vae, 1024 * MIB + extra);
    // `auto` not yet settled predicts as host memory; so does an untiled plan, a VAE on
    // the CPU and the CPU backend.
    assert_eq!(at(2048, NetDevice::Auto), at(2048, NetDevice::Cpu));
    let untiled = |store| Plan {
        vae_tile_store: store,
        ..Plan::default()
    };
    let p = |plan: &Plan, backend| predict(&m, &job(2048), plan, backend).unwrap();
    assert_eq!(
        p(&untiled(NetDevice::Gpu), Backend::Cuda),
        p(&untiled(NetDevice::Cpu), Backend::Cuda)
    );
    let vae_on_cpu = |store| Plan {
        vae_device: NetDevice::Cpu,
        ..tiled(store)
    };
    assert_eq!(
        p(&vae_on_cpu(NetDevice::Gpu), Backend::Cuda),
        p(&vae_on_cpu(NetDevice::Cpu), Backend::Cuda)
    );
    assert_eq!(
        p(&tiled(NetDevice::Gpu), Backend::Cpu),
        p(&tiled(NetDevice::Cpu), Backend::Cpu)
    );
}

#[test]
fn auto_takes_the_gpu_where_the_budget_has_room_else_host_memory() {
    let m = Model::random("sd15").unwrap();
    let j = job(2048);
    let overhead = crate::vram::overhead_bytes(true);
    let top = |store| peak(&predict(&m, &j, &tiled(store), Backend::Cuda).unwrap());
    let total = |store| super::tests::needs(&m, &j, &tiled(store)) + overhead;
    let choose_in = |budget, store| choose(&m, &j, tiled(store), budget, Backend::Cuda).unwrap();
    // Room for the wholes: the GPU, and the choice's peaks are that plan's.
    let c = choose_in(Some(total(NetDevice::Gpu)), NetDevice::Auto);
    assert_eq!((c.plan.vae_tile_store, c.fits), (NetDevice::Gpu, true));
    assert_eq!(peak(&c.peaks), top(NetDevice::Gpu));
    assert!(
        c.plan.flags().ends_with("--vae-tile-store gpu"),
        "{}",
        c.plan.flags()
    );
    // A MiB short of it: host memory, the same plan otherwise.
    let c = choose_in(Some(total(NetDevice::Gpu) - MIB), NetDevice::Auto);
    assert_eq!(c.plan, tiled(NetDevice::Cpu));
    assert!(c.fits);
    // Without a budget: host memory (a job's memory is only raised where a budget says
    // there is room).
    let c = choose_in(None, NetDevice::Auto);
    assert_eq!(c.plan.vae_tile_store, NetDevice::Cpu);
    // On the CPU there is one memory: `auto` stays.
    let c = choose(&m, &j, tiled(NetDevice::Auto), None, Backend::Cpu).unwrap();
    assert_eq!(c.plan.vae_tile_store, NetDevice::Auto);
    assert!(
        !c.plan.flags().contains("--vae-tile-store"),
        "{}",
        c.plan.flags()
    );
    // An untiled plan that fits keeps `auto` (it has no wholes to place).
    let c = choose(
        &m,
        &job(512),
        Plan::default(),
        Some(64 << 30),
        Backend::Cuda,
    )
    .unwrap();
    assert_eq!(c.plan, Plan::default());
    // Asked for: kept while it fits; under a budget too small for it the ladder moves the
    // wholes to host memory before it stores weights in fp8 or offloads.
    let c = choose_in(Some(total(NetDevice::Gpu)), NetDevice::Gpu);
    assert_eq!(c.plan, tiled(NetDevice::Gpu));
    let c = choose_in(Some(total(NetDevice::Cpu)), NetDevice::Gpu);
    assert_eq!((c.plan, c.fits), (tiled(NetDevice::Cpu), true));
}

#[test]
fn an_out_of_memory_decode_moves_the_wholes_to_host_memory_first() {
    let m = Model::random("sd15").unwrap();
    let j = job(2048);
    let next = |plan: &Plan, phase| fallback(&m, &j, plan, phase, Backend::Cuda).unwrap();
    assert_eq!(
        next(&tiled(NetDevice::Gpu), Phase::Decoding),
        Some(tiled(NetDevice::Cpu))
    );
    // It cannot help the denoising phase, so that fallback passes over it (to the text
    // encoders leaving the device, `--text-encoder-offload`).
    let d = next(&tiled(NetDevice::Gpu), Phase::Denoising).unwrap();
    assert_eq!(d.offload, crate::protocol::Offload::None);
    assert_eq!(d.levers.to_map().len(), 1);
}
