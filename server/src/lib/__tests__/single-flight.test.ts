import { SingleFlight } from '../single-flight';

describe('SingleFlight', () => {
  it('shares one in-flight load between concurrent callers of a key', async () => {
    const flight = new SingleFlight<number>();
    let calls = 0;
    let release: (n: number) => void = () => undefined;
    const load = () => {
      calls += 1;
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    };
    const a = flight.run('k', load);
    const b = flight.run('k', load);
    expect(calls).toBe(1);
    release(42);
    await expect(Promise.all([a, b])).resolves.toEqual([42, 42]);
    expect(flight.size).toBe(0);
  });

  it('keeps keys apart and loads again once settled', async () => {
    const flight = new SingleFlight<string>();
    const load = jest.fn(async () => 'x');
    await Promise.all([flight.run('a', load), flight.run('b', load)]);
    await flight.run('a', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('passes a failure to every waiting caller and forgets it', async () => {
    const flight = new SingleFlight<string>();
    const failing = flight.run('k', () => Promise.reject(new Error('down')));
    const joined = flight.run('k', () => Promise.resolve('never'));
    await expect(failing).rejects.toThrow('down');
    await expect(joined).rejects.toThrow('down');
    await expect(flight.run('k', () => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});
