import { createTheme, localStorageColorSchemeManager, type MantineColorScheme } from '@mantine/core';

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
