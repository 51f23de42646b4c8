import { rendered, written, type AddressWrites } from '../address-writes';

const start: AddressWrites = { base: '', pending: [] };

describe('the addresses the component database has written', () => {
  it('builds on the newest write while an older write renders late', () => {
    // The slider commits max=300; before that renders, the search commits on top of it.
    let writes = written(start, 'max=300');
    writes = written(writes, 'max=300&q=rtx');
    // The slider's address renders only now (typing held its transition back).
    writes = rendered(writes, 'max=300');
    expect(writes).toEqual({ base: 'max=300&q=rtx', pending: ['max=300&q=rtx'] });
    writes = rendered(writes, 'max=300&q=rtx');
    expect(writes).toEqual({ base: 'max=300&q=rtx', pending: [] });
  });

  it('is settled when only the newest of several writes renders', () => {
    const writes = rendered(written(written(start, 'a=1'), 'a=1&b=2'), 'a=1&b=2');
    expect(writes).toEqual({ base: 'a=1&b=2', pending: [] });
  });

  it('takes an address it never wrote (back, forward, a link) as the base and forgets its writes', () => {
    const writes = rendered(written(start, 'max=300'), 'type=GPU');
    expect(writes).toEqual({ base: 'type=GPU', pending: [] });
  });

  it('keeps the newest write as the base when an address written twice renders once', () => {
    let writes = written(written(written(start, 'a=1'), 'b=2'), 'a=1');
    writes = rendered(writes, 'a=1');
    expect(writes.base).toBe('a=1');
    writes = rendered(writes, 'b=2');
    expect(writes.base).toBe('a=1');
    expect(rendered(writes, 'a=1')).toEqual({ base: 'a=1', pending: [] });
  });
});
