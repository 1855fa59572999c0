#!/usr/bin/env bash
# Builds Candela's Linux packages: target/packages/candela_<version>_<arch>.deb and a
# portable tarball candela-<version>-linux-<arch>.tar.gz (same tree, run ./candela).
# Usage: packaging/build-deb.sh            (release build, then package)
#        SKIP_BUILD=1 packaging/build-deb.sh  (package what is already built)
# CARGO_TARGET_DIR is honoured. A CUDA worker built as target/release/candela-engine-cuda
# (tools: ../shared/tools/cuda-build.sh) is shipped beside the CPU one when present.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
target="${CARGO_TARGET_DIR:-$root/target}"
out="$root/target/packages"
if [[ -z "${SKIP_BUILD:-}" ]]; then
  (cd "$root" && cargo build --release --locked -p candela -p candela-engine --bins)
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
if [[ -x "$target/release/candela-engine-cuda" ]]; then
  install -m755 "$target/release/candela-engine-cuda" "$lib/"
fi
strip "$lib"/candela* 2>/dev/null || true
ln -s ../lib/candela/candela "$stage/pkg/usr/bin/candela"
install -m644 "$root/assets/candela.desktop" "$stage/pkg/usr/share/applications/"
install -m644 "$root/assets/candela.png" "$stage/pkg/usr/share/icons/hicolor/256x256/apps/"
install -m644 "$root/assets/candela.svg" "$stage/pkg/usr/share/icons/hicolor/scalable/apps/"
install -m644 "$root/README.md" "$root/assets/LICENSE-CLIP-VOCAB.txt" "$stage/pkg/usr/share/doc/candela/"

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
