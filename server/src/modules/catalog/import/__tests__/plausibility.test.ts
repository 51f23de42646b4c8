import type { AnyPartInput } from '@rigforge/common';
import { launchPriceOf, PriceCheck } from '../plausibility';

const gpu = (name: string, dollars: number, chipset = 'GeForce RTX 4060', vram = 8) =>
  ({
    type: 'GPU',
    name,
    brand: 'MSI',
    priceCents: Math.round(dollars * 100),
    specs: { chipset, vram },
  }) as AnyPartInput;
const ssd = (name: string, dollars: number, capacity: number) =>
  ({
    type: 'Storage',
    name,
    brand: 'Intel',
    priceCents: Math.round(dollars * 100),
    specs: { capacity, storageType: 'SATA SSD', interface: 'SATA' },
  }) as AnyPartInput;
const cpu = (name: string, dollars: number) =>
  ({ type: 'CPU', name, brand: 'AMD', priceCents: Math.round(dollars * 100), specs: {} }) as AnyPartInput;

const JULY_2025 = new Date('2025-07-01T00:00:00Z');

describe('price plausibility', () => {
  it('refuses an end-of-life marketplace price far above the launch price (5800X3D at $704.86)', () => {
    const check = new PriceCheck([], JULY_2025);
    expect(check.refusal(cpu('AMD Ryzen 7 5800X3D', 704.86))).toMatch(/1\.57x its launch price of \$449\.00/);
    expect(check.refusal(cpu('AMD Ryzen 7 5800X3D', 329.99))).toBeNull();
    expect(check.refusal(cpu('AMD Ryzen 5 7600', 999))).toBeNull(); // no launch price known, no class: kept
  });

  it('refuses RTX 4060s at the $439.99 marketplace median, keeps those near the launch price', () => {
    // The July 2025 snapshot's RTX 4060 listings, lowest first.
    const prices = [369.99, 399.99, 429.99, 439.99, 439.99, 439.99, 449.99, 499, 720];
    const listings = prices.map((p, i) => gpu(`RTX 4060 card ${i}`, p));
    const check = new PriceCheck(listings, JULY_2025);
    const kept = listings.filter((l) => check.refusal(l) === null).map((l) => (l.priceCents ?? 0) / 100);
    expect(kept).toEqual([369.99, 399.99]);
    expect(launchPriceOf(gpu('x', 1, 'GeForce RTX 4060 Ti', 16))?.cents).toBe(49900);
  });

  it('allows a new chipset up to twice its launch price in its first year', () => {
    const check = new PriceCheck([], JULY_2025);
    expect(check.refusal(gpu('RTX 5090', 3499, 'GeForce RTX 5090', 32))).toBeNull();
    expect(check.refusal(gpu('RTX 5090', 4246.33, 'GeForce RTX 5090', 32))).toMatch(/at most 2x/);
  });

  it("refuses a card far above its chipset's median when no launch price is known", () => {
    const listings = [300, 310, 320, 330, 340, 900].map((p, i) => gpu(`card ${i}`, p, 'Radeon RX 7700 XT', 12));
    const check = new PriceCheck(listings, JULY_2025);
    expect(listings.map((l) => check.refusal(l) !== null)).toEqual([false, false, false, false, false, true]);
  });

  it('refuses a drive priced far above its kind per GB (an Intel 710 200 GB at $905.95)', () => {
    const listings = [
      ssd('a', 40, 500),
      ssd('b', 60, 1000),
      ssd('c', 100, 2000),
      ssd('d', 25, 240),
      ssd('e', 70, 1000),
    ];
    const intel710 = ssd('Intel 710', 905.95, 200);
    const check = new PriceCheck([...listings, intel710], JULY_2025);
    expect(check.refusal(intel710)).toMatch(/\$4\.53 per GB/);
    expect(listings.every((l) => check.refusal(l) === null)).toBe(true);
  });
});
