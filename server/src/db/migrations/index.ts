import { Foundation1763700000000 } from './1763700000000-Foundation';
import { Accounts1763800000000 } from './1763800000000-Accounts';

/** Every migration, in order. New migrations are appended here. */
export const migrations = [Foundation1763700000000, Accounts1763800000000];
