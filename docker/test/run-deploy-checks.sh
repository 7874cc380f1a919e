#!/usr/bin/env bash
# The deployment checks, run in CI without a Docker engine:
#   1.  docker-compose.yml through Debian's docker-compose `config -q`, the Dockerfiles through
#       dockerfilelint and the project's rules (docker/test/deploy-config.test.mjs);
#   2.  the compose topology for real: MariaDB, two API processes, Debian's nginx running
#       docker/nginx.conf (docker/test/topology.test.mjs).
# Needs `npm run build` first (backend/dist, frontend/dist), MySQL/MariaDB (TEST_MYSQL_URL's
# server, default root@127.0.0.1:3306), nginx and docker-compose; .ci/run provides them all.
# Any failure exits non-zero.
set -euo pipefail
cd "$(dirname "$0")/../.."

fail() {
  echo "deploy-checks: $*" >&2
  exit 1
}

command -v docker-compose >/dev/null 2>&1 ||
  fail "docker-compose is missing (apt-get install --no-install-recommends docker-compose)"
command -v python3 >/dev/null 2>&1 || fail "python3 is missing (docker-compose brings it)"
command -v nginx >/dev/null 2>&1 || [ -x "${NGINX_BIN:-/usr/sbin/nginx}" ] ||
  fail "nginx is missing (apt-get install nginx-light)"
for built in backend/dist/main.js frontend/dist/index.html; do
  [ -f "$built" ] || fail "$built is missing: run \`npm run build\` first"
done

echo "deploy-checks: docker-compose -f docker-compose.yml config -q (with the secrets .env must set)"
MYSQL_PASSWORD=check MYSQL_ROOT_PASSWORD=check SESSION_SECRET=check-check-check-check-check-check \
  ADMIN_PASSWORD=check-check docker-compose -f docker-compose.yml config -q

if command -v shellcheck >/dev/null 2>&1; then
  echo "deploy-checks: shellcheck docker/test/*.sh docker/bases/*.sh scripts/*.sh .ci/run"
  shellcheck -x docker/test/*.sh docker/bases/*.sh scripts/*.sh .ci/run
else
  echo "deploy-checks: shellcheck not installed, shell scripts not linted"
fi

echo "deploy-checks: node --test docker/test/deploy-config.test.mjs docker/test/topology.test.mjs"
node --test --test-concurrency=1 --test-reporter=spec \
  docker/test/deploy-config.test.mjs docker/test/topology.test.mjs
