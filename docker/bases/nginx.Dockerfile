# Stand-in for the official `nginx` image, built from Debian's nginx (docker/bases/build.mjs).
# It keeps what docker/web.Dockerfile relies on: `nginx` on the PATH, an `nginx` user and
# group (uid/gid 101 as upstream), /etc/nginx/mime.types, /usr/share/nginx/html, logs to the
# container's stdout/stderr, `wget` for the health check, and a graceful stop on SIGQUIT.
ARG DEBIAN_IMAGE=freakdrop/debian:trixie
FROM ${DEBIAN_IMAGE}

# The CA bundle (optional) is a BuildKit secret: mounted for this step only, never in a layer.
RUN --mount=type=secret,id=ca_bundle \
    set -eu; \
    ca=; if [ -s /run/secrets/ca_bundle ]; then ca="-o Acquire::https::CAInfo=/run/secrets/ca_bundle"; fi; \
    groupadd --system --gid 101 nginx; \
    useradd --system --uid 101 --gid nginx --no-create-home --home-dir /nonexistent \
        --shell /usr/sbin/nologin nginx; \
    apt-get $ca update; \
    apt-get $ca install -y --no-install-recommends nginx wget; \
    rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin /etc/nginx/sites-enabled/*; \
    ln -sf /dev/stdout /var/log/nginx/access.log; \
    ln -sf /dev/stderr /var/log/nginx/error.log; \
    nginx -v

EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
