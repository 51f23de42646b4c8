import { EventEmitter } from 'node:events';
import { createLogger } from '../logger';
import { installProcessGuards } from '../process-guards';

function setUp() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
  const target = new EventEmitter();
  const exits: number[] = [];
  installProcessGuards(target, logger, (code) => exits.push(code));
  return { lines, target, exits };
}

describe('installProcessGuards', () => {
  it('logs an unhandled rejection at error with its stack, and keeps the process', () => {
    const { lines, target, exits } = setUp();
    target.emit('unhandledRejection', new Error('lost background work'), Promise.resolve());
    expect(exits).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, err: { message: 'lost background work' } });
    expect(String((lines[0].err as { stack: string }).stack)).toContain('process-guards.test');
  });

  it('logs an uncaught exception at fatal and exits with 1', () => {
    const { lines, target, exits } = setUp();
    target.emit('uncaughtException', new TypeError('broken state'));
    expect(exits).toEqual([1]);
    expect(lines[0]).toMatchObject({ level: 60, err: { message: 'broken state', type: 'TypeError' } });
  });
});
