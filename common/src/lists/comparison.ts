// Two parts side by side (the compareComponents answer's rows), once for both readers: the server's
// toComparison and the static deployment's compareComponents.
import type { SpecMap } from '../catalog';
import { betterNumber, compareSpecs, type ComparisonRow } from '../catalog-specs';
import { formatCents } from '../money';

/** The comparison's refusal when one of the two parts is not in the catalog (NOT_FOUND). */
export const COMPARE_MISSING = 'One of the components to compare no longer exists';

/** What the comparison reads of a part: its GraphQL node's scores and its raw specs. */
export interface ComparedPart {
  type: string;
  priceCents: number | null;
  rating: number | null;
  valueScore: number | null;
  powerEfficiency: number | null;
  performance: {
    cpuSingle: number | null;
    cpuMulti: number | null;
    cpuGaming?: number | null;
    cpuGamingEstimated?: boolean | null;
    gpu1080p: number | null;
    gpu1440p: number | null;
    gpu4k: number | null;
  } | null;
  specs: SpecMap;
}

const money = (cents: number | null): string | null => (cents === null ? null : formatCents(cents));
const score = (n: number | null): string | null => (n === null ? null : n.toFixed(1));

/** Price, rating, value and efficiency, the benchmark indices of two CPUs or two GPUs, then every spec, each with the better side. */
export function comparisonRows(a: ComparedPart, b: ComparedPart): ComparisonRow[] {
  const numberRow = (
    key: string,
    label: string,
    x: number | null,
    y: number | null,
    better: 'higher' | 'lower',
    show: (n: number | null) => string | null,
  ): ComparisonRow => ({ key, label, a: show(x), b: show(y), better: betterNumber(x, y, better) });
  const rows: ComparisonRow[] = [
    numberRow('price', 'Price', a.priceCents, b.priceCents, 'lower', money),
    numberRow('rating', "Editors' rating", a.rating, b.rating, 'higher', score),
    numberRow('valueScore', 'Value score', a.valueScore, b.valueScore, 'higher', score),
    numberRow('powerEfficiency', 'Power efficiency', a.powerEfficiency, b.powerEfficiency, 'higher', score),
  ];
  if (a.type === b.type && (a.performance || b.performance)) {
    const indices: ['cpuGaming' | 'cpuSingle' | 'cpuMulti' | 'gpu1080p' | 'gpu1440p' | 'gpu4k', string][] =
      a.type === 'CPU'
        ? [
            ['cpuGaming', 'Gaming index'],
            ['cpuSingle', 'Single-thread index'],
            ['cpuMulti', 'Multi-thread index'],
          ]
        : [
            ['gpu1080p', '1080p index'],
            ['gpu1440p', '1440p index'],
            ['gpu4k', '4K index'],
          ];
    for (const [key, label] of indices) {
      // An estimated gaming index says so beside its figure.
      const shown =
        key === 'cpuGaming'
          ? (p: ComparedPart) => (n: number | null) =>
              n === null ? null : `${score(n)}${p.performance?.cpuGamingEstimated ? ' (estimated)' : ''}`
          : () => score;
      const x = a.performance?.[key] ?? null;
      const y = b.performance?.[key] ?? null;
      rows.push({ ...numberRow(key, label, x, y, 'higher', score), a: shown(a)(x), b: shown(b)(y) });
    }
  }
  return [...rows, ...compareSpecs(a.type, a.specs, b.type, b.specs)];
}
