import {
  brandFromName,
  canonicalBoardFormFactor,
  canonicalBrand,
  canonicalCaseFormFactor,
  canonicalDriveFormFactor,
  canonicalEfficiency,
  canonicalMemoryType,
  canonicalModular,
  canonicalPsuFormFactor,
  canonicalSocket,
  cleanName,
  colourLabel,
  colourSet,
  pcieGeneration,
  unsupportedSocketReason,
} from '../canonical';

describe('canonical vocabularies', () => {
  it('writes sockets without spaces and names the ones no desktop board has', () => {
    expect(canonicalSocket('LGA 1700')).toBe('LGA1700');
    expect(canonicalSocket('LGA 2011-3')).toBe('LGA2011-3');
    expect(canonicalSocket('AM5')).toBe('AM5');
    expect(unsupportedSocketReason('2 x LGA 2011')).toBe('dual-socket server board');
    expect(unsupportedSocketReason('Integrated Atom D525')).toBe('CPU soldered to the board');
    expect(unsupportedSocketReason('LGA 2011-3 Narrow')).toBe('narrow-ILM server socket');
    expect(unsupportedSocketReason('LGA 1851')).toBeNull();
  });

  it('maps board, case and PSU form factors, and nothing outside the vocabularies', () => {
    expect(canonicalBoardFormFactor('Micro ATX')).toBe('Micro-ATX');
    expect(canonicalBoardFormFactor('mATX')).toBe('Micro-ATX');
    expect(canonicalBoardFormFactor('EATX')).toBe('E-ATX');
    expect(canonicalBoardFormFactor('E-ATX')).toBe('E-ATX');
    expect(canonicalBoardFormFactor('Mini ITX')).toBe('Mini-ITX');
    expect(canonicalBoardFormFactor('Thin Mini-ITX')).toBe('Mini-ITX');
    expect(canonicalBoardFormFactor('XL ATX')).toBeNull();
    expect(canonicalBoardFormFactor('SSI EEB')).toBeNull();

    expect(canonicalCaseFormFactor('ATX Mid Tower')).toBe('ATX Mid Tower');
    expect(canonicalCaseFormFactor('EATX Full Tower')).toBe('Full Tower');
    expect(canonicalCaseFormFactor('Micro ATX Mini Tower')).toBe('Micro-ATX Tower');
    expect(canonicalCaseFormFactor('MicroATX Mid Tower')).toBe('Micro-ATX Tower');
    expect(canonicalCaseFormFactor('Mini ITX Tower')).toBe('Mini-ITX Tower');
    expect(canonicalCaseFormFactor('HTPC')).toBe('Small Form Factor');
    expect(canonicalCaseFormFactor('ATX Test Bench')).toBeNull();

    expect(canonicalPsuFormFactor('SFX-L')).toBe('SFX-L');
    expect(canonicalPsuFormFactor('ATX/EPS')).toBe('ATX');
    expect(canonicalPsuFormFactor('TFX')).toBeNull();
  });

  it('maps efficiency ratings and modularity from both sources', () => {
    expect(canonicalEfficiency('80+ Gold')).toBe('80+ Gold');
    expect(canonicalEfficiency('gold')).toBe('80+ Gold');
    expect(canonicalEfficiency('80+ Standard')).toBe('80+');
    expect(canonicalEfficiency('80+ White')).toBe('80+');
    expect(canonicalEfficiency('plus')).toBe('80+');
    expect(canonicalEfficiency('Cybenetics Diamond')).toBeNull();
    expect(canonicalModular('Semi-Modular')).toBe('Semi');
    expect(canonicalModular('Non-Modular')).toBe('Non');
    expect(canonicalModular('Full / Side')).toBe('Full');
    expect(canonicalModular(false)).toBe('Non');
  });

  it('keeps DDR4 and DDR5 only, and the three drive form factors', () => {
    expect(canonicalMemoryType('ddr5')).toBe('DDR5');
    expect(canonicalMemoryType('DDR3')).toBeNull();
    expect(canonicalDriveFormFactor('M.2-2280')).toBe('M.2 2280');
    expect(canonicalDriveFormFactor(2.5)).toBe('2.5"');
    expect(canonicalDriveFormFactor('3.5"')).toBe('3.5"');
    expect(canonicalDriveFormFactor('M.2-2242')).toBeNull();
    expect(canonicalDriveFormFactor('mSATA')).toBeNull();
    expect(pcieGeneration('M.2 PCIe 4.0 x4')).toBe(4);
    expect(pcieGeneration('PCIe Gen5 NVMe')).toBe(5);
    expect(pcieGeneration('SATA 6.0 Gb/s')).toBeNull();
  });

  it('spells each brand one way and finds the brand a name starts with', () => {
    expect(canonicalBrand('Asus')).toBe('ASUS');
    expect(canonicalBrand('G.SKILL')).toBe('G.Skill');
    expect(canonicalBrand('WD_BLACK')).toBe('Western Digital');
    expect(canonicalBrand('Sapphire Technology')).toBe('Sapphire');
    expect(canonicalBrand('Noctua')).toBe('Noctua');
    expect(canonicalBrand('  ')).toBeNull();
    expect(brandFromName('Western Digital WD_Black SN850X')).toBe('Western Digital');
    expect(brandFromName('be quiet! Pure Power 12 M')).toBe('be quiet!');
    expect(brandFromName('Team T-Force Delta RGB 32 GB')).toBe('TeamGroup');
    expect(brandFromName('Sparkle Titan OC')).toBe('Sparkle');
  });

  it('cleans names and reads colours the way both sources write them', () => {
    expect(cleanName('GeForce RTX\u2122  4070 VENTUS ')).toBe('GeForce RTX 4070 VENTUS');
    expect([...colourSet('Black / Silver')].sort()).toEqual(['black', 'gray']);
    expect([...colourSet(['BLACK', 'GREY'])].sort()).toEqual(['black', 'gray']);
    expect(colourLabel(['BLACK', 'SILVER'])).toBe('Black / Silver');
    expect(colourLabel([])).toBeNull();
  });
});
