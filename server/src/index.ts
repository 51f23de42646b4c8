import './node-env';
import 'reflect-metadata';
import { ConfigError, DEFAULT_SUPPORT_EMAIL, loadConfig } from './config';
import { openDatabase } from './db';
import { DataDirLockedError } from './db/embedded';
import { createApp } from './app';
import { createLogger } from './lib/logger';
import { installProcessGuards } from './lib/process-guards';
import { scheduleNewsPolls } from './modules/news/ingest/news-poller';
import { wiredNewsPoller } from './modules/news/ingest/wired-poller';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);
  installProcessGuards(process, logger, (code) => process.exit(code));
  if (!process.env.SUPPORT_EMAIL) {
    logger.warn(
      `SUPPORT_EMAIL is not set: the contact page shows ${DEFAULT_SUPPORT_EMAIL}, which reaches nobody, ` +
        'and contact messages are mailed there. Set SUPPORT_EMAIL to your support address.',
    );
  }
  if (config.trustProxy === true) {
    // Express then takes the leftmost X-Forwarded-For address, which the client itself may write.
    logger.warn(
      'TRUST_PROXY=true: the rate limits count the address a client writes first in X-Forwarded-For, ' +
        'so a client can choose its own unless the proxy in front overwrites that header. ' +
        'Behind one proxy that appends to it, set TRUST_PROXY=1 (the number of proxies) instead.',
    );
  }

  let db;
  try {
    db = await openDatabase(config, logger);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      logger.fatal(err.message);
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    logger.fatal({ err }, 'could not open the database');
    process.exit(1);
  }

  // Migrations are done: from now on a database that stops answering fails requests within a bound.
  if (db.answerTimeout) db.answerTimeout.ms = config.dbAnswerTimeoutMs;
  const app = await createApp(config, db, logger);
  const { httpServer } = app;
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  }).catch(async (err: NodeJS.ErrnoException) => {
    const message =
      err.code === 'EADDRINUSE'
        ? `Port ${config.port} is already in use. Stop the other program or set PORT to a free port.`
        : `Could not listen on port ${config.port}: ${err.message}`;
    logger.fatal({ err }, message);
    process.stderr.write(`${message}\n`);
    await app.close();
    await db.close();
    process.exit(1);
  });
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port, embeddedDatabase: db.embedded }, `RigForge is listening on http://localhost:${port}`);

  // Feed ingestion in this process: off unless NEWS_POLL_INTERVAL_MINUTES and NEWS_FEEDS are set (docs/news.md).
  const stopNewsPolls =
    config.newsFeeds.length > 0
      ? scheduleNewsPolls(
          wiredNewsPoller(db.dataSource, config, app.events, logger),
          config.newsPollIntervalMinutes,
          logger,
        )
      : () => undefined;

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    stopNewsPolls();
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.error('shutdown took over 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    // app.close() stops listening, answers every request already sent (lib/http-drain.ts), then
    // stops the services; the database closes last.
    app
      .close()
      .then(
        () =>
          new Promise<void>((resolve) => {
            httpServer.close(() => resolve());
            httpServer.closeIdleConnections();
          }),
      )
      .then(() => db.close())
      .then(() => {
        logger.info('stopped cleanly');
        process.exit(0);
      })
      .catch((err: unknown) => {
        logger.error({ err }, 'error during shutdown');
        process.exit(1);
      });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((err: unknown) => {
  process.stderr.write(
    `RigForge failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
