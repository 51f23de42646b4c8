import { SESSION_TOUCH_INTERVAL_MS, TouchThrottle } from '../session-store';

function fakeClock(start = Date.UTC(2026, 10, 28, 12)) {
  let now = start;
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

describe('TouchThrottle', () => {
  it('writes a session expiry once per interval, however many requests come in between', () => {
    const clock = fakeClock();
    const throttle = new TouchThrottle(clock);
    expect(throttle.shouldTouch('a')).toBe(true);
    for (let i = 0; i < 50; i += 1) {
      clock.advance(1000);
      expect(throttle.shouldTouch('a')).toBe(false);
    }
    clock.advance(SESSION_TOUCH_INTERVAL_MS - 50_000);
    expect(throttle.shouldTouch('a')).toBe(true);
    expect(throttle.shouldTouch('a')).toBe(false);
  });

  it('keeps sessions apart', () => {
    const throttle = new TouchThrottle(fakeClock());
    expect(throttle.shouldTouch('a')).toBe(true);
    expect(throttle.shouldTouch('b')).toBe(true);
    expect(throttle.shouldTouch('a')).toBe(false);
    expect(throttle.shouldTouch('b')).toBe(false);
  });

  it('counts a full write as a touch, and touches a destroyed id again', () => {
    const clock = fakeClock();
    const throttle = new TouchThrottle(clock);
    throttle.written('a');
    expect(throttle.shouldTouch('a')).toBe(false);
    throttle.forget('a');
    expect(throttle.shouldTouch('a')).toBe(true);
  });

  it('forgets the longest-remembered session past its capacity, never a recent one', () => {
    const clock = fakeClock();
    const throttle = new TouchThrottle(clock, 60_000, 3);
    for (const sid of ['a', 'b', 'c']) expect(throttle.shouldTouch(sid)).toBe(true);
    clock.advance(1000);
    expect(throttle.shouldTouch('d')).toBe(true); // over capacity: 'a' is forgotten
    expect(throttle.shouldTouch('a')).toBe(true); // so its next request writes again
    expect(throttle.shouldTouch('c')).toBe(false);
    expect(throttle.shouldTouch('d')).toBe(false);
  });
});
