#!/bin/sh
# Runs once, when the database volume is first created (the postgres image runs the files in
# /docker-entrypoint-initdb.d): makes the least-privileged role the app connects as.
set -e
: "${RIGFORGE_DB_PASSWORD:?set RIGFORGE_DB_PASSWORD}"
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v app_role=rigforge_app -v app_password="$RIGFORGE_DB_PASSWORD" -f /rigforge/app-role.sql
