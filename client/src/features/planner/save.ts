// What the Save Build dialog saves for a build of the planner (docs/requirements.md §3 "Saved build payload", §5).
import {
  RESOLUTION_ENUM,
  USE_CASE_ENUM,
  defaultBuildDescription,
  defaultBuildTitle,
  enumNameOf,
  isResolution,
  isUseCaseId,
  buildPurpose,
  buildTierFor,
  toCents,
} from '@rigforge/common';
import { type BuildToSave } from './components/SaveBuild';
import { partsTotal, type BuildResultPayload } from './payload';

/**
 * The saved-build input of a result: each part with its catalog id; amounts in cents and the closed sets
 * as enum values (the result's payload, the page's address, has dollars and strings). The server computes
 * the total and its tier from the parts, so neither is sent.
 */
export function buildToSave(payload: BuildResultPayload): BuildToSave {
  return {
    components: payload.parts.map((p) => ({
      partType: p.category,
      name: p.name,
      priceCents: toCents(p.price),
      componentId: p.id ?? null,
    })),
    budgetCents: payload.budget === undefined ? null : toCents(payload.budget),
    buildType: payload.buildType ?? null,
    screen: isResolution(payload.resolution) ? enumNameOf(RESOLUTION_ENUM, payload.resolution) : null,
    uses: (payload.useCases ?? []).filter(isUseCaseId).map((id) => enumNameOf(USE_CASE_ENUM, id)),
  };
}

/**
 * docs/requirements.md §5 defaults: the title '<tier> Build - $<budget>' (the tier of the total, as the page's
 * badge shows it) and a description naming the use cases, or the build type and resolution.
 */
export function saveDefaults(payload: BuildResultPayload): { title: string; description: string } {
  const total = partsTotal(payload.parts);
  return {
    title: defaultBuildTitle(
      buildTierFor(total, buildPurpose(payload.useCases, payload.buildType)).label,
      payload.budget ?? total,
    ),
    description: defaultBuildDescription(payload),
  };
}
