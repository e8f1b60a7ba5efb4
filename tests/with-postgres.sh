#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 server: starts one on 127.0.0.1 on a free high port in a
# fresh temporary folder, makes a role with a password (and the right to create databases) and a database it
# owns, runs the command with
#     MORALEDESK_TEST_POSTGRES=postgresql://ROLE@127.0.0.1:PORT/DATABASE
#     PGPASSFILE=a 0600 password file holding the role's password (libpq reads it; nothing on a command line)
# then stops the server and removes the folder, whatever the command did (and on Ctrl-C or kill), and exits
# with the command's status. The campaign tests (ctest label "campaign") make one fresh database per test on
# it (tests/CampaignTestServer.h) when MORALEDESK_TEST_POSTGRES is set.
#
# Usage: tests/with-postgres.sh COMMAND [ARGUMENT...]
#   e.g. tests/with-postgres.sh ctest --test-dir build/release -L campaign
#        tests/with-postgres.sh sh -c 'psql "$MORALEDESK_TEST_POSTGRES"'
# As root (CI) the server runs as the "postgres" user (initdb and pg_ctl refuse root); as anyone else it runs
# as that user. Needs postgresql-15 and libqt6sql6-psql (packaging/install-build-deps.sh installs both).
# MORALEDESK_PG_BINDIR overrides where the server's programs are (/usr/lib/postgresql/15/bin).
set -uo pipefail

say() { echo "with-postgres: $*" >&2; }
die() {
    say "$*"
    exit 2
}

[ $# -ge 1 ] || die "usage: $0 COMMAND [ARGUMENT...]"

bindir=${MORALEDESK_PG_BINDIR:-/usr/lib/postgresql/15/bin}
for tool in initdb pg_ctl psql; do
    [ -x "$bindir/$tool" ] || die "no $bindir/$tool: install PostgreSQL 15 (Debian 12: apt-get install postgresql-15, \
or run packaging/install-build-deps.sh), or set MORALEDESK_PG_BINDIR to the folder of initdb, pg_ctl and psql"
done
# The tests reach the server through Qt's QPSQL driver; without it every test would fail with a driver error.
driver_found=""
IFS=: read -r -a plugin_dirs <<<"${QT_PLUGIN_PATH:-}"
for d in /usr/lib/*/qt6/plugins /usr/lib/qt6/plugins "${plugin_dirs[@]}"; do
    [ -n "$d" ] && [ -e "$d/sqldrivers/libqsqlpsql.so" ] && driver_found=yes
done
[ -n "$driver_found" ] || die "Qt's PostgreSQL driver (libqsqlpsql.so) is not installed: apt-get install libqt6sql6-psql \
(or run packaging/install-build-deps.sh)"

# As root, every server program runs as "postgres"; otherwise as whoever runs this script.
as_server=()
if [ "$(id -u)" -eq 0 ]; then
    id postgres >/dev/null 2>&1 || die "running as root, but there is no \"postgres\" user to run the server as \
(the postgresql-15 package makes it)"
    command -v runuser >/dev/null 2>&1 || die "running as root needs runuser (util-linux) to start the server as postgres"
    as_server=(runuser -u postgres --)
fi

# A short folder (the server's socket path must stay under 108 bytes) that the server's user can enter: /tmp,
# not $TMPDIR, which may be under a 0700 home such as /root.
base=${MORALEDESK_PG_TMP:-/tmp}
dir=$(mktemp -d "$base/mdpg.XXXXXX") || die "could not make a folder in $base"
server_started=""
child=""

cleanup() {
    local status=$?
    trap - EXIT INT TERM
    if [ -n "$child" ] && kill -0 "$child" 2>/dev/null; then
        kill -TERM "$child" 2>/dev/null
        wait "$child" 2>/dev/null
    fi
    if [ -n "$server_started" ]; then
        if ! "${as_server[@]}" "$bindir/pg_ctl" -D "$dir/data" -m immediate -w -t 30 stop >/dev/null 2>&1; then
            # pg_ctl could not stop it: end the server by the process id it wrote, nothing broader.
            pid=$(head -n 1 "$dir/data/postmaster.pid" 2>/dev/null)
            if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
                say "pg_ctl stop failed; killing the server (process $pid)"
                kill -KILL "$pid" 2>/dev/null
                sleep 0.5
            fi
        fi
    fi
    rm -rf "$dir"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [ ${#as_server[@]} -gt 0 ]; then
    chown postgres: "$dir" || die "could not hand $dir to the postgres user"
    "${as_server[@]}" test -x "$dir" -a -w "$dir" \
        || die "the postgres user cannot enter $dir (a parent folder is closed to it); set MORALEDESK_PG_TMP to another folder"
fi

if ! "${as_server[@]}" "$bindir/initdb" -D "$dir/data" -U postgres -E UTF8 --locale=C.UTF-8 -N \
        --auth-local=trust --auth-host=scram-sha-256 >"$dir/initdb.log" 2>&1; then
    cat "$dir/initdb.log" >&2
    die "initdb failed (its output is above)"
fi

# A random high port; another one when the server cannot bind it (taken by another job).
port=""
for attempt in 1 2 3 4 5 6 7 8 9 10; do
    try=$((20000 + (RANDOM * 32768 + RANDOM) % 40000))
    if "${as_server[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
            -o "-p $try -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" \
            start >/dev/null 2>&1; then
        port=$try
        server_started=yes
        break
    fi
    if grep -q -e "Address already in use" -e "could not create any TCP/IP sockets" -e "could not bind" "$dir/server.log" 2>/dev/null; then
        say "port $try is taken (attempt $attempt); trying another"
        : >"$dir/server.log"
        continue
    fi
    cat "$dir/server.log" >&2 2>/dev/null
    # A half-started server still needs stopping.
    server_started=yes
    die "the server did not start (its log is above)"
done
[ -n "$port" ] || die "no free port found in 10 attempts"

role=md_test
database=md_test
password=$(od -An -N18 -tx1 /dev/urandom | tr -d ' \n')
if ! "${as_server[@]}" "$bindir/psql" -X -q -v ON_ERROR_STOP=1 -h "$dir" -p "$port" -U postgres -d postgres \
        >"$dir/psql.log" 2>&1 <<SQL; then
CREATE ROLE $role LOGIN CREATEDB PASSWORD '$password';
CREATE DATABASE $database OWNER $role;
SQL
    cat "$dir/psql.log" >&2
    die "could not create the role and the database (psql's output is above)"
fi

# The password file libpq reads (it ignores one that others can read): host:port:database:user:password.
passfile="$dir/pgpass"
(umask 077 && printf '127.0.0.1:%s:*:%s:%s\n' "$port" "$role" "$password" >"$passfile") \
    || die "could not write the password file"
chmod 600 "$passfile"

export PGPASSFILE="$passfile"
export MORALEDESK_TEST_POSTGRES="postgresql://$role@127.0.0.1:$port/$database"
# Nothing from the caller's environment may pick another server, user or password behind the address.
unset PGHOST PGHOSTADDR PGPORT PGUSER PGDATABASE PGPASSWORD PGSERVICE PGSERVICEFILE PGOPTIONS
say "PostgreSQL 15 at $MORALEDESK_TEST_POSTGRES (folder $dir)"

# In the background so that a TERM to this script is handled at once (cleanup ends the command first);
# standard input stays the script's.
"$@" <&0 &
child=$!
wait "$child"
status=$?
child=""
exit "$status"
