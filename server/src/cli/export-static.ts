// npm run build:static (scripts/build-static.mjs) runs this: exports the content lists the static
// deployment reads (docs/static-deployment.md) as JSON in their GraphQL shapes. It boots the app
// on a fresh embedded database (seed content) or on DATABASE_URL, asks its own /graphql for every
// page of each list with every field the schema offers (the presenters and field resolvers make
// the shapes), and writes <out>/components.json, guides.json, articles.json and news.json, with
// planner.json (the planner's catalog) and site.json (the support e-mail address): what
// cli/static-export.ts gathers.
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { createApp } from '../app';
import { createLogger } from '../lib/logger';
import { exportStatic } from './static-export';

async function main(): Promise<void> {
  const out = path.resolve(process.argv[2] ?? 'dist-static/data');
  const schemaSdl = fs.readFileSync(path.resolve(__dirname, '../../../schema.graphql'), 'utf8');
  const ownDataDir = process.env.DATABASE_URL ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'rigforge-static-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    CLIENT_DIST: 'none',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
  });
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config, logger);
  const app = await createApp(config, db, logger);
  await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = app.httpServer.address() as AddressInfo;
  const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(`export query failed: ${body.errors.map((e) => e.message).join('; ')}`);
    return body.data ?? {};
  };
  try {
    fs.mkdirSync(out, { recursive: true });
    const files = await exportStatic(graphql, db.dataSource.manager, schemaSdl);
    for (const [name, body] of Object.entries(files)) {
      fs.writeFileSync(path.join(out, `${name}.json`), JSON.stringify(body));
      if (Array.isArray(body)) process.stdout.write(`${name}: ${body.length}\n`);
    }
  } finally {
    await app.close();
    await db.close();
    if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
