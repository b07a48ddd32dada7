import { describe, expect, it } from 'vitest';
import { escapeLikePattern } from '../inventory/inventory.repo.js';
import { serviceTypeOptions } from './search.presenter.js';

describe('serviceTypeOptions', () => {
  it('sums summaries per type, labels them, keeps inventory order and leaves out absent types', () => {
    expect(
      serviceTypeOptions([
        { serviceType: 'l3nf', count: 1 },
        { serviceType: 'port', count: 2 },
        { serviceType: 'port', count: 5 },
        { serviceType: 'vc', count: 0 },
      ]),
    ).toEqual([
      { service_type: 'port', label: 'Port', count: 7 },
      { service_type: 'l3nf', label: 'Cloud Router', count: 1 },
    ]);
  });
});

describe('escapeLikePattern', () => {
  it.each([
    ['plain', 'plain'],
    ['100%', '100\\%'],
    ['a_b', 'a\\_b'],
    ['back\\slash', 'back\\\\slash'],
    ['%_\\', '\\%\\_\\\\'],
  ])('escapeLikePattern(%j) -> %j', (text, expected) => {
    expect(escapeLikePattern(text)).toBe(expected);
  });
});
