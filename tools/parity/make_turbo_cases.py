# Usage: /tmp/pyref/bin/python tools/parity/make_turbo_cases.py  (rebuilds the *_turbo_* cases; run make_sdxl_case.py first)
"""SD-Turbo / SDXL-Turbo conventions on the tiny models: 1 to 4 steps, no classifier-free
guidance (guidance_scale 0 or 1: diffusers' `do_classifier_free_guidance` is
`guidance_scale > 1`), and the Turbo repos' scheduler config (EulerDiscreteScheduler with
`timestep_spacing: "trailing"`).

The tiny models keep their own scheduler config, so each case stores the Turbo one as
`model_scheduler_config`; the Rust test runs a copy of the model folder with that file as
`scheduler/scheduler_config.json`. Same conventions as make_cases.py (noise passed as
`latents=`, float32 on CPU).
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_cases as mc  # noqa: E402
import make_sdxl_case as mx  # noqa: E402

from diffusers import EulerDiscreteScheduler  # noqa: E402

OUT = mc.OUT

# stabilityai/sd-turbo's scheduler/scheduler_config.json: SDXL base's with trailing spacing
# (sdxl-turbo's is the same with EulerAncestralDiscreteScheduler).
TURBO_SCHEDULER = {**mx.SDXL_SCHEDULER, "timestep_spacing": "trailing"}


def turbo(pipe):
    pipe.scheduler = EulerDiscreteScheduler.from_config(TURBO_SCHEDULER)


def tag(name):
    path = os.path.join(OUT, name, "case.json")
    case = json.load(open(path))
    case["model_scheduler_config"] = TURBO_SCHEDULER
    case["convention"] = "SD-Turbo: trailing timesteps, guidance_scale <= 1 so no unconditional pass"
    mc.write_json(path, case)


def main():
    mc.log("turbo")
    pipe = mc.load_pipe(os.path.join(OUT, "models", "sd1"))
    turbo(pipe)
    mc.make_case(pipe, "models/sd1", "sd1", "sd1_turbo_euler_1step", "a photo of a cat", "", 64, 64, 1, 0.0, "euler",
                 501, dict(pipe.scheduler.config))
    tag("sd1_turbo_euler_1step")
    pipe = mx.load_sdxl(os.path.join(OUT, "models", "sdxl"))
    turbo(pipe)
    mx.make_case(pipe, "sdxl_turbo_euler_2step", "a red car on a road", "", 64, 64, 2, 1.0, 502)
    tag("sdxl_turbo_euler_2step")
    turbo(pipe)
    mx.make_case(pipe, "sdxl_turbo_euler_4step", "a bowl of ramen", "", 64, 64, 4, 0.0, 503)
    tag("sdxl_turbo_euler_4step")


if __name__ == "__main__":
    main()
