import path from 'node:path';
import { validatePart } from '../../component-row';
import { brandFromName } from '@rigforge/common';
import { readCategory } from '../category-file';
import { mapPcPartRecord, priceToCents, type Listing, type PcPartCategory } from '../pc-part-dataset.map';
import { newReport } from '../report';

const DIR = path.join(__dirname, '..', '__fixtures__', 'price-sample');

async function listings(category: PcPartCategory): Promise<Map<number, Listing | { error: string }>> {
  const read = await readCategory(DIR, category, newReport('pc-part-dataset'));
  if (!read) throw new Error(`no fixture for ${category}`);
  return new Map(read.records.map(({ line, record }) => [line, mapPcPartRecord(category, record, brandFromName)]));
}

function listingAt(all: Map<number, Listing | { error: string }>, line: number): Listing {
  const listing = all.get(line);
  if (!listing || 'error' in listing) throw new Error(`line ${line} is malformed`);
  return listing;
}

function partOf(listing: Listing) {
  if (!('part' in listing.part)) throw new Error(`skipped: ${listing.part.skip}`);
  return listing.part.part;
}

describe('PC Part Dataset fixtures', () => {
  it('turns USD prices into cents, and no price into null', () => {
    expect(priceToCents(329.99)).toBe(32999);
    expect(priceToCents(0.1 + 0.2)).toBe(30);
    expect(priceToCents(null)).toBeNull();
    expect(priceToCents(0)).toBeNull();
    expect(priceToCents('12')).toBeNull();
  });

  it('reports records of the wrong shape with their line numbers', async () => {
    const report = newReport('pc-part-dataset');
    await readCategory(DIR, 'cpu', report);
    expect(report.malformed).toEqual([{ file: 'cpu.jsonl', line: 6, error: expect.stringMatching(/^bad JSON/) }]);
    const cpus = await listings('cpu');
    expect(cpus.get(5)).toEqual({ error: 'price is not a number' });
    expect((await listings('memory')).get(6)).toEqual({ error: 'not a PC Part Dataset part (no name)' });
  });

  it('keeps the model name for matching and names the part with what tells listings apart', async () => {
    const drives = await listings('internal-hard-drive');
    const ssd = listingAt(drives, 2);
    expect(ssd.modelName).toBe('Samsung 990 Pro');
    expect(partOf(ssd)).toMatchObject({
      type: 'Storage',
      name: 'Samsung 990 Pro 1 TB M.2 2280 NVMe SSD',
      brand: 'Samsung',
      priceCents: 10499,
      specs: { capacity: 1000, formFactor: 'M.2 2280', storageType: 'NVMe SSD', interface: 'NVMe', pcieGen: 4 },
    });
    expect(partOf(listingAt(drives, 4)).specs).toEqual({
      capacity: 4000,
      formFactor: '3.5"',
      storageType: 'HDD',
      interface: 'SATA',
      rpm: 5400,
    });
    expect(listingAt(drives, 5).part).toEqual({ skip: "drive interface SAS 12.0 Gb/s is outside the catalog's" });

    const kit = partOf(listingAt(await listings('memory'), 1));
    expect(kit.name).toBe('Corsair Vengeance RGB 32 GB (2 x 16 GB) DDR5-6000 CL30 Black');
    expect(kit.specs).toEqual({
      memoryType: 'DDR5',
      speed: 6000,
      modules: 2,
      moduleSize: 16,
      capacity: 32,
      casLatency: 30,
      color: 'Black',
    });

    const card = partOf(listingAt(await listings('video-card'), 3));
    expect(card.name).toBe('Sparkle Titan OC Arc B580 12 GB Black');
    expect(card.specs).toMatchObject({ chipset: 'Arc B580', chipsetBrand: 'Intel', vram: 12 });
    expect(validatePart(card)).toEqual({
      missing: ['memoryType', 'slotWidth', 'tdp'],
      invalid: [],
    });
  });

  it('maps what the listings know to canonical values, and skips what the catalog cannot take', async () => {
    const psus = await listings('power-supply');
    expect(partOf(listingAt(psus, 1)).specs).toEqual({
      wattage: 750,
      efficiency: '80+ Gold',
      modular: 'Full',
      formFactor: 'ATX',
      color: 'Black',
    });
    expect(partOf(listingAt(psus, 4)).specs).toMatchObject({ efficiency: '80+', modular: 'Non' });
    expect(listingAt(psus, 3).part).toEqual({ skip: 'TFX power supply' });

    const boards = await listings('motherboard');
    expect(partOf(listingAt(boards, 1)).specs).toMatchObject({ socket: 'LGA1700', formFactor: 'Micro-ATX' });
    expect(partOf(listingAt(boards, 2)).specs).toMatchObject({ socket: 'AM5', formFactor: 'E-ATX' });
    expect(listingAt(boards, 3).part).toEqual({ skip: "socket AM3+/AM3 is outside the catalog's sockets" });

    expect(listingAt(await listings('memory'), 3).part).toEqual({ skip: 'DDR3 memory only' });
    expect(partOf(listingAt(await listings('cpu'), 3)).priceCents).toBeNull();
    const cooler = partOf(listingAt(await listings('cpu-cooler'), 2));
    expect(cooler.specs).toMatchObject({ coolerType: 'Liquid', radiatorSize: 360 });
    expect(partOf(listingAt(await listings('cpu-cooler'), 1)).specs.coolerType).toBeUndefined();
    expect(listingAt(await listings('case'), 3).part).toEqual({
      skip: "case type ATX Test Bench is outside the catalog's",
    });
  });
});
