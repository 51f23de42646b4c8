import { COMMENT_MAX_LENGTH, validateCommentText } from '@rigforge/common';
import {
  COMMENT_MESSAGES,
  buildThread,
  blockedMessage,
  verdictOfDetails,
  joinSpacedLetters,
  likeNotifies,
  likeTransition,
  moderate,
} from '../comments.rules';

describe('comment text', () => {
  it('passes ordinary text, surrounding spaces and all', () => {
    expect(validateCommentText('  Nice card!  ')).toBeNull();
  });

  it.each(['', '   ', '\n\t  '])('refuses empty or whitespace-only text (%p)', (raw) => {
    expect(validateCommentText(raw)).toBe(COMMENT_MESSAGES.empty);
  });

  it('accepts exactly 1000 characters after trimming and refuses 1001', () => {
    expect(validateCommentText(`  ${'a'.repeat(COMMENT_MAX_LENGTH)}  `)).toBeNull();
    expect(validateCommentText('a'.repeat(COMMENT_MAX_LENGTH + 1))).toBe(COMMENT_MESSAGES.tooLong);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(validateCommentText('🎮'.repeat(COMMENT_MAX_LENGTH))).toBeNull();
  });
});

describe('moderation', () => {
  it.each([
    ['fuck this GPU', 'fuck'],
    ['what a piece of shit', 'shit'],
    ['FUCK', 'fuck'],
    ['sh1t drivers', 'shit'],
    ['fuuuuuck', 'fuck'],
    ['f u c k you', 'fuck'],
    ['s.h.i.t', 'shit'],
    ['b-i-t-c-h', 'bitch'],
    ['you are a b1tch', 'bitch'],
  ])('blocks %p', (text, term) => {
    const verdict = moderate(text);
    expect(verdict?.reason).toBe('profanity');
    expect(verdict?.terms).toContain(term);
  });

  it.each([
    'Scunthorpe United',
    'a fair assessment of the card',
    'the cockpit of a sim rig',
    'a cocktail of benchmarks',
    'Penistone',
    'analysis of cumulative frame times',
    'classic passion for hardware',
    'The therapist said buy AMD',
    'shiitake mushrooms',
    'Great value at $299, runs 1440p at 120 fps',
    'a b c',
  ])('passes %p', (text) => {
    expect(moderate(text)).toBeNull();
  });

  it("words REST's refusal as 'Comment blocked' and a JSON reason (§8)", () => {
    const message = blockedMessage(moderate('this is shit') ?? { reason: 'profanity', terms: [] });
    expect(message).toMatch(/^Comment blocked: /);
    expect(JSON.parse(message.slice('Comment blocked: '.length))).toEqual({
      reason: 'profanity',
      terms: ['shit'],
    });
  });

  it("reads a verdict back from a refusal's details, and nothing else", () => {
    expect(verdictOfDetails({ field: 'content', reason: 'profanity', terms: ['shit'] })).toEqual({
      reason: 'profanity',
      terms: ['shit'],
    });
    expect(verdictOfDetails({ field: 'content' })).toBeNull();
    expect(verdictOfDetails({ reason: 'profanity', terms: [1] })).toBeNull();
  });

  it('joins letters spelled out one by one, and only those', () => {
    expect(joinSpacedLetters('f u c k off')).toBe('fuck off');
    expect(joinSpacedLetters('s.h.i.t happens')).toBe('shit happens');
    expect(joinSpacedLetters('I am a fan of AMD')).toBe('I am a fan of AMD');
  });
});

describe('likes', () => {
  it.each([
    [null, true, { next: true, likes: 1, dislikes: 0 }],
    [null, false, { next: false, likes: 0, dislikes: 1 }],
    [true, true, { next: null, likes: -1, dislikes: 0 }],
    [false, false, { next: null, likes: 0, dislikes: -1 }],
    [true, false, { next: false, likes: -1, dislikes: 1 }],
    [false, true, { next: true, likes: 1, dislikes: -1 }],
  ] as const)('from %p, clicking %p gives %p', (previous, choice, expected) => {
    expect(likeTransition(previous, choice)).toEqual(expected);
  });

  it('notifies the author of a new like only, never of their own comment or a dislike', () => {
    expect(likeNotifies(likeTransition(null, true), 'liker', 'author')).toBe(true);
    expect(likeNotifies(likeTransition(false, true), 'liker', 'author')).toBe(true);
    expect(likeNotifies(likeTransition(null, true), 'author', 'author')).toBe(false);
    expect(likeNotifies(likeTransition(null, false), 'liker', 'author')).toBe(false);
    expect(likeNotifies(likeTransition(true, true), 'liker', 'author')).toBe(false);
    expect(likeNotifies(likeTransition(null, true), 'liker', null)).toBe(false);
  });
});

describe('threads', () => {
  it('nests replies to any depth, in the order given, and drops orphans', () => {
    const rows = [
      { id: '1', parentId: null },
      { id: '2', parentId: '1' },
      { id: '3', parentId: null },
      { id: '4', parentId: '2' },
      { id: '5', parentId: '4' },
      { id: '6', parentId: '1' },
      { id: '7', parentId: 'gone' },
    ];
    const thread = buildThread(rows);
    expect(thread.map((c) => c.id)).toEqual(['1', '3']);
    expect(thread[0].replies.map((c) => c.id)).toEqual(['2', '6']);
    expect(thread[0].replies[0].replies[0].replies[0].id).toBe('5');
    expect(thread[1].replies).toEqual([]);
  });
});
