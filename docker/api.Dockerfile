# FreakDrop API (NestJS) — also serves the built storefront at / when run on its own.
# Build from the repository root:  docker build -f docker/api.Dockerfile -t freakdrop-api .

# Node toolchain for native modules (better-sqlite3 compiles when no prebuilt binary fits).
FROM node:22-bookworm-slim AS toolchain
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/package.json
COPY frontend/package.json frontend/package.json

# Build both workspaces with every dev dependency.
FROM toolchain AS build
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY backend backend
COPY frontend frontend
RUN npm run build

# Only the backend's runtime dependencies: no webpack, React or test tools in the image.
FROM toolchain AS prod-deps
RUN npm ci --omit=dev --workspace=backend --no-audit --no-fund \
    && npm cache clean --force

FROM node:22-bookworm-slim
# On its own (`docker run`) the image keeps SQLite and images in /data; compose sets MySQL.
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    UPLOAD_DIR=/data/uploads \
    DATABASE_URL=sqlite:/data/freakdrop.sqlite
WORKDIR /app
# Code and dependencies stay owned by root (read-only for the app); only /data is writable.
COPY --from=prod-deps /app/node_modules node_modules
COPY --from=build /app/package.json package.json
COPY --from=build /app/backend/package.json backend/package.json
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/package.json frontend/package.json
COPY --from=build /app/frontend/dist frontend/dist
RUN mkdir -p /data/uploads && chown -R node:node /data
# Images (UPLOAD_DIR) live here: mount one volume shared by every replica, or use S3_BUCKET.
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "backend/dist/main.js"]
