import express from 'express';
import request from 'supertest';
import { AppError, badInput } from '../../lib/errors';
import { createLogger } from '../../lib/logger';
import { httpLogger } from '../../lib/request-log';
import { captureLogs } from '../../test/server';
import { apiErrorHandler } from '../errors';

/** A REST app whose one route fails with `failure`, logging into `logs`. */
function failingApp(failure: unknown) {
  const logs = captureLogs();
  const app = express();
  app.use(httpLogger(createLogger('info', logs.stream)));
  app.get('/fail', () => {
    throw failure;
  });
  app.use(apiErrorHandler);
  return { http: request(app), logs };
}

describe('the REST error handler', () => {
  it('answers a lost database connection 503 with Retry-After, logged once at error', async () => {
    const lost = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const { http, logs } = failingApp(lost);
    const res = await http.get('/fail');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({
      code: 'UPSTREAM_UNAVAILABLE',
      message: 'The database is unavailable for a moment. Please try again shortly.',
    });
    expect(logs.lines()).toHaveLength(1);
    expect(logs.lines()[0]).toMatchObject({ level: 50, code: 'UPSTREAM_UNAVAILABLE', err: { message: lost.message } });
  });

  it('answers an unexpected error 500 with a generic message; its one log line has the stack and request id', async () => {
    const { http, logs } = failingApp(new Error('boom'));
    const res = await http.get('/fail').set('X-Request-Id', 'req-1');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong. Please try again.' });
    const lines = logs.lines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, req: { id: 'req-1' }, err: { message: 'boom' } });
    expect((lines[0].err as { stack: string }).stack).toContain('Error: boom');
  });

  it('answers our codes with their status, logged once at warn without a stack', async () => {
    const { http, logs } = failingApp(new AppError('NOT_FOUND', 'No such build'));
    const res = await http.get('/fail');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'No such build' });
    expect(logs.lines()).toHaveLength(1);
    expect(logs.lines()[0]).toMatchObject({ level: 40, code: 'NOT_FOUND' });
    expect(logs.lines()[0].err).toBeUndefined();
  });

  it('answers a domain error with the REST shape only: its details stay off the body', async () => {
    const { http } = failingApp(badInput('Budget must be between $500 and $5,000.', { field: 'budget' }));
    const res = await http.get('/fail');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'BAD_USER_INPUT', message: 'Budget must be between $500 and $5,000.' });
  });

  it('answers RATE_LIMITED 429 with its retryAfter as the Retry-After header', async () => {
    const { http } = failingApp(new AppError('RATE_LIMITED', 'Too many attempts.', { retryAfter: 900 }));
    const res = await http.get('/fail');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('900');
    expect(res.body).toEqual({ code: 'RATE_LIMITED', message: 'Too many attempts.' });
  });
});
