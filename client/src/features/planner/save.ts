// What the Save Build dialog saves for a build of the planner (docs/requirements.md §3 "Saved build payload", §5).
import {
  defaultBuildDescription,
  defaultBuildTitle,
  dollarsText,
  isResolution,
  isUseCaseId,
  priceTierFor,
  toCents,
} from '@rigforge/common';
import { type BuildToSave } from './components/SaveBuild';
import { partsTotal, type BuildResultPayload } from './payload';

/** The saved-build payload of a result: each part with its catalog id, the total and its tier label. */
export function buildToSave(payload: BuildResultPayload): BuildToSave {
  const total = partsTotal(payload.parts);
  return {
    components: payload.parts.map((p) => ({
      type: p.category,
      name: p.name,
      price: p.price,
      componentId: p.id ?? null,
    })),
    totalPrice: dollarsText(toCents(total)),
    category: priceTierFor(total).label,
    budget: payload.budget ?? null,
    buildType: payload.buildType ?? null,
    resolution: isResolution(payload.resolution) ? payload.resolution : null,
    useCases: (payload.useCases ?? []).filter(isUseCaseId),
  };
}

/**
 * docs/requirements.md §5 defaults: the title '<tier> Build - $<budget>' (the tier of the total, as the page's
 * badge shows it) and a description naming the use cases, or the build type and resolution.
 */
export function saveDefaults(payload: BuildResultPayload): { title: string; description: string } {
  const total = partsTotal(payload.parts);
  return {
    title: defaultBuildTitle(priceTierFor(total).label, payload.budget ?? total),
    description: defaultBuildDescription(payload),
  };
}
