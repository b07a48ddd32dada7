import { contrastRatio, darken, MIN_TEXT_CONTRAST, parseHexColour, toHexColour } from '@portal/domain';

function requireRgb(colour: string): readonly [number, number, number] {
  const rgb = parseHexColour(colour);
  if (rgb === undefined) throw new RangeError(`Not a hex colour: ${colour}`);
  return rgb;
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
