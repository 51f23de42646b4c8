import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { LimitTable, Limiter } from '../../lib/rate-limiter';
import { utcDay } from '../news/news.rules';
import {
  GUIDE_BAD_CURSOR,
  GUIDE_PAGE,
  decodeGuideCursor,
  encodeGuideCursor,
  type KeysetCursor,
  type PageArgs,
} from '@rigforge/common';
import { paginate, windowOf, type Page } from '../../lib/cursor';
import { betweenConditions, beyondCondition, readDirection, type CursorValues, type SqlOrder } from '../../lib/keyset';
import { SingleFlight } from '../../lib/single-flight';
import { BuildGuide } from './guide.entity';

export interface GuideListArgs {
  category?: string | null;
  limit: number;
  offset: number;
}

export interface GuidePageArgs extends PageArgs {
  category?: string | null;
}

/**
 * The display order is position, then newest first, then slug (guideKey and guidePage of
 * @rigforge/common: the same order in memory). "Newest first" is kept as one ascending number
 * (minus the creation time in whole milliseconds; undated guides after every date, UNDATED_GUIDE)
 * so that a keyset cursor can compare the whole order as one row value.
 */
const NEWEST_FIRST = `coalesce(-floor(extract(epoch FROM g."createdAt") * 1000), 8640000000000001)::float8`;

/** The display order as one ascending row value (guideKey, then the slug). */
const ORDER: SqlOrder = { row: `(g."position", ${NEWEST_FIRST}, g."slug")`, dir: 'ASC' };

/** A guide cursor as the SQL of its row value, its parameters (named after the argument) added to `params`. */
const cursorValues =
  (params: Record<string, unknown>): CursorValues<KeysetCursor<[number, number]>> =>
  (cursor, name) => {
    [params[`${name}Position`], params[`${name}Newest`]] = cursor.value;
    params[`${name}Slug`] = cursor.id;
    return `(:${name}Position, :${name}Newest, :${name}Slug)`;
  };

/** Concurrent identical list reads outside a transaction share one query. */
const listFlight = new SingleFlight<BuildGuide[]>();
const pageFlight = new SingleFlight<Page<BuildGuide>>();

/** Guide views recorded from one address (each counts at most once per visitor and day anyway). */
export const GUIDE_LIMITS = {
  guideViewPerIp: { points: 600, durationSeconds: 60 * 60, message: 'Too many guide views recorded from your network' },
} as const satisfies LimitTable;

/** What the guides service needs from outside: the time (the view rule's UTC day) and its rate limit. */
export interface GuidesDeps {
  clock: Clock;
  limiter: Limiter<keyof typeof GUIDE_LIMITS>;
}

export const GUIDE_NOT_FOUND = 'No build guide with that slug';

/** Build guides, in display order (position, then newest first). */
export class GuidesService {
  constructor(
    private readonly manager: EntityManager,
    private readonly deps: GuidesDeps,
  ) {}

  /** Inside a transaction the caller must see its own writes: no sharing there. */
  private shared<T>(flight: SingleFlight<T>, key: unknown[], load: () => Promise<T>): Promise<T> {
    if (this.manager.queryRunner?.isTransactionActive) return load();
    return flight.run(JSON.stringify(key), load);
  }

  /**
   * One page of guides by offset, optionally of one category (case-insensitive). The result may be
   * shared with concurrent callers: treat it as read-only.
   */
  list(args: GuideListArgs): Promise<BuildGuide[]> {
    const key = [args.category?.trim().toLowerCase() ?? '', args.limit, args.offset];
    return this.shared(listFlight, key, () => this.ordered(args.category).take(args.limit).skip(args.offset).getMany());
  }

  /** One page of the cursor connection `guides`; shared with concurrent callers like `list`. */
  page(args: GuidePageArgs): Promise<Page<BuildGuide>> {
    const window = windowOf(args, GUIDE_PAGE, decodeGuideCursor, GUIDE_BAD_CURSOR);
    const key = [args.category?.trim().toLowerCase() ?? '', window.size, window.backward, args.after, args.before];
    return this.shared(pageFlight, key, async () => {
      const pageParams: Record<string, unknown> = {};
      const query = this.ordered(args.category, readDirection(ORDER, window)).addSelect(NEWEST_FIRST, 'newest');
      for (const condition of betweenConditions(window, ORDER, cursorValues(pageParams))) query.andWhere(condition);
      const beyondParams: Record<string, unknown> = {};
      const beyond = beyondCondition(window, ORDER, cursorValues(beyondParams));
      const [{ entities, raw }, totalCount, before] = await Promise.all([
        query
          .setParameters(pageParams)
          .limit(window.size + 1)
          .getRawAndEntities<{ newest: number }>(),
        this.ordered(args.category).getCount(),
        beyond === null ? false : this.ordered(args.category).andWhere(beyond, beyondParams).getExists(),
      ]);
      return paginate(
        entities,
        window,
        totalCount,
        (guide, index) => encodeGuideCursor([guide.position, Number(raw[index].newest)], guide.slug),
        { beyond: before },
      );
    });
  }

  /** Guides of a category (any case; none: all) in display order, or its reverse. */
  private ordered(category: string | null | undefined, dir: 'ASC' | 'DESC' = 'ASC'): SelectQueryBuilder<BuildGuide> {
    const query = this.manager
      .getRepository(BuildGuide)
      .createQueryBuilder('g')
      .orderBy('g.position', dir)
      .addOrderBy(NEWEST_FIRST, dir)
      .addOrderBy('g.slug', dir);
    const wanted = category?.trim();
    if (wanted) query.where('lower(g.category) = lower(:category)', { category: wanted });
    return query;
  }

  bySlug(slug: string): Promise<BuildGuide | null> {
    return this.manager.getRepository(BuildGuide).findOne({ where: { slug } });
  }

  /** One guide by id (the API's `node(id:)`), or null. */
  byId(id: string): Promise<BuildGuide | null> {
    return this.manager.getRepository(BuildGuide).findOne({ where: { id } });
  }

  /**
   * Records a view of the guide by `visitor` (news.rules visitorKey) and answers the guide with its
   * count, as news views: at most one per visitor, guide and UTC day, in one statement (the
   * guide_view row is inserted ON CONFLICT DO NOTHING, and the count raised only when it was), so
   * reloads and concurrent requests of one visitor count once. NOT_FOUND for an unknown slug;
   * RATE_LIMITED past guideViewPerIp from one address.
   */
  async recordView(slug: string, visitor: string, ip: string): Promise<BuildGuide> {
    await this.deps.limiter.consume([['guideViewPerIp', ip]]);
    const rows: { id: string }[] = await this.manager.query(
      `WITH seen AS (
         INSERT INTO "guide_view" ("guideId", "visitor", "day")
         SELECT "id", $2, $3::date FROM "build_guide" WHERE "slug" = $1
         ON CONFLICT DO NOTHING
         RETURNING "guideId"
       ), counted AS (
         UPDATE "build_guide" g SET "views" = g."views" + 1
          WHERE g."id" IN (SELECT "guideId" FROM seen)
         RETURNING g."id"
       )
       SELECT "id" FROM counted
       UNION ALL
       SELECT "id" FROM "build_guide" WHERE "slug" = $1 AND NOT EXISTS (SELECT 1 FROM counted)`,
      [slug, visitor, utcDay(this.deps.clock.now())],
    );
    const guide = rows[0] ? await this.manager.getRepository(BuildGuide).findOne({ where: { id: rows[0].id } }) : null;
    if (!guide) throw notFound(GUIDE_NOT_FOUND);
    return guide;
  }
}
