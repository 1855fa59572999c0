//! One net's share of a phase's peak before calibration, as the prediction and the
//! declared levers ([`super::levers`]) see it.
use super::calibration::{self, Kind};
use super::plan::Backend;
use crate::protocol::Offload;

/// One net's share of a phase before calibration: the weights it holds on the device and
/// the structural estimate of its activations.
#[derive(Debug, Clone, Copy)]
pub struct Term {
    pub kind: Kind,
    pub weights: u64,
    pub activations: u64,
    /// Whole intermediates held on the device through the phase that the pool's reserve
    /// has room for (a tiled decode's full-resolution wholes; 0 elsewhere).
    pub wholes: u64,
    /// The stored bytes the pool's reserve grows with ([`super::calibration::Fit::c`]): in the
    /// UNet's denoising and the decode after it without offload, every net on the device;
    /// under model offload the denoiser's and the ControlNets'; under sequential offload
    /// the UNet's (SD 2.x's with its ControlNets'); 0 elsewhere.
    pub stored: u64,
    /// The bytes a storage dtype (`--weights-dtype` fp8) takes off the UNet's and the
    /// ControlNets' `stored` ones (one per element for fp8 under f16): their layers are
    /// decoded every step, and the pool keeps more reserve for them
    /// ([`super::calibration::Fit::c_low`]); 0 elsewhere.
    pub low_stored: u64,
}

impl Term {
    /// The bytes this term is predicted to take under `offload` on `backend`: its kind's
    /// fit, at least its [`calibration::floor`]'s.
    pub fn bytes(&self, offload: Offload, backend: Backend) -> u64 {
        let by = |kind| {
            calibration::fit(kind, offload, backend).bytes_with(
                self.weights,
                self.activations,
                self.wholes,
                self.stored,
                self.low_stored,
            )
        };
        let own = by(self.kind);
        calibration::floor(self.kind).map_or(own, |f| own.max(by(f)))
    }
}
