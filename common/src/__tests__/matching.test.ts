import type { PartType, SpecMap } from '../catalog';
import { colourSet } from '../canonical';
import { colourFit, MatchIndex, matchKey, modelTokens, specsAgree, type MatchSubject } from '../matching';

function subject(type: PartType, brand: string, name: string, specs: SpecMap = {}, partNumbers: string[] = []) {
  return { type, brand, name, specs, partNumbers };
}

describe('matching key', () => {
  it('reduces a name to its model tokens: no brand, colours, restated specs or category words', () => {
    expect(
      modelTokens(
        subject('Storage', 'Samsung', 'Samsung 990 Pro 2TB SSD M.2-2280 PCIe 4.0 x4 NVMe Internal Solid State Drive'),
      ),
    ).toEqual(['990', 'pro']);
    expect(
      modelTokens(subject('RAM', 'G.Skill', 'G.SKILL Trident Z5 RGB Matte Black DDR5-6400 CL32 32GB (2x16GB)')),
    ).toEqual(['5', 'rgb', 'trident', 'z']);
    expect(modelTokens(subject('PSU', 'Corsair', 'Corsair RM750e (2023) 750W 80+ Gold Fully Modular ATX'))).toEqual([
      '2023',
      '750',
      'e',
      'rm',
    ]);
    expect(
      modelTokens(
        subject('GPU', 'MSI', 'MSI GeForce RTX 4070 Ti VENTUS 3X 12G OC GDDR6X', { chipset: 'GeForce RTX 4070 Ti' }),
      ),
    ).toEqual(['3', 'oc', 'ventus', 'x']);
  });

  it('gives the two sources one key for one part', () => {
    const pairs: [MatchSubject, MatchSubject][] = [
      [
        subject('Storage', 'Samsung', 'Samsung 990 Pro 2TB SSD M.2-2280 PCIe 4.0 x4 NVMe'),
        subject('Storage', 'Samsung', 'Samsung 990 Pro'),
      ],
      [
        subject('RAM', 'Corsair', 'Corsair Vengeance LPX Black DDR4-3200 CL16 16GB (2x8GB)'),
        subject('RAM', 'Corsair', 'Corsair Vengeance LPX 16 GB'),
      ],
      [
        subject('PSU', 'Corsair', 'Corsair RM750e (2025) White 750W Fully Modular'),
        subject('PSU', 'Corsair', 'Corsair RM750e (2025)'),
      ],
      [
        subject('Motherboard', 'ASRock', 'ASRock Z590 M Pro4 DDR4 Micro ATX'),
        subject('Motherboard', 'ASRock', 'ASRock Z590M Pro4'),
      ],
      [
        subject('Case', 'Fractal Design', 'Fractal Design Meshify C ATX Mid Tower Black with Tinted Tempered Glass'),
        subject('Case', 'Fractal Design', 'Fractal Design Meshify C'),
      ],
      [
        subject('Cooler', 'Arctic', 'ARCTIC Liquid Freezer III 360 A-RGB 48.82 CFM Water 360mm Black', {
          radiatorSize: 360,
        }),
        subject('Cooler', 'Arctic', 'ARCTIC Liquid Freezer III 360 ARGB', { radiatorSize: 360 }),
      ],
      [
        subject('GPU', 'Sapphire', 'Sapphire PULSE AMD Radeon RX 9070 XT 16GB GDDR6', { chipset: 'Radeon RX 9070 XT' }),
        subject('GPU', 'Sapphire', 'Sapphire PULSE', { chipset: 'Radeon RX 9070 XT' }),
      ],
      [subject('CPU', 'AMD', 'AMD Ryzen Threadripper 3970X'), subject('CPU', 'AMD', 'AMD Threadripper 3970X')],
    ];
    for (const [catalog, listing] of pairs) expect(matchKey(listing)).toBe(matchKey(catalog));
  });

  it('keeps the words that make another product: OC, Plus, RGB, a year', () => {
    const different: [MatchSubject, MatchSubject][] = [
      [
        subject('GPU', 'MSI', 'MSI GeForce RTX 3060 VENTUS 2X 12G OC GDDR6', { chipset: 'GeForce RTX 3060 12 GB' }),
        subject('GPU', 'MSI', 'MSI GeForce RTX 3060 Ventus 2X 12G', { chipset: 'GeForce RTX 3060 12GB' }),
      ],
      [
        subject('Storage', 'Western Digital', 'Western Digital Red Plus 4TB HDD 5400RPM 3.5" SATA'),
        subject('Storage', 'Western Digital', 'Western Digital Red'),
      ],
      [
        subject('RAM', 'Corsair', 'Corsair Vengeance RGB Black DDR5-6000 CL30 32GB (2x16GB)'),
        subject('RAM', 'Corsair', 'Corsair Vengeance 32 GB'),
      ],
      [
        subject('PSU', 'Corsair', 'Corsair RM750e (2023) 750W 80+ Gold Fully Modular'),
        subject('PSU', 'Corsair', 'Corsair RM750e (2025)'),
      ],
    ];
    for (const [catalog, listing] of different) expect(matchKey(listing)).not.toBe(matchKey(catalog));
  });

  it('compares the specs both sides know, with binary and decimal terabytes as one', () => {
    expect(specsAgree('Storage', { capacity: 2048 }, { capacity: 2000 })).toBe(true);
    expect(specsAgree('Storage', { capacity: 512 }, { capacity: 500 })).toBe(false);
    expect(specsAgree('RAM', { speed: 6000, casLatency: 30 }, { speed: 6000 })).toBe(true);
    expect(specsAgree('RAM', { speed: 6000, casLatency: 30 }, { speed: 6000, casLatency: 36 })).toBe(false);
    expect(specsAgree('GPU', { chipset: 'GeForce RTX 3060 12GB' }, { chipset: 'GeForce RTX 3060 12 GB' })).toBe(true);
    expect(specsAgree('GPU', { chipset: 'GeForce RTX 4060 Ti' }, { chipset: 'GeForce RTX 4060 Ti 8 GB' })).toBe(true);
    expect(specsAgree('Case', { sidePanel: 'Tinted Tempered Glass' }, { sidePanel: 'Tempered Glass' })).toBe(true);
    expect(specsAgree('Case', { sidePanel: 'Mesh' }, { sidePanel: 'Tempered Glass' })).toBe(false);
  });

  it('fits colours that are the same, one within the other, or unknown', () => {
    expect(colourFit(colourSet('Black / Silver'), colourSet(['BLACK', 'GREY']))).toBe(0);
    expect(colourFit(colourSet('Black'), colourSet('Black / Red'))).toBe(1);
    expect(colourFit(colourSet(undefined), colourSet('White'))).toBe(1);
    expect(colourFit(colourSet('Black'), colourSet('White'))).toBeNull();
  });
});

describe('MatchIndex', () => {
  const catalog = [
    subject(
      'RAM',
      'Corsair',
      'Corsair Vengeance RGB Black DDR5-6000 CL30 32GB (2x16GB)',
      {
        memoryType: 'DDR5',
        speed: 6000,
        modules: 2,
        moduleSize: 16,
        casLatency: 30,
        color: 'Black',
      },
      ['CMH32GX5M2B6000C30'],
    ),
    subject('RAM', 'Corsair', 'Corsair Vengeance RGB White DDR5-6000 CL30 32GB (2x16GB)', {
      memoryType: 'DDR5',
      speed: 6000,
      modules: 2,
      moduleSize: 16,
      casLatency: 30,
      color: 'White',
    }),
    subject('Storage', 'Samsung', 'Samsung 990 Pro 2TB SSD M.2-2280 PCIe 4.0 x4 NVMe', { capacity: 2000 }),
    subject('Storage', 'Samsung', 'Samsung 990 PRO 2 TB M.2 NVMe SSD', { capacity: 2000 }),
    subject('GPU', 'Sapphire', 'Sapphire PULSE AMD Radeon RX 7800 XT 16GB GDDR6 OC', {
      chipset: 'Radeon RX 7800 XT',
      vram: 16,
    }),
  ];
  const index = new MatchIndex(catalog);
  const kit = { memoryType: 'DDR5', speed: 6000, modules: 2, moduleSize: 16, casLatency: 30 };

  it('finds the brand a listing starts with, in the catalog spelling', () => {
    expect(index.brandOf('Samsung 990 Pro')).toBe('Samsung');
    expect(index.brandOf('CORSAIR Vengeance')).toBe('Corsair');
    expect(index.brandOf('Crucial P3 Plus')).toBeNull();
  });

  it('matches by name and colour, and by a part number in the name', () => {
    const black = index.match(subject('RAM', 'Corsair', 'Corsair Vengeance RGB 32 GB', { ...kit, color: 'Black' }));
    expect(black).toEqual({ kind: 'matched', candidates: [catalog[0]] });
    const white = index.match(subject('RAM', 'Corsair', 'Corsair Vengeance RGB 32 GB', { ...kit, color: 'White' }));
    expect(white).toEqual({ kind: 'matched', candidates: [catalog[1]] });
    const byPartNumber = index.match(subject('RAM', 'Corsair', 'Corsair CMH32GX5M2B6000C30 32 GB', kit));
    expect(byPartNumber).toEqual({ kind: 'matched', candidates: [catalog[0]] });
  });

  it('matches every listing of one product, and nothing when the specs disagree', () => {
    expect(index.match(subject('Storage', 'Samsung', 'Samsung 990 Pro', { capacity: 2000 }))).toEqual({
      kind: 'matched',
      candidates: [catalog[2], catalog[3]],
    });
    expect(index.match(subject('Storage', 'Samsung', 'Samsung 990 Pro', { capacity: 4000 }))).toEqual({ kind: 'none' });
    expect(index.match(subject('RAM', 'Corsair', 'Corsair Vengeance RGB 32 GB', { ...kit, casLatency: 36 }))).toEqual({
      kind: 'none',
    });
  });

  it('does not guess between different products or variants', () => {
    // No colour: the black kit and the white kit both fit.
    expect(index.match(subject('RAM', 'Corsair', 'Corsair Vengeance RGB 32 GB', kit))).toEqual({ kind: 'ambiguous' });
    // The catalog has the OC card only.
    expect(
      index.match(subject('GPU', 'Sapphire', 'Sapphire PULSE', { chipset: 'Radeon RX 7800 XT', vram: 16 })),
    ).toEqual({ kind: 'near' });
  });
});
