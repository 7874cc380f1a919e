# FreakDrop API (NestJS) — also serves the built storefront at / when run on its own.
# Build from the repository root:  docker build -f docker/api.Dockerfile -t freakdrop-api .
#
# NODE_IMAGE: the Node base (default the official image; `npm run docker:bases` builds a
# stand-in from Debian's packages for machines that cannot pull). Behind a TLS-inspecting
# proxy, hand its CA bundle to the build as a BuildKit secret (never stored in a layer):
#   DOCKER_BUILDKIT=1 docker build --secret id=ca_bundle,src=/etc/ssl/certs/ca-certificates.crt ...
# The stages `deps` and `build` are the same, word for word, as in docker/web.Dockerfile, so
# building both images runs `npm ci` and the build once (BuildKit's cache); keep them identical.
ARG NODE_IMAGE=node:24-trixie-slim

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

# Only the backend's runtime dependencies: no webpack, React or test tools in the image. Every
# native module ships prebuilt in its npm package (better-sqlite3, sharp, @node-rs/argon2), so
# no compiler is needed; of better-sqlite3 only this platform's prebuilt module is kept (not
# SQLite's C sources nor the other platforms'). The last line proves the native modules load.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/package.json
COPY backend/package.json backend/package.json
COPY frontend/package.json frontend/package.json
# Install scripts are skipped: nothing needs one (the prebuilt modules are in the packages), and
# npm would otherwise compile better-sqlite3 from its binding.gyp.
RUN --mount=type=secret,id=ca_bundle --mount=type=cache,id=freakdrop-npm,target=/root/.npm \
    if [ -s /run/secrets/ca_bundle ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca_bundle; fi \
    && npm ci --omit=dev --workspace=backend --ignore-scripts --no-audit --no-fund \
    && cd node_modules/better-sqlite3 \
    && rm -rf deps src binding.gyp \
    && find prebuilds -type f ! -name "$(node -p 'process.platform + (process.report.getReport().header.glibcVersionRuntime ? "" : "musl") + "-" + process.arch').node" -delete \
    && mkdir -p /app/backend/node_modules \
    && cd /app/backend \
    && node -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get(); require('sharp'); require('@node-rs/argon2')"

FROM ${NODE_IMAGE}
# On its own (`docker run`) the image keeps SQLite and images in /data; compose sets MySQL.
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    UPLOAD_DIR=/data/uploads \
    DATABASE_URL=sqlite:/data/freakdrop.sqlite
WORKDIR /app
# Code and dependencies stay owned by root (read-only for the app); only /data is writable.
COPY --from=prod-deps /app/node_modules node_modules
# npm nests a workspace's dependency here when another version is hoisted (lru-cache 11).
COPY --from=prod-deps /app/backend/node_modules backend/node_modules
COPY --from=build /app/package.json package.json
COPY --from=build /app/packages/contract/package.json packages/contract/package.json
COPY --from=build /app/packages/contract/dist packages/contract/dist
COPY --from=build /app/backend/package.json backend/package.json
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/package.json frontend/package.json
COPY --from=build /app/frontend/dist frontend/dist
RUN mkdir -p /data/uploads && chown -R node:node /data && chmod 700 /data
# Images (UPLOAD_DIR) live here: mount one volume shared by every replica, or use S3_BUCKET.
VOLUME ["/data"]
USER node
EXPOSE 3000
# Ready for traffic: database reachable, migrations applied, not shutting down (503 while
# draining after SIGTERM); /api/health/live only says the process answers.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "backend/dist/main.js"]
