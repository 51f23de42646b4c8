import { GraphQLError } from 'graphql';
import { isConnectionLoss } from '../db-errors';

/** What pg's DatabaseError looks like: a message and a SQLSTATE code. */
const pgError = (code: string, message = 'terminating connection due to administrator command') =>
  Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('isConnectionLoss', () => {
  it.each(['57P01', '57P02', '57P03', '08000', '08003', '08006'])('recognises SQLSTATE %s', (code) => {
    expect(isConnectionLoss(pgError(code))).toBe(true);
  });

  it.each(['ECONNRESET', 'ECONNREFUSED'])('recognises the socket error %s', (code) => {
    expect(isConnectionLoss(Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code }))).toBe(true);
  });

  it('recognises the driver’s messages without a code', () => {
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLoss(new Error('Connection terminated due to connection timeout'))).toBe(true);
  });

  it('recognises a statement on a query runner TypeORM released when its connection failed', () => {
    // What TypeORM throws: TypeORMErrors named after their class.
    class TypeORMError extends Error {
      override get name(): string {
        return this.constructor.name;
      }
    }
    class QueryRunnerAlreadyReleasedError extends TypeORMError {}
    class QueryRunnerProviderAlreadyReleasedError extends TypeORMError {}
    const released = new QueryRunnerAlreadyReleasedError('Query runner already released. Cannot run queries anymore.');
    expect(isConnectionLoss(released)).toBe(true);
    expect(isConnectionLoss(new GraphQLError('x', { originalError: released }))).toBe(true);
    expect(isConnectionLoss(new QueryRunnerProviderAlreadyReleasedError('Database connection ... released'))).toBe(
      true,
    );
    expect(isConnectionLoss(new TypeORMError('Entity metadata for User#x was not found'))).toBe(false);
  });

  it('looks inside TypeORM’s and GraphQL’s wrappers', () => {
    const typeorm = Object.assign(new Error('query failed'), { driverError: pgError('57P01') });
    expect(isConnectionLoss(typeorm)).toBe(true);
    expect(isConnectionLoss(new GraphQLError('x', { originalError: typeorm }))).toBe(true);
    expect(isConnectionLoss(new Error('outer', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isConnectionLoss(pgError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isConnectionLoss(new Error('boom'))).toBe(false);
    expect(isConnectionLoss('Connection terminated')).toBe(false);
    expect(isConnectionLoss(null)).toBe(false);
  });
});
