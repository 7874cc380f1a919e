# MySQL-compatible stand-in for the official `mysql` image: Debian's MariaDB server
# (docker/bases/build.mjs). Its entrypoint honours the variables compose sets
# (MYSQL_DATABASE, MYSQL_USER, MYSQL_PASSWORD, MYSQL_ROOT_PASSWORD), initialises an empty
# /var/lib/mysql once, passes extra arguments (`--character-set-server=...`) to the server,
# and ships `mysqladmin` for the compose health check.
ARG DEBIAN_IMAGE=freakdrop/debian:trixie
FROM ${DEBIAN_IMAGE}

# The CA bundle (optional) is a BuildKit secret: mounted for this step only, never in a layer.
# The package's own database and config are replaced: the entrypoint initialises the volume,
# and the server listens on every interface of the container (not only 127.0.0.1).
RUN --mount=type=secret,id=ca_bundle \
    set -eu; \
    ca=; if [ -s /run/secrets/ca_bundle ]; then ca="-o Acquire::https::CAInfo=/run/secrets/ca_bundle"; fi; \
    apt-get $ca update; \
    apt-get $ca install -y --no-install-recommends mariadb-server; \
    rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin /var/lib/mysql; \
    mkdir -p /var/lib/mysql /run/mysqld; \
    chown mysql:mysql /var/lib/mysql /run/mysqld; \
    printf '[mariadbd]\nbind-address = 0.0.0.0\nskip-name-resolve\n' \
        > /etc/mysql/mariadb.conf.d/90-container.cnf; \
    mariadbd --version

COPY mariadb-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
VOLUME ["/var/lib/mysql"]
EXPOSE 3306
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["mariadbd"]
