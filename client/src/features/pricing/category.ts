import { type GuessedCategory } from './constants';

/**
 * docs/requirements.md §9: a selected component's category, guessed from its name. The rules are tried in the
 * SPEC's order and match whole words case-insensitively ('Intel' but not 'Intelligent'; 'DDR5' and
 * 'NVMe' as word starts), so 'Ryzen 7 7800X3D' is a CPU even though nothing else says so.
 */
const RULES: readonly { category: GuessedCategory; pattern: RegExp }[] = [
  { category: 'CPU', pattern: /\b(ryzen|intel)\b/i },
  { category: 'GPU', pattern: /\b(rtx|radeon)\b/i },
  { category: 'RAM', pattern: /\b(ddr\d*|memory)\b/i },
  { category: 'Storage', pattern: /\b(ssd|nvme)\b/i },
  { category: 'Motherboard', pattern: /\b(motherboard|b650\w*|x670\w*)\b/i },
  { category: 'PSU', pattern: /\b(psu|power)\b/i },
];

export function guessCategory(name: string): GuessedCategory {
  return RULES.find((rule) => rule.pattern.test(name))?.category ?? 'Other';
}
