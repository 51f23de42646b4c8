import { ReadCache } from '../read-cache';

describe('ReadCache', () => {
  it('serves a value until it expires, then loads again', async () => {
    let now = 0;
    const cache = new ReadCache<number>(1000, 10, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new ReadCache<string>(1000, 10);
    let loads = 0;
    const load = () => new Promise<string>((resolve) => setTimeout(() => resolve(`v${++loads}`), 5));
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual(['v1', 'v1']);
    expect(loads).toBe(1);
  });

  it('drops the least recently used entry when full', async () => {
    const cache = new ReadCache<string>(1000, 2);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a3')).toBe('a');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('forgets everything on clear, including loads in flight', async () => {
    const cache = new ReadCache<string>(1000, 10);
    let release: (v: string) => void = () => undefined;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('caches nothing with a TTL of 0', async () => {
    const cache = new ReadCache<number>(0, 10);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('answers an expired entry at once with getStale, and swaps in the reload when it lands', async () => {
    let now = 0;
    const cache = new ReadCache<string>(1000, 10, () => now);
    expect(await cache.getStale('k', async () => 'v1')).toBe('v1');
    now = 1500;
    let release: (v: string) => void = () => undefined;
    let loads = 0;
    const slow = () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    expect(await cache.getStale('k', slow)).toBe('v1');
    expect(await cache.getStale('k', slow)).toBe('v1');
    expect(loads).toBe(1);
    release('v2');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.getStale('k', async () => 'v3')).toBe('v2');
  });

  it('keeps the stale value when a background reload fails, and serves nothing old after clear', async () => {
    let now = 0;
    const cache = new ReadCache<string>(1000, 10, () => now);
    await cache.getStale('k', async () => 'v1');
    now = 2000;
    expect(await cache.getStale('k', () => Promise.reject(new Error('down')))).toBe('v1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.getStale('k', async () => 'v2')).toBe('v1');
    cache.clear();
    expect(await cache.getStale('k', async () => 'v3')).toBe('v3');
  });

  it('drops only the entries a narrow write changed, and keeps no load that was in flight', async () => {
    const cache = new ReadCache<string>(60_000, 10);
    await cache.get('/news', async () => 'news v1');
    await cache.get('/guides', async () => 'guides v1');
    let finish: (value: string) => void = () => undefined;
    const inFlight = cache.get('/components', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.deleteWhere((key) => key === '/news');
    finish('read before the write');
    expect(await inFlight).toBe('read before the write');
    expect(await cache.get('/news', async () => 'news v2')).toBe('news v2');
    expect(await cache.get('/guides', async () => 'guides v2')).toBe('guides v1');
    expect(await cache.get('/components', async () => 'components v2')).toBe('components v2');
  });
});
