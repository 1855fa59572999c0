# Usage: /tmp/pyref/bin/python tools/parity/make_preprocess_cases.py  (writes engine/testdata/preprocess/)
"""Reference outputs for the image preprocessing the engine claims to match:
- canny_*: cv2.Canny(rgb, low, high) (aperture 3, L1 gradient, as the ControlNet canny
  annotator and diffusers' examples call it) on photograph-like RGB images: smooth
  gradients, noise, hard and soft edges, a disc and diagonal lines (the ties OpenCV drops);
- lanczos_*: PIL Image.resize((w, h), resample=Image.LANCZOS), what diffusers'
  VaeImageProcessor does to init, mask and control images, up and down on odd sizes,
  for RGB and for "L" (masks); Pillow 13 runs the vertical pass first when the height
  shrinks by more than twice as many pixels as the width (200x77 and 60x30 from 64x80).
Deterministic: fixed numpy seeds; re-running rewrites identical files."""
import json
import os

import cv2
import numpy as np
import PIL
from PIL import Image

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "engine", "testdata", "preprocess")


def photo_like(w, h, seed):
    """Gradients + noise + edges: what a photograph gives the edge detector."""
    rng = np.random.default_rng(seed)
    y, x = np.mgrid[0:h, 0:w].astype(np.float64)
    img = np.zeros((h, w, 3))
    for c in range(3):
        a, b, ph = rng.uniform(-2, 2), rng.uniform(-2, 2), rng.uniform(0, 6.3)
        img[..., c] = 110 + 60 * np.sin(a * x / w * 3 + b * y / h * 3 + ph) + rng.uniform(-30, 30) * x / w
    # A disc (edges in every direction), a soft-edged box, diagonal stripes.
    cx, cy, r = w * rng.uniform(0.3, 0.7), h * rng.uniform(0.3, 0.7), min(w, h) * 0.25
    disc = (x - cx) ** 2 + (y - cy) ** 2 < r * r
    img[disc] = img[disc] * 0.4 + np.array(rng.uniform(100, 250, 3)) * 0.6
    x0, y0 = int(w * 0.1), int(h * 0.6)
    box = (x > x0) & (x < x0 + w // 4) & (y > y0) & (y < y0 + h // 4)
    img[box] += 70
    stripes = (((x + y) // 5) % 2 == 0) & (x > w * 0.6) & (y < h * 0.4)
    img[stripes] -= 60
    anti = (((x - y) // 4) % 2 == 0) & (x < w * 0.35) & (y < h * 0.35)
    img[anti] += 50
    img += rng.normal(0, 6, img.shape)
    return np.clip(np.rint(img), 0, 255).astype(np.uint8)


def save(name, arr):
    mode = "L" if arr.ndim == 2 else "RGB"
    Image.fromarray(arr, mode).save(os.path.join(OUT, name))


def main():
    os.makedirs(OUT, exist_ok=True)
    index = {"cv2": cv2.__version__, "pillow": PIL.__version__, "canny": [], "lanczos": []}
    images = {"photo_a": photo_like(97, 75, 1), "photo_b": photo_like(64, 80, 2), "photo_c": photo_like(131, 61, 3)}
    for name, img in images.items():
        save(f"{name}.png", img)
    for name, low, high in [("photo_a", 100, 200), ("photo_a", 20, 60), ("photo_b", 50, 150),
                            ("photo_b", 0, 10), ("photo_c", 100, 200), ("photo_c", 35.5, 90.7)]:
        edges = cv2.Canny(images[name], low, high)
        out = f"canny_{name}_{low}_{high}.png".replace(".5_", "p5_").replace(".7.png", "p7.png")
        save(out, edges)
        index["canny"].append({"image": f"{name}.png", "low": low, "high": high, "expected": out,
                               "edge_pixels": int((edges > 0).sum())})
    for name, w, h in [("photo_a", 160, 128), ("photo_a", 40, 32), ("photo_a", 63, 101), ("photo_a", 97, 31),
                       ("photo_b", 64, 64), ("photo_b", 200, 77), ("photo_b", 60, 30), ("photo_c", 17, 9), ("photo_c", 131, 245)]:
        for mode in ("RGB", "L"):
            src = Image.fromarray(images[name], "RGB").convert(mode)
            if mode == "L":
                save(f"{name}_L.png", np.asarray(src))
            out = f"lanczos_{name}_{mode}_{w}x{h}.png"
            src.resize((w, h), resample=Image.LANCZOS).save(os.path.join(OUT, out))
            index["lanczos"].append({"image": f"{name}.png" if mode == "RGB" else f"{name}_L.png",
                                     "mode": mode, "width": w, "height": h, "expected": out})
    index["convention"] = __doc__.strip()
    with open(os.path.join(OUT, "cases.json"), "w") as f:
        json.dump(index, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
