import { parseStoredTime, themeAtSignIn } from '../ui';

describe('the theme at sign-in', () => {
  it('gives a new account (its theme never chosen) the theme the visitor picked on this device', () => {
    expect(
      themeAtSignIn({ deviceTheme: 'light', deviceChangedAt: 1000, accountTheme: 'dark', accountChangedAt: null }),
    ).toEqual({ theme: 'light', save: true });
  });

  it("keeps the device's pick made after the account's theme was saved, and saves it to the account", () => {
    expect(
      themeAtSignIn({ deviceTheme: 'light', deviceChangedAt: 2000, accountTheme: 'dark', accountChangedAt: 1000 }),
    ).toEqual({ theme: 'light', save: true });
  });

  it("lets the account's saved theme win when the device's pick is older, or there is none", () => {
    expect(
      themeAtSignIn({ deviceTheme: 'light', deviceChangedAt: 1000, accountTheme: 'dark', accountChangedAt: 2000 }),
    ).toEqual({ theme: 'dark', save: false });
    expect(
      themeAtSignIn({ deviceTheme: 'light', deviceChangedAt: null, accountTheme: 'dark', accountChangedAt: 2000 }),
    ).toEqual({ theme: 'dark', save: false });
    // Never picked on either side: the account's (default) theme.
    expect(
      themeAtSignIn({ deviceTheme: 'light', deviceChangedAt: null, accountTheme: 'dark', accountChangedAt: null }),
    ).toEqual({ theme: 'dark', save: false });
    // Picked at the very same moment: the account's saved theme.
    expect(
      themeAtSignIn({ deviceTheme: 'light', deviceChangedAt: 2000, accountTheme: 'dark', accountChangedAt: 2000 }),
    ).toEqual({ theme: 'dark', save: false });
  });

  it('saves nothing when both sides already agree', () => {
    expect(
      themeAtSignIn({ deviceTheme: 'light', deviceChangedAt: 3000, accountTheme: 'light', accountChangedAt: 1000 }),
    ).toEqual({ theme: 'light', save: false });
  });

  it('reads a stored time, and nothing else', () => {
    expect(parseStoredTime('1764600000000')).toBe(1764600000000);
    for (const bad of [null, undefined, '', 'soon', '-5', '1.5', '1e12', 12, '9999999999999999'])
      expect(parseStoredTime(bad)).toBeNull();
  });
});
