import { buildSchema, graphql } from 'graphql';
import { malformedIdMessage, refuseMalformedIds } from '../ids';

const ID = '3f1c9a52-7d0e-4b8e-9a55-2c1d8f6e4b10';

function schemaWithIds() {
  const schema = buildSchema(`
    type Query { one(id: ID!): String, many(ids: [ID!]!): Int, other(slug: String): String, maybe(id: ID): String }
  `);
  const query = schema.getQueryType()!.getFields();
  query.one.resolve = (_s, { id }: { id: string }) => `found ${id}`;
  query.many.resolve = (_s, { ids }: { ids: string[] }) => ids.length;
  query.other.resolve = (_s, { slug }: { slug: string }) => slug;
  query.maybe.resolve = () => 'absent is fine';
  refuseMalformedIds(schema);
  return schema;
}

describe('malformed ids', () => {
  const schema = schemaWithIds();

  it('lets UUIDs, absent ids and other arguments through', async () => {
    const result = await graphql({
      schema,
      source: `{ one(id: "${ID}") many(ids: ["${ID}"]) other(slug: "/..//") maybe }`,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ one: `found ${ID}`, many: 1, other: '/..//', maybe: 'absent is fine' });
  });

  it.each(['abc', '/..//', `${ID}\u0000`, '12', ''])('refuses %p as BAD_USER_INPUT naming the argument', async (id) => {
    const result = await graphql({ schema, source: 'query($id: ID!) { one(id: $id) }', variableValues: { id } });
    expect(result.errors?.[0].message).toBe(malformedIdMessage('id', false));
    expect(result.errors?.[0].originalError).toMatchObject({ code: 'BAD_USER_INPUT', details: { field: 'id' } });
  });

  it('refuses a list with one malformed id, and keeps the rest of the answer', async () => {
    const result = await graphql({ schema, source: `{ many(ids: ["${ID}", "nope"]) other(slug: "x") }` });
    expect(result.errors?.[0].message).toBe(malformedIdMessage('ids', true));
    expect(result.data).toEqual({ many: null, other: 'x' });
  });
});
