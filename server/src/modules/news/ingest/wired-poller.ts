import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../../config';
import { systemClock } from '../../../lib/clock';
import type { EventBus } from '../../../lib/event-bus';
import type { Logger } from '../../../lib/logger';
import { NotificationsService } from '../../notifications/notifications.service';
import { NewsPoller } from './news-poller';

/**
 * The feed poller as the server and `npm run news:poll` run it (NEWS_FEEDS and its limits): each
 * poll's new items become one `news` notification for every user with notifications on, live to open
 * bells through `events`. `announce` is told how many notifications a poll sent.
 */
export function wiredNewsPoller(
  dataSource: DataSource,
  config: Pick<AppConfig, 'newsFeeds' | 'newsFeedTimeoutMs' | 'newsFeedMaxBytes'>,
  events: EventBus,
  logger: Logger,
  announce: (created: number) => void = () => undefined,
): NewsPoller {
  return new NewsPoller({
    dataSource,
    feeds: config.newsFeeds,
    limits: { timeoutMs: config.newsFeedTimeoutMs, maxBytes: config.newsFeedMaxBytes },
    clock: systemClock,
    logger,
    onNewItems: async (items) => {
      announce(await new NotificationsService(dataSource.manager, { events }).notifyNewsArrived(items));
    },
  });
}
