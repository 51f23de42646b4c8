import { GAP, HIGHLIGHT_PADDING, highlightBox, placeCard } from '../placement';
import { progressOf } from '../steps';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const card = { width: 400, height: 240 };

describe('progressOf', () => {
  it("reads 'n of 6' and the percentage done", () => {
    expect(progressOf(0, 6)).toEqual({ label: '1 of 6', percent: 17 });
    expect(progressOf(2, 6)).toEqual({ label: '3 of 6', percent: 50 });
    expect(progressOf(5, 6)).toEqual({ label: '6 of 6', percent: 100 });
    expect(progressOf(9, 6)).toEqual({ label: '6 of 6', percent: 100 });
  });
});

describe('placeCard', () => {
  it('centres the card without a target', () => {
    expect(placeCard(null, card, desktop, 'bottom')).toEqual({ top: 280, left: 440 });
  });

  it('puts it below a target when preferred and there is room, centred on it', () => {
    const target = { top: 100, left: 500, width: 200, height: 40 };
    expect(placeCard(target, card, desktop, 'bottom')).toEqual({ top: 140 + HIGHLIGHT_PADDING + GAP, left: 400 });
  });

  it('goes above when there is no room below, and keeps on screen horizontally', () => {
    const target = { top: 700, left: 1200, width: 60, height: 40 };
    expect(placeCard(target, card, desktop, 'bottom')).toEqual({
      top: 700 - HIGHLIGHT_PADDING - GAP - 240,
      left: 1280 - 400 - GAP,
    });
  });

  it("prefers above for 'top', falls back below, and docks to the bottom when neither fits", () => {
    expect(placeCard({ top: 500, left: 0, width: 100, height: 40 }, card, desktop, 'top').top).toBe(
      500 - HIGHLIGHT_PADDING - GAP - 240,
    );
    expect(placeCard({ top: 80, left: 0, width: 100, height: 40 }, card, desktop, 'top').top).toBe(
      120 + HIGHLIGHT_PADDING + GAP,
    );
    expect(placeCard({ top: 100, left: 0, width: 1000, height: 650 }, card, desktop, 'top').top).toBe(800 - 240 - GAP);
  });

  it('docks to the bottom on a phone, or to the top when the target is low', () => {
    const narrow = { width: 366, height: 260 };
    expect(placeCard({ top: 100, left: 20, width: 100, height: 40 }, narrow, phone, 'bottom')).toEqual({
      top: 844 - 260 - GAP,
      left: GAP,
    });
    expect(placeCard({ top: 600, left: 20, width: 100, height: 40 }, narrow, phone, 'bottom').top).toBe(GAP);
  });
});

describe('highlightBox', () => {
  it('pads the target and clips to the viewport', () => {
    expect(highlightBox({ top: 100, left: 100, width: 50, height: 20 }, desktop)).toEqual({
      top: 94,
      left: 94,
      width: 62,
      height: 32,
    });
    expect(highlightBox({ top: -50, left: 0, width: 1280, height: 2000 }, desktop)).toEqual({
      top: 0,
      left: 0,
      width: 1280,
      height: 800,
    });
  });
});
