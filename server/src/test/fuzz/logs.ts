// The server's log during a fuzz run: lines are counted by level and only the error and fatal ones
// are kept (a long run writes a warn line for every refusal). An error line is a crash of the
// request even when it was answered.
import type { CapturedLogs } from '../server';

/** pino's level numbers: 50 is error, 60 fatal. */
const ERROR_LEVEL = 50;

export class LogWatch implements Pick<CapturedLogs, 'stream'> {
  readonly errorLines: Record<string, unknown>[] = [];
  readonly byLevel = new Map<number, number>();
  readonly stream = { write: (line: string) => this.take(line) };

  private take(line: string): void {
    const parsed = JSON.parse(line) as Record<string, unknown>;
    const level = typeof parsed.level === 'number' ? parsed.level : 0;
    this.byLevel.set(level, (this.byLevel.get(level) ?? 0) + 1);
    if (level >= ERROR_LEVEL) this.errorLines.push(parsed);
  }

  /** The error lines of one request, found by its X-Request-Id. */
  errorsOf(requestId: string): Record<string, unknown>[] {
    return this.errorLines.filter((line) => {
      const req = line.req as { id?: unknown } | undefined;
      return req?.id === requestId || line.reqId === requestId;
    });
  }
}

/** An error line, short: its message, the request and the error's message and first stack frames. */
export function describeLogLine(line: Record<string, unknown>): string {
  const req = line.req as { method?: string; url?: string } | undefined;
  const err = line.err as { message?: string; stack?: string } | undefined;
  const stack = err?.stack?.split('\n').slice(0, 6).join('\n    ');
  return `${String(line.msg)} ${req ? `${req.method} ${req.url?.slice(0, 200)}` : ''}\n    ${stack ?? err?.message ?? ''}`;
}
