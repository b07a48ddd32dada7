import { contrastRatio, MIN_TEXT_CONTRAST } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { over, readableOnLightSurfaces } from './colour-contrast';

describe('colour contrast (WCAG 2)', () => {
  it('measures the ratios the issue reported for Mantine defaults', () => {
    expect(contrastRatio('#228be6', '#ffffff')).toBeCloseTo(3.55, 1);
    expect(contrastRatio('#ffffff', '#868e96')).toBeCloseTo(3.32, 1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('mixes a colour over a background by its opacity', () => {
    expect(over('#000000', 0.5, '#ffffff')).toBe('#808080');
    expect(over('#228be6', 0, '#ffffff')).toBe('#ffffff');
  });

  it('darkens a colour until it reads on its own tint over a light gray surface, and leaves a dark one alone', () => {
    for (const colour of ['#228be6', '#40c057', '#fab005', '#fd7e14', '#12b886']) {
      const readable = readableOnLightSurfaces(colour);
      expect(contrastRatio(readable, over(readable, 0.12, '#e9ecef'))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(readable, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
    expect(readableOnLightSurfaces('#212529')).toBe('#212529');
  });
});
