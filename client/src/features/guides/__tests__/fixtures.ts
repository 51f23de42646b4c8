import { type Guide } from '../components/GuideParts';
import { type GuideDetail } from '../useGuide';

export function makeGuide(overrides: Partial<Guide> = {}): Guide {
  return {
    id: '1',
    slug: 'mid-range-1440p-gaming-pc',
    title: 'Mid-Range 1440p Gaming PC',
    description: 'High refresh 1440p gaming on AM5.',
    category: 'Mid-Range',
    budgetCents: 95000,
    difficulty: 'intermediate',
    estimatedTime: 3,
    views: 12_400,
    imageUrl: '/images/guides/mid-range-1440p-gaming-pc.svg',
    createdAt: '2024-03-05T10:00:00.000Z',
    components: [
      { name: 'AMD Ryzen 5 7600' },
      { name: 'PowerColor Reaper Radeon RX 9060 XT 16GB' },
      { name: 'Corsair Vengeance 32GB DDR5-6000' },
      { name: 'WD Blue SN5000 1TB NVMe SSD' },
    ],
    ...overrides,
  };
}

export function makeGuideDetail(overrides: Partial<GuideDetail> = {}): GuideDetail {
  return {
    ...makeGuide(),
    excerpt: 'A 1440p high-refresh build on AM5 with a 16 GB Radeon.',
    content: [
      '## Who this build is for',
      '',
      'If you are stepping up to **1440p**, start here.',
      '',
      '### Parts notes',
      '',
      '- **CPU: AMD Ryzen 5 7600.** Six cores.',
      '- **GPU: Radeon RX 9060 XT 16GB.** The heart of this build.',
    ].join('\n'),
    tags: ['1440p', 'amd', 'am5'],
    components: [
      { type: 'CPU', name: 'AMD Ryzen 5 7600', priceCents: 19900, componentId: '10000000-0000-4000-8000-000000000001' },
      { type: 'GPU', name: 'PowerColor Reaper Radeon RX 9060 XT 16GB', priceCents: 37900, componentId: null },
      { type: 'RAM', name: 'Corsair Vengeance 32GB DDR5-6000', priceCents: 9900, componentId: null },
      { type: 'Motherboard', name: 'ASRock B650M-HDV/M.2', priceCents: 12900, componentId: null },
    ],
    ...overrides,
  };
}
