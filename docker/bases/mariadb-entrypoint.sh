#!/usr/bin/env bash
# Entrypoint of the MySQL-compatible stand-in image (docker/bases/mariadb.Dockerfile), with the
# official mysql image's contract for what docker-compose.yml uses:
#   - arguments starting with `-` are options for the server (`command: [--character-set-server=...]`);
#   - an empty /var/lib/mysql is initialised once: root's password from MYSQL_ROOT_PASSWORD
#     (for root@localhost and root@'%'), the database MYSQL_DATABASE, and the user
#     MYSQL_USER/MYSQL_PASSWORD with every privilege on it;
#   - during initialisation the server runs without networking, so a TCP health check
#     (`mysqladmin ping -h 127.0.0.1`) only passes once the real server listens.
set -euo pipefail

DATADIR=/var/lib/mysql
SOCKET=/run/mysqld/mysqld.sock

log() { echo "entrypoint: $*" >&2; }

if [ "${1:0:1}" = '-' ]; then
  set -- mariadbd "$@"
fi
if [ "$1" = mysqld ]; then
  shift
  set -- mariadbd "$@"
fi
if [ "$1" != mariadbd ]; then
  exec "$@"
fi
shift
SERVER_ARGS=("$@")

# A string inside '...' in SQL, and a name inside `...`.
sql_string() { printf '%s' "$1" | sed -e "s/\\\\/\\\\\\\\/g" -e "s/'/''/g"; }
sql_name() { printf '%s' "$1" | sed -e "s/\`/\`\`/g"; }

initialise() {
  if [ -z "${MYSQL_ROOT_PASSWORD:-}" ] && [ -z "${MYSQL_ALLOW_EMPTY_PASSWORD:-}" ]; then
    log "the database is uninitialised: set MYSQL_ROOT_PASSWORD (or MYSQL_ALLOW_EMPTY_PASSWORD=yes)"
    exit 1
  fi
  if [ -n "${MYSQL_USER:-}" ] && [ "$MYSQL_USER" = root ]; then
    log "MYSQL_USER=root is not allowed: root is set up by MYSQL_ROOT_PASSWORD"
    exit 1
  fi

  log "initialising $DATADIR"
  mariadb-install-db --user=mysql --datadir="$DATADIR" --skip-test-db \
    --auth-root-authentication-method=socket "${SERVER_ARGS[@]}" >/dev/null

  # A temporary server that only listens on its socket.
  mariadbd --user=mysql --datadir="$DATADIR" --skip-networking --socket="$SOCKET" \
    "${SERVER_ARGS[@]}" &
  local pid=$! up=0
  for _ in $(seq 1 60); do
    if mariadb-admin --socket="$SOCKET" -uroot ping >/dev/null 2>&1; then
      up=1
      break
    fi
    kill -0 "$pid" 2>/dev/null || break
    sleep 1
  done
  if [ "$up" != 1 ]; then
    log "the temporary server did not start"
    exit 1
  fi

  local root_pw sql
  root_pw="$(sql_string "${MYSQL_ROOT_PASSWORD:-}")"
  sql="SET @@SESSION.SQL_LOG_BIN = 0;
DELETE FROM mysql.global_priv WHERE User = '';
SET PASSWORD FOR 'root'@'localhost' = PASSWORD('$root_pw');
CREATE USER 'root'@'%' IDENTIFIED BY '$root_pw';
GRANT ALL ON *.* TO 'root'@'%' WITH GRANT OPTION;"
  if [ -n "${MYSQL_DATABASE:-}" ]; then
    sql+="
CREATE DATABASE IF NOT EXISTS \`$(sql_name "$MYSQL_DATABASE")\`;"
  fi
  if [ -n "${MYSQL_USER:-}" ]; then
    sql+="
CREATE USER '$(sql_string "$MYSQL_USER")'@'%' IDENTIFIED BY '$(sql_string "${MYSQL_PASSWORD:-}")';"
    if [ -n "${MYSQL_DATABASE:-}" ]; then
      sql+="
GRANT ALL ON \`$(sql_name "$MYSQL_DATABASE")\`.* TO '$(sql_string "$MYSQL_USER")'@'%';"
    fi
  fi
  sql+="
FLUSH PRIVILEGES;"
  mariadb --socket="$SOCKET" -uroot <<<"$sql"

  mariadb-admin --socket="$SOCKET" -uroot shutdown
  wait "$pid"
  log "initialised"
}

mkdir -p /run/mysqld
chown mysql:mysql /run/mysqld "$DATADIR"
if [ ! -d "$DATADIR/mysql" ]; then
  initialise
fi
exec mariadbd --user=mysql --datadir="$DATADIR" "${SERVER_ARGS[@]}"
