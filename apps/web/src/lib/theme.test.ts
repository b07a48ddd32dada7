import { DEFAULT_THEME } from '@mantine/core';
import { contrastRatio, MIN_TEXT_CONTRAST } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  BRAND_COLOR_NAME,
  brandedTheme,
  brandShades,
  cssVariablesResolver,
  PRIMARY_SHADE,
  readableColors,
  theme,
} from './theme';

describe('spec 2: the brand colour as the primary colour', () => {
  it('derives ten shades, lightest first, with the main colour at the shade buttons use', () => {
    const shades = brandShades('#7b2cbf');
    expect(shades).toHaveLength(10);
    expect(shades?.[6]).toBe('#7b2cbf');
    expect(shades?.[0]).not.toBe(shades?.[9]);
  });

  it('makes the brand the primary colour of the theme', () => {
    const branded = brandedTheme('#7b2cbf');
    expect(branded.primaryColor).toBe(BRAND_COLOR_NAME);
    expect(branded.colors?.[BRAND_COLOR_NAME]?.[6]).toBe('#7b2cbf');
    expect(branded.primaryShade).toEqual({ light: 6, dark: 6 });
  });

  it('keeps the default theme without a brand colour or with one that is not a colour', () => {
    expect(brandedTheme(null)).toBe(theme);
    expect(brandedTheme('purple')).toBe(theme);
    expect(brandShades('purple')).toBeUndefined();
  });
});

describe('the theme reads at 4.5:1 (WCAG AA) in both schemes', () => {
  const palette = (name: string) => {
    const shades = theme.colors?.[name] ?? DEFAULT_THEME.colors[name];
    if (!shades) throw new Error(`no colour ${name}`);
    return shades;
  };

  it.each(Object.keys(readableColors))('%s: text and filled backgrounds of the shade the schemes use', (name) => {
    const light = palette(name)[PRIMARY_SHADE.light] ?? '';
    const dark = palette(name)[PRIMARY_SHADE.dark] ?? '';
    // Light scheme: links and light variants' text on white, white text on filled buttons.
    expect(contrastRatio(light, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    // Dark scheme: white text on filled backgrounds, the light shade 4 as text on the body.
    expect(contrastRatio('#ffffff', dark)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(palette(name)[4] ?? '', palette('dark')[7] ?? '')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('makes the primary colour and dimmed text readable on the page in both schemes', () => {
    expect(theme.primaryShade).toEqual(PRIMARY_SHADE);
    expect(contrastRatio(palette('blue')[PRIMARY_SHADE.light] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const variables = cssVariablesResolver(DEFAULT_THEME);
    expect(variables.light['--mantine-color-dimmed']).toBe('var(--mantine-color-gray-7)');
    expect(variables.dark['--mantine-color-dimmed']).toBe('var(--mantine-color-dark-1)');
    expect(contrastRatio(palette('gray')[7] ?? '', palette('gray')[0] ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette('dark')[1] ?? '', palette('dark')[6] ?? '')).toBeGreaterThanOrEqual(4.5);
  });
});
