//! Schedulers (samplers) as diffusers defines them, driven by the model's scheduler config.
