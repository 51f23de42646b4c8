import { BUILD_TYPE_LABELS, USE_CASES, isBuildType, formatCentsWhole } from '@rigforge/common';
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
 * What the badges are made of: a saved build as its fragment (BuildFacts.graphql) selects it, or a
 * planner result, which may leave any of it out.
 */
export type BuildFactsSource = {
  [K in keyof BuildFactsFieldsFragment]?: BuildFactsFieldsFragment[K] | null;
};

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
