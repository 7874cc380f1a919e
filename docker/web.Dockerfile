# FreakDrop web tier: nginx serving the built storefront + admin console and proxying /api
# and /uploads to the API replicas (docker/nginx.conf).
# Build from the repository root:  docker build -f docker/web.Dockerfile -t freakdrop-web .
#
# NODE_IMAGE and NGINX_IMAGE: the bases (default the official images; `npm run docker:bases`
# builds stand-ins from Debian's packages). A proxy's CA bundle goes in as the BuildKit secret
# `ca_bundle`, as for docker/api.Dockerfile.
# The stages `deps` and `build` are the same, word for word, as in docker/api.Dockerfile: built
# after the API image they come from BuildKit's cache, so `npm ci` and the build run once.
ARG NODE_IMAGE=node:24-trixie-slim
ARG NGINX_IMAGE=nginx:1.28-alpine

# Every dependency of both workspaces, to build them. Only the manifests are copied first, so
# this install is cached until they change. Install scripts are skipped: the build loads no
# native module (better-sqlite3 compiles from source where no prebuilt binary can be fetched;
# the prod-deps stage of api.Dockerfile builds it for the image). The CA bundle (optional) and
# npm's download cache are mounted for this step only, never stored in a layer.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/package.json
COPY backend/package.json backend/package.json
COPY frontend/package.json frontend/package.json
RUN --mount=type=secret,id=ca_bundle --mount=type=cache,id=freakdrop-npm,target=/root/.npm \
    if [ -s /run/secrets/ca_bundle ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca_bundle; fi \
    && npm ci --ignore-scripts --no-audit --no-fund

# Build the workspaces; only this stage reruns when the sources change. The frontend's API
# types (frontend/src/api/schema.ts) are taken as checked in: the typecheck proves them current,
# and writing them boots the app, which needs the native modules this stage does not install.
FROM deps AS build
COPY tsconfig.base.json ./
COPY packages packages
COPY backend backend
COPY frontend frontend
RUN npm run build:dist

FROM ${NGINX_IMAGE}
COPY docker/nginx.conf /etc/nginx/nginx.conf
COPY --from=build /app/frontend/dist /usr/share/nginx/html
# Runs unprivileged: the pid file and temp folders live in /tmp/nginx, the port is 8080.
RUN mkdir -p /tmp/nginx && chown nginx:nginx /tmp/nginx
USER nginx
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s --retries=3 \
    CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/nginx-health"]
CMD ["nginx", "-g", "daemon off;"]
