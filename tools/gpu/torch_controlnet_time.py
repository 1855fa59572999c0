"""Torch's fair GPU time for one CFG denoising step WITH ControlNets: the reference that
Candela's ControlNet speed target is measured against.

One step (batch 2 = cond + uncond) = each of N ControlNets run forward on the latents and a
control image (2 x 3 x res x res, conditioning_scale 1.0), their down/mid residuals summed
across ControlNets as diffusers' MultiControlNetModel does, then the UNet run with
down_block_additional_residuals / mid_block_additional_residual. Models are diffusers'
UNet2DConditionModel (SD15_UNET / SDXL_UNET from diffusers_bench.py) and N distinct
ControlNetModel.from_unet copies, f16, random weights (time depends on the architecture only),
eval, no grad. SDXL passes added_cond_kwargs (text_embeds 1280, time_ids 6) to both.
Reports ms per step eager (after warm-up, CUDA events) and replayed from a CUDA graph
(captured on a side stream, as torch_gpu_time.py does), so no Python launch overhead counts.

usage (GPU machine; diffusers wheel installed as diffusers_bench.py says):
  python3 tools/gpu/torch_controlnet_time.py sd15:512:1 sd15:512:3 sdxl:1024:1 ...   (model:res:N)
CPU smoke test of the wiring (tiny configs, f32, eager only, graph_ms null):
  python3 tools/gpu/torch_controlnet_time.py --device cpu --tiny sd15:64:1 sd15:64:3 sdxl:64:2
diffusers_bench is imported from $CANDELA_GPU_TOOLS (default ./.gpu), else this script's folder.
Prints one JSON line per case: model, res, controlnets, eager_ms, graph_ms, device.
"""
import json, os, sys, time
import torch

sys.path[:0] = [os.path.abspath(os.environ.get('CANDELA_GPU_TOOLS', '.gpu')),
                os.path.dirname(os.path.abspath(__file__))]
from diffusers_bench import SD15_UNET, SDXL_UNET  # noqa: E402

TINY = dict(sample_size=8, in_channels=4, out_channels=4, layers_per_block=1,
            block_out_channels=(32, 64), cross_attention_dim=32, attention_head_dim=8)
TINY_SD15 = dict(TINY, down_block_types=("CrossAttnDownBlock2D", "DownBlock2D"),
                 up_block_types=("UpBlock2D", "CrossAttnUpBlock2D"))
TINY_SDXL = dict(TINY, transformer_layers_per_block=(1, 2), use_linear_projection=True,
                 addition_embed_type="text_time", addition_time_embed_dim=8,
                 projection_class_embeddings_input_dim=32 + 6 * 8,
                 down_block_types=("DownBlock2D", "CrossAttnDownBlock2D"),
                 up_block_types=("CrossAttnUpBlock2D", "UpBlock2D"))


def timeit(fn, dev, n=10):
    if dev == 'cpu':
        t0 = time.perf_counter()
        for _ in range(n): fn()
        return 1000 * (time.perf_counter() - t0) / n
    torch.cuda.synchronize(); a = torch.cuda.Event(True); b = torch.cuda.Event(True)
    a.record()
    for _ in range(n): fn()
    b.record(); torch.cuda.synchronize()
    return a.elapsed_time(b) / n


def check_shapes(unet, cns, args, kw, img, down, mid):
    """The UNet's own skip tensors (seen by hooks on a plain forward) must match the residuals."""
    seen = []
    hooks = [unet.conv_in.register_forward_hook(lambda m, i, o: seen.append(o.shape))]
    hooks += [b.register_forward_hook(lambda m, i, o: seen.extend(r.shape for r in o[1]))
              for b in unet.down_blocks]
    hooks.append(unet.mid_block.register_forward_hook(lambda m, i, o: seen.append(o.shape)))
    unet(*args, **kw)
    for h in hooks: h.remove()
    for c in cns:  # every ControlNet gives the same shapes, so the sum is well-formed
        d, m = c(*args, controlnet_cond=img, conditioning_scale=1.0, return_dict=False, **kw)
        assert [r.shape for r in d] == [r.shape for r in down] and m.shape == mid.shape, 'ControlNets differ'
    got = [r.shape for r in down] + [mid.shape]
    assert got == seen, f'residual shapes {got} != UNet skips {seen}'


def case(model, res, n, dev, tiny):
    from diffusers import ControlNetModel, UNet2DConditionModel
    sdxl = model == 'sdxl'
    cfg = (TINY_SDXL if sdxl else TINY_SD15) if tiny else (SDXL_UNET if sdxl else SD15_UNET)
    dt = torch.half if dev == 'cuda' else torch.float32
    torch.manual_seed(0)
    with torch.device(dev):
        unet = UNet2DConditionModel(**cfg).to(dt).eval().requires_grad_(False)
        cns = [ControlNetModel.from_unet(unet).to(dt).eval().requires_grad_(False) for _ in range(n)]
    h = res // 8
    x = torch.randn(2, 4, h, h, device=dev, dtype=dt)
    t = torch.full((2,), 500, device=dev, dtype=torch.long)
    enc = torch.randn(2, 77, cfg['cross_attention_dim'], device=dev, dtype=dt)
    img = torch.randn(2, 3, res, res, device=dev, dtype=dt)
    kw = {}
    if sdxl:  # text_embeds width = projection input - 6 time ids x addition_time_embed_dim
        te = cfg['projection_class_embeddings_input_dim'] - 6 * cfg['addition_time_embed_dim']
        kw['added_cond_kwargs'] = dict(text_embeds=torch.randn(2, te, device=dev, dtype=dt),
                                       time_ids=torch.randn(2, 6, device=dev, dtype=dt))

    def step():
        down = mid = None
        for c in cns:  # MultiControlNetModel: sum the residuals of every ControlNet
            d, m = c(x, t, enc, controlnet_cond=img, conditioning_scale=1.0, return_dict=False, **kw)
            if down is None: down, mid = list(d), m
            else: down, mid = [a + b for a, b in zip(down, d)], mid + m
        out = unet(x, t, enc, down_block_additional_residuals=down,
                   mid_block_additional_residual=mid, return_dict=False, **kw)[0]
        return out, down, mid

    graph = None
    with torch.no_grad():
        out, down, mid = step()
        assert out.shape == x.shape, out.shape
        check_shapes(unet, cns, (x, t, enc), kw, img, down, mid)
        for _ in range(2): step()
        eager = timeit(step, dev, 10 if dev == 'cuda' else 3)
        if dev == 'cuda':
            s = torch.cuda.Stream(); s.wait_stream(torch.cuda.current_stream())
            with torch.cuda.stream(s):
                for _ in range(2): step()
            torch.cuda.current_stream().wait_stream(s)
            g = torch.cuda.CUDAGraph()
            with torch.cuda.graph(g): step()
            graph = round(timeit(g.replay, dev), 2)
            del g
    del unet, cns
    if dev == 'cuda': torch.cuda.empty_cache()
    name = torch.cuda.get_device_name() if dev == 'cuda' else 'cpu'
    return dict(model=model, res=res, controlnets=n, eager_ms=round(eager, 2), graph_ms=graph,
                device=name)


def main(argv):
    dev, tiny, specs = 'cuda', False, []
    it = iter(argv)
    for a in it:
        if a == '--device': dev = next(it)
        elif a == '--tiny': tiny = True
        else: specs.append(a)
    if not specs: sys.exit(__doc__)
    for spec in specs:
        model, res, n = spec.split(':')
        assert model in ('sd15', 'sdxl') and int(n) >= 1, spec
        print(json.dumps(case(model, int(res), int(n), dev, tiny)), flush=True)


if __name__ == '__main__':
    main(sys.argv[1:])
