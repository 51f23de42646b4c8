import { articleHandlers } from './articles';
import { authHandlers } from './auth';
import { buildHandlers } from './builds';
import { catalogHandlers } from './catalog';
import { commentHandlers } from './comments';
import { contactHandlers } from './contact';
import { guideHandlers } from './guides';
import { newsHandlers } from './news';
import { notificationHandlers } from './notifications';
import { pricingHandlers } from './pricing';
import { searchHandlers } from './search';
import { sessionHandlers } from './session';
import { settingsHandlers } from './settings';
import { subscriptionHandlers } from './subscriptions';

/**
 * The API as the client's tests see it: one handler per operation, typed from the generated
 * documents (client/src/generated), answering what the server answers; error answers only with the
 * server's codes (../errors.ts). A test changes an answer for itself with server.use(...)
 * (docs/testing.md).
 */
export const handlers = [
  ...sessionHandlers,
  ...authHandlers,
  ...settingsHandlers,
  ...notificationHandlers,
  ...contactHandlers,
  ...commentHandlers,
  ...newsHandlers,
  ...guideHandlers,
  ...pricingHandlers,
  ...catalogHandlers,
  ...buildHandlers,
  ...articleHandlers,
  ...searchHandlers,
  ...subscriptionHandlers,
];
