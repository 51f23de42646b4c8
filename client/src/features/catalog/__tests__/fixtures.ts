import { type ComponentCardFieldsFragment, type ComponentDetailQuery } from '../catalog.generated';

export type Part = ComponentCardFieldsFragment;

export const IDS = {
  rtx4060: '11111111-1111-4111-8111-111111111111',
  rtx4070: '22222222-2222-4222-8222-222222222222',
  rx7600: '33333333-3333-4333-8333-333333333333',
  ryzen: '44444444-4444-4444-8444-444444444444',
} as const;

function spec(key: string, label: string, value: string) {
  return { key, label, value };
}

/** A part as the server sends it, with the type names Apollo's cache expects. */
export function asNode<T extends Part>(part: T) {
  return {
    __typename: 'Component' as const,
    ...part,
    priceBasis: part.priceBasis && { __typename: 'PriceBasis' as const, ...part.priceBasis },
    keySpecs: part.keySpecs.map((s) => ({ __typename: 'SpecEntry' as const, ...s })),
  };
}

export function makePart(overrides: Partial<Part> = {}): Part {
  return {
    id: IDS.rtx4060,
    slug: 'gpu-nvidia-geforce-rtx-4060-founders-edition',
    priceBasis: { source: 'PC Part Dataset', on: '2025-07-23' },
    name: 'NVIDIA GeForce RTX 4060 Founders Edition',
    type: 'GPU',
    brand: 'NVIDIA',
    priceCents: 29_999,
    rating: 4.5,
    reviewCount: 1_234,
    imageUrl: '/images/parts/gpu.svg',
    keySpecs: [
      spec('vram', 'Video memory', '8 GB'),
      spec('boostClock', 'Boost clock', '2460 MHz'),
      spec('length', 'Length', '244 mm'),
      spec('tdp', 'TDP / board power', '115 W'),
    ],
    ...overrides,
  };
}

export const PARTS: Part[] = [
  makePart(),
  makePart({
    id: IDS.rtx4070,
    slug: 'gpu-nvidia-geforce-rtx-4070-founders-edition',
    name: 'NVIDIA GeForce RTX 4070 Founders Edition',
    priceCents: 54_999,
    rating: 4.7,
    reviewCount: null,
  }),
  makePart({
    id: IDS.rx7600,
    slug: 'gpu-sapphire-pulse-radeon-rx-7600',
    name: 'Sapphire Pulse Radeon RX 7600',
    brand: 'Sapphire',
    priceCents: null,
    rating: null,
  }),
  makePart({
    id: IDS.ryzen,
    slug: 'cpu-amd-ryzen-5-7600',
    name: 'AMD Ryzen 5 7600',
    type: 'CPU',
    brand: 'AMD',
    priceCents: 19_999,
    imageUrl: '/images/parts/cpu.svg',
    keySpecs: [spec('cores', 'Cores', '6'), spec('socket', 'Socket', 'AM5')],
  }),
];

/** The brands in the data with their counts, as the catalog's brand query answers them. */
export const BRAND_COUNTS = [
  { brand: 'NVIDIA', count: 36 },
  { brand: 'Sapphire', count: 8 },
  { brand: 'AMD', count: 22 },
  { brand: 'MSI', count: 13 },
];

export type Detail = NonNullable<ComponentDetailQuery['component']>;

export function makeDetail(overrides: Partial<Detail> = {}): Detail {
  const part = makePart();
  return {
    ...part,
    specs: [spec('chipset', 'Chipset', 'GeForce RTX 4060'), ...part.keySpecs],
    valueScore: 300,
    powerEfficiency: 611.5,
    releaseYear: 2023,
    partNumbers: ['900-1G141-2560-000'],
    performance: {
      cpuGaming: null,
      cpuGamingEstimated: null,
      cpuSingle: null,
      cpuMulti: null,
      gpu1080p: 38.5,
      gpu1440p: 33,
      gpu4k: 27.2,
    },
    retailerIds: { amazonAsin: 'B0C6K4Y4DY', neweggItem: null, bestBuySku: '6557071' },
    sources: [
      {
        id: 'buildcores',
        name: 'BuildCores OpenDB',
        licence: 'ODC-By 1.0',
        url: 'https://github.com/buildcores/buildcores-open-db',
      },
    ],
    ...overrides,
  };
}
