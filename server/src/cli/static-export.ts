// What `npm run build:static` exports (docs/static-deployment.md), apart from writing it: every
// page of each content list in its GraphQL shape with every field a guest may read, asked of the
// app's own /graphql, each part's and guide's `listKeys` (what the shared list code of
// @rigforge/common filters and sorts on that the API does not serve), the planner's catalog and the
// site's settings. cli/export-static.ts writes it; the static parity suite
// (server/src/__tests__/static-parity.int.test.ts) answers the client's operations over it.
import type { ComponentListKeys, GuideListKeys } from '@rigforge/common';
import type { EntityManager } from 'typeorm';
import { CatalogService } from '../modules/catalog/catalog.service';
import { Component } from '../modules/catalog/component.entity';
import { BuildGuide } from '../modules/guides/guide.entity';
import { toPlannerCatalog } from '../modules/planner/planner.catalog';
import { selectionOf } from './static-selection';

/** Runs a query on the app's /graphql and gives its data (throws on any error). */
export type GraphQLRunner = (query: string, variables?: Record<string, unknown>) => Promise<Record<string, unknown>>;

interface Page {
  nodes: unknown[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

/** The exported files by name (`{name}.json` under data/). */
export type StaticExport = Record<'components' | 'guides' | 'news' | 'articles' | 'planner' | 'site', unknown>;

export async function exportStatic(graphql: GraphQLRunner, manager: EntityManager, schemaSdl: string) {
  /** Every item of a connection, a page at a time, with every field a guest may read `depth` levels down. */
  const paged = async (field: string, type: string, first: number, depth?: number): Promise<unknown[]> => {
    const all: unknown[] = [];
    let after: string | null = null;
    for (;;) {
      const data = await graphql(
        `query($after: String) { ${field}(first: ${first}, after: $after) {
          pageInfo { endCursor hasNextPage } nodes ${selectionOf(schemaSdl, type, depth)} } }`,
        { after },
      );
      const page = data[field] as Page;
      all.push(...page.nodes);
      if (!page.pageInfo.hasNextPage || page.pageInfo.endCursor === null) return all;
      after = page.pageInfo.endCursor;
    }
  };
  const lists = {
    components: await paged('components', 'Component', 60),
    guides: await paged('guides', 'BuildGuide', 50),
    news: await paged('news', 'NewsItem', 50),
    articles: await paged('articles', 'Article', 100, 1),
  };
  await addListKeys(manager, lists);
  return {
    ...lists,
    // The planner's catalog (raw specs and indices), for the planner that runs in the browser.
    planner: toPlannerCatalog(await new CatalogService(manager).plannableParts()),
    // The site's settings the static pages show (the contact page's e-mail address).
    site: await graphql('{ supportEmail }'),
  } satisfies StaticExport;
}

/** Adds each part's and guide's `listKeys` from its row. */
async function addListKeys(manager: EntityManager, lists: { components: unknown[]; guides: unknown[] }) {
  const parts = new Map(
    (await manager.getRepository(Component).createQueryBuilder('c').addSelect('c.searchText').getMany()).map(
      (c): [string, ComponentListKeys] => [
        c.id,
        {
          chipsetBrand: c.type === 'GPU' && c.specs.chipsetBrand != null ? String(c.specs.chipsetBrand) : null,
          chipset: c.chipset,
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
