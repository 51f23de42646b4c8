import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PART_TYPES, partSlug, type PartInput, type PartType } from '@rigforge/common';
import { toComponentRow, validatePart } from '../../../../modules/catalog/component-row';
import { readSeedCatalog, SEED_FILES, SeedCatalogError, seedParts } from '..';

const SEED_PARTS = seedParts();
const SEED_DIR = path.join(__dirname, '..');

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

  it("gives every CPU its maker's sustained boost power (Intel PL2, AMD PPT), at least its TDP", () => {
    const cpus = SEED_PARTS.filter((p): p is PartInput<'CPU'> => p.type === 'CPU');
    const wrong = cpus.filter(
      (p) => typeof p.specs.boostPower !== 'number' || p.specs.boostPower < p.specs.tdp || p.specs.boostPowerEstimated,
    );
    expect(wrong.map((p) => p.name)).toEqual([]);
    // AMD's PPT is 1.35 × TDP on AM4 and AM5.
    for (const p of cpus.filter((c) => c.brand === 'AMD'))
      expect(p.specs.boostPower).toBe(Math.round(p.specs.tdp * 1.35));
  });

  it('is exactly the catalog it was when it moved to JSON Lines, unless edited on purpose', () => {
    // Counts and a digest of the rows the seed writes (toComponentRow's content hash, which covers
    // every column, the benchmark indices included). Edit the seed files, then update both here.
    const counts = Object.fromEntries(PART_TYPES.map((t) => [t, SEED_PARTS.filter((p) => p.type === t).length]));
    expect(counts).toEqual({ CPU: 66, GPU: 63, RAM: 40, Storage: 42, Motherboard: 53, PSU: 43, Case: 38, Cooler: 35 });
    const rows = SEED_PARTS.map((p) => {
      const slug = partSlug(p.type, p.name);
      return `${slug} ${toComponentRow(p, ['seed'], slug).contentHash}`;
    }).sort();
    expect(createHash('sha256').update(rows.join('\n')).digest('hex')).toBe(
      '79db794eaf592e271bff0659cd916e2c1f2598f26e07592739f59d1dc47bb220',
    );
  });

  it('invents no stock state or list price: no source gives them for a seed part (issue 31)', () => {
    expect(SEED_PARTS.filter((p) => p.inStock !== undefined).map((p) => p.name)).toEqual([]);
    expect(SEED_PARTS.filter((p) => p.originalPriceCents !== undefined).map((p) => p.name)).toEqual([]);
    for (const name of Object.keys(SEED_FILES)) {
      const text = readFileSync(path.join(SEED_DIR, `${name}.jsonl`), 'utf8');
      expect({ name, found: /"(inStock|originalPriceCents)"/.test(text) }).toEqual({ name, found: false });
    }
    // What the seed writes: stock unknown and no list price.
    const row = toComponentRow(SEED_PARTS[0], ['seed'], 'x');
    expect({ inStock: row.inStock, originalPriceCents: row.originalPriceCents }).toEqual({
      inStock: null,
      originalPriceCents: null,
    });
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
      ['Corsair Vengeance 16GB (2x8GB) DDR5-5600 CL36', 'RAM'],
      ['Samsung 970 EVO Plus 1TB NVMe SSD', 'Storage'],
      ['MSI B650M Pro WiFi', 'Motherboard'],
      ['Corsair CV650 80+ Bronze', 'PSU'],
    ];
    for (const [name, type] of names) {
      expect(SEED_PARTS.filter((p) => p.name === name).map((p) => p.type)).toEqual([type]);
    }
  });
});

describe('readSeedCatalog', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'rigforge-seed-'));
    for (const name of Object.keys(SEED_FILES))
      cpSync(path.join(SEED_DIR, `${name}.jsonl`), path.join(dir, `${name}.jsonl`));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Appends lines to a seed file of the temporary copy. */
  const append = (name: keyof typeof SEED_FILES, ...lines: string[]) =>
    writeFileSync(
      path.join(dir, `${name}.jsonl`),
      `${readFileSync(path.join(dir, `${name}.jsonl`), 'utf8')}${lines.join('\n')}\n`,
    );
  const problems = (): string[] => {
    try {
      readSeedCatalog(dir);
    } catch (err) {
      if (err instanceof SeedCatalogError) return [...err.problems];
      throw err;
    }
    return [];
  };
  const cpuLines = readFileSync(path.join(SEED_DIR, 'cpus.jsonl'), 'utf8').trimEnd().split('\n');
  const cpu = JSON.parse(cpuLines[0]) as Record<string, unknown> & { specs: Record<string, unknown> };
  const at = `cpus.jsonl:${cpuLines.length + 1}`;

  it('reads the copy as the seed reads itself', () => {
    expect(readSeedCatalog(dir)).toEqual(SEED_PARTS);
  });

  it.each([
    ['bad JSON', '{"type": "CPU",', `${at}: bad JSON`],
    ['not an object', '[1, 2]', `${at}: not a JSON object`],
    ['an unknown field', JSON.stringify({ ...cpu, name: 'X', colour: 'red' }), `${at}: unknown field "colour"`],
    ['a price in dollars', JSON.stringify({ ...cpu, name: 'X', priceCents: '74.99' }), 'priceCents must be a number'],
    [
      'a spec of the wrong kind',
      JSON.stringify({ ...cpu, name: 'X', specs: { ...cpu.specs, cores: '6' } }),
      'spec cores must be a number',
    ],
    ['an unknown type', JSON.stringify({ ...cpu, name: 'X', type: 'Monitor' }), 'type must be one of CPU, GPU'],
    [
      'a missing spec',
      JSON.stringify({ ...cpu, name: 'X', specs: { ...cpu.specs, tdp: undefined } }),
      '(X): spec tdp is missing',
    ],
    [
      'a spelling the catalog does not use',
      JSON.stringify({ ...cpu, name: 'X', specs: { ...cpu.specs, socket: 'LGA 1700' } }),
      'socket "LGA 1700" is not canonical',
    ],
    ['no price', JSON.stringify({ ...cpu, name: 'X', priceCents: null }), 'a seed part needs a price'],
    [
      'a made-up stock state (issue 31)',
      JSON.stringify({ ...cpu, name: 'X', inStock: true }),
      "inStock: no source gives a seed part's stock",
    ],
    [
      'a made-up list price (issue 31)',
      JSON.stringify({ ...cpu, name: 'X', originalPriceCents: 99999 }),
      "originalPriceCents: no source gives a seed part's list price",
    ],
    ['a GPU in the CPU file', JSON.stringify({ ...cpu, name: 'X', type: 'GPU' }), 'a GPU in the CPU file'],
    ['a repeated part', cpuLines[0], `same slug ${partSlug('CPU', cpu.name as string)} as cpus.jsonl:1`],
  ])('refuses %s, naming the file and line', (_what, line, problem) => {
    append('cpus', line);
    expect(problems()).toEqual([expect.stringContaining(problem)]);
    expect(problems()[0]).toMatch(new RegExp(`^${at}`));
  });

  it('lists every problem at once, and a missing file', () => {
    append('cpus', '{', '[]');
    rmSync(path.join(dir, 'coolers.jsonl'));
    expect(problems()).toEqual([
      expect.stringMatching(/^cpus\.jsonl:\d+: bad JSON/),
      expect.stringMatching(/^cpus\.jsonl:\d+: not a JSON object/),
      expect.stringMatching(/^coolers\.jsonl: cannot be read/),
    ]);
  });
});
