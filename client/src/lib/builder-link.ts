// Links into the part-by-part builder (/builder, issue 30) from other pages: "Choose a {part}" opens
// the component database with the build in its address (`build`), and "Add to build" leads back with
// the part (`add`). The builder keeps its last state in storage, so "Add to build" on a component
// page adds to the build the user was making.
import { builderQuery, readBuilderQuery, type BuilderState, type PartType } from '@rigforge/common';
import { readStorage, writeStorage } from './storage';

export const BUILDER_PATH = '/builder';
const STORAGE_KEY = 'rigforge.builder';

/**
 * The builder's address for a state ('/builder' for an empty build); `savedBuildId`: the saved build
 * it edits ("Update saved build").
 */
export function builderHref(state: BuilderState, savedBuildId: string | null = null): string {
  const q = new URLSearchParams(builderQuery(state));
  if (savedBuildId) q.set('saved', savedBuildId);
  const text = q.toString();
  return text ? `${BUILDER_PATH}?${text}` : BUILDER_PATH;
}

/** The builder's address with a part to add (the builder puts it in its slot, replacing a single slot's part). */
export function addToBuildHref(buildQuery: string, partId: string): string {
  const q = new URLSearchParams(buildQuery);
  q.set('add', partId);
  return `${BUILDER_PATH}?${q.toString()}`;
}

/** The component database choosing a part of `type` for the build. */
export function chooseHref(state: BuilderState, type: PartType): string {
  const q = new URLSearchParams({ type, build: builderQuery(state) || 'empty' });
  return `/components?${q.toString()}`;
}

/** The build a catalog address chooses for (its `build` parameter), or null outside the builder. */
export function buildOfCatalogSearch(params: URLSearchParams): { query: string; state: BuilderState } | null {
  const raw = params.get('build');
  if (raw === null) return null;
  const query = raw === 'empty' ? '' : raw;
  return { query: builderQuery(readBuilderQuery(query)), state: readBuilderQuery(query) };
}

export function rememberBuild(state: BuilderState): void {
  writeStorage(STORAGE_KEY, builderQuery(state));
}

/** The build the user last had open in the builder (empty when none). */
export function rememberedBuildQuery(): string {
  return builderQuery(readBuilderQuery(readStorage(STORAGE_KEY) ?? ''));
}

/** A part of a generated, saved or shared build as the builder takes it. */
export interface PartForBuilder {
  /** The catalog part's id; null for a part the catalog does not hold. */
  componentId: string | null;
  type: string;
  name: string;
  priceCents: number;
  locked?: boolean;
  owned?: boolean;
}

/**
 * The builder with a build's parts ("Customize these parts", "Edit parts", "Open in builder"):
 * catalog parts by id, the others as custom parts with their names and prices.
 */
export function builderHrefFor(parts: readonly PartForBuilder[], savedBuildId: string | null = null): string {
  const q = new URLSearchParams();
  for (const p of parts) {
    if (p.componentId) {
      q.append('part', p.componentId);
      if (p.locked) q.append('lock', p.componentId);
      if (p.owned) q.append('own', p.componentId);
    } else q.append('custom', `${p.type}~${Math.max(0, Math.round(p.priceCents))}~${p.name}`);
  }
  return builderHref(readBuilderQuery(q), savedBuildId);
}
