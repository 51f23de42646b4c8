import { PART_TYPES, partSlug, type PartType } from '@rigforge/common';
import { validatePart } from '../../../../modules/catalog/component-row';
import { SEED_PARTS } from '..';

const MINIMUM: Record<PartType, number> = {
  CPU: 40,
  GPU: 50,
  Motherboard: 40,
  RAM: 30,
  Storage: 30,
  PSU: 30,
  Case: 30,
  Cooler: 25,
};

describe('seed catalog', () => {
  it('has at least 300 parts and the minimum of every type', () => {
    expect(SEED_PARTS.length).toBeGreaterThanOrEqual(300);
    for (const type of PART_TYPES) {
      expect({ type, count: SEED_PARTS.filter((p) => p.type === type).length }).toEqual({
        type,
        count: expect.any(Number),
      });
      expect(SEED_PARTS.filter((p) => p.type === type).length).toBeGreaterThanOrEqual(MINIMUM[type]);
    }
  });

  it('has complete, canonical specs and a price for every part', () => {
    const problems = SEED_PARTS.flatMap((p) => {
      const { missing, invalid } = validatePart(p);
      return [...missing.map((m) => `spec ${m} is missing`), ...invalid].map(
        (problem) => `${p.type} ${p.name}: ${problem}`,
      );
    });
    expect(problems).toEqual([]);
    expect(SEED_PARTS.filter((p) => p.priceCents === null).map((p) => p.name)).toEqual([]);
  });

  it('has unique names and slugs', () => {
    const slugs = SEED_PARTS.map((p) => partSlug(p.type, p.name));
    expect(slugs.filter((s, i) => slugs.indexOf(s) !== i)).toEqual([]);
  });

  it('covers every socket and form factor the planner needs', () => {
    const boards = SEED_PARTS.filter((p) => p.type === 'Motherboard');
    for (const socket of ['AM4', 'AM5', 'LGA1700', 'LGA1851']) {
      expect(SEED_PARTS.filter((p) => p.type === 'CPU' && p.specs.socket === socket).length).toBeGreaterThan(0);
      for (const formFactor of ['ATX', 'Micro-ATX', 'Mini-ITX']) {
        expect({
          socket,
          formFactor,
          found: boards.some((b) => b.specs.socket === socket && b.specs.formFactor === formFactor),
        }).toEqual({
          socket,
          formFactor,
          found: true,
        });
      }
    }
    for (const memoryType of ['DDR4', 'DDR5']) {
      expect(SEED_PARTS.some((p) => p.type === 'RAM' && p.specs.memoryType === memoryType)).toBe(true);
    }
    const wattages = SEED_PARTS.filter((p) => p.type === 'PSU').map((p) => Number(p.specs.wattage));
    expect(Math.min(...wattages)).toBeLessThanOrEqual(450);
    expect(Math.max(...wattages)).toBeGreaterThanOrEqual(1200);
    for (const brand of ['NVIDIA', 'AMD', 'Intel']) {
      expect(SEED_PARTS.some((p) => p.type === 'GPU' && p.specs.chipsetBrand === brand)).toBe(true);
    }
    for (const kind of ['NVMe SSD', 'SATA SSD', 'HDD']) {
      expect(SEED_PARTS.some((p) => p.type === 'Storage' && p.specs.storageType === kind)).toBe(true);
    }
    for (const kind of ['Air', 'Liquid']) {
      expect(SEED_PARTS.some((p) => p.type === 'Cooler' && p.specs.coolerType === kind)).toBe(true);
    }
  });

  it('includes the six popular price-comparison components under their exact names', () => {
    const names: [string, PartType][] = [
      ['AMD Ryzen 5 7600', 'CPU'],
      ['NVIDIA GeForce RTX 4060', 'GPU'],
      ['Corsair Vengeance LPX 16GB DDR5-5600', 'RAM'],
      ['Samsung 970 EVO Plus 1TB NVMe SSD', 'Storage'],
      ['MSI B650M Pro WiFi', 'Motherboard'],
      ['Corsair CV650 80+ Bronze', 'PSU'],
    ];
    for (const [name, type] of names) {
      expect(SEED_PARTS.filter((p) => p.name === name).map((p) => p.type)).toEqual([type]);
    }
  });
});
