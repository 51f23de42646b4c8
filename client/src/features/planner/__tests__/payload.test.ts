import { buildResultPayloadSchema, parseWith } from '@rigforge/common';
import { buildResultPath, parseBuildResultData, payloadFromBuild } from '../payload';
import { makeBuild, PART_IDS, payloadPartsOf } from './fixtures';

const part = { name: 'AMD Ryzen 5 7600', price: 199.99, category: 'CPU' as const, reason: 'Fast.' };

/** What URLSearchParams hands the page for an address made by buildResultPath. */
function dataOf(path: string): string | null {
  return new URL(path, 'http://localhost').searchParams.get('data');
}

describe('parseBuildResultData', () => {
  it('reads a good payload and keeps only the known fields', () => {
    const result = parseBuildResultData(
      JSON.stringify({
        parts: [{ ...part, id: PART_IDS.cpu, slug: 'cpu-x', retailLinks: { amazon: 'https://evil.example' } }],
        budget: 800,
        useCases: ['gaming', 'work'],
        buildType: 'Custom',
        resolution: '1440p',
        allocation: { cpu: 176, gpu: 304, ram: 72, storage: 72, other: 176, extra: 1 },
        buildTier: 'Mid-Range',
        total: 199.99,
        fitsBudget: true,
        message: null,
        somethingElse: '<script>',
      }),
    );
    expect(result).toEqual({
      status: 'ok',
      payload: {
        parts: [{ ...part, id: PART_IDS.cpu, slug: 'cpu-x' }],
        budget: 800,
        useCases: ['gaming', 'work'],
        buildType: 'Custom',
        resolution: '1440p',
        allocation: { cpu: 176, gpu: 304, ram: 72, storage: 72, other: 176 },
        buildTier: 'Mid-Range',
        total: 199.99,
        fitsBudget: true,
      },
    });
  });

  it('takes a payload with nothing but its parts', () => {
    expect(parseBuildResultData(JSON.stringify({ parts: [part] }))).toEqual({
      status: 'ok',
      payload: { parts: [part] },
    });
  });

  it.each([null, '', '   '])('says %p is missing', (data) => {
    expect(parseBuildResultData(data)).toEqual({ status: 'missing' });
  });

  it.each(['{parts: [', 'not json', '%7B%22parts', '{"parts":[]'])('says %p is malformed', (data) => {
    const result = parseBuildResultData(data);
    expect(result.status).toBe('malformed');
  });

  it.each([
    ['an array', [part], 'the payload must be an object'],
    ['a number', 42, 'the payload must be an object'],
    ['no parts', { budget: 800 }, 'parts must be a non-empty array'],
    ['empty parts', { parts: [] }, 'parts must be a non-empty array'],
    ['parts not an array', { parts: part }, 'parts must be a non-empty array'],
    ['a part that is a string', { parts: ['CPU'] }, 'parts[0] must be an object'],
    ['a name that is a number', { parts: [{ ...part, name: 7 }] }, 'parts[0].name must be a non-empty string'],
    ['a blank name', { parts: [{ ...part, name: ' ' }] }, 'parts[0].name must be a non-empty string'],
    [
      'a price that is a string',
      { parts: [{ ...part, price: '199.99' }] },
      'parts[0].price must be a number of dollars',
    ],
    ['a negative price', { parts: [{ ...part, price: -1 }] }, 'parts[0].price must be a number of dollars'],
    ['an unknown category', { parts: [{ ...part, category: 'Monitor' }] }, 'parts[0].category must be one of'],
    ['a lower-case category', { parts: [{ ...part, category: 'cpu' }] }, 'parts[0].category must be one of'],
    ['no reason', { parts: [{ name: 'X', price: 1, category: 'CPU' }] }, 'parts[0].reason must be a string'],
    ['an id that is a number', { parts: [{ ...part, id: 5 }] }, 'id must be a string'],
    ['a budget that is a string', { parts: [part], budget: '800' }, 'budget must be a number'],
    ['use cases that are not strings', { parts: [part], useCases: [1] }, 'useCases must be a list of strings'],
    ['fitsBudget as a string', { parts: [part], fitsBudget: 'false' }, 'fitsBudget must be true or false'],
    ['an allocation with a gap', { parts: [part], allocation: { cpu: 1 } }, 'allocation must be'],
    ['a message that is an object', { parts: [part], message: {} }, 'message must be a string'],
    ['too many parts', { parts: Array.from({ length: 25 }, () => part) }, 'parts may hold at most 24 parts'],
  ])('refuses %s', (_what, value, reason) => {
    const result = parseBuildResultData(JSON.stringify(value));
    expect(result.status).toBe('invalid');
    expect(result.status === 'invalid' && result.reason).toContain(reason);
  });

  it('refuses NaN and Infinity (they are not JSON numbers, and never reach here as numbers)', () => {
    for (const price of [Number.NaN, Infinity]) {
      const parsed = parseWith(buildResultPayloadSchema, { parts: [{ ...part, price }] });
      expect(parsed.ok ? null : parsed.path).toEqual(['parts', 0, 'price']);
    }
  });
});

describe('buildResultPath', () => {
  it('encodes the payload as URL-encoded JSON in data, and it reads back the same', () => {
    const payload = {
      parts: [{ ...part, name: 'Corsair RM750e 80+ Gold & more / "quoted" #1 100%' }],
      budget: 800,
      message: 'No compatible build fits $800.',
    };
    const path = buildResultPath(payload);
    expect(path).toBe(`/build-result?data=${encodeURIComponent(JSON.stringify(payload))}`);
    expect(parseBuildResultData(dataOf(path))).toEqual({ status: 'ok', payload });
  });
});

describe('payloadFromBuild', () => {
  it('carries use cases and the build tier for the strict-budget use-case flow', () => {
    const build = makeBuild();
    const payload = payloadFromBuild(build, { withUseCases: true, withBuildTier: true });
    expect(payload).toEqual({
      parts: payloadPartsOf(build),
      budget: 800,
      useCases: ['gaming'],
      buildType: 'gaming',
      resolution: '1440p',
      buildTier: 'Mid-Range',
      total: 594.48,
      fitsBudget: true,
      message: null,
    });
  });

  it('carries the allocation and no tier or use cases in the calculator flow, and overrides type and resolution', () => {
    const allocation = { cpu: 330, gpu: 570, ram: 135, storage: 135, other: 330 };
    const payload = payloadFromBuild(makeBuild({ buildTier: null }), {
      withUseCases: false,
      withBuildTier: false,
      allocation,
      buildType: 'Custom',
    });
    expect(payload.allocation).toEqual(allocation);
    expect(payload).not.toHaveProperty('buildTier');
    expect(payload).not.toHaveProperty('useCases');
    expect(payload.buildType).toBe('Custom');
    expect(payload.resolution).toBe('1440p');
  });

  it("carries the planner's note and its upgrades, in cents and with `category`", () => {
    const message = 'The fastest build we can make costs $594; the rest buys nothing faster.';
    const upgrade = {
      componentId: 'u1',
      slug: 'psu-corsair-rm750e',
      name: 'Corsair RM750e',
      type: 'PSU',
      priceCents: 9999,
      extraCents: 3000,
      reason: '80+ Gold efficiency at 750 W, up from 80+ Bronze: less heat and noise.',
    } as const;
    const payload = payloadFromBuild(makeBuild({ message, upgrades: [upgrade] }), {
      withUseCases: true,
      withBuildTier: true,
    });
    const { type, componentId, ...rest } = upgrade;
    expect(payload.message).toBe(message);
    expect(payload.upgrades).toEqual([{ id: componentId, ...rest, category: type }]);
    expect(parseBuildResultData(JSON.stringify(payload))).toEqual({ status: 'ok', payload });
    expect(payloadFromBuild(makeBuild(), { withUseCases: true, withBuildTier: true })).not.toHaveProperty('upgrades');
  });

  it('refuses upgrades that are not whole cents', () => {
    const parts = payloadPartsOf(makeBuild());
    const upgrades = [{ name: 'X', category: 'PSU', priceCents: 99.5, extraCents: 10, reason: '' }];
    expect(parseBuildResultData(JSON.stringify({ parts, upgrades }))).toEqual({
      status: 'invalid',
      reason: 'upgrades[0].priceCents must be whole US cents',
    });
  });
});
