import { NewsViewDrops } from '../public-writes';

describe('a counted news view', () => {
  it('tells every dropper of this process', () => {
    const drops = new NewsViewDrops();
    const told: string[] = [];
    drops.listen(() => told.push('pages'));
    drops.listen(() => told.push('answers'));
    drops.counted();
    expect(told).toEqual(['pages', 'answers']);
  });
});
