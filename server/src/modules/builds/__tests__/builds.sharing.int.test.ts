// Saved builds end to end: share links (read by anyone, cloned by any signed-in user, revoked by
// a new token) and the public gallery.
import { nulCharacterMessage } from '@rigforge/common';
import { browser, type Browser } from '../../../test/accounts';
import { expectData, expectRefusal, sql } from '../../../test/graphql';
import {
  CLONE,
  CREATE,
  ONE,
  PUBLIC,
  REGENERATE,
  SHARED,
  TOKEN,
  UPDATE,
  componentsOf,
  quickBuild,
  type Page,
  type Saved,
  buildsSuite,
} from './builds-suite';

const suite = buildsSuite();
const { newUser } = suite;

// --- Share links and the gallery --------------------------------------------------------------

describe('sharing', () => {
  it('opens sharedBuild and publicBuilds to everyone; a private build never shows in publicBuilds', async () => {
    const owner = await newUser('sharer');
    const other = await newUser('viewer');
    const moderator = await newUser('modview');
    await sql(suite.server, `UPDATE users SET role = 'moderator' WHERE id = $1`, [moderator.id]);
    const guest = browser(suite.server);
    const build = await quickBuild(owner.b, { title: 'Shared by link' });

    for (const [viewer, isOwner] of [
      [guest, false],
      [other.b, false],
      [moderator.b, false],
      [owner.b, true],
    ] as const) {
      const shared = await expectData<Saved>(viewer, SHARED, { token: build.shareToken }, 'sharedBuild');
      expect(shared).toEqual({ ...build, viewerIsOwner: isOwner });
      expect(await expectData(viewer, SHARED, { token: 'A'.repeat(32) }, 'sharedBuild')).toBeNull();
      expect(await expectData(viewer, SHARED, { token: '' }, 'sharedBuild')).toBeNull();
      expect(await expectData(viewer, SHARED, { token: 'x'.repeat(500) }, 'sharedBuild')).toBeNull();
      // A NUL character is refused before it could reach SQL (common's input rule), like any text.
      expect(await expectRefusal(viewer, SHARED, { token: `${build.shareToken.slice(0, 31)}\u0000` })).toEqual({
        code: 'BAD_USER_INPUT',
        message: nulCharacterMessage('Variable "$token"'),
      });
    }

    const galleryIds = async (viewer: Browser) => {
      const ids: string[] = [];
      let after: string | null = null;
      for (;;) {
        const page: Page<{ id: string; isPublic: boolean }> = await expectData(
          viewer,
          PUBLIC,
          { first: 200, after },
          'publicBuilds',
        );
        for (const n of page.nodes) expect(n.isPublic).toBe(true);
        ids.push(...page.nodes.map((n) => n.id));
        if (!page.hasNextPage) return ids;
        after = page.endCursor;
      }
    };
    for (const viewer of [guest, other.b, owner.b]) expect(await galleryIds(viewer)).not.toContain(build.id);

    await expectData(owner.b, UPDATE, { id: build.id, isPublic: true }, 'updateSavedBuild');
    for (const viewer of [guest, other.b, moderator.b, owner.b]) expect(await galleryIds(viewer)).toContain(build.id);
    const first = await expectData<Page<{ id: string; viewerIsOwner: boolean; owner: { username: string } }>>(
      guest,
      PUBLIC,
      { first: 1 },
      'publicBuilds',
    );
    expect(first.nodes[0]).toMatchObject({ id: build.id, viewerIsOwner: false, owner: { username: owner.username } });

    await expectData(owner.b, UPDATE, { id: build.id, isPublic: false }, 'updateSavedBuild');
    for (const viewer of [guest, other.b, owner.b]) expect(await galleryIds(viewer)).not.toContain(build.id);
    // Still readable by its link: the link, not the gallery, is what shares it.
    expect(await expectData<Saved>(guest, SHARED, { token: build.shareToken }, 'sharedBuild')).toMatchObject({
      id: build.id,
    });
  });

  it('lets any signed-in user clone a shared build into a private copy with a new token', async () => {
    const owner = await newUser('original');
    const cloner = await newUser('cloner');
    const moderator = await newUser('modclone');
    await sql(suite.server, `UPDATE users SET role = 'moderator' WHERE id = $1`, [moderator.id]);
    const source = await expectData<Saved>(
      owner.b,
      CREATE,
      {
        input: {
          title: 'Worth copying',
          description: 'A fine build',
          isPublic: true,
          budget: 1500,
          resolution: '1440p',
          useCases: ['gaming', 'work'],
          components: componentsOf(suite.parts),
        },
      },
      'createSavedBuild',
    );

    for (const who of [cloner, moderator, owner]) {
      const copy = await expectData<Saved>(who.b, CLONE, { token: source.shareToken }, 'cloneSharedBuild');
      expect(copy.id).not.toBe(source.id);
      expect(copy.shareToken).toMatch(TOKEN);
      expect(copy.shareToken).not.toBe(source.shareToken);
      expect(copy).toMatchObject({
        title: source.title,
        description: source.description,
        category: source.category,
        totalPrice: source.totalPrice,
        budget: 1500,
        resolution: '1440p',
        useCases: ['gaming', 'work'],
        isPublic: false,
        viewerIsOwner: true,
        owner: { username: who.username },
        components: source.components,
      });
      expect(await expectData<Saved>(who.b, ONE, { id: copy.id }, 'savedBuild')).toMatchObject({ id: copy.id });
      // The copy is the cloner's own: the original's owner cannot touch it.
      if (who !== owner) expect((await expectRefusal(owner.b, ONE, { id: copy.id })).code).toBe('NOT_FOUND');
    }
    // The original is unchanged, and still the owner's.
    expect(await expectData<Saved>(owner.b, ONE, { id: source.id }, 'savedBuild')).toEqual(source);

    for (const token of ['B'.repeat(32), '', source.shareToken.toLowerCase()]) {
      expect(await expectRefusal(cloner.b, CLONE, { token })).toEqual({
        code: 'NOT_FOUND',
        message: 'This share link is not valid. It may have been revoked.',
      });
    }
  });

  it('regenerating the share token kills the old link; the new one works', async () => {
    const owner = await newUser('regen');
    const other = await newUser('holder');
    const build = await quickBuild(owner.b);
    const oldToken = build.shareToken;
    expect(await expectData<Saved>(other.b, SHARED, { token: oldToken }, 'sharedBuild')).toMatchObject({
      id: build.id,
    });

    const fresh = await expectData<{ id: string; shareToken: string; sharePath: string; updatedAt: string }>(
      owner.b,
      REGENERATE,
      { id: build.id },
      'regenerateShareToken',
    );
    expect(fresh.id).toBe(build.id);
    expect(fresh.shareToken).toMatch(TOKEN);
    expect(fresh.shareToken).not.toBe(oldToken);
    expect(fresh.sharePath).toBe(`/shared/${fresh.shareToken}`);

    expect(await expectData(other.b, SHARED, { token: oldToken }, 'sharedBuild')).toBeNull();
    expect(await expectData(browser(suite.server), SHARED, { token: oldToken }, 'sharedBuild')).toBeNull();
    expect((await expectRefusal(other.b, CLONE, { token: oldToken })).code).toBe('NOT_FOUND');
    expect(await expectData<Saved>(other.b, SHARED, { token: fresh.shareToken }, 'sharedBuild')).toMatchObject({
      id: build.id,
      title: build.title,
    });
    expect(await expectData<Saved>(owner.b, ONE, { id: build.id }, 'savedBuild')).toMatchObject({
      shareToken: fresh.shareToken,
      updatedAt: fresh.updatedAt,
    });
  });
});
