import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  MIN_TEXT_CONTRAST,
  mainColourContrast,
  mainColourContrastMessage,
  mainColourRefusal,
} from './contrast.js';

describe('WCAG 2 contrast', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
  ])('%s on %s is %d:1', (first, second, ratio) => {
    expect(contrastRatio(first, second)).toBeCloseTo(ratio, 2);
    expect(contrastRatio(second, first)).toBeCloseTo(ratio, 2);
  });
});

describe('spec 9 "Palette" with WCAG AA: a brand main colour and the text drawn on it', () => {
  it.each([
    // colour, text drawn on it (brightness threshold 200), refused
    ['#7b2cbf', 'white', false],
    ['#0b7285', 'white', false],
    ['#112233', 'white', false],
    ['#767676', 'white', false],
    ['#777777', 'white', true],
    ['#1c7ed6', 'white', true],
    ['#ff8800', 'white', true],
    ['#40c057', 'white', true],
    ['#ffd43b', 'black', false],
    ['#ffffff', 'black', false],
    ['#ccc', 'black', false],
    ['#c8c8c8', 'white', true],
  ])('%s (%s text): refused %s', (colour, _text, isRefused) => {
    expect(mainColourRefusal(colour) !== undefined).toBe(isRefused);
    expect(mainColourContrast(colour) >= MIN_TEXT_CONTRAST).toBe(!isRefused);
  });

  it('names the ratio, rounded down so a refused colour never shows 4.5:1', () => {
    expect(mainColourRefusal('#1c7ed6')).toBe(
      'Text on this colour would be hard to read (contrast 4.1:1, at least 4.5:1 is needed in both themes): choose a ' +
        'darker or a lighter colour.',
    );
    expect(mainColourContrastMessage(4.49)).toContain('contrast 4.4:1');
  });

  it('leaves what is not a colour to the format check', () => {
    expect(mainColourRefusal('purple')).toBeUndefined();
  });
});
