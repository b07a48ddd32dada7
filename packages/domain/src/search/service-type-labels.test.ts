import { describe, expect, it } from 'vitest';
import { SERVICE_TYPE_LABELS, serviceTypeLabel } from './service-type-labels.js';

describe('spec 9: product labels of the search service types', () => {
  it.each([
    ['port', 'Port'],
    ['lag', 'LAG'],
    ['vc', 'Virtual Circuit'],
    ['ptp', 'Point to Point'],
    ['cloud-hosted', 'Cloud Hosted'],
    ['cloud-dedicated', 'Cloud Dedicated'],
    ['l3nf', 'Cloud Router'],
    ['cloud-routers', 'Cloud Router'],
    ['cr-connection', 'Cloud Router Connection'],
    ['cross-connect', 'Cross Connect'],
    ['hpi', 'High Performance Internet'],
    ['ix', 'IX Connectivity'],
    ['flex-bandwidth', 'Flex Bandwidth'],
    ['VC', 'Virtual Circuit'],
    ['marketplace', 'Marketplace'],
    ['mystery', 'mystery'],
    ['constructor', 'constructor'],
  ])('serviceTypeLabel(%j) -> %j', (type, label) => {
    expect(serviceTypeLabel(type)).toBe(label);
  });

  it('labels every service type', () => {
    expect(Object.keys(SERVICE_TYPE_LABELS)).toHaveLength(13);
  });
});
