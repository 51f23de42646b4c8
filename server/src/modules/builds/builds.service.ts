import {
  SAVED_BUILD_LIMITS,
  defaultBuildTitle,
  isShareToken,
  isUuid,
  tierWordOf,
  toDollars,
  type PageArgs,
  type PriceTierLabel,
  type SavedBuildDraft,
  type SavedBuildPatch,
  type SavedPartDraft,
} from '@rigforge/common';
import type { EntityManager } from 'typeorm';
import { paginate, windowOf, type Page } from '../../lib/cursor';
import { betweenConditions, beyondCondition, readDirection, type CursorValues, type SqlOrder } from '../../lib/keyset';
import { badInput, conflict, notFound } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { CatalogService } from '../catalog/catalog.service';
import type { Component } from '../catalog/component.entity';
import type { PlannerService } from '../planner/planner.service';
import type { CompatibilityReport } from '../planner/planner.types';
import type { User } from '../users/user.entity';
import {
  BUILD_BAD_CURSOR,
  BUILD_PAGE,
  buildTotals,
  decodeBuildCursor,
  encodeBuildCursor,
  matchCatalogParts,
  newShareToken,
  priceSavedParts,
  type BuildCursor,
} from './builds.rules';
import { BUILD_NOT_FOUND, buildsPolicy } from './builds.policy';
import { SavedBuildComponent, type SavedPart } from './saved-build-component.entity';
import { SavedBuild } from './saved-build.entity';

/** What saved builds need from outside: the time and random bytes (share tokens). */
export interface BuildDeps {
  clock: Clock;
  randomBytes: (size: number) => Buffer;
}

export const TOO_MANY_BUILDS = `You can keep at most ${SAVED_BUILD_LIMITS.perUser} saved builds. Delete some to save more.`;

export type BuildPage = Page<SavedBuild>;

/** A build cursor as the SQL of its row value, its parameters added to `values` (positional). */
const cursorValues =
  (values: unknown[]): CursorValues<BuildCursor> =>
  (cursor) => {
    values.push(cursor.at, cursor.id);
    return `($${values.length - 1}::timestamptz, $${values.length}::uuid)`;
  };

/** Times are kept to the millisecond, so a cursor made from an entity matches the stored value. */
function nowOf(clock: Clock): Date {
  return new Date(clock.now().getTime());
}

/**
 * The columns of a saved build, as the list queries select them. The times come as epoch
 * milliseconds: turning a number into a Date costs far less than parsing PostgreSQL's text form,
 * which was a large share of a long list's time (the service writes them to the millisecond).
 */
const BUILD_COLUMNS = `"id", "ownerId", "title", "description", "category", "isPublic", "shareToken", "totalPriceCents",
  "budgetCents", "buildType", "resolution", "useCases",
  (extract(epoch FROM "createdAt") * 1000)::float8 AS "createdAt",
  (extract(epoch FROM "updatedAt") * 1000)::float8 AS "updatedAt"`;

type SavedBuildRow = Omit<SavedBuild, 'components' | 'createdAt' | 'updatedAt'> & {
  createdAt: number;
  updatedAt: number;
};

function toBuild(row: SavedBuildRow & { totalCount?: number }): SavedBuild {
  const { totalCount: _count, createdAt, updatedAt, ...columns } = row;
  return Object.assign(new SavedBuild(), columns, { createdAt: new Date(createdAt), updatedAt: new Date(updatedAt) });
}

/**
 * Saved builds: create, read, change, delete, share and clone. Every method that touches one build
 * by id takes the acting user and asks buildsPolicy, which treats another user's build exactly like
 * a missing one. Inputs come checked by the transport's edge (savedBuildInputSchema, savedBuildPatchSchema).
 */
export class BuildsService {
  constructor(
    private readonly manager: EntityManager,
    private readonly deps: BuildDeps,
    private readonly services: { catalog: CatalogService; planner: PlannerService },
  ) {}

  private get builds() {
    return this.manager.getRepository(SavedBuild);
  }

  /** Saves a build (docs/requirements.md §3 "Saved build payload", read by either transport's edge). */
  create(owner: User, draft: SavedBuildDraft): Promise<SavedBuild> {
    return this.insert(owner, draft);
  }

  /**
   * Writes a build. `copiedMarks`: for a copy of a saved build, each part's customPrice there (a part
   * that has left the catalog keeps its price and its mark).
   */
  private async insert(owner: User, draft: SavedBuildDraft, copiedMarks?: readonly boolean[]): Promise<SavedBuild> {
    const catalog = await this.catalogParts(draft);
    const priced = priceSavedParts(
      draft.components.map((p, i) => ({ ...p, componentId: p.componentId ?? null, customPrice: copiedMarks?.[i] })),
      catalog,
    );
    // The total and the tier are the server's: the sum of the prices it stores, never the caller's figures.
    const { totalPriceCents, category } = buildTotals(priced, draft);
    const now = nowOf(this.deps.clock);
    return this.manager.transaction(async (tx) => {
      // Serialise one owner's saves so that two at once cannot pass the limit together.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`saved_build:${owner.id}`]);
      const count = await tx.getRepository(SavedBuild).count({ where: { ownerId: owner.id } });
      if (count >= SAVED_BUILD_LIMITS.perUser) throw conflict(TOO_MANY_BUILDS);
      const build = tx.getRepository(SavedBuild).create({
        ownerId: owner.id,
        title: draft.title ?? defaultBuildTitle(category, toDollars(draft.budgetCents ?? totalPriceCents)),
        description: draft.description,
        category,
        isPublic: draft.isPublic,
        shareToken: newShareToken(this.deps.randomBytes),
        totalPriceCents,
        budgetCents: draft.budgetCents,
        buildType: draft.buildType,
        resolution: draft.resolution,
        useCases: draft.useCases,
        createdAt: now,
        updatedAt: now,
      });
      await tx.getRepository(SavedBuild).insert(build);
      const components = draft.components.map((p, position) =>
        tx.getRepository(SavedBuildComponent).create({
          buildId: build.id,
          position,
          type: p.type,
          name: p.name,
          locked: p.locked,
          owned: p.owned,
          ...priced[position],
        }),
      );
      await tx.getRepository(SavedBuildComponent).insert(components);
      build.components = components;
      return build;
    });
  }

  /**
   * The catalog parts the draft names: by id, and by exact name and type for the parts without one
   * or whose id has left the catalog. A link to a part of another type is refused.
   */
  private async catalogParts(draft: SavedBuildDraft): Promise<Component[]> {
    const { catalog } = this.services;
    const ids = draft.components.flatMap((p) => (p.componentId ? [p.componentId] : []));
    const rows = await catalog.byIds(ids);
    const typeOf = new Map(rows.map((r) => [r.id, r.type as string]));
    draft.components.forEach((p, i) => {
      const type = p.componentId ? typeOf.get(p.componentId) : undefined;
      if (type !== undefined && type !== p.type) {
        throw badInput(`Component ${i + 1}: the catalog part is a ${type}, not a ${p.type}.`);
      }
    });
    const unlinked = draft.components.filter((p) => !p.componentId || !typeOf.has(p.componentId));
    return [...rows, ...(await catalog.byTypeAndName(unlinked))];
  }

  /**
   * Every compatibility rule on the build's parts still in the catalog, the others named as
   * unchecked; null when none is. `catalogParts` looks the linked parts up (the request's DataLoader
   * batches it across builds); a failed lookup counts as a part gone from the catalog.
   */
  async compatibility(
    parts: readonly SavedPart[],
    catalogParts: (ids: string[]) => Promise<readonly (Component | null | Error)[]>,
  ): Promise<CompatibilityReport | null> {
    const rows = await catalogParts(parts.flatMap((p) => (p.componentId ? [p.componentId] : [])));
    const found = new Map(rows.flatMap((r): [string, Component][] => (r && !(r instanceof Error) ? [[r.id, r]] : [])));
    if (found.size === 0) return null;
    const { linked, unlinked } = matchCatalogParts(parts, found);
    return this.services.planner.checkParts(linked, unlinked);
  }

  /** The build, if the policy lets the user `action` it; else NOT_FOUND (as for a missing build or a malformed id). */
  private async mine(user: User, id: string, action: 'read' | 'change'): Promise<SavedBuild> {
    const build = isUuid(id) ? await this.builds.findOne({ where: { id } }) : null;
    if (!build) throw notFound(BUILD_NOT_FOUND);
    buildsPolicy.authorize(user, action, build);
    return build;
  }

  /** A build the viewer may read by id (the API's `node(id:)`): a public one, or the viewer's own; else null. */
  async readable(viewer: User | null, id: string): Promise<SavedBuild | null> {
    const build = isUuid(id) ? await this.builds.findOne({ where: { id } }) : null;
    return build && (build.isPublic || build.ownerId === viewer?.id) ? build : null;
  }

  /** The user's own build by id. */
  owned(user: User, id: string): Promise<SavedBuild> {
    return this.mine(user, id, 'read');
  }

  /** Changes a build's title, description or visibility (the patch checked at the edge, before NOT_FOUND). */
  async update(user: User, id: string, patch: SavedBuildPatch): Promise<SavedBuild> {
    const build = await this.mine(user, id, 'change');
    if (patch.title !== undefined) build.title = patch.title;
    if (patch.description !== undefined) build.description = patch.description;
    if (patch.isPublic !== undefined) build.isPublic = patch.isPublic;
    build.updatedAt = nowOf(this.deps.clock);
    await this.builds.update(
      { id: build.id },
      { title: build.title, description: build.description, isPublic: build.isPublic, updatedAt: build.updatedAt },
    );
    return build;
  }

  /**
   * Replaces a build's parts (the builder's "Update saved build"): priced, linked and totalled as a
   * new build's are, in one transaction; the title, description, visibility and share link stay.
   */
  async replaceParts(user: User, id: string, parts: SavedPartDraft[]): Promise<SavedBuild> {
    const build = await this.mine(user, id, 'change');
    const draft: SavedBuildDraft = {
      title: build.title,
      description: build.description,
      isPublic: build.isPublic,
      budgetCents: build.budgetCents,
      buildType: build.buildType,
      resolution: build.resolution as SavedBuildDraft['resolution'],
      useCases: build.useCases as SavedBuildDraft['useCases'],
      components: parts,
    };
    const priced = priceSavedParts(draft.components, await this.catalogParts(draft));
    const { totalPriceCents, category } = buildTotals(priced, draft);
    const updatedAt = nowOf(this.deps.clock);
    return this.manager.transaction(async (tx) => {
      // The build's row is updated first: its lock makes a second replace of the same build wait for
      // this one's commit, so its DELETE then sees (and removes) these parts instead of adding to them.
      const result = await tx
        .getRepository(SavedBuild)
        .update({ id: build.id }, { totalPriceCents, category, updatedAt });
      if (!result.affected) throw notFound(BUILD_NOT_FOUND);
      await tx.getRepository(SavedBuildComponent).delete({ buildId: build.id });
      const components = parts.map((p, position) =>
        tx.getRepository(SavedBuildComponent).create({
          buildId: build.id,
          position,
          type: p.type,
          name: p.name,
          locked: p.locked,
          owned: p.owned,
          ...priced[position],
        }),
      );
      await tx.getRepository(SavedBuildComponent).insert(components);
      return Object.assign(build, { totalPriceCents, category, updatedAt, components });
    });
  }

  async delete(user: User, id: string): Promise<void> {
    const build = await this.mine(user, id, 'change');
    const result = await this.builds.delete({ id: build.id });
    if (!result.affected) throw notFound(BUILD_NOT_FOUND);
  }

  /** A new share token: every link made with the old one stops working. */
  async regenerateShareToken(user: User, id: string): Promise<SavedBuild> {
    const build = await this.mine(user, id, 'change');
    build.shareToken = newShareToken(this.deps.randomBytes);
    build.updatedAt = nowOf(this.deps.clock);
    await this.builds.update({ id: build.id }, { shareToken: build.shareToken, updatedAt: build.updatedAt });
    return build;
  }

  /** The build a share token opens, or null (unknown, revoked or malformed tokens alike). */
  async byShareToken(token: string): Promise<SavedBuild | null> {
    // Only the shape newShareToken makes can match; anything else (a NUL byte included) never reaches SQL.
    if (!isShareToken(token)) return null;
    return this.builds.findOne({ where: { shareToken: token } });
  }

  /** Copies a shared build into the user's builds: private, with a token of its own. */
  async cloneShared(user: User, token: string): Promise<SavedBuild> {
    const source = await this.byShareToken(token);
    if (!source) throw notFound('This share link is not valid. It may have been revoked.');
    const parts = (await this.componentsOf([source.id])).get(source.id) ?? [];
    return this.insert(
      user,
      {
        title: source.title,
        description: source.description,
        isPublic: false,
        budgetCents: source.budgetCents,
        buildType: source.buildType,
        resolution: source.resolution as SavedBuildDraft['resolution'],
        useCases: source.useCases as SavedBuildDraft['useCases'],
        components: parts.map((p) => ({
          type: p.type as SavedBuildDraft['components'][number]['type'],
          name: p.name,
          priceCents: p.priceCents,
          componentId: p.componentId,
          locked: p.locked,
          owned: p.owned,
        })),
      },
      parts.map((p) => p.customPrice),
    );
  }

  /** One page of the owner's builds, most recently changed first. */
  ownerPage(ownerId: string, args: PageArgs): Promise<BuildPage> {
    return this.page(args, 'updatedAt', `"ownerId" = $1`, [ownerId]);
  }

  /**
   * One page of public builds, newest first, optionally of one price tier: its gaming builds and the
   * others of the same tier ("High-End Gaming" lists "High-End Workstation" builds too).
   */
  publicPage(tier: PriceTierLabel | null, args: PageArgs): Promise<BuildPage> {
    return tier
      ? this.page(args, 'createdAt', `"isPublic" AND starts_with("category", $1)`, [`${tierWordOf(tier)} `])
      : this.page(args, 'createdAt', `"isPublic"`, []);
  }

  /** Every build of the owner with its parts, most recently changed first: two queries. */
  async allOf(ownerId: string): Promise<{ build: SavedBuild; components: SavedPart[] }[]> {
    const rows: SavedBuildRow[] = await this.manager.query(
      `SELECT ${BUILD_COLUMNS} FROM "saved_build" b WHERE b."ownerId" = $1 ORDER BY b."updatedAt" DESC, b."id" DESC`,
      [ownerId],
    );
    const builds = rows.map(toBuild);
    const parts = await this.componentsOf(builds.map((b) => b.id));
    return builds.map((build) => ({ build, components: parts.get(build.id) ?? [] }));
  }

  /** The parts of several builds in one query, in list order. */
  async componentsOf(buildIds: readonly string[]): Promise<Map<string, SavedPart[]>> {
    const byBuild = new Map<string, SavedPart[]>(buildIds.map((id) => [id, []]));
    if (buildIds.length === 0) return byBuild;
    const rows: SavedPart[] = await this.manager.query(
      `SELECT "buildId", "position", "type", "name", "priceCents", "customPrice", "locked", "owned", "componentId"
         FROM "saved_build_component" WHERE "buildId" = ANY($1::uuid[]) ORDER BY "buildId", "position"`,
      [[...new Set(buildIds)]],
    );
    for (const row of rows) byBuild.get(row.buildId)?.push(row);
    return byBuild;
  }

  /**
   * One page of builds matching `where` (SQL over saved_build b with positional parameters), by
   * `key` descending then id, forward or backward. Lists are read with plain SQL: they are the hot
   * path, and mapping rows by hand costs a fraction of the query builder's hydration.
   */
  private async page(
    args: PageArgs,
    key: BuildCursor['key'],
    where: string,
    params: readonly unknown[],
  ): Promise<BuildPage> {
    const window = windowOf(args, BUILD_PAGE, (text) => decodeBuildCursor(text, key), BUILD_BAD_CURSOR);
    const order: SqlOrder = { row: `(b."${key}", b."id")`, dir: 'DESC' };
    const values: unknown[] = [...params];
    const conditions = [where, ...betweenConditions(window, order, cursorValues(values))];
    values.push(window.size + 1);
    const dir = readDirection(order, window);
    // A page without cursors counts in the same query (the window sees every row before LIMIT).
    const counted = conditions.length === 1;
    const rows: (SavedBuildRow & { totalCount?: number })[] = await this.manager.query(
      `SELECT ${BUILD_COLUMNS}${counted ? `, count(*) OVER ()::int AS "totalCount"` : ''}
         FROM "saved_build" b WHERE ${conditions.join(' AND ')}
        ORDER BY b."${key}" ${dir}, b."id" ${dir} LIMIT $${values.length}`,
      values,
    );
    let totalCount = rows[0]?.totalCount ?? 0;
    let beyond = false;
    if (!counted) {
      // The count, and whether builds lie beyond the page's cursor, in one pass over the list.
      const countValues = [...params];
      const beyondSql = beyondCondition(window, order, cursorValues(countValues)) ?? 'false';
      const [counts] = await this.manager.query<{ n: number; beyond: boolean }[]>(
        `SELECT count(*)::int AS n, coalesce(bool_or(${beyondSql}), false) AS "beyond" FROM "saved_build" b WHERE ${where}`,
        countValues,
      );
      totalCount = counts.n;
      beyond = counts.beyond;
    }
    const builds = rows.map(toBuild);
    return paginate(
      builds,
      window,
      totalCount,
      (build) => encodeBuildCursor({ key, at: build[key].toISOString(), id: build.id }),
      {
        beyond,
      },
    );
  }
}
