import { staticErrors } from './errors';

/** The lists the static deployment reads, exported by `npm run build:static` under data/. */
export type ListName = 'components' | 'guides' | 'articles' | 'news';

export type Row = Record<string, unknown>;

export interface StaticData {
  list(name: ListName): Promise<Row[]>;
  /** Another exported file under data/ (the planner's catalog: planner.json), read once. */
  file(name: string): Promise<unknown>;
}

type Fetch = (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'statusText' | 'json'>>;

/**
 * Reads each list from `{base}data/{name}.json` once and keeps it (a failed read is not kept, so
 * the next query tries again). A non-OK answer throws 'Failed to fetch {url}: {status text}',
 * also logged.
 */
export function createStaticData(base: string, fetchFn: Fetch = (url) => fetch(url)): StaticData {
  const cache = new Map<string, Promise<unknown>>();
  const load = async (name: string): Promise<unknown> => {
    const url = `${base}data/${name}.json`;
    const res = await fetchFn(url);
    if (!res.ok) {
      const message = staticErrors.failedFetch(url, res.statusText || String(res.status));
      console.error(message);
      throw new Error(message);
    }
    return (await res.json()) as unknown;
  };
  const file = (name: string): Promise<unknown> => {
    let pending = cache.get(name);
    if (!pending) {
      pending = load(name);
      cache.set(name, pending);
      pending.catch(() => cache.delete(name));
    }
    return pending;
  };
  return {
    async list(name) {
      const body = await file(name);
      if (!Array.isArray(body))
        throw new Error(staticErrors.failedFetch(`${base}data/${name}.json`, 'not a JSON list'));
      return body as Row[];
    },
    file,
  };
}
