import { darken, parseHexColour, toHexColour } from '@portal/domain';

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

/** `colour` at `opacity` over `background`, as the eye sees it (a light variant's tint is one). */
export function over(colour: string, opacity: number, background: string): string {
  const front = requireRgb(colour);
  const back = requireRgb(background);
  return toHexColour(front.map((value, index) => value * opacity + (back[index] ?? 0) * (1 - opacity)) as never);
}

/** The darkest background a light variant sits on in the light theme: a striped or hovered row (gray 2). */
const LIGHT_SURFACE = '#e9ecef';

/**
 * The colour darkened in small steps until text of it is readable (4.5:1) on its own light tint (12%, the hover
 * strength) over the darkest light surface: how Mantine's light variants (alerts, badges, light buttons) show it in
 * the light theme, on cards and table rows too; on white it then reads better still.
 */
export function readableOnLightSurfaces(colour: string): string {
  let candidate = toHexColour(requireRgb(colour));
  const readable = (shade: string) => contrastRatio(shade, over(shade, 0.12, LIGHT_SURFACE)) >= MIN_TEXT_CONTRAST;
  for (let percent = 2; !readable(candidate) && percent <= 100; percent += 2) candidate = darken(colour, percent);
  return candidate;
}
