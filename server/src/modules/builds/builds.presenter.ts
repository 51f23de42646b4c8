import { toDollars, type RetailLinks } from '@rigforge/common';
import { savedPartLinks } from './builds.rules';
import type { SavedPart } from './saved-build-component.entity';

/** A saved part as both transports show it (docs/requirements.md §3). */
export interface SavedPartView {
  type: string;
  name: string;
  /** Dollars, e.g. 189.99. */
  price: number;
  retailLinks: RetailLinks;
  componentId: string | null;
  /** The price is the owner's own figure (a part the catalog does not hold): the build page says "custom price". */
  customPrice: boolean;
  /** The builder's marks: kept by "Complete my build"; already owned (saved at $0). */
  locked: boolean;
  owned: boolean;
}

/** One saved part for GraphQL and REST alike: price in dollars, retail links built from its name and type. */
export function presentSavedPart(part: SavedPart): SavedPartView {
  return {
    type: part.type,
    name: part.name,
    price: toDollars(part.priceCents),
    retailLinks: savedPartLinks(part.name, part.type),
    componentId: part.componentId,
    customPrice: part.customPrice,
    locked: part.locked,
    owned: part.owned,
  };
}
