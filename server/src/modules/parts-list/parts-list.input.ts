import { parseWith, partsListRefusal, partsListRequestSchema, type PartsListRefusalCode } from '@rigforge/common';
import { badInput } from '../../lib/errors';

/**
 * Reads `{ text }` at either edge with common's request shape: the text, or BAD_USER_INPUT with the
 * shape's sentence, `field: 'text'` and the refusal's code as `reason` (GraphQL's extensions).
 */
export function readPartsListRequest(input: unknown): { text: string } {
  const parsed = parseWith(partsListRequestSchema, input);
  if (parsed.ok) return parsed.value;
  const text = typeof input === 'object' && input !== null ? (input as { text?: unknown }).text : undefined;
  const reason: PartsListRefusalCode | undefined =
    text === undefined || text === null ? 'EMPTY' : partsListRefusal(text)?.code;
  throw badInput(parsed.message, { field: 'text', ...(reason ? { reason } : {}) });
}
