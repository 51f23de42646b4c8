import { gql } from '@apollo/client';
import { answerViolations } from '../mocks/schema-check';

const ME = gql`
  query Me {
    me {
      id
      username
      role
      preferences {
        theme
      }
    }
  }
`;

const user = { id: 'u1', username: 'ana', role: 'user', preferences: { theme: 'dark' } };

describe('answerViolations: mocked answers against the served schema', () => {
  it('passes an answer the server could give, and a guest (null)', () => {
    expect(answerViolations(ME, {}, { data: { me: user } })).toEqual([]);
    expect(answerViolations(ME, {}, { data: { me: null } })).toEqual([]);
  });

  it('refuses a value outside an enum, a missing non-null field and a wrong scalar', () => {
    expect(answerViolations(ME, {}, { data: { me: { ...user, role: 'superuser' } } })).toEqual([
      expect.stringContaining('Enum "Role" cannot represent value: "superuser"'),
    ]);
    expect(answerViolations(ME, {}, { data: { me: { ...user, username: undefined } } })).toEqual([
      expect.stringContaining('Cannot return null for non-nullable field User.username'),
    ]);
    expect(answerViolations(ME, {}, { data: { me: { ...user, preferences: [{ theme: 'dark' }] } } })).toHaveLength(1);
  });

  it('refuses an error code the server never emits, or none', () => {
    expect(
      answerViolations(ME, {}, { data: null, errors: [{ message: 'x', extensions: { code: 'NOT_FOUND' } }] }),
    ).toEqual([]);
    expect(
      answerViolations(ME, {}, { data: null, errors: [{ message: 'x', extensions: { code: 'COMMENT_BLOCKED' } }] }),
    ).toEqual(['error code "COMMENT_BLOCKED" is not one the server emits']);
    expect(answerViolations(ME, {}, { errors: [{ message: 'x' }] })).toEqual([
      'error code undefined is not one the server emits',
    ]);
  });
});
