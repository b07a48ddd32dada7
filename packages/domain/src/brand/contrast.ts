import { parseHexColour, textColourFor } from './palette.js';

/** WCAG 2 AA: normal-size text needs a contrast ratio of at least 4.5:1 with what is behind it. */
export const MIN_TEXT_CONTRAST = 4.5;

function requireRgb(colour: string): readonly [number, number, number] {
  const rgb = parseHexColour(colour);
  if (rgb === undefined) throw new RangeError(`Not a hex colour: ${colour}`);
  return rgb;
}

/** WCAG 2 relative luminance of a hex colour (0 black to 1 white). */
export function relativeLuminance(colour: string): number {
  const [red, green, blue] = requireRgb(colour).map((value) => {
    const channel = value / 255;
    return channel <= 0.039_28 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG 2 contrast ratio of two hex colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * spec 9 "Palette" with WCAG AA: the contrast of a brand's main colour with the text drawn on it (black or white by
 * the brightness threshold of 200). The main colour is the primary colour of the dark and the light theme alike, so
 * this one ratio holds for both.
 */
export function mainColourContrast(mainColour: string): number {
  return contrastRatio(mainColour, textColourFor(mainColour));
}

/** The refusal of a main colour whose text would be hard to read (below 4.5:1), with its ratio rounded down. */
export function mainColourContrastMessage(ratio: number): string {
  const shown = Math.floor(ratio * 10) / 10;
  return (
    `Text on this colour would be hard to read (contrast ${shown.toFixed(1)}:1, at least ${MIN_TEXT_CONTRAST}:1 is ` +
    'needed in both themes): choose a darker or a lighter colour.'
  );
}

/** spec 9 "Palette" with WCAG AA: why a main colour is refused, undefined when text on it is readable (or not a colour). */
export function mainColourRefusal(mainColour: string): string | undefined {
  if (parseHexColour(mainColour) === undefined) return undefined;
  const ratio = mainColourContrast(mainColour);
  return ratio >= MIN_TEXT_CONTRAST ? undefined : mainColourContrastMessage(ratio);
}
