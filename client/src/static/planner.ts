import {
  BUILD_TYPE_ENUM,
  CENT_REQUESTS,
  RESOLUTION_ENUM,
  allocationAmountsInCents,
  USE_CASE_ENUM,
  centsOrDollarTwin,
  buildPartId,
  buildUpgradeId,
  builderRequestSchema,
  checkResultId,
  CHECK_STATUS_ENUM,
  GUIDE_TIER_ENUM,
  PSU_BASIS_ENUM,
  TIER_COLOR_ENUM,
  enumNameOf,
  enumValueOrNull,
  generatedBuildEnums,
  isUseCaseId,
  normalizeUseCases,
  parseWith,
  type BuildPartContent,
  type Resolution,
  type PartType,
  type Schema,
} from '@rigforge/common';
// The planner's pure code, the package the server runs too (docs/static-deployment.md): the same
// engine and the same shaping give the same build for the same catalog.
import {
  allocationFor,
  betterPart,
  buildFromAllocation,
  buildFromUseCases,
  buildPlannerIndex,
  completeBuild,
  expertNotes,
  report,
  upgradeAdvice,
  type PlannerPart,
  type LockRefused,
  type PlannerCatalog,
  type PlannerIndex,
} from '@rigforge/planner';
import type { StaticData } from './data';
import { InvalidParametersError, NotFoundError, PlannerRefusalError, keyOf } from './errors';

type Args = Record<string, unknown>;

/** An enum argument's name as the string it stands for (the server's enums do the same). */
function fromEnum<M extends Record<string, string>>(names: M, name: unknown): string | undefined {
  return typeof name === 'string' ? (names[name] ?? name) : undefined;
}

function read<T>(schema: Schema<T>, input: unknown, field: string): T {
  const parsed = parseWith(schema, input);
  if (!parsed.ok) throw new InvalidParametersError(keyOf(field));
  return parsed.value;
}

/** The field resolver of the server's planner parts: `type` beside `category` (money is already in cents). */
const typed = <P extends { category: string }>(p: P) => ({ ...p, type: p.category });
const typedOrNull = <P extends { category: string }>(p: P | null) => (p ? typed(p) : null);

/**
 * A generated build's part as the server resolves it: `type`, the catalog part as `componentId`,
 * and `id` its content id (common's buildPartId, so both deployments give the same ids).
 */
const partShape = <P extends BuildPartContent>(p: P) => ({ ...typed(p), componentId: p.id, id: buildPartId(p) });

/** A PriceTier label's enum name ('Mid-Range Gaming' is MID_RANGE_GAMING). */
const priceTierName = (label: string): string => label.toUpperCase().replace(/[- ]/g, '_');

/**
 * An enum field as the schema answers it here: by the value's name. The static executor's schema is
 * built from the SDL, whose enum values stand for their names, where the server's stand for the
 * product's strings; so the shapes below give names.
 */
const nameOrNull = <M extends Record<string, string>>(names: M, value: M[keyof M] | null): string | null =>
  value === null ? null : enumNameOf(names, value);

/** A compatibility report with each check's `rule`, content id and enum twins, as the server resolves them. */
function reportShape(r: ReturnType<typeof report>) {
  return {
    ...r,
    psuBasis: enumNameOf(PSU_BASIS_ENUM, r.psuDecidedBy),
    checks: r.checks.map((c) => ({
      ...c,
      rule: c.id,
      id: checkResultId(c),
      verdict: enumNameOf(CHECK_STATUS_ENUM, c.status),
    })),
  };
}

/** A generated build's enum twins (common's generatedBuildEnums) by name. */
function namedBuildEnums(build: ReturnType<typeof buildFromUseCases>) {
  const values = generatedBuildEnums(build);
  return {
    uses: values.uses.map((u) => enumNameOf(USE_CASE_ENUM, u)),
    kind: nameOrNull(BUILD_TYPE_ENUM, values.kind),
    screen: enumNameOf(RESOLUTION_ENUM, values.screen),
    priceTier: values.priceTier === null ? null : priceTierName(values.priceTier),
    color: enumNameOf(TIER_COLOR_ENUM, values.color),
    guideTier: nameOrNull(GUIDE_TIER_ENUM, values.guideTier),
  };
}

/** The planner's build with the server's field resolvers applied up front. */
function generatedShape(build: ReturnType<typeof buildFromUseCases>) {
  return {
    ...build,
    ...namedBuildEnums(build),
    parts: build.parts.map(partShape),
    upgrades: build.upgrades.map((u) => ({ ...u, componentId: u.id, id: buildUpgradeId(u) })),
    compatibility: reportShape(build.compatibility),
  };
}

/** A builder answer, or its refusal as the server words and codes it. */
function answered<T extends { status: string }>(result: T | LockRefused): Omit<T, 'status'> {
  if (result.status === 'refused') {
    const { code, message } = result as LockRefused;
    throw code === 'UNKNOWN_PART' ? new NotFoundError(message) : new PlannerRefusalError(message, code);
  }
  const { status: _status, ...rest } = result as T;
  return rest;
}

/** The builder's request argument, its enums read as the server reads them. */
function builderRequest(args: Args, field: string) {
  const request = (args.request ?? {}) as Args;
  return read(
    builderRequestSchema,
    {
      ...request,
      uses: Array.isArray(request.uses) ? request.uses.map((u) => fromEnum(USE_CASE_ENUM, u)) : request.uses,
      screen: fromEnum(RESOLUTION_ENUM, request.screen) ?? null,
    },
    field,
  );
}

/** The planner's root fields over the exported planner catalog (data/planner.json). */
export function plannerResolvers(data: StaticData): Record<string, (args: Args) => Promise<unknown>> {
  let index: Promise<PlannerIndex> | null = null;
  const indexOf = () => {
    index ??= data.file('planner').then((catalog) => buildPlannerIndex(catalog as PlannerCatalog));
    index.catch(() => {
      index = null;
    });
    return index;
  };
  return {
    budgetAllocation: async (args) => {
      const req = read(
        CENT_REQUESTS.allocation,
        {
          budget: centsOrDollarTwin(args.budgetCents, args.budget),
          buildType: fromEnum(BUILD_TYPE_ENUM, args.kind) ?? args.buildType,
          resolution: fromEnum(RESOLUTION_ENUM, args.screen) ?? args.resolution,
        },
        'budgetAllocation',
      );
      // With use cases the picks are those of the list generated for them (as on the server).
      const uses = Array.isArray(args.uses) ? args.uses.map((u) => fromEnum(USE_CASE_ENUM, u)) : null;
      const forUseCases = uses
        ? read(CENT_REQUESTS.useCase, { useCases: uses, budget: req.budgetCents }, 'budgetAllocation')
        : null;
      const a = allocationFor(await indexOf(), req, forUseCases);
      return {
        ...a,
        kind: nameOrNull(BUILD_TYPE_ENUM, enumValueOrNull(BUILD_TYPE_ENUM, a.buildType)),
        screen: enumNameOf(RESOLUTION_ENUM, a.resolution),
        recommendations: { cpu: typedOrNull(a.recommendations.cpu), gpu: typedOrNull(a.recommendations.gpu) },
      };
    },
    generateParts: async (args) => {
      const a = (args.allocation ?? {}) as Args;
      const req = read(
        CENT_REQUESTS.partsFromAllocation,
        {
          ...allocationAmountsInCents(a),
          buildType: fromEnum(BUILD_TYPE_ENUM, a.kind) ?? a.buildType,
          resolution: fromEnum(RESOLUTION_ENUM, a.screen) ?? a.resolution,
        },
        'generateParts',
      );
      return generatedShape(buildFromAllocation(await indexOf(), req));
    },
    generatePartsFromUseCases: async (args) => {
      const uses = Array.isArray(args.uses) ? args.uses.map((u) => fromEnum(USE_CASE_ENUM, u)) : undefined;
      const req = read(
        CENT_REQUESTS.useCase,
        {
          useCases: uses ?? args.useCases,
          budget: centsOrDollarTwin(args.budgetCents, args.budget),
          strictBudget: args.strictBudget,
        },
        'generatePartsFromUseCases',
      );
      return generatedShape(buildFromUseCases(await indexOf(), req));
    },
    checkCompatibility: async (args) => {
      const ids = Array.isArray(args.partIds) ? (args.partIds as string[]) : [];
      if (ids.length < 1 || ids.length > 24) throw new InvalidParametersError(keyOf('checkCompatibility'));
      const all = (await indexOf()).all as unknown as Record<string, PlannerPart[]>;
      const byId = new Map(Object.values(all).flatMap((list) => list.map((p) => [p.id, p] as const)));
      const parts = ids.map((id) => {
        const part = byId.get(id);
        if (!part) throw new NotFoundError(`No component has the id ${id}.`);
        return part;
      });
      return reportShape(report(parts));
    },
    builderNotes: async (args) => {
      const ids = Array.isArray(args.partIds) ? (args.partIds as string[]) : [];
      const uses = Array.isArray(args.uses) ? args.uses.map((u) => fromEnum(USE_CASE_ENUM, u)) : [];
      if (ids.length > 18 || uses.length === 0) throw new InvalidParametersError(keyOf('builderNotes'));
      return expertNotes(await indexOf(), {
        partIds: ids,
        useCases: normalizeUseCases(uses.filter(isUseCaseId)),
        resolution: (fromEnum(RESOLUTION_ENUM, args.screen) ?? '1080p') as Resolution,
      });
    },
    completeBuild: async (args) => {
      const { build } = answered(completeBuild(await indexOf(), builderRequest(args, 'completeBuild')));
      return generatedShape(build);
    },
    betterPart: async (args) => {
      const better = answered(betterPart(await indexOf(), builderRequest(args, 'betterPart'), args.slot as PartType));
      return { ...better, part: better.part ? partShape(better.part) : null, parts: better.parts.map(partShape) };
    },
    upgradeAdvice: async (args) => {
      const advice = answered(upgradeAdvice(await indexOf(), builderRequest(args, 'upgradeAdvice')));
      return {
        ...advice,
        replacements: advice.replacements.map((r) => ({ ...r, to: partShape(r.to) })),
        build: generatedShape(advice.build),
      };
    },
  };
}
