import { subscriptionUrl } from '../apollo';
import { reconnectDelayMs } from '../ws-link';
import { formatNewsDate, formatRelativeTime } from '../dates';
import {
  markNewsRead,
  parseReadNews,
  READ_NEWS_LIMIT,
  READ_NEWS_STORAGE_KEY,
  resetReadNewsMemory,
  withReadNews,
} from '../read-news';

describe('news dates', () => {
  it("formats 'MMM dd, yyyy' in UTC", () => {
    expect(formatNewsDate('2025-03-05T23:30:00.000Z')).toBe('Mar 05, 2025');
    expect(formatNewsDate('2024-12-31T00:00:00.000Z')).toBe('Dec 31, 2024');
    expect(formatNewsDate('nonsense')).toBe('');
    expect(formatNewsDate(null)).toBe('');
  });

  it('gives relative comment times', () => {
    const now = new Date('2025-03-05T12:00:00.000Z');
    expect(formatRelativeTime('2025-03-05T11:59:50.000Z', now)).toBe('just now');
    expect(formatRelativeTime('2025-03-05T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2025-03-05T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2025-03-04T12:00:00.000Z', now)).toBe('yesterday');
    expect(formatRelativeTime('2024-12-05T12:00:00.000Z', now)).toBe('3 months ago');
    expect(formatRelativeTime('2022-03-05T12:00:00.000Z', now)).toBe('3 years ago');
  });
});

describe('readNews', () => {
  beforeEach(() => {
    localStorage.clear();
    resetReadNewsMemory();
  });

  it('parses the stored list and ignores anything else with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseReadNews(null)).toEqual([]);
    expect(parseReadNews('["a",1,"b"]')).toEqual(['a', 'b']);
    expect(parseReadNews('{"a":1}')).toEqual([]);
    expect(parseReadNews('not json')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('adds ids once, newest last, and forgets the oldest beyond the limit', () => {
    expect(withReadNews(['a'], ['b', 'a', 'b'])).toEqual(['a', 'b']);
    const full = Array.from({ length: READ_NEWS_LIMIT }, (_, i) => `n${i}`);
    const next = withReadNews(full, ['new']);
    expect(next).toHaveLength(READ_NEWS_LIMIT);
    expect(next[0]).toBe('n1');
    expect(next.at(-1)).toBe('new');
  });

  it('stores what is marked read', () => {
    markNewsRead(['x']);
    markNewsRead(['y', 'x']);
    expect(JSON.parse(localStorage.getItem(READ_NEWS_STORAGE_KEY) ?? '')).toEqual(['x', 'y']);
  });
});

describe('the subscription transport', () => {
  it('uses the page origin with the matching WebSocket scheme', () => {
    expect(subscriptionUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/graphql');
    expect(subscriptionUrl({ protocol: 'https:', host: 'rigforge.example' })).toBe('wss://rigforge.example/graphql');
  });

  it('takes a whole endpoint URL as it is, with its own scheme made a WebSocket one', () => {
    const page = { protocol: 'http:', host: 'localhost' };
    expect(subscriptionUrl(page, 'http://localhost/graphql')).toBe('ws://localhost/graphql');
    expect(subscriptionUrl(page, 'https://api.rigforge.example/graphql')).toBe('wss://api.rigforge.example/graphql');
  });

  it('backs off 1 s, 2 s, 4 s ... up to 30 s, with jitter', () => {
    const mid = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => reconnectDelayMs(n, mid))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(reconnectDelayMs(0, () => 0)).toBe(750);
    expect(reconnectDelayMs(0, () => 1)).toBe(1250);
  });
});
