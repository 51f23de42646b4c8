import { EMPTY_BUILDER, type BuilderState } from '@rigforge/common';
import {
  addCustom,
  addPart,
  hasRoom,
  movePart,
  partsBySlot,
  removeCustom,
  removePart,
  toggleLock,
  toggleOwned,
} from '../builder-state';

const id = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const cpuA = { id: id(1), type: 'CPU' as const };
const cpuB = { id: id(2), type: 'CPU' as const };
const drives = Array.from({ length: 9 }, (_, i) => ({ id: id(10 + i), type: 'Storage' as const }));
const parts = [cpuA, cpuB, ...drives];

const withParts = (ids: string[], more: Partial<BuilderState> = {}): BuilderState => ({
  ...EMPTY_BUILDER,
  parts: ids,
  ...more,
});

describe('builder edits', () => {
  it('a CPU replaces the CPU; its lock and owned marks go with it', () => {
    const start = withParts([cpuA.id], { locked: [cpuA.id], owned: [cpuA.id] });
    expect(addPart(start, parts, cpuB)).toEqual(withParts([cpuB.id]));
  });

  it('drives join the storage slot up to 8, then the last one gives way', () => {
    let state = EMPTY_BUILDER;
    for (const d of drives.slice(0, 8)) state = addPart(state, parts, d);
    expect(state.parts).toHaveLength(8);
    expect(hasRoom(state, parts, 'Storage')).toBe(false);
    state = addPart(state, parts, drives[8]);
    expect(state.parts).toEqual([...drives.slice(0, 7), drives[8]].map((d) => d.id));
  });

  it('a part already in the build is not added twice', () => {
    const start = withParts([drives[0].id]);
    expect(addPart(start, parts, drives[0])).toBe(start);
  });

  it('moves a drive within its slot and stops at the ends', () => {
    const start = withParts([cpuA.id, drives[0].id, drives[1].id]);
    expect(movePart(start, parts, drives[1].id, -1).parts).toEqual([cpuA.id, drives[1].id, drives[0].id]);
    expect(movePart(start, parts, drives[0].id, -1)).toBe(start);
    expect(movePart(start, parts, drives[1].id, 1)).toBe(start);
  });

  it('locks, owns and removes', () => {
    const start = withParts([cpuA.id]);
    expect(toggleLock(start, cpuA.id).locked).toEqual([cpuA.id]);
    expect(toggleLock(toggleLock(start, cpuA.id), cpuA.id).locked).toEqual([]);
    expect(toggleOwned(start, cpuA.id).owned).toEqual([cpuA.id]);
    expect(removePart(toggleOwned(start, cpuA.id), cpuA.id)).toEqual(EMPTY_BUILDER);
  });

  it('adds and removes custom parts, which count toward a slot', () => {
    const custom = { type: 'CPU' as const, name: 'Engineering sample', priceCents: 0 as never };
    const state = addCustom(EMPTY_BUILDER, custom);
    expect(state.custom).toEqual([custom]);
    expect(addPart(state, parts, cpuA)).toEqual(withParts([cpuA.id]));
    expect(removeCustom(state, 0)).toEqual(EMPTY_BUILDER);
  });

  it('groups the parts by slot in the order chosen', () => {
    const slots = partsBySlot(withParts([drives[1].id, cpuA.id, drives[0].id]), parts);
    expect(slots.get('CPU')).toEqual([cpuA]);
    expect(slots.get('Storage')).toEqual([drives[1], drives[0]]);
    expect(slots.get('GPU')).toEqual([]);
  });
});
