import type { CaseSpecs } from '@rigforge/common';
import {
  caseAirflow,
  caseFitsHeat,
  gamingBalanced,
  isEntryIntelBoard,
  isHotBuild,
  isUnlockedIntel,
  memoryFitsBudget,
  needsCard,
  cardSuitsUse,
  psuQualityOk,
  psuTierLevel,
  coolerFitsCpu,
  psuCoversLoad,
  psuNeed,
} from '../rules';
import type { PlannerPart } from '../types';
import { FIXTURE_BOARDS, FIXTURE_COOLERS, FIXTURE_CPUS } from './fixture-catalog';

const named = (name: string) => ({ ...FIXTURE_CPUS[0], name }) as PlannerPart<'CPU'>;
const chipset = (c: string) =>
  ({ ...FIXTURE_BOARDS[0], specs: { ...FIXTURE_BOARDS[0].specs, chipset: c } }) as PlannerPart<'Motherboard'>;

describe('power supply rule', () => {
  it("needs the larger of load × 1.3 and the card maker's recommendation", () => {
    expect(psuNeed(500, 0)).toBe(650);
    expect(psuNeed(500, 750)).toBe(750);
    expect(psuCoversLoad(749, 500, 750)).toBe(false);
    expect(psuCoversLoad(750, 500, 750)).toBe(true);
    expect(psuCoversLoad(650, 500, 600)).toBe(true);
  });
});

describe('gaming balance', () => {
  const base = { cores: 6, cpuPrice: 20000, feed: 1, gpuPrice: 60000, gpuIndex: 1, gpu1080: 0.77 };
  it('wants 6 cores beside a mid-range or better card', () => {
    expect(gamingBalanced({ ...base, cores: 4 }, 100000)).toBe(false);
    expect(gamingBalanced({ ...base, cores: 4, gpu1080: 0.36 }, 100000)).toBe(true);
    expect(gamingBalanced(base, 100000)).toBe(true);
  });
  it("wants the processor to feed at least 85% of the card's index", () => {
    expect(gamingBalanced({ ...base, feed: 0.85 }, 100000)).toBe(true);
    expect(gamingBalanced({ ...base, feed: 0.84 }, 100000)).toBe(false);
  });
  it('keeps the card within 6× the processor price from a $1,000 budget', () => {
    expect(gamingBalanced({ ...base, gpuPrice: 120001 }, 100000)).toBe(false);
    expect(gamingBalanced({ ...base, gpuPrice: 120000 }, 100000)).toBe(true);
    expect(gamingBalanced({ ...base, gpuPrice: 120001 }, 99999)).toBe(true);
  });
});

describe('platform fit', () => {
  it('knows unlocked Intel processors and entry Intel boards', () => {
    expect(isUnlockedIntel(named('Intel Core i5-12600K'))).toBe(true);
    expect(isUnlockedIntel(named('Intel Core i9-14900KS'))).toBe(true);
    expect(isUnlockedIntel(named('Intel Core Ultra 7 265KF'))).toBe(true);
    expect(isUnlockedIntel(named('Intel Core i5-14400F'))).toBe(false);
    expect(isUnlockedIntel(named('AMD Ryzen 7 7800X3D'))).toBe(false);
    expect(isEntryIntelBoard(chipset('Intel H610'))).toBe(true);
    expect(isEntryIntelBoard(chipset('Intel H810'))).toBe(true);
    expect(isEntryIntelBoard(chipset('Intel B760'))).toBe(false);
    expect(isEntryIntelBoard(chipset('Intel Z790'))).toBe(false);
  });
  it('asks 32 GB from $1,000 and DDR5 from $1,200', () => {
    expect(memoryFitsBudget('DDR4', 16, 99999)).toBe(true);
    expect(memoryFitsBudget('DDR4', 16, 100000)).toBe(false);
    expect(memoryFitsBudget('DDR4', 32, 119999)).toBe(true);
    expect(memoryFitsBudget('DDR4', 32, 120000)).toBe(false);
    expect(memoryFitsBudget('DDR5', 16, 120000)).toBe(false);
    expect(memoryFitsBudget('DDR5', 32, 120000)).toBe(true);
  });
});

describe('case thermals', () => {
  const tower: CaseSpecs = {
    formFactor: 'ATX Mid Tower',
    supportedFormFactors: ['ATX'],
    maxGpuLength: 400,
    maxCoolerHeight: 170,
    maxRadiatorSize: 360,
    psuFormFactors: ['ATX'],
  };
  it('puts builds over 450 W of CPU and card in an ATX tower with 25 mm of card clearance', () => {
    expect(isHotBuild(253, 197)).toBe(false);
    expect(isHotBuild(253, 198)).toBe(true);
    expect(caseFitsHeat(tower, true, 375)).toBe(true);
    expect(caseFitsHeat(tower, true, 376)).toBe(false);
    expect(caseFitsHeat({ ...tower, formFactor: 'Micro-ATX Tower' }, true, 300)).toBe(false);
    expect(caseFitsHeat({ ...tower, formFactor: 'Micro-ATX Tower' }, false, 300)).toBe(true);
  });

  it('keeps hot builds out of towers known to breathe poorly: a solid front with fewer than 2 intake fans', () => {
    expect(caseAirflow(tower)).toBe('unknown');
    expect(caseAirflow({ ...tower, frontPanel: 'mesh' })).toBe('good');
    expect(caseAirflow({ ...tower, frontPanel: 'mesh', intakeFans: 0 })).toBe('good');
    expect(caseAirflow({ ...tower, frontPanel: 'solid', intakeFans: 3 })).toBe('good');
    expect(caseAirflow({ ...tower, intakeFans: 2 })).toBe('good');
    expect(caseAirflow({ ...tower, frontPanel: 'solid' })).toBe('unknown');
    expect(caseAirflow({ ...tower, intakeFans: 1 })).toBe('unknown');
    expect(caseAirflow({ ...tower, frontPanel: 'solid', intakeFans: 1 })).toBe('poor');
    const glass = { ...tower, frontPanel: 'solid' as const, intakeFans: 0 };
    expect(caseFitsHeat(glass, true, 300)).toBe(false);
    expect(caseFitsHeat(glass, false, 300)).toBe(true);
    expect(caseFitsHeat({ ...glass, intakeFans: 2 }, true, 300)).toBe(true);
  });
});

describe('a card where the use needs one (issue 29)', () => {
  it('always for gaming; for editing and workstation work from $1,000; never for office, music or a server', () => {
    expect(needsCard(['gaming'], 50_000)).toBe(true);
    expect(needsCard(['content-creation'], 99_999)).toBe(false);
    expect(needsCard(['content-creation'], 100_000)).toBe(true);
    expect(needsCard(['workstation', 'work'], 250_000)).toBe(true);
    expect(needsCard(['work', 'music-production', 'server'], 500_000)).toBe(false);
  });
});

describe('enough video memory for the use (issue 29)', () => {
  it('asks 8 GB of a card for games, editing and workstation work, and nothing of an office or server card', () => {
    expect(cardSuitsUse(4, ['gaming'])).toBe(false);
    expect(cardSuitsUse(8, ['gaming'])).toBe(true);
    expect(cardSuitsUse(2, ['workstation'])).toBe(false);
    expect(cardSuitsUse(6, ['content-creation', 'work'])).toBe(false);
    expect(cardSuitsUse(2, ['work', 'server'])).toBe(true);
  });
});

describe('a real cooler beside a boxed one or on 12 cores (issue 29)', () => {
  const am5 = FIXTURE_CPUS.find((c) => c.specs.socket === 'AM5' && c.specs.cores < 12)!;
  const cooler = (height: number, tdpRating?: number) =>
    ({
      ...FIXTURE_COOLERS[0],
      specs: { ...FIXTURE_COOLERS[0].specs, sockets: ['AM5'], coolerType: 'Air', height, tdpRating },
    }) as PlannerPart<'Cooler'>;
  it('keeps a 65 W low-profile cooler for a processor without one, and refuses it beside a boxed cooler or on 12 cores', () => {
    const small = cooler(47, 95);
    expect(coolerFitsCpu(small, { ...am5, specs: { ...am5.specs, includesCooler: false } })).toBe(true);
    expect(coolerFitsCpu(small, { ...am5, specs: { ...am5.specs, includesCooler: true } })).toBe(false);
    expect(coolerFitsCpu(small, { ...am5, specs: { ...am5.specs, cores: 12 } })).toBe(false);
    expect(coolerFitsCpu(cooler(155), { ...am5, specs: { ...am5.specs, includesCooler: true, cores: 16 } })).toBe(true);
  });
});

describe("a power supply's place on SPL's list (issue 29)", () => {
  it('ranks the sub-tiers within their letter, and takes a whole letter family as the floor', () => {
    expect(psuTierLevel('A-')).toBeGreaterThan(psuTierLevel('B+'));
    expect(psuTierLevel('C+')).toBeGreaterThan(psuTierLevel('C'));
    expect(psuTierLevel('Z')).toBe(-1);
    expect(psuTierLevel(undefined)).toBe(-1);
    // Under 600 W the C family or better; from 600 W the B family or better; unlisted never.
    expect(psuQualityOk(psuTierLevel('C-'), 450)).toBe(true);
    expect(psuQualityOk(psuTierLevel('D'), 450)).toBe(false);
    expect(psuQualityOk(psuTierLevel('C+'), 650)).toBe(false);
    expect(psuQualityOk(psuTierLevel('B-'), 650)).toBe(true);
    expect(psuQualityOk(psuTierLevel('A-'), 850)).toBe(true);
    expect(psuQualityOk(-1, 450)).toBe(false);
  });
});
