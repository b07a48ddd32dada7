import {
  Anchor,
  CloseButton,
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  Drawer,
  Loader,
  localStorageColorSchemeManager,
  type MantineColorScheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
  Modal,
  mergeThemeOverrides,
  Notification,
  Pagination,
} from '@mantine/core';
import { derivePalette, parseHexColour } from '@portal/domain';
import { readableOnLightSurfaces } from './colour-contrast';

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

/**
 * The shades every colour shows text and filled backgrounds with (Mantine's "primary shade", for every colour, not
 * only the primary one): 7 in the light theme (links, light variants' text, filled buttons), 8 in the dark theme
 * (filled backgrounds under white text; text itself uses the light shade 4 there).
 */
export const PRIMARY_SHADE = { light: 7, dark: 8 } as const;

/**
 * Mantine's palettes with the shades from 7 on darkened until text of them reads at 4.5:1 on white and on their own
 * light tint (WCAG AA): Mantine's own blue 6 on white is 3.55:1, and its green, yellow and orange never reach it.
 * The light shades (backgrounds, and text in the dark theme) stay as they are.
 */
export const readableColors = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors)
    .filter(([name]) => name !== 'dark' && name !== 'gray')
    .map(([name, shades]) => [
      name,
      shades.map((shade, index) =>
        index >= PRIMARY_SHADE.light ? readableOnLightSurfaces(shade) : shade,
      ) as unknown as MantineColorsTuple,
    ]),
) as Record<string, MantineColorsTuple>;

const CLOSE_LABEL = { 'aria-label': 'Close' };

const PAGINATION_CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: PRIMARY_SHADE,
  colors: readableColors,
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // A link inside a sentence must not be told apart by its colour alone (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // Icon-only buttons need names: Mantine leaves the pagination arrows, pages and dialog close buttons unnamed.
    Pagination: Pagination.extend({
      defaultProps: {
        getItemProps: (page: number) => ({ 'aria-label': `Page ${page}` }),
        getControlProps: (control: keyof typeof PAGINATION_CONTROL_LABELS) => ({
          'aria-label': PAGINATION_CONTROL_LABELS[control],
        }),
      },
    }),
    // A loader is a status: it may carry a name ("Logging in"), which a plain span may not.
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
    // Every close button is named; a component's own label ("Dismiss the discount") still wins.
    CloseButton: CloseButton.extend({ defaultProps: CLOSE_LABEL }),
    // A notification's text under its title is dimmed with gray 6 by Mantine (3.32:1): the readable dimmed instead.
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    }),
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
  },
});

/**
 * Dimmed text (descriptions, hints, secondary columns) readable at 4.5:1 on the page and on cards: Mantine dims with
 * gray 6 in the light theme (3.32:1 on white) and dark 2 in the dark theme (4.03:1 on its body).
 */
/** Between gray 6 and 7: 4.8:1 on white, still lighter than dimmed text so an empty field looks empty. */
const READABLE_PLACEHOLDER = '#6b737b';

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // The placeholder of a select that shows no choice yet (gray 5 is 2.07:1 on white).
    '--mantine-color-placeholder': READABLE_PLACEHOLDER,
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
  },
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
