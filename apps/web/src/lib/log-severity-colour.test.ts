import { describe, expect, it } from 'vitest';
import { LOG_SEVERITY_CHOICES, logSeverityColour } from './log-severity-colour';

describe('spec 4: log severities on screen', () => {
  it.each([
    ['emergency', 'red'],
    ['alert', 'red'],
    ['critical', 'red'],
    ['error', 'orange'],
    ['Warning', 'yellow'],
    ['notice', 'blue'],
    ['informational', 'gray'],
    ['debug', 'gray'],
    ['unknown', 'gray'],
    [4, 'orange'],
    [7, 'gray'],
  ] as const)('colours %j %s', (severity, colour) => {
    expect(logSeverityColour(severity)).toBe(colour);
  });

  it('offers the severities most severe first, each meaning itself or worse', () => {
    expect(LOG_SEVERITY_CHOICES.map((choice) => choice.value)).toEqual([
      'emergency',
      'alert',
      'critical',
      'error',
      'warning',
      'notice',
      'informational',
      'debug',
    ]);
    expect(LOG_SEVERITY_CHOICES[3]?.label).toBe('error (4) or more severe');
    expect(LOG_SEVERITY_CHOICES[0]?.label).toBe('emergency (1) only');
  });
});
