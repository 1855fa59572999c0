# Sourced after tools/gpu/common.sh by the scripts that compare a change with the build
# before it (`.gpu/candela-engine-old.xz`, carried): unpacks it to $O and defines
#   bo ARGS...                     its `bench` (as common.sh's `b` for the new build);
#   new_vs_old LABEL FLAGS...      both builds' `generate` with the same flags (3 steps,
#                                  seed 11, one prompt, on CUDA) and their final latents
#                                  compared: max |new - old| / max |old|;
#   resident_speed                 ms/step new / old / new for issue 14's UNet jobs.
O=.gpu/candela-engine-old
python3 -c "import lzma,shutil;shutil.copyfileobj(lzma.open('$O.xz'),open('$O','wb'))" && chmod +x $O
bo() { echo "== old: candela bench $*"; $O bench --device cuda "$@" 2>&1 | grep -v '^step' | slim; }
new_vs_old() {
  local label=$1
  shift
  gen new "$@"
  E=$O gen old "$@"
  echo "$label new vs old: $(python3 tools/gpu/compare_latents.py /tmp/new.safetensors /tmp/old.safetensors)"
}
# resident_speed: ms/step new / old / new for issue 14's UNet jobs (SD 1.5 512, 1024 and
# 2048, SDXL 1024 and 1216x832, SD 3.5 Medium 1024).
resident_speed() {
  local args
  for args in "sd15 --width 512 --height 512 --steps 20" "sd15 --width 1024 --height 1024 --steps 10" \
      "sd15 --width 2048 --height 2048 --steps 3" "sdxl --width 1024 --height 1024 --steps 10" \
      "sdxl --width 1216 --height 832 --steps 10" "sd35m --width 1024 --height 1024 --steps 6 --cfg 4.5"; do
    b --random-weights $args; bo --random-weights $args; b --random-weights $args
  done
}
