import { describe, expect, it } from 'vitest';
import { isTheme, pageTitle, parseBrandHost, THEMES } from './host.js';
import {
  brightness,
  darken,
  derivePalette,
  IMAGE_PALETTE_DEFAULT_LIMIT,
  lighten,
  PALETTE_STEPS,
  parseHexColour,
  textColourFor,
  toHexColour,
} from './palette.js';

describe('spec 2 "Host and brand": host parsing', () => {
  it.each([
    ['portal.example.com', true, null],
    ['portal-beta.example.com', true, null],
    ['partners.example.com', true, null],
    ['demo.example.com', true, null],
    ['PORTAL.Example.com:443', true, null],
    ['localhost', true, null],
    ['localhost:5173', true, null],
    ['127.0.0.1:3000', true, null],
    ['10.0.0.5', true, null],
    ['[::1]:3000', true, null],
    ['::1', true, null],
    ['', true, null],
    ['acme.localhost', false, 'acme'],
    ['acme.localhost:5173', false, 'acme'],
    ['acme.example.com', false, 'acme'],
    ['Acme.example.com.', false, 'acme'],
    ['portalx.example.com', false, 'portalx'],
    ['acme.portal.example.com', false, 'acme'],
  ])('parseBrandHost(%j) -> main %j, brand %j', (host, isMainPortal, brandKey) => {
    expect(parseBrandHost(host)).toEqual({ isMainPortal, brandKey });
  });
});

describe('spec 2 "Host and brand": page title and themes', () => {
  it.each([
    ['Ports', 'Portal - Ports'],
    ['  Company Profile ', 'Portal - Company Profile'],
    ['', 'Portal'],
    [undefined, 'Portal'],
  ])('pageTitle(%j) -> %j', (title, expected) => {
    expect(pageTitle(title)).toBe(expected);
  });

  it('adds " - {title}" for each matched route that has a title', () => {
    expect(pageTitle()).toBe('Portal');
    expect(pageTitle(undefined, '')).toBe('Portal');
    expect(pageTitle('Ports', undefined, 'Details')).toBe('Portal - Ports - Details');
  });

  it('has the themes dark, light and system', () => {
    expect(THEMES).toEqual(['dark', 'light', 'system']);
    expect(isTheme('dark')).toBe(true);
    expect(isTheme('blue')).toBe(false);
    expect(isTheme(null)).toBe(false);
  });
});

describe('spec 9 "Palette": colours', () => {
  it.each([
    ['#ff8800', [255, 136, 0]],
    ['F80', [255, 136, 0]],
    ['#12', undefined],
    ['#gggggg', undefined],
  ])('parseHexColour(%j) -> %j', (value, expected) => {
    expect(parseHexColour(value)).toEqual(expected);
  });

  it('formats and clamps channels', () => {
    expect(toHexColour([300, -5, 15.6])).toBe('#ff0010');
  });

  it.each([
    ['#000000', 50, '#808080'],
    ['#336699', 5, '#3d6e9e'],
    ['#336699', 90, '#ebf0f5'],
  ])('lighten(%j, %i) -> %j', (colour, percent, expected) => {
    expect(lighten(colour, percent)).toBe(expected);
  });

  it.each([
    ['#ffffff', 50, '#808080'],
    ['#336699', 5, '#306191'],
    ['#336699', 90, '#050a0f'],
  ])('darken(%j, %i) -> %j', (colour, percent, expected) => {
    expect(darken(colour, percent)).toBe(expected);
  });

  it.each([
    ['#ffffff', 255, '#000000'],
    ['#c8c8c8', 200, '#ffffff'],
    ['#c9c9c9', 201, '#000000'],
    ['#ffff00', 225.93, '#000000'],
    ['#336699', 92.565, '#ffffff'],
  ])('brightness(%j) ~ %d, text colour %j', (colour, expectedBrightness, text) => {
    expect(brightness(colour)).toBeCloseTo(expectedBrightness, 1);
    expect(textColourFor(colour)).toBe(text);
  });

  it('derives the palette from 5 to 90 percent', () => {
    expect(PALETTE_STEPS).toEqual([5, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    const palette = derivePalette('#369');
    expect(palette.main).toBe('#336699');
    expect(palette.text).toBe('#ffffff');
    expect(Object.keys(palette.lighter).map(Number)).toEqual([...PALETTE_STEPS]);
    expect(palette.lighter[5]).toBe('#3d6e9e');
    expect(palette.darker[90]).toBe('#050a0f');
    expect(IMAGE_PALETTE_DEFAULT_LIMIT).toBe(12);
  });

  it('refuses what is not a hex colour', () => {
    expect(() => derivePalette('blue')).toThrow(RangeError);
  });
});
