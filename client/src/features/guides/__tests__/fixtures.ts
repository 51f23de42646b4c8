import { type Guide } from '../components/GuideParts';

export function makeGuide(overrides: Partial<Guide> = {}): Guide {
  return {
    id: '1',
    slug: 'mid-range-1440p-gaming-pc',
    title: 'Mid-Range 1440p Gaming PC',
    description: 'High refresh 1440p gaming on AM5.',
    category: 'Mid-Range',
    budget: 950,
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
