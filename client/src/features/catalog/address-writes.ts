/**
 * The addresses this page has written and not yet seen rendered, oldest first. Navigations render
 * in transitions, which typing can hold back: an address written earlier may render after a later
 * one was written. Building the next edit on that older address would drop the later edit (a
 * search committed while a price slider's commit was still rendering), so the next edit builds on
 * the newest address written until every write has rendered. An address this page never wrote
 * (back/forward, a link) is a change from elsewhere: pending writes are forgotten and it is the base.
 */
export interface AddressWrites {
  /** What the next edit builds on. */
  readonly base: string;
  /** Written and not yet rendered, oldest first. */
  readonly pending: readonly string[];
}

/** The ledger after this page writes `address`. */
export function written(writes: AddressWrites, address: string): AddressWrites {
  return { base: address, pending: [...writes.pending, address] };
}

/** The ledger after the page renders `address`. */
export function rendered(writes: AddressWrites, address: string): AddressWrites {
  const at = writes.pending.indexOf(address);
  if (at === -1) return { base: address, pending: [] };
  const pending = writes.pending.slice(at + 1);
  return { base: pending.length > 0 ? writes.base : address, pending };
}
