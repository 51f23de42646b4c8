import { RESOLUTIONS, cents } from '@rigforge/common';
import { paretoKeep } from '../indexers';
import { cheapestPsu } from '../lookup-tables';
import { buildPlannerIndex } from '../planner-index';
import type { PlannerCatalog, PlannerPart } from '../types';
import { FIXTURE_GPUS, fixtureCatalog } from './fixture-catalog';

const item = (id: string, price: number, a: number, b: number) => ({ part: { id }, price, a, b });

describe('paretoKeep', () => {
  it('drops an item another no more expensive item beats on every attribute, keeping ties once', () => {
    const items = [
      item('x', 100, 5, 5),
      item('y', 120, 5, 4),
      item('z', 120, 6, 4),
      item('w', 100, 5, 5),
      item('v', 90, 1, 9),
    ];
    const kept = paretoKeep(items, (p, q) => p.a >= q.a && p.b >= q.b).map((i) => i.part.id);
    // y is beaten by w (cheaper, as good); x ties w and comes after it by id; z is faster on a.
    expect(kept).toEqual(['v', 'w', 'z']);
  });

  it('compares only within a group', () => {
    const items = [item('x', 100, 5, 5), item('y', 120, 1, 1)];
    expect(
      paretoKeep(
        items,
        () => true,
        (i) => i.part.id,
      ).map((i) => i.part.id),
    ).toEqual(['x', 'y']);
  });
});

describe('buildPlannerIndex', () => {
  const catalog = fixtureCatalog();

  it('drops dominated parts and keeps the rest', () => {
    const twin: PlannerPart<'GPU'> = {
      ...FIXTURE_GPUS[1],
      id: 'gpu-budget-twin',
      slug: 'gpu-budget-twin',
      priceCents: cents(26900),
    };
    const shortTwin: PlannerPart<'GPU'> = {
      ...twin,
      id: 'gpu-budget-short',
      slug: 'gpu-budget-short',
      specs: { ...twin.specs, length: 200 },
    };
    const index = buildPlannerIndex({ ...catalog, GPU: [...catalog.GPU, twin, shortTwin] });
    for (const res of RESOLUTIONS) {
      const kept = index.gpus[res].map((g) => g.part.id);
      // Same speed and size, dearer: dropped. Dearer but shorter (fits more cases): kept.
      expect(kept).not.toContain('gpu-budget-twin');
      expect(kept).toContain('gpu-budget-short');
      expect(kept).toContain('gpu-budget');
    }
    expect(index.sizes.input.GPU).toBe(catalog.GPU.length + 2);
  });

  it('drops parts nothing can use and counts what it keeps', () => {
    const orphan: PlannerPart<'Cooler'> = {
      ...catalog.Cooler[0],
      id: 'cool-orphan',
      slug: 'cool-orphan',
      specs: { ...catalog.Cooler[0].specs, sockets: ['LGA1851'] },
    };
    const index = buildPlannerIndex({ ...catalog, Cooler: [...catalog.Cooler, orphan] });
    expect(index.coolers.map((c) => c.part.id)).not.toContain('cool-orphan');
    for (const type of Object.keys(index.sizes.kept) as (keyof PlannerCatalog)[]) {
      expect(index.sizes.kept[type]).toBeGreaterThan(0);
      expect(index.sizes.kept[type]).toBeLessThanOrEqual(index.sizes.input[type]);
    }
  });

  it('makes drive sets of one or two drives with an SSD, or an SSD and a mirrored hard drive, by price', () => {
    const index = buildPlannerIndex(catalog);
    let mirrors = 0;
    for (const cls of index.storageClasses) {
      expect(cls.hdds).toBe(cls.combos[0].drives.filter((d) => d.hdd).length);
      for (let i = 0; i < cls.combos.length; i++) {
        const combo = cls.combos[i];
        expect(combo.drives.length).toBeGreaterThanOrEqual(1);
        expect(combo.drives.length).toBeLessThanOrEqual(3);
        if (combo.drives.length === 3) {
          mirrors++;
          const [system, a, b] = combo.drives;
          expect([system.hdd, a.part.id === b.part.id, a.hdd]).toEqual([false, true, true]);
          // The pair holds what one drive holds.
          expect(combo.hddGb).toBe(a.feat.capacity);
        }
        expect(combo.drives.some((d) => !d.hdd)).toBe(true);
        expect(combo.drives[0].feat.read).toBeGreaterThanOrEqual(combo.drives[combo.drives.length - 1].feat.read);
        if (i > 0) expect(combo.price).toBeGreaterThanOrEqual(cls.combos[i - 1].price);
      }
    }
    expect(mirrors).toBeGreaterThan(0);
  });

  it('finds the cheapest PSU of enough watts', () => {
    const index = buildPlannerIndex(catalog);
    const all = index.psuTables[index.psuTables.length - 1][0];
    expect(index.psus[cheapestPsu(all, 600)].part.id).toBe('psu-650');
    expect(index.psus[cheapestPsu(all, 651)].part.id).toBe('psu-850');
    expect(cheapestPsu(all, 5000)).toBe(-1);
    // The small case (SFX only) is dominated by the cheaper mid tower, whose ATX bay takes SFX too,
    // so no kept case needs an SFX unit and none is kept.
    expect(index.cases.map((k) => k.part.id)).not.toContain('case-sff');
    expect(index.psus.map((p) => p.part.id)).not.toContain('psu-sfx-750');
    // With only the small case, the SFX unit is all there is.
    const small = buildPlannerIndex({ ...catalog, Case: catalog.Case.filter((k) => k.id === 'case-sff') });
    expect(small.psus.map((p) => p.part.id)).toEqual(['psu-sfx-750']);
    expect(small.psus[cheapestPsu(small.psuTables[0b010][0], 400)].part.id).toBe('psu-sfx-750');
  });

  it('is pure: the same catalog gives the same index', () => {
    expect(buildPlannerIndex(catalog)).toEqual(buildPlannerIndex(fixtureCatalog()));
  });
});
