// common's saved-build shapes as the server reads them (readInput): values, and refusals as BAD_USER_INPUT.
import {
  DESCRIPTION_TOO_LONG,
  NO_COMPONENTS,
  PART_TYPES,
  TITLE_EMPTY,
  TITLE_TOO_LONG,
  TOO_MANY_COMPONENTS,
  USE_CASE_UNKNOWN_MESSAGE,
  savedBuildInputSchema,
  savedBuildPatchSchema,
} from '@rigforge/common';
import { thrownRefusal } from '../../../test/refusal';
import { readInput } from '../../../lib/read-input';

const parseSavedBuildInput = (input: unknown) => readInput(savedBuildInputSchema, input);
const parseSavedBuildPatch = (input: unknown) => readInput(savedBuildPatchSchema, input);

const bad = (message: string) => ({ code: 'BAD_USER_INPUT', message });
const cpu = { type: 'CPU', name: 'Ryzen 5 7600', price: 199.99 };
const withParts = (extra: Record<string, unknown>, components: unknown[] = [cpu]) => ({ ...extra, components });
const TYPES_MESSAGE = `type must be one of ${PART_TYPES.join(', ')}.`;
const UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('parseSavedBuildInput', () => {
  it('reads a minimal payload, leaving every default to the service', () => {
    expect(
      parseSavedBuildInput({ components: [{ type: 'cpu', name: '  Ryzen   5\n7600 ', price: '199.99' }] }),
    ).toEqual({
      title: null,
      description: null,
      isPublic: false,
      budgetCents: null,
      buildType: null,
      resolution: null,
      useCases: [],
      components: [
        { type: 'CPU', name: 'Ryzen 5 7600', priceCents: 19999, componentId: null, locked: false, owned: false },
      ],
    });
  });

  it('reads every field of the required payload, trimmed and normalised', () => {
    const draft = parseSavedBuildInput({
      title: '  My rig  ',
      description: '  For 1440p.  ',
      isPublic: true,
      totalPrice: '1234.5',
      category: ' mid-range GAMING ',
      budget: '1499.6',
      buildType: ' gaming ',
      resolution: '4K',
      useCases: ['work', 'gaming', 'work'],
      components: [
        { ...cpu, componentId: UUID.toUpperCase(), retailLinks: { amazon: 'https://evil.example' } },
        { category: 'gpu', name: 'RX 7800 XT', price: 499 },
        { type: 'RAM', name: 'Kit A', price: 0 },
        { type: 'RAM', name: 'Kit A', price: 0.1 + 0.2 },
      ],
    });
    expect(draft).toEqual({
      title: 'My rig',
      description: 'For 1440p.',
      isPublic: true,
      budgetCents: 150000,
      buildType: 'gaming',
      resolution: '4K',
      useCases: ['gaming', 'work'],
      components: [
        { type: 'CPU', name: 'Ryzen 5 7600', priceCents: 19999, componentId: UUID, locked: false, owned: false },
        { type: 'GPU', name: 'RX 7800 XT', priceCents: 49900, componentId: null, locked: false, owned: false },
        { type: 'RAM', name: 'Kit A', priceCents: 0, componentId: null, locked: false, owned: false },
        { type: 'RAM', name: 'Kit A', priceCents: 30, componentId: null, locked: false, owned: false },
      ],
    });
    // Nothing from the caller beyond the fields it reads (retail links are the server's).
    expect(JSON.stringify(draft)).not.toContain('evil');
  });

  it('turns blank optional text into null and accepts the limits themselves', () => {
    const draft = parseSavedBuildInput(
      withParts({ title: '   ', description: '', buildType: '  ', resolution: '', useCases: null }),
    );
    expect(draft).toMatchObject({ title: null, description: null, buildType: null, resolution: null });
    expect(draft.useCases).toEqual([]);
    const edges = parseSavedBuildInput(
      withParts(
        { title: ` ${'t'.repeat(100)} `, description: 'd'.repeat(1000), buildType: 'b'.repeat(40) },
        Array.from({ length: 30 }, (_, i) => ({
          type: 'Storage',
          name: 'n'.repeat(200),
          price: i === 0 ? 100_000 : 0,
        })),
      ),
    );
    expect(edges.title).toHaveLength(100);
    expect(edges.description).toHaveLength(1000);
    expect(edges.components).toHaveLength(30);
    expect(edges.components[0].priceCents).toBe(10_000_000);
  });

  it('refuses what is not an object', () => {
    for (const body of [[], 'text', 42, true]) {
      expect(thrownRefusal(() => parseSavedBuildInput(body))).toEqual(bad('The saved build must be an object.'));
    }
    expect(thrownRefusal(() => parseSavedBuildInput(null))).toEqual(bad(NO_COMPONENTS));
    expect(thrownRefusal(() => parseSavedBuildInput(undefined))).toEqual(bad(NO_COMPONENTS));
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a long title', withParts({ title: 'x'.repeat(101) }), TITLE_TOO_LONG],
    ['a title that is not text', withParts({ title: 5 }), 'Title must be text.'],
    ['a long description', withParts({ description: 'y'.repeat(1001) }), DESCRIPTION_TOO_LONG],
    ['a description that is not text', withParts({ description: { a: 1 } }), 'Description must be text.'],
    ['isPublic as text', withParts({ isPublic: 'true' }), 'isPublic must be true or false.'],
    ['isPublic as a number', withParts({ isPublic: 1 }), 'isPublic must be true or false.'],
    ['no components', {}, NO_COMPONENTS],
    ['an empty list', withParts({}, []), NO_COMPONENTS],
    ['components that are not a list', { components: { 0: cpu } }, 'components must be a list of parts.'],
    [
      '31 components',
      withParts(
        {},
        Array.from({ length: 31 }, () => ({ ...cpu, type: 'RAM' })),
      ),
      TOO_MANY_COMPONENTS,
    ],
    ['a part that is not an object', withParts({}, [cpu, 'GPU']), 'Component 2 must be an object.'],
    ['a part that is a list', withParts({}, [[cpu]]), 'Component 1 must be an object.'],
    ['a part without a name', withParts({}, [{ type: 'CPU', price: 1 }]), 'Component 1: name is required.'],
    ['a blank name', withParts({}, [{ ...cpu, name: ' \t ' }]), 'Component 1: name is required.'],
    ['a name that is not text', withParts({}, [{ ...cpu, name: 7 }]), 'Component 1: name is required.'],
    [
      'a long name',
      withParts({}, [{ ...cpu, name: 'n'.repeat(201) }]),
      'Component 1: name must be at most 200 characters.',
    ],
    ['an unknown type', withParts({}, [{ ...cpu, type: 'Monitor' }]), `Component 1: ${TYPES_MESSAGE}`],
    ['no type', withParts({}, [{ name: 'x', price: 1 }]), `Component 1: ${TYPES_MESSAGE}`],
    ['a type that is not text', withParts({}, [{ ...cpu, type: ['CPU'] }]), `Component 1: ${TYPES_MESSAGE}`],
    ['no price', withParts({}, [{ type: 'CPU', name: 'x' }]), 'Component 1: price is required.'],
    ['a null price', withParts({}, [{ ...cpu, price: null }]), 'Component 1: price is required.'],
    ['a negative price', withParts({}, [{ ...cpu, price: -0.01 }]), 'Component 1: price must not be negative.'],
    [
      'a negative price as text',
      withParts({}, [{ ...cpu, price: '-1' }]),
      'Component 1: price must be an amount in dollars, 0 or more.',
    ],
    [
      'a word for a price',
      withParts({}, [{ ...cpu, price: 'free' }]),
      'Component 1: price must be an amount in dollars, 0 or more.',
    ],
    [
      'an empty price',
      withParts({}, [{ ...cpu, price: '' }]),
      'Component 1: price must be an amount in dollars, 0 or more.',
    ],
    [
      'an exponent',
      withParts({}, [{ ...cpu, price: '1e3' }]),
      'Component 1: price must be an amount in dollars, 0 or more.',
    ],
    ['NaN', withParts({}, [{ ...cpu, price: NaN }]), 'Component 1: price must be an amount in dollars, 0 or more.'],
    [
      'Infinity',
      withParts({}, [{ ...cpu, price: Infinity }]),
      'Component 1: price must be an amount in dollars, 0 or more.',
    ],
    [
      'a boolean price',
      withParts({}, [{ ...cpu, price: true }]),
      'Component 1: price must be an amount in dollars, 0 or more.',
    ],
    ['a huge price', withParts({}, [{ ...cpu, price: 100_000.01 }]), 'Component 1: price must be at most $100,000.'],
    [
      'a componentId that is no uuid',
      withParts({}, [{ ...cpu, componentId: 'ryzen-5-7600' }]),
      'Component 1: componentId must be the id of a catalog part.',
    ],
    [
      'a numeric componentId',
      withParts({}, [{ ...cpu, componentId: 12 }]),
      'Component 1: componentId must be the id of a catalog part.',
    ],
    ['a second CPU', withParts({}, [cpu, { ...cpu, name: 'Other' }]), 'A build has one CPU; 2 were given.'],
    [
      'three motherboards',
      withParts(
        {},
        [1, 2, 3].map((i) => ({ type: 'Motherboard', name: `B${i}`, price: 1 })),
      ),
      'A build has one Motherboard; 3 were given.',
    ],
    [
      'two cases',
      withParts({}, [
        { ...cpu, type: 'case' },
        { ...cpu, type: 'Case' },
      ]),
      'A build has one Case; 2 were given.',
    ],
    ['a zero budget', withParts({ budget: 0 }), 'budget must be at least $1.'],
    ['a budget under a dollar', withParts({ budget: 0.5 }), 'budget must be at least $1.'],
    ['a negative budget', withParts({ budget: -500 }), 'budget must not be negative.'],
    ['a bad budget', withParts({ budget: 'high' }), 'budget must be an amount in dollars, 0 or more.'],
    ['a long build type', withParts({ buildType: 'b'.repeat(41) }), 'buildType must be text of at most 40 characters.'],
    ['a build type that is not text', withParts({ buildType: 3 }), 'buildType must be text of at most 40 characters.'],
    ['an unknown resolution', withParts({ resolution: '8K' }), 'resolution must be one of 1080p, 1440p, 4K.'],
    ['a resolution in the wrong case', withParts({ resolution: '4k' }), 'resolution must be one of 1080p, 1440p, 4K.'],
    ['an unknown use case', withParts({ useCases: ['gaming', 'mining'] }), USE_CASE_UNKNOWN_MESSAGE],
    ['use cases that are not a list', withParts({ useCases: 'gaming' }), USE_CASE_UNKNOWN_MESSAGE],
  ])('refuses %s', (_label, body, message) => {
    expect(thrownRefusal(() => parseSavedBuildInput(body))).toEqual(bad(message));
  });

  it('lets several memory kits and drives through, and rounds prices to the cent', () => {
    const draft = parseSavedBuildInput(
      withParts({}, [
        { type: 'RAM', name: 'A', price: 19.999 },
        { type: 'RAM', name: 'B', price: ' 12.5 ' },
        { type: 'Storage', name: 'C', price: 0.005 },
        { type: 'Storage', name: 'D', price: 89.99 },
        { type: 'Storage', name: 'E', price: '0' },
      ]),
    );
    expect(draft.components.map((c) => c.priceCents)).toEqual([2000, 1250, 1, 8999, 0]);
  });
});

describe('parseSavedBuildPatch', () => {
  it('reads any of title, description and isPublic, and nothing else', () => {
    expect(parseSavedBuildPatch({ title: '  New name ' })).toEqual({ title: 'New name' });
    expect(parseSavedBuildPatch({ description: ' Notes ' })).toEqual({ description: 'Notes' });
    expect(parseSavedBuildPatch({ isPublic: false })).toEqual({ isPublic: false });
    expect(parseSavedBuildPatch({ title: 'T', description: 'D', isPublic: true })).toEqual({
      title: 'T',
      description: 'D',
      isPublic: true,
    });
    expect(
      parseSavedBuildPatch({ title: 'T', ownerId: UUID, shareToken: 'x', components: [], totalPrice: '1' }),
    ).toEqual({ title: 'T' });
  });

  it('clears the description with null, an empty or a blank string', () => {
    for (const description of [null, '', '   ']) {
      expect(parseSavedBuildPatch({ description })).toEqual({ description: null });
    }
  });

  it('treats an absent or null isPublic as no change, and undefined fields as absent', () => {
    expect(parseSavedBuildPatch({ title: 'T', isPublic: null })).toEqual({ title: 'T' });
    expect(parseSavedBuildPatch({ title: undefined, description: undefined, isPublic: true })).toEqual({
      isPublic: true,
    });
  });

  it.each<[string, unknown, string]>([
    ['nothing to change', {}, 'Give a title, a description or isPublic to change.'],
    ['only a null isPublic', { isPublic: null }, 'Give a title, a description or isPublic to change.'],
    ['only unknown fields', { ownerId: UUID }, 'Give a title, a description or isPublic to change.'],
    ['no body', undefined, 'Give a title, a description or isPublic to change.'],
    ['a list', [{ title: 'T' }], 'The update must be an object.'],
    ['text', 'title=T', 'The update must be an object.'],
    ['an empty title', { title: '' }, TITLE_EMPTY],
    ['a blank title', { title: '   ' }, TITLE_EMPTY],
    ['a null title', { title: null }, TITLE_EMPTY],
    ['a long title', { title: 'x'.repeat(101) }, TITLE_TOO_LONG],
    ['a title that is not text', { title: 1 }, 'Title must be text.'],
    ['a long description', { description: 'x'.repeat(1001) }, DESCRIPTION_TOO_LONG],
    ['isPublic as text', { isPublic: 'false' }, 'isPublic must be true or false.'],
  ])('refuses %s', (_label, body, message) => {
    expect(thrownRefusal(() => parseSavedBuildPatch(body))).toEqual(bad(message));
  });
});
