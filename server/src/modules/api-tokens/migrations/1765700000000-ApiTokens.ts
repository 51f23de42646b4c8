import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Personal access tokens (issue 33 item 1): a secret's SHA-256 (never the secret), its scopes and
 * its times. The checks repeat common's rules (a name of 1 to 60 characters, scopes read and/or
 * write); the tokens go with their account.
 */
export class ApiTokens1765700000000 implements MigrationInterface {
  name = 'ApiTokens1765700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "api_token" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "name" varchar(60) NOT NULL CHECK (length(trim("name")) > 0),
      "tokenHash" char(64) NOT NULL,
      "scopes" varchar(5)[] NOT NULL
        CHECK (cardinality("scopes") BETWEEN 1 AND 2 AND "scopes" <@ ARRAY['read', 'write']::varchar(5)[]),
      "createdAt" timestamptz NOT NULL DEFAULT now(),
      "lastUsedAt" timestamptz,
      "expiresAt" timestamptz
    )`);
    // A request's token is found by its hash.
    await q.query(`CREATE UNIQUE INDEX "UQ_api_token_hash" ON "api_token" ("tokenHash")`);
    // A user's list, and the count against the per-user maximum.
    await q.query(`CREATE INDEX "IDX_api_token_user" ON "api_token" ("userId")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "api_token"`);
  }
}
