import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContactMessages1764300000000 implements MigrationInterface {
  name = 'ContactMessages1764300000000';

  async up(q: QueryRunner): Promise<void> {
    // The lengths repeat common's contact rules; a message outlives the admin who handled it.
    await q.query(`CREATE TABLE "contact_message" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "name" varchar(100) NOT NULL CHECK (length(trim("name")) > 0),
      "email" varchar(254) NOT NULL,
      "subject" varchar(200) NOT NULL CHECK (length(trim("subject")) > 0),
      "message" varchar(5000) NOT NULL CHECK (length(trim("message")) > 0),
      "handledAt" timestamptz,
      "handledById" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
      "createdAt" timestamptz NOT NULL DEFAULT now()
    )`);
    // The admins' list, newest first.
    await q.query(`CREATE INDEX "IDX_contact_message_created" ON "contact_message" ("createdAt" DESC, "id" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "contact_message"`);
  }
}
