import { DataSource, type Logger as TypeOrmLogger } from 'typeorm';
import { Component } from '../modules/catalog/component.entity';
import { PasswordResetToken } from '../modules/auth/reset-token.entity';
import { BuildGuide } from '../modules/guides/guide.entity';
import { User } from '../modules/users/user.entity';
import { SavedBuild } from '../modules/builds/saved-build.entity';
import { SavedBuildComponent } from '../modules/builds/saved-build-component.entity';
import { ContactMessage } from '../modules/contact/contact-message.entity';
import { NewsItem } from '../modules/news/news-item.entity';
import { NewsView } from '../modules/news/news-view.entity';
import { Comment } from '../modules/comments/comment.entity';
import { CommentLike } from '../modules/comments/comment-like.entity';
import { Notification } from '../modules/notifications/notification.entity';
import { PriceAlert } from '../modules/pricing/price-alert.entity';
import { PriceCacheEntry } from '../modules/pricing/price-cache.entity';
import { PriceObservation } from '../modules/pricing/price-observation.entity';
import { PriceOffer } from '../modules/pricing/price-offer.entity';
import { Article } from '../modules/articles/article.entity';
import { migrations } from './migrations';
import { clientWithAnswerTimeout, type AnswerTimeout } from './answer-timeout';

/** Every entity. New modules add theirs here. */
export const entities = [
  BuildGuide,
  User,
  PasswordResetToken,
  Component,
  SavedBuild,
  SavedBuildComponent,
  ContactMessage,
  NewsItem,
  NewsView,
  Comment,
  CommentLike,
  Notification,
  PriceOffer,
  PriceCacheEntry,
  PriceObservation,
  PriceAlert,
  Article,
];

export interface DataSourceOptions {
  url: string;
  poolSize: number;
  /** Optional TypeORM logger, e.g. to count queries in tests and benchmarks. */
  logger?: TypeOrmLogger;
  /** Ends pooled connections whose server stops answering (answer-timeout.ts); none by default. */
  answerTimeout?: AnswerTimeout;
}

/** The TypeORM data source over the pg driver, for the embedded database and a real server alike. */
export function createDataSource({ url, poolSize, logger, answerTimeout }: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: logger ? ['query'] : false,
    logger,
    extra: {
      max: poolSize,
      connectionTimeoutMillis: 10_000,
      ...(answerTimeout ? { Client: clientWithAnswerTimeout(answerTimeout) } : {}),
    },
  });
}
