import type { AnyPartInput, PartInput, PartType, SpecValue, SpecsByType } from '@rigforge/common';
import { validatePart } from '../component-row';

/** What a mapper makes of a well-formed upstream record. */
export type Outcome =
  /** A part for the catalog (its specs may be incomplete: validatePart reports what is missing). */
  | { part: AnyPartInput }
  /** A real part the catalog cannot represent honestly; the reason is reported, grouped. */
  | { skip: string };

/** What a mapper makes of one upstream record; a record of the wrong shape is reported with its line. */
export type Mapped = Outcome | { error: string };

/** Specs as a mapper builds them: any typed spec may still be unknown. */
export type DraftSpecs<T extends PartType> = { [K in keyof SpecsByType[T]]?: SpecsByType[T][K] } & {
  [key: string]: SpecValue | undefined;
};

export type PartFields = Omit<PartInput, 'type' | 'specs'>;

/**
 * A part from the fields a source gives. Unknown specs are left out rather than guessed, so the
 * part is imported with specsComplete=false and the planner does not pick it.
 */
export function draftPart<T extends PartType>(type: T, fields: PartFields, specs: DraftSpecs<T>): AnyPartInput {
  const known: Record<string, SpecValue> = {};
  for (const [key, value] of Object.entries(specs)) if (value !== undefined) known[key] = value;
  // The typed specs are incomplete by design; validatePart reports which are missing.
  return { ...fields, type, specs: known } as PartInput<T> as AnyPartInput;
}

const acceptedSockets = new Map<string, boolean>();

/** Whether the catalog accepts a (canonical) socket name, by the same rule validatePart applies. */
export function isAcceptedSocket(socket: string): boolean {
  let accepted = acceptedSockets.get(socket);
  if (accepted === undefined) {
    const probe = draftPart('Cooler', { name: 'probe', brand: 'probe', priceCents: null }, { sockets: [socket] });
    accepted = validatePart(probe).invalid.length === 0;
    acceptedSockets.set(socket, accepted);
  }
  return accepted;
}
