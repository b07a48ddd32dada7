import {
  createTheme,
  localStorageColorSchemeManager,
  type MantineColorScheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
  mergeThemeOverrides,
} from '@mantine/core';
import { derivePalette, parseHexColour } from '@portal/domain';

/** spec 2: the theme choice is kept in local storage under this key. */
export const THEME_STORAGE_KEY = 'portal-theme';

/** spec 2: dark, light, or the system's choice (Mantine calls it `auto`). */
export const themeChoices: readonly { label: string; value: MantineColorScheme }[] = [
  { label: 'Light', value: 'light' },
  { label: 'Dark', value: 'dark' },
  { label: 'System', value: 'auto' },
];

export const DEFAULT_COLOR_SCHEME: MantineColorScheme = 'auto';

export const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

/** The system font stack only: the content-security policy allows no external fonts. */
const systemFonts =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/** The name of the reseller's colour in the theme. */
export const BRAND_COLOR_NAME = 'brand';

/**
 * spec 2 and 9 "Palette": Mantine's ten shades (lightest first) from the reseller's main colour, with the main
 * colour itself at index 6, the shade filled buttons and links use; undefined for a value that is not a colour.
 */
export function brandShades(mainColor: string): MantineColorsTuple | undefined {
  if (parseHexColour(mainColor) === undefined) return undefined;
  const { main, lighter, darker } = derivePalette(mainColor);
  return [
    lighter[90],
    lighter[80],
    lighter[60],
    lighter[40],
    lighter[20],
    lighter[10],
    main,
    darker[10],
    darker[20],
    darker[30],
  ];
}

/** The theme of a host: the default one, or with the reseller's main colour as the primary colour. */
export function brandedTheme(mainColor: string | null): MantineThemeOverride {
  const shades = mainColor ? brandShades(mainColor) : undefined;
  if (!shades) return theme;
  return mergeThemeOverrides(theme, {
    colors: { [BRAND_COLOR_NAME]: shades },
    primaryColor: BRAND_COLOR_NAME,
    // The main colour itself in both schemes; text on it follows its brightness (spec 9 "Palette").
    primaryShade: { light: 6, dark: 6 },
    autoContrast: true,
  });
}
