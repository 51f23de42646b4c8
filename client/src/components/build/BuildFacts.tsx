import {
  BUILD_TYPE_LABELS,
  RESOLUTION_ENUM,
  USE_CASES,
  USE_CASE_ENUM,
  isBuildType,
  formatCentsWhole,
} from '@rigforge/common';
import { type BuildFactsFieldsFragment } from './BuildFacts.generated';
import { Badge } from '../ui/Badge';

export interface BuildFact {
  key: string;
  text: string;
  tone: 'neutral' | 'accent';
}

/** 'gaming' → 'Gaming'; other types ('productivity', the result page's 'Custom') capitalised as written. */
function buildTypeLabel(buildType: string): string {
  return isBuildType(buildType) ? BUILD_TYPE_LABELS[buildType] : buildType.charAt(0).toUpperCase() + buildType.slice(1);
}

/**
 * What the badges are made of, as the product's strings: a saved build (savedBuildFacts reads its
 * fragment, BuildFacts.graphql) or a planner result, which may leave any of it out.
 */
export interface BuildFactsSource {
  budgetCents?: number | null;
  buildType?: string | null;
  resolution?: string | null;
  useCases?: readonly string[] | null;
}

/** A saved build's facts: its enum fields (screen, uses) as the strings they stand for. */
export function savedBuildFacts(build: BuildFactsFieldsFragment): {
  budgetCents: number | null;
  buildType: string | null;
  resolution: string | null;
  useCases: string[];
} {
  return {
    budgetCents: build.budgetCents,
    buildType: build.buildType,
    resolution: build.screen ? RESOLUTION_ENUM[build.screen] : null,
    useCases: build.uses.map((use) => USE_CASE_ENUM[use]),
  };
}

/**
 * The badges under a build's title: the budget, the use cases (or else the build type: a use-case
 * build's type only restates its use cases) and the resolution, each when known.
 */
export function buildFacts(build: BuildFactsSource): BuildFact[] {
  const facts: BuildFact[] = [];
  if (build.budgetCents != null) {
    facts.push({ key: 'budget', text: `Budget: ${formatCentsWhole(build.budgetCents)}`, tone: 'neutral' });
  }
  const useCases = (build.useCases ?? []).flatMap((id) => USE_CASES.filter((u) => u.id === id));
  for (const { id, name } of useCases) facts.push({ key: `use-${id}`, text: name, tone: 'accent' });
  if (build.buildType && useCases.length === 0) {
    facts.push({ key: 'type', text: buildTypeLabel(build.buildType), tone: 'neutral' });
  }
  if (build.resolution) facts.push({ key: 'resolution', text: build.resolution, tone: 'neutral' });
  return facts;
}

/** The facts as a list of badges labelled 'About this build'; nothing when there are none. */
export function BuildFactBadges({ facts, className }: { facts: readonly BuildFact[]; className?: string }) {
  if (facts.length === 0) return null;
  return (
    <ul aria-label="About this build" className={className ?? 'flex flex-wrap gap-2'}>
      {facts.map(({ key, text, tone }) => (
        <li key={key}>
          <Badge tone={tone} size="md">
            {text}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
