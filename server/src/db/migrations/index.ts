import { Catalog1763900000000 } from './1763900000000-Catalog';
import { Foundation1763700000000 } from './1763700000000-Foundation';

/** Every migration, in order. New migrations are appended here. */
export const migrations = [Foundation1763700000000, Catalog1763900000000];
