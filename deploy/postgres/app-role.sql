-- The role RigForge connects as (docs/operations.md#the-databases-roles). It may log in, and it owns
-- the app's database and that database's public schema with everything in it, so that the
-- migrations can create and change tables and the pg_trgm extension (a trusted one). It is not a
-- superuser, and it cannot create roles or databases, replicate, bypass row security or run
-- programs on the server. Other roles lose the default right to connect to this database.
--
-- Run it once as a superuser, connected to the app's database:
--   psql -v ON_ERROR_STOP=1 -v app_role=rigforge_app -v app_password=<password> -d rigforge -f app-role.sql
-- On a database whose tables an earlier setup created as the superuser, it also hands them over.

CREATE ROLE :"app_role" LOGIN PASSWORD :'app_password'
  NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS;

SELECT format('ALTER DATABASE %I OWNER TO %I', current_database(), :'app_role') \gexec
SELECT format('REVOKE ALL ON DATABASE %I FROM PUBLIC', current_database()) \gexec
ALTER SCHEMA public OWNER TO :"app_role";
REVOKE ALL ON SCHEMA public FROM PUBLIC;

-- Tables, views and standalone sequences already in the schema (a sequence that belongs to a
-- table's column follows its table), then functions and types.
SELECT format('ALTER %s public.%I OWNER TO %I',
              CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW'
                             WHEN 'S' THEN 'SEQUENCE' WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END,
              c.relname, :'app_role')
  FROM pg_class c
 WHERE c.relnamespace = 'public'::regnamespace
   AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
   AND NOT EXISTS (SELECT 1 FROM pg_depend d
                    WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i', 'e'))
\gexec
SELECT format('ALTER ROUTINE %s OWNER TO %I', p.oid::regprocedure, :'app_role')
  FROM pg_proc p
 WHERE p.pronamespace = 'public'::regnamespace
   AND NOT EXISTS (SELECT 1 FROM pg_depend d
                    WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
\gexec
SELECT format('ALTER TYPE public.%I OWNER TO %I', t.typname, :'app_role')
  FROM pg_type t
 WHERE t.typnamespace = 'public'::regnamespace
   AND t.typtype IN ('e', 'd', 'r')
   AND NOT EXISTS (SELECT 1 FROM pg_depend d
                    WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
\gexec
