// A refusal as the tests compare it: the error code the caller sees and its message.
import { AppError } from '../lib/errors';

export interface Refusal {
  code: string;
  message: string;
}

/** The code and message of the refusal (an AppError) that `fn` throws; fails when it throws nothing or something else. */
export function thrownRefusal(fn: () => unknown): Refusal {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return { code: err.code, message: err.message };
    throw err;
  }
  throw new Error('expected a refusal');
}
