// The static build's executor for the prerenderer (scripts/build-static.mjs): the same in-browser
// resolvers (static/link.ts) over the exported JSON, read from the output folder, as a guest.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sdl from '../../../schema.graphql?raw';
import { createStaticData } from '../static/data';
import { createDemoSession } from '../static/demo-auth';
import { createStaticExecutor } from '../static/link';
import type { Execute } from './render';

/** Answers the page's operations from `{dataDir}/{name}.json` (dist-static/data). */
export function createStaticFileExecute(dataDir: string): Execute {
  const data = createStaticData('/', async (url) => {
    const file = path.join(dataDir, path.basename(url));
    try {
      const text = await readFile(file, 'utf8');
      return { ok: true, status: 200, statusText: 'OK', json: async () => JSON.parse(text) as unknown };
    } catch {
      return { ok: false, status: 404, statusText: 'Not Found', json: async () => null };
    }
  });
  // No browser storage here: the demo session is always signed out, as a first visit is.
  const run = createStaticExecutor(sdl, data, createDemoSession());
  return async ({ query, variables, operationName }) => {
    const result = await run(query, variables, operationName);
    return { data: result.data, errors: result.errors?.map((error) => error.toJSON()) };
  };
}
