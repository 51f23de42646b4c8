// npm run build:static (scripts/build-static.mjs) runs this: exports the content lists the static
// deployment reads (docs/static-deployment.md) as JSON in their GraphQL shapes. It boots the app
// on a fresh embedded database (seed content) or on DATABASE_URL, asks its own /graphql for every
// page of each list with every field the schema offers (the presenters and field resolvers make
// the shapes), and writes <out>/components.json, guides.json, articles.json and news.json, with
// planner.json (the planner's catalog) and site.json (the support e-mail address). Each part and
// guide also carries `listKeys`: what the shared list code (@rigforge/common lists) filters and
// sorts on that the API does not serve (ComponentListKeys, GuideListKeys).
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { EntityManager } from 'typeorm';
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { createApp } from '../app';
import { createLogger } from '../lib/logger';
import type { ComponentListKeys, GuideListKeys } from '@rigforge/common';
import { CatalogService } from '../modules/catalog/catalog.service';
import { Component } from '../modules/catalog/component.entity';
import { BuildGuide } from '../modules/guides/guide.entity';
import { toPlannerCatalog } from '../modules/planner/planner.catalog';
import { selectionOf } from './static-selection';

interface Page {
  nodes: unknown[];
  endCursor: string | null;
  hasNextPage: boolean;
}

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
  const paged = async (field: string, type: string, first: number): Promise<unknown[]> => {
    const all: unknown[] = [];
    let after: string | null = null;
    for (;;) {
      const data = await graphql(
        `query($after: String) { ${field}(first: ${first}, after: $after) { endCursor hasNextPage nodes ${selectionOf(schemaSdl, type)} } }`,
        { after },
      );
      const page = data[field] as Page;
      all.push(...page.nodes);
      if (!page.hasNextPage || page.endCursor === null) return all;
      after = page.endCursor;
    }
  };
  try {
    fs.mkdirSync(out, { recursive: true });
    const lists: Record<string, unknown[]> = {
      components: await paged('components', 'Component', 60),
      guides: await paged('guides', 'BuildGuide', 50),
      news: await paged('news', 'NewsItem', 50),
      articles: (await graphql(`{ articles ${selectionOf(schemaSdl, 'Article', 1)} }`)).articles as unknown[],
    };
    await addListKeys(db.dataSource.manager, lists);
    // The planner's catalog (raw specs and indices), for the planner that runs in the browser.
    const planner = toPlannerCatalog(await new CatalogService(db.dataSource.manager).plannableParts());
    fs.writeFileSync(path.join(out, 'planner.json'), JSON.stringify(planner));
    // The site's settings the static pages show (the contact page's e-mail address).
    fs.writeFileSync(path.join(out, 'site.json'), JSON.stringify(await graphql('{ supportEmail }')));
    for (const [name, list] of Object.entries(lists)) {
      fs.writeFileSync(path.join(out, `${name}.json`), JSON.stringify(list));
      process.stdout.write(`${name}: ${list.length}\n`);
    }
  } finally {
    await app.close();
    await db.close();
    if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
  }
}

/** Adds each part's and guide's `listKeys` from its row. */
async function addListKeys(manager: EntityManager, lists: Record<string, unknown[]>): Promise<void> {
  const parts = new Map(
    (await manager.getRepository(Component).createQueryBuilder('c').addSelect('c.searchText').getMany()).map(
      (c): [string, ComponentListKeys] => [
        c.id,
        {
          chipsetBrand: c.type === 'GPU' && c.specs.chipsetBrand != null ? String(c.specs.chipsetBrand) : null,
          searchText: c.searchText,
          socket: c.socket,
          coolerSockets: c.coolerSockets,
          memoryType: c.memoryType,
          memoryTypes: c.memoryTypes,
          formFactor: c.formFactor,
          vramGb: c.vramGb,
          psuWattage: c.psuWattage,
          capacityGb: c.capacityGb,
          storageInterface: c.storageInterface,
          coolerType: c.coolerType,
          specs: c.specs,
        },
      ],
    ),
  );
  const guides = new Map(
    (await manager.getRepository(BuildGuide).find()).map((g): [string, GuideListKeys] => [
      g.slug,
      { position: g.position },
    ]),
  );
  const withKeys = (rows: unknown[], key: string, keys: Map<string, unknown>) =>
    rows.map((row) => ({
      ...(row as Record<string, unknown>),
      listKeys: keys.get(String((row as Record<string, unknown>)[key])),
    }));
  lists.components = withKeys(lists.components, 'id', parts);
  lists.guides = withKeys(lists.guides, 'slug', guides);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
