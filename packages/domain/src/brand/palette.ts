/** spec 9 "Palette": the lightening and darkening steps, 5 to 90 percent. */
export const PALETTE_STEPS = [5, 10, 20, 30, 40, 50, 60, 70, 80, 90] as const;

/** spec 9 "Palette": a text colour is dark above this brightness (0-255 scale). */
export const TEXT_BRIGHTNESS_THRESHOLD = 200;

/** spec 9 "Palette": the text colours. */
export const TEXT_COLOURS = { dark: '#000000', light: '#ffffff' } as const;

/** spec 9: the default number of colours extracted from an image palette. */
export const IMAGE_PALETTE_DEFAULT_LIMIT = 12;

/** spec 9 "Palette": a step of the palette. */
export type PaletteStep = (typeof PALETTE_STEPS)[number];

/** spec 9 "Palette": the shades derived from a main colour. */
export interface Palette {
  main: string;
  lighter: Record<PaletteStep, string>;
  darker: Record<PaletteStep, string>;
  text: string;
}

type Rgb = readonly [number, number, number];

/** spec 9 "Palette": parses #rgb or #rrggbb (the # optional) into red, green, blue, else undefined. */
export function parseHexColour(value: string): Rgb | undefined {
  const hex = value.trim().replace(/^#/, '');
  if (!/^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex)) return undefined;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((offset) => Number.parseInt(full.slice(offset, offset + 2), 16)) as unknown as Rgb;
}

/** spec 9 "Palette": formats red, green, blue as #rrggbb. */
export function toHexColour(rgb: Rgb): string {
  const channel = (value: number) =>
    Math.round(Math.min(Math.max(value, 0), 255))
      .toString(16)
      .padStart(2, '0');
  return `#${rgb.map(channel).join('')}`;
}

function requireColour(value: string): Rgb {
  const rgb = parseHexColour(value);
  if (rgb === undefined) throw new RangeError(`Not a hex colour: ${value}`);
  return rgb;
}

/** spec 9 "Palette": mixes a colour toward white by a percentage. */
export function lighten(colour: string, percent: number): string {
  const rgb = requireColour(colour);
  return toHexColour(rgb.map((value) => value + ((255 - value) * percent) / 100) as unknown as Rgb);
}

/** spec 9 "Palette": mixes a colour toward black by a percentage. */
export function darken(colour: string, percent: number): string {
  const rgb = requireColour(colour);
  return toHexColour(rgb.map((value) => value * (1 - percent / 100)) as unknown as Rgb);
}

/** spec 9 "Palette": perceived brightness (0-255), (299 R + 587 G + 114 B) / 1000. */
export function brightness(colour: string): number {
  const [red, green, blue] = requireColour(colour);
  return (red * 299 + green * 587 + blue * 114) / 1000;
}

/** spec 9 "Palette": dark text on a colour brighter than 200, light text otherwise. */
export function textColourFor(colour: string): string {
  return brightness(colour) > TEXT_BRIGHTNESS_THRESHOLD ? TEXT_COLOURS.dark : TEXT_COLOURS.light;
}

/** spec 9 "Palette": shades from lightening and darkening the main colour by 5 to 90 percent, and its text colour. */
export function derivePalette(mainColour: string): Palette {
  const main = toHexColour(requireColour(mainColour));
  const shades = (shade: (colour: string, percent: number) => string) =>
    Object.fromEntries(PALETTE_STEPS.map((step) => [step, shade(main, step)])) as Record<PaletteStep, string>;
  return { main, lighter: shades(lighten), darker: shades(darken), text: textColourFor(main) };
}
