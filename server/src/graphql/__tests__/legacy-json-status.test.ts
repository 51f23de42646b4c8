import { acceptsOnlyLegacyJson } from '../legacy-json-status';

describe('acceptsOnlyLegacyJson', () => {
  it.each([
    ['application/json', true],
    ['Application/JSON; charset=utf-8', true],
    ['application/json, text/plain;q=0.5', true],
    ['application/graphql-response+json, application/json;q=0.9', false],
    ['application/graphql-response+json', false],
    ['*/*', false],
    [undefined, false],
  ])('%p: %p', (accept, expected) => {
    expect(acceptsOnlyLegacyJson(accept)).toBe(expected);
  });
});
