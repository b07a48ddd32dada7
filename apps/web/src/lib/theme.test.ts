import { describe, expect, it } from 'vitest';
import { BRAND_COLOR_NAME, brandedTheme, brandShades, theme } from './theme';

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
