// The builder's edits (issue 30): pure functions from one address state to the next, so every edit
// is a new address (back and forward undo it, and a link shares the build as it is).
import {
  BUILDER_SLOT_MAX,
  BUILDER_SLOTS,
  slotRoom,
  type BuilderState,
  type CustomPart,
  type PartType,
} from '@rigforge/common';

/** What the builder knows of a catalog part in its state. */
export interface SlotPart {
  id: string;
  type: PartType;
}

const without = (ids: readonly string[], id: string) => ids.filter((x) => x !== id);

export function removePart(state: BuilderState, id: string): BuilderState {
  return {
    ...state,
    parts: without(state.parts, id),
    locked: without(state.locked, id),
    owned: without(state.owned, id),
  };
}

export function removeCustom(state: BuilderState, index: number): BuilderState {
  return { ...state, custom: state.custom.filter((_, i) => i !== index) };
}

/** Moves a part up (-1) or down (+1) among the parts of its slot (memory kits, drives). */
export function movePart(state: BuilderState, parts: readonly SlotPart[], id: string, step: -1 | 1): BuilderState {
  const type = parts.find((p) => p.id === id)?.type;
  if (!type) return state;
  const sameSlot = state.parts.filter((pid) => parts.find((p) => p.id === pid)?.type === type);
  const at = sameSlot.indexOf(id);
  const to = at + step;
  if (at < 0 || to < 0 || to >= sameSlot.length) return state;
  const other = sameSlot[to];
  const order = state.parts.map((pid) => (pid === id ? other : pid === other ? id : pid));
  return { ...state, parts: order };
}

export function toggleLock(state: BuilderState, id: string): BuilderState {
  return { ...state, locked: state.locked.includes(id) ? without(state.locked, id) : [...state.locked, id] };
}

export function toggleOwned(state: BuilderState, id: string): BuilderState {
  return { ...state, owned: state.owned.includes(id) ? without(state.owned, id) : [...state.owned, id] };
}

/**
 * Puts a catalog part in its slot: it replaces the part of a single slot (CPU, board, card …), joins a
 * slot of several while it has room, and replaces the slot's last part when it is full. A part
 * already in the build stays where it is.
 */
export function addPart(state: BuilderState, parts: readonly SlotPart[], added: SlotPart): BuilderState {
  if (state.parts.includes(added.id)) return state;
  const inSlot = state.parts.filter((pid) => parts.find((p) => p.id === pid)?.type === added.type);
  const room = slotRoom(
    added.type,
    inSlot.map(() => added.type),
    state.custom,
  );
  let next = state;
  if (room === 0) {
    const replaced = inSlot.at(-1);
    if (replaced) next = removePart(next, replaced);
    else {
      // The slot is full of custom parts: the last custom part of the type gives way.
      const last = next.custom.map((c) => c.type).lastIndexOf(added.type);
      next = removeCustom(next, last);
    }
  }
  return { ...next, parts: [...next.parts, added.id] };
}

export function addCustom(state: BuilderState, custom: CustomPart): BuilderState {
  return { ...state, custom: [...state.custom, custom] };
}

/** The catalog parts in slot order, then as the user arranged them within a slot. */
export function partsBySlot<T extends SlotPart>(state: BuilderState, parts: readonly T[]): Map<PartType, T[]> {
  const byId = new Map(parts.map((p) => [p.id, p]));
  const slots = new Map<PartType, T[]>(BUILDER_SLOTS.map((t) => [t, []]));
  for (const id of state.parts) {
    const part = byId.get(id);
    if (part) slots.get(part.type)?.push(part);
  }
  return slots;
}

/** Whether a slot takes another part. */
export function hasRoom(state: BuilderState, parts: readonly SlotPart[], type: PartType): boolean {
  const types = state.parts.flatMap((id) => parts.find((p) => p.id === id)?.type ?? []);
  return slotRoom(type, types, state.custom) > 0 || BUILDER_SLOT_MAX[type] === 1;
}
