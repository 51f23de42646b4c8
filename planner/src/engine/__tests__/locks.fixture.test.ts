import {
  allChecksPass,
  checkCompatibility,
  toCents,
  type PartType,
  type Resolution,
  type UseCaseId,
} from '@rigforge/common';
import { partsOf } from '../build';
import {
  betterForSlot,
  planWithLocks,
  upgradePlan,
  MIN_UPGRADE_GAIN,
  type LockedPart,
  type LockPlanRequest,
} from '../locks';
import { buildPlannerIndex } from '../planner-index';
import { planBuild } from '../plan';
import type { PlannerCatalog, PlannerPart } from '../types';
import { allBuilds, type BruteBuild } from './brute-force';
import { bruteBestWhere, bruteCheapestWhere, bruteScore, holdsLocks, spentOn } from './brute-locks';
import { fixtureCatalog } from './fixture-catalog';

const USES: [UseCaseId[], Resolution][] = [
  [['gaming'], '1440p'],
  [['gaming'], '1080p'],
  [['work'], '1080p'],
  [['content-creation'], '1080p'],
  [['server'], '1080p'],
  [['gaming', 'content-creation'], '4K'],
  [['music-production'], '1080p'],
  [['workstation'], '1080p'],
];
const SLOTS: PartType[] = ['CPU', 'Motherboard', 'GPU', 'RAM', 'Storage', 'PSU', 'Case', 'Cooler'];

function lockReq(
  dollars: number,
  [useCases, resolution]: [UseCaseId[], Resolution],
  locked: LockedPart[],
): LockPlanRequest {
  return { budgetCents: toCents(dollars), useCases, resolution, locked };
}

/** The parts of a build in the given slots, locked (owned where `owned` says). */
function locksOf(b: BruteBuild, slots: readonly PartType[], owned: (t: PartType) => boolean): LockedPart[] {
  return partsOf(b)
    .filter((p) => slots.includes(p.type))
    .map((part) => ({ part, owned: owned(part.type) }));
}

const ownedIds = (locked: readonly LockedPart[]) => locked.filter((l) => l.owned).map((l) => l.part.id);

/** A fixed, spread-out sequence of lock sets: 1 to 4 slots of a brute-force build, some owned. */
function* lockCases(builds: BruteBuild[], n: number) {
  for (let i = 0; i < n; i++) {
    const b = builds[(i * 7919 + 13) % builds.length];
    const k = 1 + (i % 4);
    const slots = SLOTS.filter((_, j) => (j * 5 + i) % SLOTS.length < k);
    yield {
      build: b,
      locked: locksOf(b, slots, (t) => (SLOTS.indexOf(t) + i) % 3 === 0),
      dollars: [600, 900, 1300, 1800, 2600, 4000][i % 6],
      use: USES[i % USES.length],
    };
  }
}

describe('planning around locked parts on the fixture catalog', () => {
  const catalog = fixtureCatalog();
  const index = buildPlannerIndex(catalog);
  let builds: BruteBuild[];
  beforeAll(() => {
    builds = allBuilds(catalog);
  });

  it('completes every lock set as a brute force over every combination does (score, spend, refusals)', () => {
    let ok = 0;
    let refused = 0;
    for (const c of lockCases(builds, 90)) {
      const r = lockReq(c.dollars, c.use, c.locked);
      const owned = ownedIds(c.locked);
      const keep = (b: BruteBuild) => holdsLocks(b, c.locked);
      const brute = bruteBestWhere(builds, r, owned, keep);
      const exact = planWithLocks(index, r, { exact: true });
      const gen = planWithLocks(index, r);
      const label = `${c.dollars} ${c.use[0].join('+')} ${c.locked.map((l) => `${l.part.id}${l.owned ? '*' : ''}`).join(',')}`;
      if (!brute) {
        refused++;
        expect({ label, status: exact.status }).not.toEqual({ label, status: 'ok' });
        expect(gen.status).toBe(exact.status);
        if (exact.status === 'no-completion') {
          const cheapest = bruteCheapestWhere(builds, r, owned, keep);
          expect({ label, cheapest: exact.cheapest?.spentCents ?? null }).toEqual({ label, cheapest });
        }
        continue;
      }
      ok++;
      if (exact.status !== 'ok')
        throw new Error(`${label}: expected a build, got ${exact.status}: ${'message' in exact ? exact.message : ''}`);
      expect({ label, score: exact.build.score }).toEqual({ label, score: expect.closeTo(brute.score, 6) });
      expect({ label, spent: exact.spentCents }).toEqual({ label, spent: brute.spent });
      if (gen.status !== 'ok') throw new Error(`${label}: the generator found no build`);
      expect(gen.build.score).toBeGreaterThanOrEqual(0.99 * brute.score);
      // Every locked part is in the build, which passes every check with no warning.
      const ids = gen.picks.map((p) => p.part.id);
      for (const l of c.locked) expect(ids).toContain(l.part.id);
      expect(allChecksPass(checkCompatibility({ ...sel(gen.picks.map((p) => p.part)) }))).toBe(true);
      expect(gen.spentCents).toBeLessThanOrEqual(r.budgetCents);
    }
    expect(ok).toBeGreaterThan(30);
    expect(refused).toBeGreaterThan(5);
  });

  it('counts owned parts at $0: owning the card leaves its price for the rest', () => {
    const b = builds.find((x) => x.gpu && x.gpu.priceCents > 40_000 && x.totalCents < 150_000)!;
    const bought = planWithLocks(index, lockReq(1500, USES[0], [{ part: b.gpu!, owned: false }]));
    const owned = planWithLocks(index, lockReq(1500, USES[0], [{ part: b.gpu!, owned: true }]));
    if (bought.status !== 'ok' || owned.status !== 'ok') throw new Error('expected builds');
    expect(owned.build.score).toBeGreaterThanOrEqual(bought.build.score);
    expect(owned.spentCents).toBe(owned.build.totalCents - b.gpu!.priceCents);
    expect(bought.spentCents).toBe(bought.build.totalCents);
    // With every part owned the build costs nothing.
    const all = planWithLocks(
      index,
      lockReq(
        600,
        USES[0],
        locksOf(b, SLOTS, () => true),
      ),
    );
    if (all.status !== 'ok') throw new Error(`expected a build: ${'message' in all ? all.message : ''}`);
    expect(all.spentCents).toBe(0);
    expect(all.picks.map((p) => p.part.id).sort()).toEqual(
      partsOf(b)
        .map((p) => p.id)
        .sort(),
    );
    expect(all.picks.every((p) => p.reason.startsWith('Yours'))).toBe(true);
  });

  it('says which rule locked parts break', () => {
    const cpu = catalog.CPU.find((c) => c.specs.socket === 'AM5')!;
    const board = catalog.Motherboard.find((m) => m.specs.socket === 'LGA1700')!;
    const r = planWithLocks(
      index,
      lockReq(2000, USES[0], [
        { part: cpu, owned: false },
        { part: board, owned: false },
      ]),
    );
    expect(r).toMatchObject({ status: 'conflict', rule: 'CPU socket' });
    if (r.status === 'conflict') expect(r.message).toMatch(/^CPU socket: .*AM5/);
    // A planner rule: a 2 GB card is no card for games.
    const small = catalog.GPU.find((g) => g.specs.vram < 8);
    if (small) {
      const v = planWithLocks(index, lockReq(1500, USES[0], [{ part: small, owned: false }]));
      expect(v).toMatchObject({ status: 'conflict', rule: 'Enough video memory' });
    }
    // A CPU without graphics and no card locked is no conflict: the completion adds a card.
    const am4 = catalog.CPU.find((c) => !c.specs.integratedGraphics && c.specs.socket === 'AM4')!;
    expect(planWithLocks(index, lockReq(1100, USES[0], [{ part: am4, owned: false }])).status).toBe('ok');
    // From $1,200 a build gets DDR5: a DDR4-only processor is refused by name.
    const ddr4 = planWithLocks(index, lockReq(2500, USES[0], [{ part: am4, owned: false }]));
    expect(ddr4).toMatchObject({ status: 'conflict', rule: 'Proportion by budget' });
    if (ddr4.status === 'conflict') expect(ddr4.message).toContain(am4.name);
  });

  it('refuses locked parts over the budget with the exact sentence', () => {
    const priced = (p: PlannerPart, cents: number) => ({ ...p, priceCents: toCents(cents / 100) });
    const cpu = priced(
      catalog.CPU.find((c) => c.specs.socket === 'AM5')!,
      100_000,
    );
    const gpu = priced(
      catalog.GPU.find((g) => g.specs.vram >= 12)!,
      84_000,
    );
    const cat: PlannerCatalog = {
      ...catalog,
      CPU: [...catalog.CPU.filter((c) => c.id !== cpu.id), cpu as PlannerPart<'CPU'>],
      GPU: [...catalog.GPU.filter((g) => g.id !== gpu.id), gpu as PlannerPart<'GPU'>],
    };
    const idx = buildPlannerIndex(cat);
    const locked = [
      { part: cpu, owned: false },
      { part: gpu, owned: false },
    ];
    expect(planWithLocks(idx, lockReq(1500, [['work'], '1080p'], locked))).toEqual({
      status: 'locks-over-budget',
      lockedCents: 184_000,
      message: 'Your locked parts cost $1,840, over the $1,500 budget',
    });
    // Owned parts count $0.
    expect(
      planWithLocks(idx, lockReq(1500, [['work'], '1080p'], [locked[0], { ...locked[1], owned: true }])).status,
    ).not.toBe('locks-over-budget');
  });

  it('refuses two CPUs and more than eight drives', () => {
    const [a, b] = catalog.CPU;
    expect(
      planWithLocks(
        index,
        lockReq(2000, USES[0], [
          { part: a, owned: false },
          { part: b, owned: true },
        ]),
      ),
    ).toMatchObject({
      status: 'too-many',
      message: 'A build has one CPU; 2 were locked.',
    });
    const drive = catalog.Storage[0];
    const nine = Array.from({ length: 9 }, () => ({ part: drive, owned: true }));
    expect(planWithLocks(index, lockReq(2000, USES[2], nine))).toMatchObject({ status: 'too-many' });
  });

  it('keeps locked drives as the storage exactly, and several locked kits', () => {
    // Two NVMe SSDs, a SATA SSD and a hard drive: more than the planner's own sets (1 to 3 drives).
    const four = ['ssd-nvme-2t', 'ssd-nvme-1t', 'ssd-sata-1t', 'hdd-4t'].map((id) =>
      catalog.Storage.find((d) => d.id === id)!,
    );
    const locked = four.map((part) => ({ part, owned: true }));
    const r = planWithLocks(index, lockReq(1500, USES[2], locked));
    if (r.status !== 'ok') throw new Error(`expected a build: ${'message' in r ? r.message : ''}`);
    expect(r.build.storage.map((d) => d.id).sort()).toEqual(four.map((d) => d.id).sort());
    const kit = catalog.RAM.find((k) => k.specs.memoryType === 'DDR5' && k.specs.modules === 2)!;
    const kits = planWithLocks(
      index,
      lockReq(2500, USES[0], [
        { part: kit, owned: false },
        { part: kit, owned: true },
      ]),
    );
    if (kits.status !== 'ok') throw new Error(`expected a build: ${'message' in kits ? kits.message : ''}`);
    const rams = kits.picks.filter((p) => p.part.type === 'RAM');
    expect(rams.map((p) => p.part.id)).toEqual([kit.id, kit.id]);
    expect(kits.spentCents).toBe(kits.picks.reduce((s, p) => s + p.part.priceCents, 0) - kit.priceCents);
    expect(allChecksPass(checkCompatibility(sel(kits.picks.map((p) => p.part))))).toBe(true);
  });

  it('finds the best part for one slot as a brute force does', () => {
    let better = 0;
    let none = 0;
    let refusedHere = 0;
    for (let i = 0; i < 16; i++) {
      // A build the planner makes, then a budget with some room or none.
      const use = USES[i % USES.length];
      const planned = planBuild(index, {
        budgetCents: toCents([700, 1000, 1400, 2000][i % 4]),
        useCases: use[0],
        resolution: use[1],
      });
      if (planned.status !== 'ok') continue;
      const key = partsOf(planned.build)
        .map((p) => p.id)
        .sort()
        .join(',');
      const b = builds.find(
        (x) =>
          partsOf(x)
            .map((p) => p.id)
            .sort()
            .join(',') === key,
      )!;
      const dollars = Math.ceil(b.totalCents / 100) + [0, 150, 400, 900][(i >> 2) % 4];
      const r = lockReq(
        dollars,
        use,
        locksOf(b, SLOTS, (t) => t === 'CPU' && i % 2 === 0),
      );
      for (const slot of [SLOTS[i % SLOTS.length], SLOTS[(i + 3) % SLOTS.length]]) {
        const res = betterForSlot(index, r, slot, { exact: true });
        const owned = ownedIds(r.locked);
        const others = r.locked.filter((l) => l.part.type !== slot);
        // A build without a card stays without one unless the card is the slot.
        const brute = bruteBestWhere(
          builds,
          r,
          owned,
          (x) => holdsLocks(x, others) && (slot === 'GPU' || b.gpu !== null || x.gpu === null),
        );
        if (res.status !== 'ok') {
          refusedHere++;
          // The build itself breaks a rule at this budget: no brute-force build holds it either.
          expect(
            bruteBestWhere(builds, r, owned, (x) => holdsLocks(x, r.locked) && (b.gpu !== null || x.gpu === null)),
          ).toBeNull();
          continue;
        }
        const current = bruteScore(b, r);
        if (!brute || brute.score <= current + 1e-9 * Math.max(1, current)) {
          expect(res.better).toBeNull();
          none++;
          continue;
        }
        better++;
        expect(res.better!.build.score).toBeCloseTo(brute.score, 6);
        expect(res.extraCents).toBe(brute.spent - spentOn(b, owned));
        expect(res.parts.every((p) => p.type === slot)).toBe(true);
      }
    }
    expect(better).toBeGreaterThanOrEqual(2);
    expect(none).toBeGreaterThan(3);
    expect(refusedHere).toBeLessThan(16);
    // A gaming build with $400 more and a power supply with room: a faster card, for its price
    // less the old one's.
    const planned = planBuild(index, { budgetCents: toCents(1500), useCases: ['gaming'], resolution: '1440p' });
    if (planned.status !== 'ok') throw new Error('expected a build');
    const bigPsu = [...catalog.PSU].sort((a, b) => b.specs.wattage - a.specs.wattage)[0];
    const parts = partsOf({ ...planned.build, psu: bigPsu });
    const r = lockReq(
      Math.ceil(parts.reduce((s, p) => s + p.priceCents, 0) / 100) + 400,
      USES[0],
      parts.map((part) => ({ part, owned: false })),
    );
    const res = betterForSlot(index, r, 'GPU');
    if (res.status === 'ok' && res.better) {
      expect(res.parts).toHaveLength(1);
      expect(res.extraCents).toBe(res.parts[0].priceCents - planned.build.gpu!.priceCents);
    } else {
      expect(res.status === 'ok' ? null : res.status).toBeNull();
    }
  });

  it('advises the upgrade a brute force finds best, or none', () => {
    let advised = 0;
    let nothing = 0;
    for (const c of lockCases(builds, 10)) {
      const owned = locksOf(c.build, SLOTS, () => true);
      const money = [100, 250, 500, 900][advised % 4];
      const r = lockReq(money, c.use, owned);
      const res = upgradePlan(index, r, { exact: true });
      const ids = ownedIds(owned);
      const brute = bruteBestWhere(builds, r, ids, () => true);
      // A whole build owned is measured as it is.
      const now = bruteScore(c.build, r);
      if (!brute || brute.score < now * (1 + MIN_UPGRADE_GAIN)) {
        if (res.status === 'ok') expect(res.upgraded).toBeNull();
        nothing++;
        continue;
      }
      advised++;
      if (res.status !== 'ok' || !res.upgraded) throw new Error('expected advice');
      expect(res.upgraded.build.score).toBeCloseTo(brute.score, 6);
      expect(res.upgraded.spentCents).toBe(brute.spent);
      expect(res.gain).toBeCloseTo(brute.score / now - 1, 6);
    }
    expect(advised).toBeGreaterThan(2);
    expect(nothing).toBeGreaterThan(0);
  });

  it('answers the same for the same request, whatever the order of the catalog', () => {
    const reversed = Object.fromEntries(
      Object.entries(catalog).map(([type, parts]) => [type, [...parts].reverse()]),
    ) as PlannerCatalog;
    const other = buildPlannerIndex(reversed);
    for (const c of lockCases(builds, 20)) {
      const r = lockReq(c.dollars, c.use, c.locked);
      const a = planWithLocks(index, r);
      expect(planWithLocks(index, r)).toEqual(a);
      const b = planWithLocks(other, r);
      expect(b.status).toBe(a.status);
      if (a.status === 'ok' && b.status === 'ok')
        expect(b.picks.map((p) => p.part.id)).toEqual(a.picks.map((p) => p.part.id));
    }
  });
});

function sel(parts: readonly PlannerPart[]) {
  const one = <T extends PartType>(t: T) => parts.find((p) => p.type === t) as PlannerPart<T> | undefined;
  return {
    cpu: one('CPU'),
    motherboard: one('Motherboard'),
    gpu: one('GPU'),
    psu: one('PSU'),
    case: one('Case'),
    cooler: one('Cooler'),
    ram: parts.filter((p): p is PlannerPart<'RAM'> => p.type === 'RAM'),
    storage: parts.filter((p): p is PlannerPart<'Storage'> => p.type === 'Storage'),
  };
}
