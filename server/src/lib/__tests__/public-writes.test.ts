import { changesWhatGuestsSee, NewsViewDrops, showsNewsViews } from '../public-writes';

describe('what a write changes for guests', () => {
  it('keeps a news view among the writes that drop nothing wholesale', () => {
    expect(changesWhatGuestsSee(['recordNewsView'])).toBe(false);
    expect(changesWhatGuestsSee(['recordNewsView', 'postComment'])).toBe(true);
  });

  it('names the pages that show view counts: /news only', () => {
    expect(showsNewsViews('/news')).toBe(true);
    expect(showsNewsViews('/news/anything')).toBe(true);
    for (const other of ['/', '/newsletter', '/guides', '/news-archive', '/components'])
      expect(showsNewsViews(other)).toBe(false);
  });

  it('tells every dropper of this process when a view is counted', () => {
    const drops = new NewsViewDrops();
    const told: string[] = [];
    drops.listen(() => told.push('pages'));
    drops.listen(() => told.push('answers'));
    drops.counted();
    expect(told).toEqual(['pages', 'answers']);
  });
});
