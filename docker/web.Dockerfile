# FreakDrop web tier: nginx serving the built storefront + admin console and proxying /api
# and /uploads to the API replicas (docker/nginx.conf).
# Build from the repository root:  docker build -f docker/web.Dockerfile -t freakdrop-web .

# The frontend needs only its own packages (no native backend modules, so no compiler) and
# the shared contract in backend/src/contract.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/package.json
COPY frontend/package.json frontend/package.json
RUN npm ci --workspace=frontend --no-audit --no-fund
COPY tsconfig.base.json ./
COPY backend/src/contract backend/src/contract
COPY frontend frontend
RUN npm run build --workspace=frontend

# `resolve` in an upstream (re-reading the replicas from Docker's DNS) needs nginx >= 1.27.3.
FROM nginx:1.28-alpine
COPY docker/nginx.conf /etc/nginx/nginx.conf
COPY --from=build /app/frontend/dist /usr/share/nginx/html
# Runs unprivileged: the pid file and temp folders live in /tmp/nginx, the port is 8080.
RUN mkdir -p /tmp/nginx && chown nginx:nginx /tmp/nginx
USER nginx
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s --retries=3 \
    CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/nginx-health"]
CMD ["nginx", "-g", "daemon off;"]
