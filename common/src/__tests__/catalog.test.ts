import {
  specLabel,
  betterNumber,
  betterOf,
  compareSpecs,
  formatScore,
  formatSpec,
  isPartType,
  parsePartType,
  partSlug,
  powerEfficiency,
  valueScore,
} from '..';

describe('value score (docs/requirements.md §9)', () => {
  it('is rating times 20, divided by price, times 1000, to one decimal', () => {
    expect(valueScore(4.5, 300)).toBe(300);
    expect(valueScore(4.7, 199.99)).toBe(470);
    expect(valueScore(4.3, 1599.99)).toBe(53.8);
  });
  it('is N/A without a rating or a positive price', () => {
    expect(valueScore(null, 100)).toBeNull();
    expect(valueScore(4, null)).toBeNull();
    expect(valueScore(4, 0)).toBeNull();
    expect(formatScore(null)).toBe('N/A');
    expect(formatScore(300)).toBe('300.0');
  });
});

describe('power efficiency (docs/requirements.md §9)', () => {
  it('is GPU base clock over price times 100', () => {
    expect(powerEfficiency('GPU', { baseClock: 1830 }, 299.99)).toBe(610);
  });
  it('is CPU cores over price times 100', () => {
    expect(powerEfficiency('CPU', { cores: 6 }, 199.99)).toBe(3);
    expect(powerEfficiency('CPU', { cores: 16 }, 549)).toBe(2.9);
  });
  it('is N/A for other types, missing values or no price', () => {
    expect(powerEfficiency('RAM', { cores: 6 }, 100)).toBeNull();
    expect(powerEfficiency('CPU', {}, 100)).toBeNull();
    expect(powerEfficiency('GPU', { baseClock: 1830 }, null)).toBeNull();
  });
});

describe('slugs and money', () => {
  it('makes stable ASCII slugs', () => {
    expect(partSlug('PSU', 'Corsair CV650 80+ Bronze')).toBe('psu-corsair-cv650-80-plus-bronze');
    expect(partSlug('Cooler', 'be quiet! Pure Rock 2')).toBe('cooler-be-quiet-pure-rock-2');
    expect(partSlug('GPU', 'Señor  RTX')).toBe('gpu-senor-rtx');
  });
  it('reads a part type in any case', () => {
    expect(parsePartType('gpu')).toBe('GPU');
    expect(parsePartType(' Storage ')).toBe('Storage');
    expect(parsePartType('psu')).toBe('PSU');
    for (const value of ['Monitor', '', 'GPUs', 7, null, undefined, ['CPU']]) expect(parsePartType(value)).toBeNull();
  });
  it('knows the part types', () => {
    expect(isPartType('GPU')).toBe(true);
    expect(isPartType('gpu')).toBe(false);
  });
});

describe('spec comparison', () => {
  it('prefers higher or lower values by spec', () => {
    expect(betterOf('cores', 8, 6)).toBe('a');
    expect(betterOf('tdp', 65, 105)).toBe('a');
    expect(betterOf('casLatency', 36, 30)).toBe('b');
    expect(betterOf('efficiency', '80+ Bronze', '80+ Gold')).toBe('b');
    expect(betterOf('socket', 'AM5', 'AM4')).toBeNull();
    expect(betterOf('cores', 8, 8)).toBeNull();
    expect(betterOf('cores', 8, undefined)).toBeNull();
  });
  it('lists shared specs first and formats units by type', () => {
    const rows = compareSpecs('CPU', { cores: 6, baseClock: 3.8, l3Cache: 32 }, 'CPU', { baseClock: 3.5, cores: 8 });
    expect(rows.map((r) => r.key)).toEqual(['cores', 'baseClock', 'l3Cache']);
    expect(rows[0]).toEqual({ key: 'cores', label: 'Cores', a: '6', b: '8', better: 'b' });
    expect(rows[1]).toMatchObject({ a: '3.8 GHz', b: '3.5 GHz', better: 'a' });
    expect(rows[2]).toMatchObject({ a: '32 MB', b: null, better: null });
  });
  it('does not rank parts of different types', () => {
    const rows = compareSpecs('CPU', { baseClock: 3.8 }, 'GPU', { baseClock: 1830 });
    expect(rows[0]).toMatchObject({ a: '3.8 GHz', b: '1830 MHz', better: null });
  });
  it('formats values for people', () => {
    expect(formatSpec('capacity', 'Storage', 2000)).toBe('2 TB');
    expect(formatSpec('capacity', 'Storage', 500)).toBe('500 GB');
    expect(formatSpec('wifi', 'Motherboard', true)).toBe('Yes');
    expect(formatSpec('pcieGen', 'GPU', 4)).toBe('PCIe 4.0');
    expect(formatSpec('pcieLanes', 'GPU', 8)).toBe('x8');
    expect(formatSpec('gpuSlotGen', 'Motherboard', 3)).toBe('PCIe 3.0');
    expect(formatSpec('recommendedPsuSource', 'GPU', 'chipset')).toBe("Chipset maker's figure (reference design)");
    expect(specLabel('recommendedPsuSource')).toBe('Power supply figure');
    expect(formatSpec('radiatorSize', 'Cooler', 0)).toBe('None');
    expect(formatSpec('radiatorSize', 'Cooler', 360)).toBe('360 mm');
    expect(formatSpec('sockets', 'Cooler', ['AM5', 'LGA1700'])).toBe('AM5, LGA1700');
  });
  it('compares scores', () => {
    expect(betterNumber(300, 200, 'higher')).toBe('a');
    expect(betterNumber(300, 200, 'lower')).toBe('b');
    expect(betterNumber(null, 200, 'higher')).toBeNull();
  });
});
