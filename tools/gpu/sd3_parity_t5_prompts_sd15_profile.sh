#!/usr/bin/env bash
# Main after a round of landings, on CUDA: SD 3 against diffusers in
# every plan (sequential is new), the parity smoke, SD 3.5 Large on a simulated 8 GiB card
# and Medium on 4 GiB (recorded as VRAM matrix runs), 50 different prompts through T5 in a
# row (memory after each job), and where the GPU time goes at SD 1.5 1024 (Candela's
# profile and torch's kernels, issue 14).
set -u
source tools/gpu/common.sh
bash tools/gpu/sd3_cuda_check.sh
CASES="sd1_euler sd1_img2img_euler sdxl_euler" PLANS="none sequential" bash tools/gpu/parity_smoke.sh 2>&1 | tail -n 6
PARTS=sd3budget bash tools/gpu/vram_matrix.sh 2>&1 | tail -n 3
python3 tools/gpu/vram_table.py $OUT/vram_matrix.jsonl 2>&1 | tail -n 9
python3 -c "
for i in range(50): print(f'prompt {i}: a {[\"red\",\"green\",\"blue\",\"golden\",\"silver\"][i%5]} {[\"fox\",\"castle\",\"river\",\"robot\",\"forest\",\"ship\",\"owl\",\"city\",\"garden\",\"dragon\"][i//5]} at {[\"dawn\",\"noon\",\"dusk\",\"night\"][i%4]}, detailed')" > /tmp/p50.txt
echo "== 50 prompts, SD 3.5 Medium resident, T5 on the GPU"
$E bench --device cuda --random-weights sd35m --width 512 --height 512 --steps 1 --cfg 4.5 --offload none --jobs 50 --prompts /tmp/p50.txt 2>/dev/null | grep '^{' | python3 -c "
import json,sys; d=json.loads(sys.stdin.read()); m=lambda x: round(x/2**20)
a=[m(x) for x in d['nvml_process_after_each_job_bytes'] if x]; u=[m(x) for x in d['used_after_each_job_bytes'] if x]
print(json.dumps(dict(prompts=d['prompts'], nvml_after_each_job_mib_first5=a[:5], last5=a[-5:], min=min(a), max=max(a), used_min=min(u), used_max=max(u), peak_nvml_mib=m(d['peak_vram_nvml_process_bytes']))))"
echo "== profile, SD 1.5 1024"
CANDELA_PROFILE=1 $E bench --device cuda --random-weights sd15 --width 1024 --height 1024 --steps 4 2>&1 | grep -E "^profile|ms_per_step" | cut -c1-1500
python3 tools/gpu/torch_kernel_profile.py sd15:1024 2>&1 | tail -n 12
