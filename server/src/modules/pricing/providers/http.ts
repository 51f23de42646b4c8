// The retailer adapters' HTTP: JSON requests with a timeout, a per-second pace, and backoff on throttling.
import { toCents, type Cents } from '@rigforge/common';
import type { Sleep } from '../../../lib/clock';
import { backoffMs } from '../pricing.rules';

export type ProviderErrorKind = 'throttled' | 'timeout' | 'malformed' | 'upstream' | 'refused';

/** A provider call that failed: it counts against the provider's circuit breaker. */
export class ProviderError extends Error {
  constructor(
    public readonly provider: string,
    public readonly kind: ProviderErrorKind,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}

export type FetchFn = typeof fetch;

export interface JsonResponse {
  status: number;
  headers: Headers;
  /** The parsed body, or undefined when it was not JSON. */
  body: unknown;
}

/** One request, answered within `timeoutMs` or refused as a timeout; a non-JSON body answers undefined. */
export async function requestJson(
  fetchFn: FetchFn,
  provider: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<JsonResponse> {
  let res: Response;
  let text: string;
  try {
    const signal = AbortSignal.timeout(timeoutMs);
    res = await fetchFn(url, { ...init, signal });
    text = await res.text();
  } catch (err) {
    // A DOMException (TimeoutError) need not be an Error of this realm.
    const name = typeof err === 'object' && err !== null && 'name' in err ? String(err.name) : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new ProviderError(provider, 'timeout', `no answer within ${timeoutMs} ms`);
    }
    throw new ProviderError(
      provider,
      'upstream',
      `request failed: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, body };
}

/** Spaces request starts so that at most `perSecond` begin in any second (per process). */
export class Pace {
  private next = 0;

  constructor(
    private readonly perSecond: number,
    private readonly sleep: Sleep,
    private readonly now: () => number = Date.now,
  ) {}

  async wait(): Promise<void> {
    const now = this.now();
    const start = Math.max(now, this.next);
    this.next = start + 1000 / this.perSecond;
    if (start > now) await this.sleep(start - now);
  }
}

/**
 * Sends a request (paced), retrying after a throttled answer (`isThrottled`) with backoff: the
 * Retry-After header when given, else doubling from `baseMs`. Still throttled after `maxRetries`
 * retries: a 'throttled' ProviderError.
 */
export async function withBackoff(
  provider: string,
  send: () => Promise<JsonResponse>,
  isThrottled: (res: JsonResponse) => boolean,
  opts: { pace: Pace; sleep: Sleep; maxRetries: number; baseMs: number },
): Promise<JsonResponse> {
  for (let attempt = 0; ; attempt += 1) {
    await opts.pace.wait();
    const res = await send();
    if (!isThrottled(res)) return res;
    if (attempt >= opts.maxRetries) {
      throw new ProviderError(provider, 'throttled', `still throttled (HTTP ${res.status}) after ${attempt} retries`);
    }
    await opts.sleep(backoffMs(attempt, res.headers.get('retry-after'), opts.baseMs));
  }
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A positive dollar amount → cents, or null. */
export function centsOf(value: unknown): Cents | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? toCents(value) : null;
}
