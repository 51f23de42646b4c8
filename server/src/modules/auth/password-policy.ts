import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { AUTH_MESSAGES, validateNewPassword, type FieldError } from '@rigforge/common';

/**
 * zxcvbn scores 0 and 1 mean fewer than a million guesses: a password from the common-password
 * lists (with or without l33t, a year or a few digits), a keyboard walk, a sequence or a repeat.
 */
const MAX_REFUSED_SCORE = 1;
/** zxcvbn's matching grows quickly with length; anything past this is no common password. */
const CHECKED_LENGTH = 48;

let zxcvbn: ZxcvbnFactory | null = null;

/** The estimator and its dictionaries (tens of thousands of common passwords), built on first use. */
function estimator(): ZxcvbnFactory {
  zxcvbn ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: CHECKED_LENGTH });
  return zxcvbn;
}

/**
 * The server's rule for a new password: common's rules (length 8 to 128, a lowercase and an
 * uppercase letter, a digit), then no very common or easily guessed password, judged by
 * @zxcvbn-ts with its maintained common-password list. `userInputs` (e-mail, username) count as
 * known words, so "Alice2024" is refused for the user alice.
 */
export function newPasswordProblem(password: string, userInputs: string[] = []): FieldError {
  const basic = validateNewPassword(password);
  if (basic !== null) return basic;
  const words = userInputs.flatMap((input) => input.toLowerCase().split(/[@._+-]+/)).filter((w) => w.length >= 3);
  const { score } = estimator().check(password.slice(0, CHECKED_LENGTH), words);
  return score <= MAX_REFUSED_SCORE ? AUTH_MESSAGES.passwordTooCommon : null;
}
