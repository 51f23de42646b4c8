// Fetching one feed: a time limit on the whole answer and a cap on its size, so a slow or huge feed
// costs at most that much and is reported, never hangs the poll or fills the memory.

export interface FeedFetchLimits {
  /** The whole request, body included, in ms. */
  timeoutMs: number;
  /** The most bytes read; a longer body (by Content-Length or as it streams) is refused. */
  maxBytes: number;
}

export class FeedFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFetchError';
  }
}

/** The feed's text (UTF-8), or a FeedFetchError naming what went wrong. */
export async function fetchFeed(url: string, limits: FeedFetchLimits): Promise<string> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limits.timeoutMs);
  try {
    const res = await fetch(url, {
      signal: controller.signal,
      redirect: 'follow',
      headers: { Accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8' },
    });
    if (!res.ok) throw new FeedFetchError(`the feed answered HTTP ${res.status}`);
    const declared = Number(res.headers.get('content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > limits.maxBytes) {
      controller.abort();
      throw new FeedFetchError(`the feed is larger than ${limits.maxBytes} bytes (${declared} declared)`);
    }
    if (!res.body) return '';
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > limits.maxBytes) {
        controller.abort();
        throw new FeedFetchError(`the feed is larger than ${limits.maxBytes} bytes`);
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
  } catch (err) {
    if (err instanceof FeedFetchError) throw err;
    if (timedOut) throw new FeedFetchError(`the feed did not answer in full within ${limits.timeoutMs} ms`);
    throw new FeedFetchError(`the feed could not be fetched: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    clearTimeout(timer);
  }
}
