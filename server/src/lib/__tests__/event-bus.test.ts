import { LocalEventBus, parseEvent, PerEvent, type AppEvent } from '../event-bus';

describe('event payloads', () => {
  it('reads the five kinds of event and drops anything else', () => {
    expect(parseEvent('{"kind":"public-change","modules":["comments"],"origin":"a"}')).toEqual({
      kind: 'public-change',
      modules: ['comments'],
      origin: 'a',
    });
    expect(parseEvent('{"kind":"news-views"}')).toEqual({ kind: 'news-views' });
    expect(parseEvent('{"kind":"credentials-ended"}')).toEqual({ kind: 'credentials-ended' });
    expect(parseEvent('{"kind":"notifications","userId":"u1"}')).toEqual({ kind: 'notifications', userId: 'u1' });
    expect(parseEvent('{"kind":"comment","newsId":"n","commentId":"c"}')).toEqual({
      kind: 'comment',
      newsId: 'n',
      commentId: 'c',
    });
    for (const bad of [
      undefined,
      '',
      'not json',
      '{"kind":"comment","newsId":"n"}',
      '{"kind":"other"}',
      '[1]',
      '{"kind":"public-change","modules":[1],"origin":"a"}',
      '{"kind":"public-change","modules":["x"]}',
    ]) {
      expect(parseEvent(bad)).toBeNull();
    }
  });
});

describe('the in-process bus', () => {
  it('hands each subscriber the events it accepts, in order, until it stops', async () => {
    const bus = new LocalEventBus();
    const mine = bus.subscribe((e) => e.kind === 'notifications' && e.userId === 'a');
    const all = bus.subscribe(() => true);
    const events: AppEvent[] = [
      { kind: 'notifications', userId: 'b' },
      { kind: 'notifications', userId: 'a' },
      { kind: 'comment', newsId: 'n', commentId: 'c' },
      { kind: 'notifications', userId: 'a' },
    ];
    for (const e of events) bus.publish(e);
    expect((await mine.next()).value).toEqual(events[1]);
    expect((await mine.next()).value).toEqual(events[3]);
    for (const e of events) expect((await all.next()).value).toEqual(e);

    const waiting = mine.next();
    await mine.return?.();
    expect(await waiting).toEqual({ value: undefined, done: true });
    bus.publish(events[1]);
    expect(await mine.next()).toEqual({ value: undefined, done: true });
    await bus.close();
  });

  it('keeps at most 100 undelivered events for a slow subscriber, dropping the oldest', async () => {
    const bus = new LocalEventBus();
    const slow = bus.subscribe(() => true);
    for (let i = 0; i < 150; i += 1) bus.publish({ kind: 'notifications', userId: String(i) });
    expect((await slow.next()).value).toEqual({ kind: 'notifications', userId: '50' });
    await bus.close();
  });
});

describe('values per event', () => {
  it('works a value out once per event object and key, shared by every subscriber that receives it', async () => {
    const bus = new LocalEventBus();
    const subscribers = [bus.subscribe(() => true), bus.subscribe(() => true), bus.subscribe(() => true)];
    const perEvent = new PerEvent<string>();
    let made = 0;
    const resolve = (event: AppEvent, viewer: string) =>
      perEvent.get(event, viewer, () => {
        made += 1;
        return `${viewer}:${made}`;
      });
    bus.publish({ kind: 'comment', newsId: 'n', commentId: 'c1' });
    const first = await Promise.all(subscribers.map(async (s) => resolve((await s.next()).value as AppEvent, 'guest')));
    expect(first).toEqual(['guest:1', 'guest:1', 'guest:1']);
    // Another key (another viewer) has its own value; the next event, even an equal one, another.
    bus.publish({ kind: 'comment', newsId: 'n', commentId: 'c1' });
    const event = (await subscribers[0].next()).value as AppEvent;
    expect(resolve(event, 'ada')).toBe('ada:2');
    expect(resolve(event, 'guest')).toBe('guest:3');
    expect(resolve(event, 'ada')).toBe('ada:2');
    await bus.close();
  });
});
