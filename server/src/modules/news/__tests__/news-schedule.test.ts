import { createLogger } from '../../../lib/logger';
import { scheduleNewsPolls, type NewsPoller } from '../ingest/news-poller';

describe('scheduleNewsPolls', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const fakePoller = () => {
    const poll = jest.fn().mockResolvedValue({ ran: true, feeds: [], inserted: [] });
    return { poller: { poll } as unknown as NewsPoller, poll };
  };

  it('polls 30 s after start, then every interval, until stopped', () => {
    const { poller, poll } = fakePoller();
    const stop = scheduleNewsPolls(poller, 5, createLogger('silent'));
    jest.advanceTimersByTime(29_999);
    expect(poll).toHaveBeenCalledTimes(0);
    jest.advanceTimersByTime(1);
    expect(poll).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5 * 60_000 - 30_000);
    expect(poll).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(5 * 60_000);
    expect(poll).toHaveBeenCalledTimes(3);
    stop();
    jest.advanceTimersByTime(60 * 60_000);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('does nothing when the interval is 0', () => {
    const { poller, poll } = fakePoller();
    scheduleNewsPolls(poller, 0, createLogger('silent'));
    jest.advanceTimersByTime(24 * 60 * 60_000);
    expect(poll).not.toHaveBeenCalled();
  });
});
