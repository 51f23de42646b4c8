import { getMetadataStorage } from 'type-graphql';
import { MODULES } from './index';
import type { ModuleDefinition } from './module';

/** What guests see that a write changed: everything, or some root query fields and some pages. */
export interface GuestViewsDrop {
  all: boolean;
  fields: string[];
  pages: (pathname: string) => boolean;
}

/** Each GraphQL mutation's module (from the resolvers' metadata: the schema must be built first). */
export function mutationOwners(modules: readonly ModuleDefinition[] = MODULES): Map<string, ModuleDefinition> {
  const owners = new Map<string, ModuleDefinition>();
  for (const mutation of getMetadataStorage().mutations) {
    const module = modules.find((m) => m.resolvers?.includes(mutation.target));
    if (module) owners.set(mutation.schemaName, module);
  }
  return owners;
}

/**
 * The modules whose public data a mutation's root fields may have changed: each field's module,
 * unless the module declares the field guest-neutral. A field of no module counts as every module ('*').
 */
export function changedModules(fields: readonly string[], owners: ReadonlyMap<string, ModuleDefinition>): string[] {
  const changed = new Set<string>();
  for (const field of fields) {
    const module = owners.get(field);
    if (!module) changed.add('*');
    else if (!module.guestNeutralMutations?.includes(field)) changed.add(module.name);
  }
  return [...changed];
}

/**
 * Whether a module's REST writes leave guests' views alone: it declares no public views and every one of
 * its mutations is guest-neutral (contact, notifications, price alerts, news views).
 */
export function restWritesNeutral(module: ModuleDefinition, owners: ReadonlyMap<string, ModuleDefinition>): boolean {
  if (module.publicViews) return false;
  const mutations = [...owners].filter(([, owner]) => owner === module).map(([field]) => field);
  return mutations.every((field) => module.guestNeutralMutations?.includes(field));
}

/** What to drop after writes to these modules: their public views, or everything for a module that declares none. */
export function guestViewsDrop(
  changed: readonly string[],
  modules: readonly ModuleDefinition[] = MODULES,
): GuestViewsDrop {
  const views = changed.map((name) => modules.find((m) => m.name === name)?.publicViews);
  if (views.some((v) => v === undefined)) return { all: true, fields: [], pages: () => true };
  const declared = views.filter((v) => v !== undefined);
  return {
    all: false,
    fields: [...new Set(declared.flatMap((v) => v.fields))],
    pages: (pathname) => declared.some((v) => v.pages(pathname)),
  };
}
