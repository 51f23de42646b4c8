// core.ts's lock API (completeBuild, betterPart, upgradeAdvice): the shapes the server and the
// static deployment's in-browser link answer with, on the fixture catalog.
import { toCents, type UseCaseId } from '@rigforge/common';
import { betterPart, completeBuild, expertNotes, upgradeAdvice, type LockRequest } from '../core';
import { buildPlannerIndex, planBuild } from '../engine';
import { partsOf } from '../engine/build';
import { fixtureCatalog } from '../engine/__tests__/fixture-catalog';

const catalog = fixtureCatalog();
const index = buildPlannerIndex(catalog);

function req(dollars: number, locked: LockRequest['locked'], useCases: UseCaseId[] = ['gaming']): LockRequest {
  return { budgetCents: toCents(dollars), useCases, resolution: '1440p', locked };
}

function plannedIds(dollars: number, useCases: UseCaseId[] = ['gaming']) {
  const r = planBuild(index, { budgetCents: toCents(dollars), useCases, resolution: '1440p' });
  if (r.status !== 'ok') throw new Error('expected a build');
  return partsOf(r.build);
}

describe('completeBuild', () => {
  it('answers generateBuild’s shape, each part marked locked and owned, the owned ones $0 of the total', () => {
    const gpu = plannedIds(1500).find((p) => p.type === 'GPU')!;
    const r = completeBuild(index, req(1500, [{ id: gpu.id, owned: true }]));
    if (r.status !== 'ok') throw new Error(r.message);
    const { build } = r;
    const card = build.parts.find((p) => p.id === gpu.id)!;
    expect(card).toMatchObject({ locked: true, owned: true, category: 'GPU', priceCents: gpu.priceCents });
    expect(card.reason).toMatch(/^Yours/);
    expect(build.parts.filter((p) => p.id !== gpu.id).every((p) => !p.locked && !p.owned && p.reason.length > 0)).toBe(
      true,
    );
    expect(build.totalCents).toBe(build.parts.reduce((s, p) => s + (p.owned ? 0 : p.priceCents), 0));
    expect(build.totalCents).toBeLessThanOrEqual(build.budgetCents);
    expect(build.fitsBudget).toBe(true);
    expect(build.compatibility.compatible).toBe(true);
    expect(build.parts.every((p) => p.retailLinks !== undefined)).toBe(true);
    expect(build).toMatchObject({ buildType: 'gaming', resolution: '1440p', upgrades: [], buildTier: null });
    // Deterministic.
    expect(completeBuild(index, req(1500, [{ id: gpu.id, owned: true }]))).toEqual(r);
  });

  it('refuses with a code and a sentence', () => {
    expect(completeBuild(index, req(1500, [{ id: 'no-such-part', owned: false }]))).toEqual({
      status: 'refused',
      code: 'UNKNOWN_PART',
      message:
        'No part with id "no-such-part" is in the catalog the planner uses (priced, with the specs its rules read).',
    });
    const [a, b] = catalog.CPU;
    expect(
      completeBuild(
        index,
        req(1500, [
          { id: a.id, owned: false },
          { id: b.id, owned: false },
        ]),
      ),
    ).toMatchObject({
      status: 'refused',
      code: 'TOO_MANY_PARTS',
    });
    const am5 = catalog.CPU.find((c) => c.specs.socket === 'AM5')!;
    const intel = catalog.Motherboard.find((m) => m.specs.socket === 'LGA1700')!;
    const conflict = completeBuild(
      index,
      req(1500, [
        { id: am5.id, owned: false },
        { id: intel.id, owned: false },
      ]),
    );
    expect(conflict).toMatchObject({ status: 'refused', code: 'LOCKS_CONFLICT' });
    if (conflict.status === 'refused') expect(conflict.message).toMatch(/^CPU socket: /);
    const parts = plannedIds(2500);
    const over = completeBuild(
      index,
      req(
        600,
        parts.map((p) => ({ id: p.id, owned: false })),
      ),
    );
    expect(over).toMatchObject({ status: 'refused', code: 'LOCKS_OVER_BUDGET' });
    if (over.status === 'refused')
      expect(over.message).toMatch(/^Your locked parts cost \$[\d,.]+, over the \$600 budget$/);
    // A card alone fits, but nothing to go with it does.
    const top = [...catalog.GPU].sort((x, y) => y.priceCents - x.priceCents)[0];
    const none = completeBuild(index, req(Math.ceil(top.priceCents / 100) + 50, [{ id: top.id, owned: false }]));
    expect(none).toMatchObject({ status: 'refused', code: 'NO_COMPLETION' });
    if (none.status === 'refused') expect(none.message).toMatch(/The cheapest one we can make costs \$[\d,.]+\.$/);
  });
});

describe('betterPart', () => {
  it('names a better part and its extra cost, or says nothing better fits', () => {
    const parts = plannedIds(1500);
    const locked = parts.map((p) => ({ id: p.id, owned: false }));
    const same = betterPart(index, req(Math.ceil(parts.reduce((s, p) => s + p.priceCents, 0) / 100), locked), 'GPU');
    if (same.status !== 'ok') throw new Error(same.message);
    expect(same.part === null || same.extraCents <= 0).toBe(true);
    for (const slot of ['GPU', 'CPU', 'RAM', 'Storage', 'PSU', 'Case', 'Cooler', 'Motherboard'] as const) {
      const r = betterPart(index, req(3000, locked), slot);
      if (r.status !== 'ok') throw new Error(r.message);
      if (r.part) {
        expect(r.part.category).toBe(slot);
        expect(r.message).toMatch(/^A better .* (for \+\$[\d,.]+|for \$[\d,.]+ less|for the same money): /);
      } else {
        expect(r.extraCents).toBe(0);
        expect(r.message).toMatch(/^Nothing better fits/);
      }
    }
  });
});

describe('upgradeAdvice', () => {
  it('lists what to replace, what stays, the gain and a sentence; or that nothing improves', () => {
    const parts = plannedIds(900);
    const owned = parts.map((p) => ({ id: p.id, owned: true }));
    let advised = 0;
    for (const dollars of [50, 200, 500, 1200]) {
      const r = upgradeAdvice(index, req(dollars, owned));
      if (r.status !== 'ok') throw new Error(r.message);
      const ids = new Set(r.build.parts.map((p) => p.id));
      expect(r.keeps.every((k) => ids.has(k.id))).toBe(true);
      expect(r.replacements.every((x) => ids.has(x.to.id) && !x.to.owned)).toBe(true);
      expect(r.build.totalCents).toBe(r.replacements.reduce((s, x) => s + x.priceCents, 0));
      expect(r.build.totalCents).toBeLessThanOrEqual(toCents(dollars));
      if (r.replacements.length === 0) {
        expect(r.gainPercent).toBe(0);
        expect(r.summary).toMatch(/^Nothing within \$[\d,.]+ improves your build for gaming at 1440p/);
        continue;
      }
      advised++;
      expect(r.gainPercent).toBeGreaterThanOrEqual(1);
      expect(r.summary).toMatch(/^(Replacing|Adding) the .* for \$[\d,.]+ gives about \+\d+% for gaming at 1440p/);
      if (r.replacements.some((x) => x.to.category === 'GPU')) expect(r.summary).toMatch(/feeds it/);
    }
    expect(advised).toBeGreaterThan(0);
  });

  it('completes a partial build around what the user owns', () => {
    const gpu = plannedIds(1500).find((p) => p.type === 'GPU')!;
    const r = upgradeAdvice(index, req(1000, [{ id: gpu.id, owned: true }]));
    if (r.status !== 'ok') throw new Error(r.message);
    expect(r.replacements.length).toBeGreaterThanOrEqual(6);
    expect(r.replacements.every((x) => x.from === null)).toBe(true);
  });
});

describe('expertNotes', () => {
  it('has nothing to say about a build the planner made', () => {
    const ids = plannedIds(1500).map((p) => p.id);
    expect(expertNotes(index, { partIds: ids, useCases: ['gaming'], resolution: '1440p' })).toEqual([]);
  });

  it('names the rule a hand-picked pair breaks, and leaves unknown ids out', () => {
    const cheap = plannedIds(700);
    const dear = plannedIds(3000);
    const cpu = cheap.find((p) => p.type === 'CPU')!;
    const board = dear.find((p) => p.type === 'Motherboard')!;
    const gpu = dear.find((p) => p.type === 'GPU')!;
    const notes = expertNotes(index, {
      partIds: [cpu.id, gpu.id, board.id, 'not-in-the-catalog'],
      useCases: ['gaming'],
      resolution: '1440p',
    });
    expect(notes.length).toBeGreaterThan(0);
    for (const n of notes) {
      expect(n.rule.length).toBeGreaterThan(0);
      expect(n.message).toMatch(/\.$/);
    }
    expect(expertNotes(index, { partIds: ['not-in-the-catalog'], useCases: ['gaming'], resolution: '1080p' })).toEqual(
      [],
    );
  });
});
