import { guessCategory } from '../category';
import { POPULAR_COMPONENTS } from '../constants';

describe('guessCategory (docs/requirements.md §9)', () => {
  it.each([
    ['AMD Ryzen 7 7800X3D', 'CPU'],
    ['Intel Core i5-13600K', 'CPU'],
    ['ASUS Dual GeForce RTX 4070 Super', 'GPU'],
    ['Sapphire Pulse Radeon RX 7800 XT', 'GPU'],
    ['G.Skill Trident Z5 32GB DDR5-6000', 'RAM'],
    ['Crucial 16GB memory kit', 'RAM'],
    ['Crucial MX500 1TB SSD', 'Storage'],
    ['WD Black SN850X 2TB NVMe', 'Storage'],
    ['ASRock B650 Steel Legend', 'Motherboard'],
    ['Gigabyte X670E Aorus Master', 'Motherboard'],
    ['ASUS Prime motherboard', 'Motherboard'],
    ['EVGA 750 PSU', 'PSU'],
    ['Seasonic Focus power supply', 'PSU'],
    ['Noctua NH-D15', 'Other'],
    ['', 'Other'],
  ])('%s is %s', (name, category) => {
    expect(guessCategory(name)).toBe(category);
  });

  it('is case-insensitive and follows the SPEC order (CPU before GPU)', () => {
    expect(guessCategory('ryzen with radeon graphics')).toBe('CPU');
    expect(guessCategory('RADEON RX 6600')).toBe('GPU');
  });

  it('matches the words anywhere in the name, as the SPEC says', () => {
    expect(guessCategory('MSI B650M Pro WiFi')).toBe('Motherboard');
    expect(guessCategory('Kingston FURY DDR4-3200')).toBe('RAM');
  });

  it('falls back to Other for a name with none of the words', () => {
    expect(guessCategory('Corsair CV750 80+ Bronze')).toBe('Other');
  });

  it('guesses every popular component as the SPEC lists it', () => {
    for (const { name, category } of POPULAR_COMPONENTS) expect(guessCategory(name)).toBe(category);
  });
});
