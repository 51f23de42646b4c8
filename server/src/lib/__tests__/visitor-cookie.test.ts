import { cookieValue } from '../visitor-cookie';

describe('cookieValue', () => {
  it('finds a cookie by exact name', () => {
    expect(cookieValue('a=1; rf_vid=abc; b=2', 'rf_vid')).toBe('abc');
    expect(cookieValue('xrf_vid=no; rf_vid=yes', 'rf_vid')).toBe('yes');
    expect(cookieValue('rf_vid="quoted"', 'rf_vid')).toBe('quoted');
    expect(cookieValue('rf_vid=first; rf_vid=second', 'rf_vid')).toBe('first');
  });

  it('answers null for a missing cookie, no header or a broken encoding', () => {
    expect(cookieValue(undefined, 'rf_vid')).toBeNull();
    expect(cookieValue('', 'rf_vid')).toBeNull();
    expect(cookieValue('other=1; junk', 'rf_vid')).toBeNull();
    expect(cookieValue('rf_vid=%E0%A4%A', 'rf_vid')).toBeNull();
  });
});
