import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { showsNews } from '../news/news.rules';
import { MODULES } from '../index';
import { changedModules, guestViewsDrop, mutationOwners, restWritesNeutral } from '../public-views';

const owners = mutationOwners();
const moduleNamed = (name: string) => MODULES.find((m) => m.name === name)!;

describe('what a write changes for guests (each module declares it)', () => {
  it('knows every mutation of the schema by its module', () => {
    expect(owners.get('postComment')?.name).toBe('comments');
    expect(owners.get('createSavedBuild')?.name).toBe('builds');
    expect(owners.get('signIn')?.name).toBe('auth');
    expect(owners.get('recordNewsView')?.name).toBe('news');
    // Every mutation of the committed schema has a module: none falls back to "drop everything" by accident.
    const schema = buildSchema(fs.readFileSync(path.join(__dirname, '../../../../schema.graphql'), 'utf8'));
    const mutations = Object.keys(schema.getMutationType()!.getFields());
    expect(mutations.filter((field) => !owners.has(field))).toEqual([]);
  });

  it('leaves guests alone after the guest-neutral mutations', () => {
    for (const field of ['signIn', 'signOut', 'signUp', 'updatePreferences', 'setPriceAlert', 'sendContactMessage'])
      expect(changedModules([field], owners)).toEqual([]);
    expect(changedModules(['recordNewsView'], owners)).toEqual([]);
  });

  it('drops only the thread and the news answers and pages after a comment', () => {
    const changed = changedModules(['postComment'], owners);
    expect(changed).toEqual(['comments']);
    const drop = guestViewsDrop(changed);
    expect(drop.all).toBe(false);
    expect(drop.fields).toEqual(expect.arrayContaining(['comments', 'news', 'newsItem', 'newsStats']));
    expect(drop.fields).not.toContain('components');
    expect(drop.fields).not.toContain('buildGuides');
    expect(drop.pages('/news')).toBe(true);
    for (const other of ['/', '/guides', '/components', '/builds', '/newsletter'])
      expect(drop.pages(other)).toBe(false);
  });

  it('drops the gallery after a saved build changes, and both modules after a mixed mutation', () => {
    const drop = guestViewsDrop(changedModules(['updateSavedBuild', 'likeComment'], owners));
    expect(drop.all).toBe(false);
    expect(drop.pages('/builds')).toBe(true);
    expect(drop.pages('/news')).toBe(true);
    expect(drop.pages('/guides')).toBe(false);
    expect(drop.fields).toEqual(expect.arrayContaining(['publicBuilds', 'comments']));
  });

  it('drops everything after a write whose module declares no public views (a new name shows everywhere)', () => {
    expect(guestViewsDrop(changedModules(['updateUsername'], owners)).all).toBe(true);
    expect(guestViewsDrop(changedModules(['deleteAccount'], owners)).all).toBe(true);
    // A root field of no module (unknown) counts as every module.
    expect(changedModules(['noSuchMutation'], owners)).toEqual(['*']);
    expect(guestViewsDrop(['*']).all).toBe(true);
  });

  it('keeps REST writes of modules whose mutations are all guest-neutral from dropping anything', () => {
    expect(restWritesNeutral(moduleNamed('contact'), owners)).toBe(true);
    expect(restWritesNeutral(moduleNamed('notifications'), owners)).toBe(true);
    expect(restWritesNeutral(moduleNamed('news'), owners)).toBe(true);
    expect(restWritesNeutral(moduleNamed('comments'), owners)).toBe(false);
    expect(restWritesNeutral(moduleNamed('auth'), owners)).toBe(false);
  });

  it('names the pages that show news: /news only', () => {
    expect(showsNews('/news')).toBe(true);
    expect(showsNews('/news/anything')).toBe(true);
    for (const other of ['/', '/newsletter', '/guides', '/news-archive', '/components'])
      expect(showsNews(other)).toBe(false);
  });
});
