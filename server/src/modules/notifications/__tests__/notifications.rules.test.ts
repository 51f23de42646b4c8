import {
  NEWS_BATCH_MAX,
  NOTIFICATION_MESSAGE_MAX,
  clampMessage,
  likeMessage,
  newsBatch,
  newsMessage,
  pageSize,
  replyMessage,
} from '../notifications.rules';

describe('notification rules', () => {
  it('names the actor, or someone once the account is gone', () => {
    expect(replyMessage('ada')).toBe('ada replied to your comment');
    expect(likeMessage(null)).toBe('Someone liked your comment');
    expect(newsMessage('Intel', 'Arc B770 launches')).toBe('New from Intel: Arc B770 launches');
  });

  it('cuts long messages to the column on a character boundary', () => {
    const long = clampMessage('😀'.repeat(NOTIFICATION_MESSAGE_MAX + 10));
    expect([...long]).toHaveLength(NOTIFICATION_MESSAGE_MAX);
    expect(long.endsWith('…')).toBe(true);
    expect(clampMessage('  short  ')).toBe('short');
  });

  it('clamps list sizes', () => {
    expect(pageSize(undefined)).toBe(10);
    expect(pageSize(null)).toBe(10);
    expect(pageSize(0)).toBe(1);
    expect(pageSize(-5)).toBe(1);
    expect(pageSize(1000)).toBe(50);
    expect(pageSize(7.9)).toBe(7);
  });

  it('keeps the newest items of a news batch, each once', () => {
    const items = Array.from({ length: 8 }, (_, i) => ({ id: `n${i}`, publishedAt: new Date(2026, 0, i + 1) }));
    const batch = newsBatch([...items, items[7]]);
    expect(batch.map((i) => i.id)).toEqual(['n7', 'n6', 'n5', 'n4', 'n3']);
    expect(batch).toHaveLength(NEWS_BATCH_MAX);
  });
});
