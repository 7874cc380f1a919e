# Stand-in for the official `prom/prometheus` image, built from Debian's prometheus package
# (docker/build.mjs). It keeps what docker-compose.yml relies on: `prometheus` and `promtool` on
# the PATH, /bin/sh, a writable /prometheus owned by nobody (65534, as upstream) for the data
# volume, and the process running as that user.
ARG DEBIAN_IMAGE=freakdrop/debian:trixie
FROM ${DEBIAN_IMAGE}

# The CA bundle (optional) is a BuildKit secret: mounted for this step only, never in a layer.
# Only the server and promtool are kept: Debian's package would also start a service (not in
# a container) and pulls in the node exporter through its recommendations.
RUN --mount=type=secret,id=ca_bundle \
    set -eu; \
    ca=; if [ -s /run/secrets/ca_bundle ]; then ca="-o Acquire::https::CAInfo=/run/secrets/ca_bundle"; fi; \
    apt-get $ca update; \
    apt-get $ca install -y --no-install-recommends prometheus; \
    rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin; \
    mkdir -p /prometheus; \
    chown 65534:65534 /prometheus; \
    prometheus --version; \
    promtool --version

VOLUME ["/prometheus"]
WORKDIR /prometheus
USER 65534:65534
EXPOSE 9090
ENTRYPOINT ["prometheus"]
CMD ["--config.file=/etc/prometheus/prometheus.yml", "--storage.tsdb.path=/prometheus"]
