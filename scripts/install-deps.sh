#!/usr/bin/env bash
# install-deps.sh [browser] [desktop] — installs the Debian packages that Hexlab's builds and
# tests need on a fresh machine. With no argument it installs everything.
#
#   browser  Chromium, for the browser test (e2e/browser_test.go).
#   desktop  the C libraries ebiten's GLFW needs for the cgo desktop build, and those g3n adds
#            for the Trunc app (OpenAL and Vorbis, which its audio package links), Xvfb to run
#            the desktop apps without a screen, xwd (x11-apps) to take their screenshots,
#            xdotool to click in them and xclip to read what Copy link put on the clipboard.
#
# Packages already installed are skipped, so a second run is quick. As root it runs apt-get;
# otherwise it prints the exact command to run and exits non-zero if anything is missing.
# Go modules are not installed here: the go command fetches them through the module proxy.
set -euo pipefail

browser_pkgs=(chromium)
desktop_pkgs=(gcc pkg-config libgl1-mesa-dev libxcursor-dev libxi-dev libxinerama-dev
  libxrandr-dev libxxf86vm-dev libasound2-dev libopenal-dev libvorbis-dev xvfb x11-apps xdotool xclip)

groups=("$@")
[ ${#groups[@]} -eq 0 ] && groups=(browser desktop)
want=()
for g in "${groups[@]}"; do
  case $g in
    browser) want+=("${browser_pkgs[@]}") ;;
    desktop) want+=("${desktop_pkgs[@]}") ;;
    *) echo "install-deps.sh: unknown group \"$g\" (expected browser or desktop)" >&2; exit 2 ;;
  esac
done

missing=()
for p in "${want[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q '^install ok installed$'; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" != 0 ]; then
  echo "install-deps.sh: missing Debian packages: ${missing[*]}" >&2
  echo "install them with:  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "install-deps.sh: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq </dev/null
apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null >/dev/null
