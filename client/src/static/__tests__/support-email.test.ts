import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'graphql';
import { createStaticData } from '../data';
import { createDemoSession } from '../demo-auth';
import { createStaticExecutor } from '../link';

const sdl = fs.readFileSync(path.resolve(__dirname, '../../../../schema.graphql'), 'utf8');

/** The static executor over a data folder holding only site.json (`undefined`: no such file). */
function supportEmail(site: unknown) {
  const requested: string[] = [];
  const data = createStaticData('/', async (url) => {
    requested.push(url);
    return site === undefined
      ? { ok: false, status: 404, statusText: 'Not Found', json: async () => null }
      : { ok: true, status: 200, statusText: 'OK', json: async () => site };
  });
  const run = createStaticExecutor(
    sdl,
    data,
    createDemoSession(() => 1_700_000_000_000),
  );
  return { requested, result: run(parse('{ supportEmail }')) };
}

describe('supportEmail in the static build', () => {
  beforeEach(() => localStorage.clear());

  it("answers site.json's address", async () => {
    const { requested, result } = supportEmail({ supportEmail: 'help@rigforge.example' });
    expect(await result).toEqual({ data: { supportEmail: 'help@rigforge.example' } });
    expect(requested).toEqual(['/data/site.json']);
  });

  it.each([
    ['no address', {}],
    ['an address that is not a string', { supportEmail: 42 }],
    ['a null file', null],
  ])("answers '' for %s", async (_, site) => {
    expect(await supportEmail(site).result).toEqual({ data: { supportEmail: '' } });
  });

  it('fails (rather than showing no address) when site.json is missing', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = supportEmail(undefined);
    const { data, errors } = await result;
    expect(data).toEqual({ supportEmail: null });
    expect(errors?.map((e) => e.message)).toEqual(['Failed to fetch /data/site.json: Not Found']);
    error.mockRestore();
  });
});
