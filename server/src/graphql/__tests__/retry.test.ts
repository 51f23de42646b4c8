import { buildSchema, graphql } from 'graphql';
import { retryReadsOnce } from '../retry';

const lost = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

/** A schema whose `read` and `write` fail with the given errors, in turn, then answer 'ok'. */
function failing(failures: Error[]) {
  const schema = buildSchema('type Query { read: String } type Mutation { write: String }');
  let calls = 0;
  const resolve = () => {
    calls += 1;
    const failure = failures.shift();
    if (failure) throw failure;
    return 'ok';
  };
  schema.getQueryType()!.getFields().read.resolve = resolve;
  schema.getMutationType()!.getFields().write.resolve = resolve;
  retryReadsOnce(schema);
  return { schema, calls: () => calls };
}

describe('retryReadsOnce', () => {
  it('reads again once after a lost connection', async () => {
    const { schema, calls } = failing([lost()]);
    expect(await graphql({ schema, source: '{ read }' })).toEqual({ data: { read: 'ok' } });
    expect(calls()).toBe(2);
  });

  it('gives up after a second lost connection', async () => {
    const { schema, calls } = failing([lost(), lost()]);
    const result = await graphql({ schema, source: '{ read }' });
    expect(result.errors?.[0].message).toBe('terminating connection due to administrator command');
    expect(calls()).toBe(2);
  });

  it('does not retry other errors, nor mutations', async () => {
    const other = failing([new Error('boom')]);
    expect((await graphql({ schema: other.schema, source: '{ read }' })).errors?.[0].message).toBe('boom');
    expect(other.calls()).toBe(1);
    const write = failing([lost()]);
    expect((await graphql({ schema: write.schema, source: 'mutation { write }' })).errors).toHaveLength(1);
    expect(write.calls()).toBe(1);
  });
});
