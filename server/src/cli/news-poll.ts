// npm run news:poll: fetches the feeds of NEWS_FEEDS once and stores the new items, on the embedded
// database (DATA_DIR, with the server stopped) or on DATABASE_URL (alongside running servers: the
// advisory lock keeps it to one poll at a time). Exit 0 when the poll ran and no feed failed, 1 when
// a feed failed, 2 on a usage or configuration problem, 3 when another instance was already polling.
import 'reflect-metadata';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db';
import { DataDirLockedError } from '../db/embedded';
import { LocalEventBus, PgEventBus } from '../lib/event-bus';
import { createLogger } from '../lib/logger';
import { wiredNewsPoller } from '../modules/news/ingest/wired-poller';

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

async function main(): Promise<void> {
  if (process.argv.length > 2) fail('Usage: npm run news:poll   (feeds come from NEWS_FEEDS; see docs/news.md)', 2);
  let config;
  try {
    config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message, 2);
    throw err;
  }
  if (config.newsFeeds.length === 0) {
    fail('No feeds configured: set NEWS_FEEDS to a JSON list of {"source": "NVIDIA", "url": "https://..."}.', 2);
  }
  const logger = createLogger(config.logLevel);
  let db;
  try {
    db = await openDatabase(config, logger, false);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      fail(
        `${err.message}\nThe embedded database admits one process at a time: stop the server, then run this again.`,
        1,
      );
    }
    fail(`Could not open the database: ${err instanceof Error ? err.message : String(err)}`, 1);
  }
  let code = 0;
  // On PostgreSQL the running servers hear the new notifications (LISTEN/NOTIFY) and update open bells.
  const events = db.embedded ? new LocalEventBus() : new PgEventBus(db.url, logger);
  try {
    if (events instanceof PgEventBus) await events.start();
    const poller = wiredNewsPoller(db.dataSource, config, events, logger, (created) => {
      process.stdout.write(`${created} news notifications sent.\n`);
    });
    const result = await poller.poll();
    if (!result.ran) {
      process.stdout.write('Another instance is polling the feeds right now; nothing done.\n');
      code = 3;
    } else {
      for (const feed of result.feeds) {
        process.stdout.write(
          feed.ok
            ? `${feed.source} ${feed.url}: ${feed.found} items, ${feed.inserted} new\n`
            : `${feed.source} ${feed.url}: failed: ${feed.error}\n`,
        );
      }
      process.stdout.write(`${result.inserted.length} new news items stored.\n`);
      if (result.feeds.some((f) => !f.ok)) code = 1;
    }
  } finally {
    await events.close();
    await db.close();
  }
  process.exit(code);
}

main().catch((err: unknown) => {
  process.stderr.write(`news:poll failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
