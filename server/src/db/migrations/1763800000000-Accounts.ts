import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1763800000000 implements MigrationInterface {
  name = 'Accounts1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "users" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "email" varchar(254) NOT NULL,
      "username" varchar(20) NOT NULL CHECK ("username" ~ '^[A-Za-z0-9_-]{3,20}$'),
      "firstName" varchar(100),
      "lastName" varchar(100),
      "profileImageUrl" varchar(500),
      "role" varchar(20) NOT NULL DEFAULT 'user' CHECK ("role" IN ('user', 'moderator', 'admin')),
      "passwordHash" varchar(255) NOT NULL,
      "theme" varchar(10) NOT NULL DEFAULT 'dark' CHECK ("theme" IN ('dark', 'light')),
      "notifications" boolean NOT NULL DEFAULT true,
      "newsletter" boolean NOT NULL DEFAULT false,
      "createdAt" timestamptz NOT NULL DEFAULT now(),
      "updatedAt" timestamptz NOT NULL DEFAULT now()
    )`);
    // E-mail addresses and usernames are unique regardless of case.
    await q.query(`CREATE UNIQUE INDEX "UQ_users_email" ON "users" (lower("email"))`);
    await q.query(`CREATE UNIQUE INDEX "UQ_users_username" ON "users" (lower("username"))`);

    // Password reset tokens: only a SHA-256 of the token is kept; single use; deleted with the user.
    await q.query(`CREATE TABLE "password_reset_token" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "tokenHash" char(64) NOT NULL,
      "expiresAt" timestamptz NOT NULL,
      "usedAt" timestamptz,
      "createdAt" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_password_reset_token_hash" ON "password_reset_token" ("tokenHash")`);
    await q.query(`CREATE INDEX "IDX_password_reset_token_user" ON "password_reset_token" ("userId")`);

    // Ending a user's sessions (password change, reset, deletion) finds them by the user id they hold.
    await q.query(`CREATE INDEX "IDX_session_user" ON "session" (("sess" ->> 'userId'))`);

    // rate-limiter-flexible's PostgreSQL store, shared by every app instance.
    await q.query(`CREATE TABLE "rate_limit" (
      "key" varchar(255) PRIMARY KEY,
      "points" integer NOT NULL DEFAULT 0,
      "expire" bigint
    )`);
    await q.query(`CREATE INDEX "IDX_rate_limit_expire" ON "rate_limit" ("expire")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "rate_limit"`);
    await q.query(`DROP INDEX "IDX_session_user"`);
    await q.query(`DROP TABLE "password_reset_token"`);
    await q.query(`DROP TABLE "users"`);
  }
}
