import {
  BUILD_TYPE_ENUM,
  CENT_REQUESTS,
  RESOLUTION_ENUM,
  allocationAmountsInCents,
  USE_CASE_ENUM,
  centsOrDollarTwin,
  parseWith,
  type Schema,
} from '@rigforge/common';
// The planner's pure code, the package the server runs too (docs/static-deployment.md): the same
// engine and the same shaping give the same build for the same catalog.
import {
  allocationFor,
  buildFromAllocation,
  buildFromUseCases,
  buildPlannerIndex,
  type PlannerCatalog,
  type PlannerIndex,
} from '@rigforge/planner';
import type { StaticData } from './data';
import { InvalidParametersError, keyOf } from './errors';

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

/** The planner's build with the server's `type` field resolved up front. */
function generatedShape(build: ReturnType<typeof buildFromUseCases>) {
  return { ...build, parts: build.parts.map(typed) };
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
  };
}
