import {
  allChecksPass,
  checkCompatibility,
  estimateLoad,
  USE_CASE_IDS,
  type UseCaseId,
  cents,
  sumCents,
  toCents,
} from '@rigforge/common';
import { buildProblems, partsOf, selectionOf } from '../build';
import { planBuild } from '../plan';
import { buildPlannerIndex } from '../planner-index';
import { article, capacityLabel, explainBuild, usd } from '../reasons';
import { scoreBuild } from '../score';
import type { PlanRequest, PlannedBuild, PlannerCatalog, PlannerPart } from '../types';
import { fixtureCatalog } from './fixture-catalog';

const catalog = fixtureCatalog();
const index = buildPlannerIndex(catalog);

function find<T extends keyof PlannerCatalog>(type: T, id: string): PlannerCatalog[T][number] {
  const part = (catalog[type] as PlannerPart[]).find((p) => p.id === id);
  if (!part) throw new Error(`no ${type} ${id}`);
  return part as PlannerCatalog[T][number];
}

interface Ids {
  cpu: string;
  motherboard: string;
  ram: string;
  gpu: string | null;
  storage: string[];
  psu: string;
  case: string;
  cooler: string;
}

function makeBuild(p: Ids, req: PlanRequest): PlannedBuild {
  const parts = {
    cpu: find('CPU', p.cpu),
    motherboard: find('Motherboard', p.motherboard),
    ram: find('RAM', p.ram),
    gpu: p.gpu ? find('GPU', p.gpu) : null,
    storage: p.storage.map((id) => find('Storage', id)),
    psu: find('PSU', p.psu),
    case: find('Case', p.case),
    cooler: find('Cooler', p.cooler),
  };
  const build = {
    ...parts,
    totalCents: sumCents(partsOf(parts).map((x) => x.priceCents)),
    score: scoreBuild(parts, req.useCases, req.resolution),
  };
  const problems = buildProblems(build, null);
  if (problems.length) throw new Error(problems.join('; '));
  return build;
}

function reasonOf(build: PlannedBuild, req: PlanRequest, type: PlannerPart['type'], nth = 0): string {
  return explainBuild(index, req, build).filter((p) => p.part.type === type)[nth].reason;
}

const gaming1440: PlanRequest = { budgetCents: cents(300000), useCases: ['gaming'], resolution: '1440p' };
const base: Ids = {
  cpu: 'cpu-lga1700-14c',
  motherboard: 'mb-b760-d5',
  ram: 'ram-d5-32',
  gpu: 'gpu-high',
  storage: ['ssd-nvme-1t'],
  psu: 'psu-850',
  case: 'case-atx',
  cooler: 'cool-tower-loud',
};

describe('reasons', () => {
  it('formats money and capacities, and picks the article', () => {
    expect(article('ATX')).toBe('an');
    expect(article('E-ATX')).toBe('an');
    expect(article('SFX')).toBe('an');
    expect(article('Micro-ATX')).toBe('a');
    expect(article('Mini-ITX')).toBe('a');
    expect(usd(129999)).toBe('$1,299.99');
    expect(capacityLabel(500)).toBe('500 GB');
    expect(capacityLabel(2000)).toBe('2 TB');
    expect(capacityLabel(1920)).toBe('1.92 TB');
  });

  it('says how much faster a card is than the best cheaper one, when it is the fastest at its price', () => {
    // 82 against 60 (the 4070 Super cards) at 1440p.
    expect(reasonOf(makeBuild(base, gaming1440), gaming1440, 'GPU')).toBe(
      'The fastest 1440p card at or below its price: about 37% faster than the best cheaper card; the Corvid Core i5-14600K feeds it fully at 1440p.',
    );
  });

  it('narrows the claim to cards that fit the case when a cheaper card is as fast but too long', () => {
    const build = makeBuild({ ...base, gpu: 'gpu-mid', motherboard: 'mb-b760-itx', case: 'case-matx' }, gaming1440);
    // The 336 mm 4070 Super (cheaper, as fast) does not fit a case for 305 mm cards; the RX 7600 (30) does.
    expect(reasonOf(build, gaming1440, 'GPU')).toBe(
      'The fastest 1440p card at or below its price that fits the case with more than 10 mm to spare: about 100% faster than the best cheaper card that fits; the Corvid Core i5-14600K feeds it fully at 1440p.',
    );
  });

  it('falls back to the card’s own figures when no comparison holds', () => {
    const build = makeBuild({ ...base, gpu: 'gpu-mid' }, gaming1440);
    expect(reasonOf(build, gaming1440, 'GPU')).toBe(
      'GeForce RTX 4070 Super with 12 GB: 1440p index 60 (GeForce RTX 4090 = 100), 290 mm long at 220 W; the Corvid Core i5-14600K feeds it fully at 1440p.',
    );
  });

  it('explains the processor by what it feeds for gaming', () => {
    // i5-14600K: 0.7 × 0.88 + 0.3 × 0.68 = 0.82, × 1.2 at 1440p = 0.984 ≥ 0.82.
    expect(reasonOf(makeBuild(base, gaming1440), gaming1440, 'CPU')).toBe(
      'Fast enough, by our balance estimate, to feed the Radeon RX 7900 XTX at 1440p without holding it back: 14 cores, gaming index 82 (Core i9-14900K = 100).',
    );
    const slow = makeBuild({ ...base, cpu: 'cpu-lga1700-4c', cooler: 'cool-tower-rated' }, gaming1440);
    // i3-12100F: (0.7 × 0.73 + 0.3 × 0.29) × 1.2 = 0.7176 against 0.82: 88%.
    expect(reasonOf(slow, gaming1440, 'CPU')).toBe(
      'Feeds the Radeon RX 7900 XTX at about 88% of its 1440p speed by our balance estimate, above our 85% balance floor: 4 cores, gaming index 60 (Core i9-14900K = 100).',
    );
  });

  it('states the balance from the card too, and a feed below the floor as such', () => {
    const slow = makeBuild({ ...base, cpu: 'cpu-lga1700-4c', cooler: 'cool-tower-rated' }, gaming1440);
    expect(reasonOf(slow, gaming1440, 'GPU')).toMatch(
      /; the .*Core i3-12100F feeds about 88% of its 1440p speed, by our balance estimate\.$/,
    );
    // At 1080p the feed has no resolution bonus: 0.598 against the card's 1080p index, 70%. (The planner's
    // balance rule would refuse this pair; the sentence still says where it stands.)
    const at1080: PlanRequest = { ...gaming1440, resolution: '1080p' };
    expect(reasonOf(slow, at1080, 'CPU')).toBe(
      'Feeds the Radeon RX 7900 XTX at about 70% of its 1080p speed by our balance estimate, below our 85% balance floor: 4 cores, gaming index 60 (Core i9-14900K = 100).',
    );
  });

  it("names the card maker's figure beside the load when our formula decided the power supply", () => {
    const build = makeBuild(base, gaming1440);
    const load = estimateLoad(selectionOf(build));
    const gpu = build.gpu!;
    const withMaker = { ...build, gpu: { ...gpu, specs: { ...gpu.specs, recommendedPsu: 750 } } };
    expect(reasonOf(withMaker, gaming1440, 'PSU')).toBe(
      `850 W covers the estimated ${load} W load with at least 30% headroom and the 750 W the Radeon RX 7900 XTX's maker recommends, and it is the cheapest unit that does and fits the case.`,
    );
  });

  it('calls a processor the fastest at its price only when it is', () => {
    const content: PlanRequest = { budgetCents: cents(300000), useCases: ['content-creation'], resolution: '1080p' };
    const build = makeBuild(
      { ...base, cpu: 'cpu-am5-16c', motherboard: 'mb-b850', cooler: 'cool-tower-dual', gpu: 'gpu-budget' },
      content,
    );
    expect(reasonOf(build, content, 'CPU')).toBe(
      'The fastest multi-thread processor at or below its price (multi-thread index 105, Core i9-14900K = 100): about 5% faster than the best cheaper processor.',
    );
    const music: PlanRequest = { ...content, useCases: ['music-production'] };
    // The i9-14900K (single 100) is cheaper than the 9950X (single 101): 1% faster.
    expect(reasonOf(build, music, 'CPU')).toBe(
      'The fastest single-thread processor at or below its price (single-thread index 101, Core i9-14900K = 100): about 1% faster than the best cheaper processor.',
    );
    // Nothing at or below the i5-14600K's price is faster on multi-thread (the i9 costs more).
    const i5 = makeBuild(base, content);
    expect(reasonOf(i5, content, 'CPU')).toMatch(/^The fastest multi-thread processor at or below its price/);
    const i3 = makeBuild({ ...base, cpu: 'cpu-lga1700-4c', cooler: 'cool-tower-rated' }, content);
    // The cheapest processor of all: the claim holds with nothing cheaper to compare.
    expect(reasonOf(i3, content, 'CPU')).toMatch(/: no cheaper processor is as fast\.$/);
    const apu = makeBuild(
      { ...base, cpu: 'cpu-am4-apu', motherboard: 'mb-a520', ram: 'ram-d4-16', case: 'case-matx', gpu: null },
      content,
    );
    // The 5650G (34) against the cheaper 5500X (33) and i3-12100F (29).
    expect(reasonOf(apu, content, 'CPU')).toMatch(/about 3% faster than the best cheaper processor\.$/);
  });

  it('calls the board the cheapest only when no cheaper board would do', () => {
    expect(reasonOf(makeBuild(base, gaming1440), gaming1440, 'Motherboard')).toBe(
      'The cheapest LGA1700 DDR5 board that takes this processor with no BIOS update known to be needed, the memory kit and the drive, and fits the case.',
    );
    // The Mini-ITX board costs more than the ATX one, which fits this case just as well.
    const itx = makeBuild({ ...base, motherboard: 'mb-b760-itx' }, gaming1440);
    expect(reasonOf(itx, gaming1440, 'Motherboard')).toBe(
      'A Mini-ITX Intel B760 board, which supports this processor generation out of the box, with 2 memory slots, 2 M.2 slots and 2 SATA ports.',
    );
  });

  it('states the load the power supply covers, as the compatibility engine estimates it', () => {
    const build = makeBuild(base, gaming1440);
    const load = estimateLoad(selectionOf(build));
    expect(load).toBe(181 + 355 + 75 + 5 + 6);
    expect(reasonOf(build, gaming1440, 'PSU')).toBe(
      `850 W covers the estimated ${load} W load with at least 30% headroom, and it is the cheapest unit that does and fits the case.`,
    );
    // Content creation values no PSU efficiency: the pricier unit is described by its own figures.
    const content: PlanRequest = { ...gaming1440, useCases: ['content-creation'] };
    const pricier = makeBuild({ ...base, psu: 'psu-1000' }, content);
    expect(reasonOf(pricier, content, 'PSU')).toBe(
      `1000 W covers the estimated ${load} W load with at least 30% headroom; it is rated 80+ Platinum.`,
    );
    // No use case scores efficiency now: a server's pricier unit is described by its own figures too.
    const server: PlanRequest = { ...gaming1440, useCases: ['server'] };
    expect(reasonOf(pricier, server, 'PSU')).toMatch(/; it is rated 80\+ Platinum\.$/);
  });

  it('describes memory, drives, case and cooler truthfully', () => {
    const build = makeBuild({ ...base, storage: ['ssd-nvme-1t', 'hdd-4t'] }, gaming1440);
    expect(reasonOf(build, gaming1440, 'RAM')).toBe(
      '32 GB (2×16 GB) DDR5-6000: the cheapest kit with at least this capacity and speed in two channels that the board takes.',
    );
    expect(reasonOf(build, gaming1440, 'Storage', 0)).toBe(
      'The system drive: the cheapest 1 TB PCIe 4.0 NVMe SSD at least this fast.',
    );
    expect(reasonOf(build, gaming1440, 'Storage', 1)).toBe('Adds 4 TB of hard-drive space, for 5 TB in all.');
    expect(reasonOf(build, gaming1440, 'Case')).toBe(
      'The cheapest case that takes an ATX board, a 344 mm card with more than 10 mm to spare, the 150 mm air cooler and an ATX power supply.',
    );
    expect(reasonOf(build, gaming1440, 'Cooler')).toBe(
      "The cheapest LGA1700 cooler that fits the case and is rated for the processor's 181 W sustained boost power (200 W).",
    );
    // Content creation values no quiet cooling: a cooler dearer than the cheapest is described by its figures.
    const content: PlanRequest = { ...gaming1440, useCases: ['content-creation'] };
    const rated = makeBuild({ ...base, cpu: 'cpu-lga1700-4c', cooler: 'cool-tower-rated' }, content);
    expect(reasonOf(rated, content, 'Cooler')).toBe(
      "A 130 mm air cooler at 28 dBA that mounts on LGA1700 and is rated for the processor's 89 W sustained boost power (120 W).",
    );
    const music: PlanRequest = { ...gaming1440, useCases: ['music-production'] };
    const quiet = makeBuild({ ...base, cpu: 'cpu-lga1700-4c', cooler: 'cool-tower-quiet' }, music);
    expect(reasonOf(quiet, music, 'Cooler')).toBe(
      "The quietest cooler (21 dBA) at or below its price that mounts on LGA1700, fits the case and is big enough for the processor's 89 W sustained boost power (a 158 mm air cooler, which we count as 180 W).",
    );
  });
});

describe('reasons of generated builds', () => {
  const sentence = /^[A-Z0-9$][^]*\.$/;
  const twoSentences = /[.!?]\s+[A-Z]/;

  // The seed catalog's builds are checked the same way by the server's plan.seed.test.ts.
  it('gives every part of every build one sentence', () => {
    const sets: UseCaseId[][] = USE_CASE_IDS.map((u) => [u]);
    sets.push(['gaming', 'content-creation'], ['work', 'server']);
    for (const dollars of [300, 600, 1000, 1800, 3200, 5000]) {
      for (const useCases of sets) {
        const req: PlanRequest = { budgetCents: toCents(dollars), useCases, resolution: '1440p' };
        const result = planBuild(index, req);
        const answer = result.status === 'ok' ? result : result.cheapest;
        if (!answer) continue;
        expect(allChecksPass(checkCompatibility(selectionOf(answer.build)))).toBe(true);
        expect(answer.picks).toHaveLength(partsOf(answer.build).length);
        for (const { part, reason } of answer.picks) {
          expect({ part: part.name, reason, ok: sentence.test(reason) && !twoSentences.test(reason) }).toEqual({
            part: part.name,
            reason,
            ok: true,
          });
        }
      }
    }
  });
});
