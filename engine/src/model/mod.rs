//! Reading checkpoints.
