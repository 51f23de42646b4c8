import {
  BUILDER_SLOT_MAX,
  builderQuery,
  chooseLabel,
  CUSTOM_NAME_BAD_TEXT,
  CUSTOM_NAME_REQUIRED,
  CUSTOM_PRICE_BAD,
  CUSTOM_PRICE_TOO_HIGH,
  customNameProblem,
  decodeCustomPart,
  fitCandidateOf,
  fitCheckable,
  fitFilter,
  readBuilderQuery,
  readCustomPrice,
  slotRoom,
  UNCHECKED_EXCLUSION,
  BUILDER_BUDGET_MESSAGE,
  BUILDER_PARTS_MESSAGE,
  BUILDER_USES_MESSAGE,
  builderRequestSchema,
  type FitCandidate,
} from '../builder';
import { parseWith } from '../schema';
import { CHECK_IDS, type CompatPart } from '../compatibility';
import { cents } from '../money';
import { board, cooler, cpu, gpu, hdd, nvme, pcCase, psu, ram } from './compat-fixtures';

const complete = <T extends CompatPart>(p: T): T & { specsComplete: boolean } => ({ ...p, specsComplete: true });

const am5 = complete(cpu('AMD Ryzen 5 7600', { tdp: 65, boostPower: 88 }));
const lga1700 = complete(cpu('Intel Core i5-13600K', { socket: 'LGA1700', tdp: 125, memoryTypes: ['DDR4', 'DDR5'] }));
const b650 = complete(board('MSI B650 Tomahawk'));
const itx = complete(board('ASRock B650I', { formFactor: 'Mini-ITX', memorySlots: 2, m2Slots: 1, sataPorts: 2 }));
const z790 = complete(board('ASUS Z790', { socket: 'LGA1700', chipset: 'Intel Z790' }));
const ddr5 = complete(ram('DDR5 2x16'));
const ddr4 = complete(ram('DDR4 2x8', { memoryType: 'DDR4', speed: 3200, moduleSize: 8 }));
const longCard = complete(gpu('Long card', { length: 360, tdp: 320 }));
const shortCard = complete(gpu('Short card', { length: 250, tdp: 200 }));
const smallCase = complete(
  pcCase('Small case', { formFactor: 'Mini-ITX Tower', supportedFormFactors: ['Mini-ITX'], maxGpuLength: 300 }),
);
const bigCase = complete(pcCase('Big case'));
const tinyPsu = complete(psu('300 W', { wattage: 300 }));
const bigPsu = complete(psu('850 W', { wattage: 850 }));
const am4Cooler = complete(cooler('AM4-only cooler', { sockets: ['AM4'] }));
const am5Cooler = complete(cooler('AM5 cooler', { sockets: ['AM5', 'AM4', 'LGA1700'] }));

const rules = (chosen: FitCandidate[], candidate: FitCandidate) =>
  fitFilter(chosen, candidate.type)(candidate).map((e) => e.rule);

describe('fitFilter: each compatibility rule excludes what it should, and only that', () => {
  it('lets every part in when nothing is chosen', () => {
    for (const p of [am5, lga1700, b650, itx, ddr4, longCard, smallCase, tinyPsu, am4Cooler])
      expect(rules([], p)).toEqual([]);
  });

  it('cpu-socket: boards of another socket are out, with the rule and its sentence', () => {
    expect(rules([am5], z790)).toEqual(['cpu-socket']);
    expect(rules([am5], b650)).toEqual([]);
    const [exclusion] = fitFilter([am5], 'Motherboard')(z790);
    expect(exclusion.label).toBe('CPU socket');
    expect(exclusion.message).toMatch(/AM5/);
  });

  it('memory-type: DDR4 kits are out on a DDR5 board, and DDR5 boards for a DDR4 kit', () => {
    expect(rules([b650], ddr4)).toEqual(['memory-type']);
    expect(rules([b650], ddr5)).toEqual([]);
    expect(rules([ddr4], b650)).toEqual(['memory-type']);
  });

  it('memory-slots: a second kit that needs more slots than the board has', () => {
    expect(rules([itx, ddr5], ddr5)).toEqual(['memory-slots']);
    expect(rules([b650, ddr5], ddr5)).toEqual([]);
  });

  it('case-form-factor and gpu-length', () => {
    expect(rules([b650], smallCase)).toEqual(['case-form-factor']);
    expect(rules([itx], smallCase)).toEqual([]);
    expect(rules([smallCase], longCard)).toEqual(['gpu-length']);
    expect(rules([smallCase], shortCard)).toEqual([]);
  });

  it('cooler-socket', () => {
    expect(rules([am5], am4Cooler)).toEqual(['cooler-socket']);
    expect(rules([am5], am5Cooler)).toEqual([]);
  });

  it('psu-wattage: a supply below the load is out', () => {
    expect(rules([am5, longCard], tinyPsu)).toContain('psu-wattage');
    expect(rules([am5, longCard], bigPsu)).toEqual([]);
  });

  it('m2-slots and sata-ports: more drives than the board takes', () => {
    expect(rules([itx, nvme('a')].map(complete), complete(nvme('b')))).toEqual(['m2-slots']);
    const sata = [itx, hdd('a'), hdd('b')].map(complete);
    expect(rules(sata, complete(hdd('c')))).toEqual(['sata-ports']);
    expect(rules([b650, nvme('a')].map(complete), complete(nvme('b')))).toEqual([]);
  });

  it('a part of a single slot replaces the chosen one: another CPU is judged without the first', () => {
    expect(rules([am5, b650], lga1700)).toEqual(['cpu-socket']);
    expect(rules([lga1700], am5)).toEqual([]);
  });

  it('a rule the chosen parts already break does not count against every candidate', () => {
    // The chosen AM5 CPU and LGA1700 board already fail cpu-socket: kits are judged on their own rules.
    expect(rules([am5, z790], ddr5)).toEqual([]);
  });

  it('parts with incomplete specs are listed apart, and chosen ones constrain nothing', () => {
    expect(fitFilter([am5], 'Motherboard')({ ...z790, specsComplete: false })).toEqual([UNCHECKED_EXCLUSION]);
    expect(rules([{ ...am5, specsComplete: false }], z790)).toEqual([]);
  });

  it('names the candidate itself, even beside a part with the same specs', () => {
    const twin = { ...z790, name: 'Gigabyte Z790 twin' };
    const fits = fitFilter([am5], 'Motherboard');
    expect(fits(z790)[0].message).toContain('ASUS Z790');
    expect(fits(twin)[0].message).toContain('Gigabyte Z790 twin');
  });

  it('judges an imported case by the five specs the rules read of it, taking no radiator when that is unknown', () => {
    const { maxRadiatorSize: _r, ...partial } = bigCase.specs;
    const imported = fitCandidateOf({ name: 'Imported case', type: 'Case', specs: partial, specsComplete: false });
    expect(imported.specsComplete).toBe(true);
    expect(imported.specs).toMatchObject({ maxRadiatorSize: 0 });
    expect(fitFilter([b650], 'Case')(imported)).toEqual([]);
    const { psuFormFactors: _p, ...tooLittle } = bigCase.specs;
    expect(fitCandidateOf({ name: 'x', type: 'Case', specs: tooLittle, specsComplete: false }).specsComplete).toBe(
      false,
    );
    expect(fitCheckable('GPU', longCard.specs, false)).toBe(false);
  });

  it('only knows rules the report knows', () => {
    for (const p of [z790, ddr4, smallCase, longCard, tinyPsu, am4Cooler])
      for (const r of rules([am5, b650, bigCase], p)) expect(CHECK_IDS).toContain(r);
  });
});

describe('the builder state in the address', () => {
  const a = '0e2d1f1c-1111-4a4a-8a8a-000000000001';
  const b = '0e2d1f1c-1111-4a4a-8a8a-000000000002';

  it('round-trips parts, locks, owned marks and custom parts', () => {
    const state = {
      parts: [a, b],
      locked: [a],
      owned: [b],
      custom: [{ type: 'Case' as const, name: 'Fractal North (used) ~ mesh', priceCents: cents(5000) }],
    };
    expect(readBuilderQuery(builderQuery(state))).toEqual(state);
  });

  it('drops what a hand-edited address cannot mean', () => {
    const q = `part=${a}&part=${a}&part=../../etc&part=${b}&lock=${'f'.repeat(36)}&own=${b}&custom=CPU~-5~x&custom=Nope~100~x&custom=GPU~100~%00bad&custom=GPU~100~%20%20`;
    expect(readBuilderQuery(q)).toEqual({ parts: [a, b], locked: [], owned: [b], custom: [] });
  });

  it('refuses custom prices over the limit in the address', () => {
    expect(decodeCustomPart('GPU~10000001~Card')).toBeNull();
    expect(decodeCustomPart('GPU~10000000~Card')).toEqual({ type: 'GPU', name: 'Card', priceCents: 10_000_000 });
  });
});

describe('custom part input', () => {
  it('reads prices in dollars and refuses the rest with a sentence', () => {
    expect(readCustomPrice('$1,299.99')).toEqual({ cents: 129999 });
    expect(readCustomPrice('0')).toEqual({ cents: 0 });
    expect(readCustomPrice('-5')).toEqual({ problem: 'A price cannot be negative.' });
    expect(readCustomPrice('abc')).toEqual({ problem: CUSTOM_PRICE_BAD });
    expect(readCustomPrice('1e5')).toEqual({ problem: CUSTOM_PRICE_BAD });
    expect(readCustomPrice('100000.01')).toEqual({ problem: CUSTOM_PRICE_TOO_HIGH });
  });

  it('refuses empty names, control characters and lone surrogates', () => {
    expect(customNameProblem('  ')).toBe(CUSTOM_NAME_REQUIRED);
    expect(customNameProblem('a\u0000b')).toBe(CUSTOM_NAME_BAD_TEXT);
    expect(customNameProblem('a\ud800b')).toBe(CUSTOM_NAME_BAD_TEXT);
    expect(customNameProblem('Noctua NH-D15 😀')).toBeNull();
  });

  it('counts the room left in a slot', () => {
    expect(slotRoom('Storage', ['Storage', 'Storage'], [{ type: 'Storage', name: 'x', priceCents: cents(0) }])).toBe(
      BUILDER_SLOT_MAX.Storage - 3,
    );
    expect(slotRoom('CPU', ['CPU'], [])).toBe(0);
  });

  it('names the choose buttons', () => {
    expect(chooseLabel('GPU')).toBe('Choose a graphics card');
    expect(chooseLabel('RAM')).toBe('Choose a memory kit');
  });
});

describe('builderRequestSchema', () => {
  const id = '0e2d1f1c-1111-4a4a-8a8a-000000000001';
  const read = (input: unknown) => parseWith(builderRequestSchema, input);

  it('reads the budget, the uses in canonical order, the resolution (1080p by default) and the kept parts', () => {
    expect(
      read({ budgetCents: 150000, uses: ['work', 'gaming'], parts: [{ id: id.toUpperCase(), owned: true }] }),
    ).toEqual({
      ok: true,
      value: { budgetCents: 150000, useCases: ['gaming', 'work'], resolution: '1080p', locked: [{ id, owned: true }] },
    });
  });

  it('refuses a bad budget, no uses, a repeated or malformed id and too many parts, each with a sentence', () => {
    const base = { budgetCents: 100000, uses: ['gaming'], parts: [] };
    const message = (input: unknown) => {
      const r = read(input);
      return r.ok ? null : r.message;
    };
    expect(message({ ...base, budgetCents: -1 })).toBe(BUILDER_BUDGET_MESSAGE);
    expect(message({ ...base, budgetCents: 1.5 })).toBe(BUILDER_BUDGET_MESSAGE);
    expect(message({ ...base, budgetCents: 2_000_001 })).toBe(BUILDER_BUDGET_MESSAGE);
    expect(message({ ...base, uses: [] })).toBe(BUILDER_USES_MESSAGE);
    expect(message({ ...base, uses: ['mining'] })).toBe(BUILDER_USES_MESSAGE);
    expect(message({ ...base, parts: [{ id }, { id }] })).toBe(BUILDER_PARTS_MESSAGE);
    expect(message({ ...base, parts: [{ id: '/..//' }] })).toBe(BUILDER_PARTS_MESSAGE);
    const many = Array.from({ length: 19 }, (_, i) => ({ id: id.replace(/1$/, String.fromCharCode(97 + i)) }));
    expect(message({ ...base, parts: many })).toBe(BUILDER_PARTS_MESSAGE);
  });
});
