// Price-drop alerts end to end: who may do what (GraphQL and REST), the 100-alert limit, and firing:
// crossing, not crossing, once only, and re-armed by an edit.
import { SIGN_IN_REQUIRED_MESSAGE } from '@rigforge/common';
import { browser, signUp, type Browser } from '../../../test/accounts';
import { expectData, expectRefusal, sql } from '../../../test/graphql';
import { startTestServer, type TestServer } from '../../../test/server';
import { createLogger } from '../../../lib/logger';
import { importFeed } from '../feed/feed.import';
import { PRICE_ALERT_NOT_FOUND } from '../pricing.policy';
import { TOO_MANY_ALERTS } from '../pricing.service';

const ALERT =
  'id targetPriceCents triggeredAt triggeredPriceCents triggeredRetailer createdAt updatedAt component { id name }';
const SET = `mutation S($componentId: ID!, $target: Int!) { setPriceAlert(componentId: $componentId, targetPriceCents: $target) { ${ALERT} } }`;
const DELETE = 'mutation D($id: ID!) { deletePriceAlert(id: $id) }';
const MINE = `{ myPriceAlerts { nodes { ${ALERT} } } }`;
const FOR = `query F($componentId: ID!) { priceAlertFor(componentId: $componentId) { ${ALERT} } }`;

interface Alert {
  id: string;
  targetPriceCents: number;
  triggeredAt: string | null;
  triggeredPriceCents: number | null;
  triggeredRetailer: string | null;
  component: { id: string; name: string };
}

let server: TestServer;
let now = new Date('2026-04-01T00:00:00Z');
const clock = { now: () => now };
let partId: string;
const PART = 'AMD Ryzen 5 7600';

beforeAll(async () => {
  server = await startTestServer({}, { clock });
  partId = (await sql<{ id: string }>(server, `SELECT id FROM component WHERE name = $1`, [PART]))[0].id;
});
afterAll(() => server?.close());

async function user(): Promise<Browser & { id: string }> {
  const b = browser(server);
  const account = await signUp(b, 'alert');
  return Object.assign(b, { id: account.id });
}

/** A Newegg feed offering the part at `dollars`, observed one minute later than the last. */
async function feedPrice(dollars: number, retailer = 'newegg') {
  now = new Date(now.getTime() + 60_000);
  const report = await importFeed(
    server.db.dataSource.manager,
    `retailer,name,price\n${retailer},${PART},${dollars}\n`,
    'csv',
    {
      retailer: null,
      clock,
      logger: createLogger('silent'),
    },
  );
  if ('error' in report) throw new Error(report.error);
  return report;
}

const notifications = (userId: string) =>
  sql<{ type: string; message: string }>(
    server,
    `SELECT type, message FROM notification WHERE "userId" = $1 ORDER BY "createdAt"`,
    [userId],
  );

describe('authorization', () => {
  it('tells a guest to sign in (401 on REST)', async () => {
    const guest = browser(server);
    for (const [query, variables] of [
      [MINE, {}],
      [FOR, { componentId: partId }],
      [SET, { componentId: partId, target: 100 }],
      [DELETE, { id: '00000000-0000-4000-8000-000000000000' }],
    ] as const) {
      expect(await expectRefusal(guest, query, variables)).toEqual({
        code: 'UNAUTHENTICATED',
        message: SIGN_IN_REQUIRED_MESSAGE,
      });
    }
    expect((await guest.get('/api/price-alerts')).status).toBe(401);
    expect((await guest.send('post', '/api/price-alerts', { componentId: partId, targetPrice: 100 })).status).toBe(401);
    expect(
      (await guest.send('patch', '/api/price-alerts/00000000-0000-4000-8000-000000000000', { targetPrice: 1 })).status,
    ).toBe(401);
    expect((await guest.send('delete', '/api/price-alerts/00000000-0000-4000-8000-000000000000')).status).toBe(401);
    expect(await sql(server, 'SELECT id FROM price_alert')).toEqual([]);
  });

  it("lets the owner create, read, update and delete an alert, and answers anyone else's as not found", async () => {
    const owner = await user();
    const other = await user();
    const created = await expectData<Alert>(owner, SET, { componentId: partId, target: 15000 }, 'setPriceAlert');
    expect(created).toMatchObject({
      targetPriceCents: 15000,
      triggeredAt: null,
      component: { id: partId, name: PART },
    });
    expect(await expectData<Alert>(owner, FOR, { componentId: partId }, 'priceAlertFor')).toMatchObject({
      id: created.id,
    });
    expect((await expectData<{ nodes: Alert[] }>(owner, MINE, {}, 'myPriceAlerts')).nodes).toHaveLength(1);

    // Another user sees none of it and can change none of it.
    expect(await expectData(other, MINE, {}, 'myPriceAlerts')).toEqual({ nodes: [] });
    expect(await expectData(other, FOR, { componentId: partId }, 'priceAlertFor')).toBeNull();
    expect(await expectRefusal(other, DELETE, { id: created.id })).toEqual({
      code: 'NOT_FOUND',
      message: PRICE_ALERT_NOT_FOUND,
    });
    expect((await other.send('patch', `/api/price-alerts/${created.id}`, { targetPrice: 1 })).status).toBe(404);
    expect((await other.send('delete', `/api/price-alerts/${created.id}`)).status).toBe(404);
    expect((await other.get('/api/price-alerts')).body).toEqual([]);
    // Setting their own alert on the same part makes a second alert, not a change to the owner's.
    await expectData(other, SET, { componentId: partId, target: 9999 }, 'setPriceAlert');
    expect(
      (
        await sql<{ target: number }>(server, `SELECT "targetPriceCents" AS target FROM price_alert WHERE id = $1`, [
          created.id,
        ])
      )[0].target,
    ).toBe(15000);

    // REST for the owner: list, update (in dollars), delete.
    const listed = await owner.get('/api/price-alerts');
    expect(listed.body).toEqual([
      expect.objectContaining({ id: created.id, componentId: partId, targetPrice: 150, triggeredAt: null }),
    ]);
    const patched = await owner.send('patch', `/api/price-alerts/${created.id}`, { targetPrice: 140.5 });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: created.id, targetPriceCents: 14050 });
    expect((await owner.send('delete', `/api/price-alerts/${created.id}`)).status).toBe(204);
    expect(await expectData(owner, FOR, { componentId: partId }, 'priceAlertFor')).toBeNull();
    expect(await expectRefusal(owner, DELETE, { id: created.id })).toEqual({
      code: 'NOT_FOUND',
      message: PRICE_ALERT_NOT_FOUND,
    });
  });

  it('refuses bad targets, unknown parts and a 101st alert', async () => {
    const u = await user();
    expect((await expectRefusal(u, SET, { componentId: partId, target: 0 })).code).toBe('BAD_USER_INPUT');
    expect(
      (await expectRefusal(u, SET, { componentId: '00000000-0000-4000-8000-000000000000', target: 100 })).code,
    ).toBe('NOT_FOUND');
    expect((await u.send('post', '/api/price-alerts', { componentId: partId, targetPrice: 'cheap' })).status).toBe(400);
    expect((await u.send('post', '/api/price-alerts', { targetPrice: 10 })).status).toBe(400);
    const created = await u.send('post', '/api/price-alerts', { componentId: partId, targetPrice: 99.99 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ componentId: partId, targetPriceCents: 9999 });
    await sql(
      server,
      `INSERT INTO price_alert ("userId", "componentId", "targetPriceCents")
       SELECT $1, id, 100 FROM component WHERE id <> $2 ORDER BY id LIMIT 99`,
      [u.id, partId],
    );
    const [extra] = await sql<{ id: string }>(
      server,
      `SELECT c.id FROM component c WHERE NOT EXISTS (SELECT 1 FROM price_alert a WHERE a."componentId" = c.id AND a."userId" = $1) LIMIT 1`,
      [u.id],
    );
    expect(await expectRefusal(u, SET, { componentId: extra.id, target: 100 })).toEqual({
      code: 'CONFLICT',
      message: TOO_MANY_ALERTS,
    });
    // Updating one of the hundred is still fine.
    expect(await expectData<Alert>(u, SET, { componentId: partId, target: 5000 }, 'setPriceAlert')).toMatchObject({
      targetPriceCents: 5000,
    });
    await sql(server, `DELETE FROM price_alert WHERE "userId" = $1`, [u.id]);
  });
});

describe('firing', () => {
  it('notifies once when a price falls to the target, not above it, and again after an edit re-arms it', async () => {
    await sql(server, 'DELETE FROM price_alert');
    const watcher = await user();
    const bystander = await user();
    const alert = await expectData<Alert>(watcher, SET, { componentId: partId, target: 17500 }, 'setPriceAlert');
    await expectData(bystander, SET, { componentId: partId, target: 10000 }, 'setPriceAlert');

    expect((await feedPrice(180)).alertsFired).toBe(0);
    expect(await notifications(watcher.id)).toEqual([]);

    expect((await feedPrice(175)).alertsFired).toBe(1);
    expect(await notifications(watcher.id)).toEqual([
      { type: 'other', message: 'Price drop: AMD Ryzen 5 7600 is $175.00 at Newegg, at or below your target.' },
    ]);
    const fired = await expectData<Alert>(watcher, FOR, { componentId: partId }, 'priceAlertFor');
    expect(fired).toMatchObject({
      id: alert.id,
      triggeredPriceCents: 17500,
      triggeredRetailer: 'NEWEGG',
      triggeredAt: expect.any(String),
    });

    // Lower again: the alert already fired, so nothing more.
    expect((await feedPrice(170, 'amazon')).alertsFired).toBe(0);
    expect(await notifications(watcher.id)).toHaveLength(1);
    expect(await notifications(bystander.id)).toEqual([]);

    // An edit re-arms it; the next low price fires it once more.
    const rearmed = await expectData<Alert>(watcher, SET, { componentId: partId, target: 16500 }, 'setPriceAlert');
    expect(rearmed).toMatchObject({
      id: alert.id,
      targetPriceCents: 16500,
      triggeredAt: null,
      triggeredPriceCents: null,
    });
    expect((await feedPrice(166)).alertsFired).toBe(0);
    expect((await feedPrice(165, 'amazon')).alertsFired).toBe(1);
    const after = await notifications(watcher.id);
    expect(after).toHaveLength(2);
    expect(after[1].message).toBe('Price drop: AMD Ryzen 5 7600 is $165.00 at Amazon, at or below your target.');
  });

  it('fires each alert once even when observations arrive together', async () => {
    await sql(server, 'DELETE FROM price_alert');
    const watcher = await user();
    await expectData(watcher, SET, { componentId: partId, target: 20000 }, 'setPriceAlert');
    now = new Date(now.getTime() + 60_000);
    const manager = server.db.dataSource.manager;
    const logger = createLogger('silent');
    const reports = await Promise.all(
      ['amazon', 'newegg', 'bestbuy'].map((r) =>
        importFeed(manager, `retailer,name,price\n${r},${PART},150\n`, 'csv', { retailer: null, clock, logger }),
      ),
    );
    expect(reports.reduce((sum, r) => sum + ('error' in r ? 0 : r.alertsFired), 0)).toBe(1);
    expect(await notifications(watcher.id)).toHaveLength(1);
  });
});
