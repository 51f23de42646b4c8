import { POPULAR_COMPONENTS, type GuessedCategory } from './constants';

/**
 * docs/requirements.md §9: the words that give a selected component's category, tried in its order and
 * matched as it says: anywhere in the name, ignoring case ('B650M' contains 'B650').
 */
const RULES: readonly { category: GuessedCategory; words: readonly string[] }[] = [
  { category: 'CPU', words: ['ryzen', 'intel'] },
  { category: 'GPU', words: ['rtx', 'radeon'] },
  { category: 'RAM', words: ['ddr', 'memory'] },
  { category: 'Storage', words: ['ssd', 'nvme'] },
  { category: 'Motherboard', words: ['motherboard', 'b650', 'x670'] },
  { category: 'PSU', words: ['psu', 'power'] },
];

/**
 * A selected component's category. The six popular components keep the category §9 lists
 * for them (the rules alone would call 'Corsair CV650 80+ Bronze' Other); any other name is guessed.
 */
export function guessCategory(name: string): GuessedCategory {
  const lower = name.trim().toLocaleLowerCase('en-US');
  const popular = POPULAR_COMPONENTS.find((p) => p.name.toLocaleLowerCase('en-US') === lower);
  if (popular) return popular.category;
  return RULES.find((rule) => rule.words.some((word) => lower.includes(word)))?.category ?? 'Other';
}
