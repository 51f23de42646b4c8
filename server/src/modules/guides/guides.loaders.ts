import DataLoader from 'dataloader';
import type { CatalogService } from '../catalog/catalog.service';

/** Per-request batches for a guide's parts. */
export interface GuideLoaders {
  /** The catalog part named exactly so, of its type ("type\nname" keys), or null: one query per request. */
  catalogIdByName: DataLoader<string, string | null>;
}

export function createGuideLoaders({ catalog }: { catalog: CatalogService }): GuideLoaders {
  return {
    catalogIdByName: new DataLoader(async (keys) => {
      const parts = keys.map((key) => {
        const [type, name] = key.split('\n');
        return { type, name };
      });
      const ids = new Map((await catalog.byTypeAndName(parts)).map((c) => [`${c.type}\n${c.name}`, c.id]));
      return keys.map((key) => ids.get(key) ?? null);
    }),
  };
}
