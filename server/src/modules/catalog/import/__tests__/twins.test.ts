import type { AnyPartInput } from '@rigforge/common';
import { exactKey, hygieneCounts, plainName, type HygieneRow } from '../hygiene';
import { mergeTwins, SeedTwins, type SeedPart } from '../twins';

function board(name: string, specs: Record<string, unknown>, extra: Partial<AnyPartInput> = {}): AnyPartInput {
  return { type: 'Motherboard', name, brand: 'ASRock', priceCents: null, specs, ...extra } as AnyPartInput;
}

const AM4 = { socket: 'AM4', formFactor: 'Micro-ATX', memoryType: 'DDR4', chipset: 'AMD A520' };

describe('twins', () => {
  it('drops colour, finish and packaging words from a name, nothing else', () => {
    expect(plainName('Corsair Vengeance LPX Black DDR4-3200 (Retail)')).toBe('corsair vengeance lpx ddr4 3200');
    expect(plainName('AMD Ryzen 5 5600 OEM/Tray')).toBe('amd ryzen 5 5600');
    expect(exactKey({ type: 'Motherboard', name: 'ASRock B650M-HDV/M.2' })).toBe(
      exactKey({ type: 'Motherboard', name: 'ASRock B650M HDV M.2' }),
    );
  });

  it('merges records of one product into the richest, fills its gaps and logs the conflicts', () => {
    const merged = mergeTwins([
      board('ASRock B650M Pro RS Black', { ...AM4, m2Slots: 2 }, { partNumbers: ['90-MXBL30-A0UAYZ'] }),
      board('ASRock B650M Pro RS', { ...AM4, m2Slots: 3, memorySlots: 4, maxMemory: 128 }, { releaseYear: 2023 }),
      // A shared part number makes twins too; its DDR5 memory makes it another product.
      board('ASRock B650M PRO RS (DDR5)', { ...AM4, memoryType: 'DDR5' }, { partNumbers: ['90-MXBL30-A0UAYZ'] }),
    ]);
    expect(merged).toHaveLength(2);
    const [first] = merged;
    expect(first.part.name).toBe('ASRock B650M Pro RS');
    expect(first.part.specs).toMatchObject({ m2Slots: 3, memorySlots: 4 });
    expect(first.part.partNumbers).toEqual(['90-MXBL30-A0UAYZ']);
    expect(first.part.releaseYear).toBe(2023);
    expect(first.twins).toEqual(['ASRock B650M Pro RS Black']);
    expect(first.conflicts).toEqual([
      expect.objectContaining({ spec: 'm2Slots', keptValue: 3, droppedValue: 2, rule: 'richer' }),
    ]);
  });

  it('keeps colour variants apart, and a boxed processor before its tray twin', () => {
    const white = board('ASRock B650M Pro RS White', { ...AM4, color: 'White' });
    const black = board('ASRock B650M Pro RS Black', { ...AM4, color: 'Black' });
    expect(mergeTwins([white, black])).toHaveLength(2);
    const cpu = (name: string, specs: Record<string, unknown>) =>
      ({ type: 'CPU', name, brand: 'AMD', priceCents: null, specs: { cores: 6, ...specs } }) as AnyPartInput;
    const [merged] = mergeTwins([
      cpu('AMD Ryzen 5 5600 OEM/Tray', { includesCooler: false, tdp: 65 }),
      cpu('AMD Ryzen 5 5600', { includesCooler: true }),
    ]);
    expect(merged.part.name).toBe('AMD Ryzen 5 5600');
    expect(merged.part.specs).toMatchObject({ includesCooler: true, tdp: 65 });
  });

  it('finds the seed part an imported record is under another name, or by part number', () => {
    const seed: SeedPart = {
      type: 'Motherboard',
      name: 'ASRock A520M-HDV',
      brand: 'ASRock',
      specs: { ...AM4, sataPorts: 4 },
      partNumbers: [],
    };
    const twins = new SeedTwins([seed]);
    expect(twins.find(board('ASRock A520 M-HDV DDR4 Micro ATX', AM4))).toBe(seed);
    expect(twins.find(board('ASRock A520M-HVS', AM4))).toBeNull();
    const numbered = new SeedTwins([{ ...seed, partNumbers: ['90-MXBE60-A0UAYZ'] }]);
    expect(numbered.find(board('Some listing', AM4, { partNumbers: ['90-MXBE60-A0UAYZ'] }))?.name).toBe(seed.name);
  });

  it('counts exact duplicates, near-duplicate pairs, colour variants and conflicting seed twins', () => {
    const row = (id: string, name: string, specs: Record<string, unknown>, sources = ['buildcores']): HygieneRow => ({
      id,
      type: 'Motherboard',
      name,
      brand: 'ASRock',
      specs: specs as HygieneRow['specs'],
      partNumbers: [],
      sources,
    });
    const counts = hygieneCounts([
      row('1', 'ASRock A520M-HDV', { ...AM4, sataPorts: 4 }, ['seed']),
      row('2', 'ASRock A520M HDV', { ...AM4, sataPorts: 0 }),
      row('3', 'ASRock A520M-HDV White', { ...AM4, color: 'White' }),
      row('4', 'ASRock A520M-HDV Black', { ...AM4, color: 'Black' }),
    ]);
    expect(counts).toMatchObject({
      exactDuplicates: 1,
      nearDuplicatePairs: 6,
      colourVariantPairs: 1,
      seedTwins: 3,
      seedTwinsConflicting: 1,
      boardsSataUnknown: 2,
      boardsSataZero: 1,
    });
  });
});
