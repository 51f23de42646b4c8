import type { FieldError } from './auth-forms';

/** docs/requirements.md §9: comments are at most this long (in characters, after trimming). */
export const COMMENT_MAX_LENGTH = 1000;

export const COMMENT_TEXT_MESSAGES = {
  empty: 'Comment cannot be empty.',
  tooLong: `Comment must be at most ${COMMENT_MAX_LENGTH} characters.`,
} as const;

/** A comment's text as it will be posted (trimmed): 1 to 1000 characters, not whitespace only. */
export function validateCommentText(text: string): FieldError {
  const content = text.trim();
  if (content === '') return COMMENT_TEXT_MESSAGES.empty;
  if ([...content].length > COMMENT_MAX_LENGTH) return COMMENT_TEXT_MESSAGES.tooLong;
  return null;
}
