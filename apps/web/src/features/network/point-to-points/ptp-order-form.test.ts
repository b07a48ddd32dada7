import type { Location } from '@portal/contract';
import { serviceClassOf } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  formFieldErrors,
  initialPtpOrder,
  mediaFor,
  type PtpOrderValues,
  ptpOrderPrice,
  ptpOrderRequest,
  validatePtpOrder,
} from './ptp-order-form';

const place = (pop: string, market: string, region = 'US') => ({ pop, market, region }) as Location;
const CHI = place('CHI1', 'CHI');
const DAL = place('DAL1', 'DAL');
const CHI2 = place('CHI2', 'CHI');
const LON = place('LON1', 'LON', 'UK');
const FRA = place('FRA1', 'FRA', 'DE');

const order = (changes: Partial<PtpOrderValues> = {}): PtpOrderValues => ({
  ...initialPtpOrder,
  a: { ...initialPtpOrder.a, pop: 'CHI1', zone: 'A' },
  z: { ...initialPtpOrder.z, pop: 'DAL1', zone: 'B' },
  description: 'Analytics wave',
  ...changes,
});

describe('the point-to-point order form', () => {
  it('prices live: longhaul across markets, metro within one, by speed and term', () => {
    expect(serviceClassOf(CHI, DAL)).toBe('longhaul');
    expect(serviceClassOf(CHI, CHI2)).toBe('metro');
    const metro = ptpOrderPrice({ speed: '10Gbps', subscription_term: 12 }, 'metro');
    const longhaul = ptpOrderPrice({ speed: '10Gbps', subscription_term: 12 }, 'longhaul');
    expect(metro?.mrc).toBeGreaterThan(0);
    expect(longhaul?.mrc).toBeGreaterThan(metro?.mrc ?? 0);
    expect(ptpOrderPrice({ speed: '10Gbps', subscription_term: 12 }, undefined)).toBeUndefined();
  });

  it('offers the media of the chosen speed', () => {
    expect(mediaFor('1Gbps')).toEqual(['LX', 'EX', 'ZX']);
    expect(mediaFor('100Gbps')).toContain('LR4');
  });

  it('checks both ends, the description, autoneg at 1 Gbps only and the regions', () => {
    const empty = validatePtpOrder(initialPtpOrder, [CHI, DAL]);
    expect(Object.keys(empty).sort()).toEqual(['a.pop', 'a.zone', 'description', 'z.pop', 'z.zone']);
    const autoneg = validatePtpOrder(order({ a: { ...order().a, autoneg: true } }), [CHI, DAL]);
    expect(autoneg).toEqual({ 'a.autoneg': 'Autonegotiation is only available on 1Gbps ports.' });
    const regions = validatePtpOrder(order({ a: { ...order().a, pop: 'LON1' }, z: { ...order().z, pop: 'FRA1' } }), [
      LON,
      FRA,
    ]);
    expect(regions['z.pop']).toBe('The A end (UK) and the Z end (DE) are in regions that cannot be connected.');
    expect(validatePtpOrder(order(), [CHI, DAL])).toEqual({});
  });

  it('sends the A end, then the Z end, leaving out what is empty', () => {
    expect(ptpOrderRequest(order({ po_number: ' PO-1 ' }))).toEqual({
      description: 'Analytics wave',
      speed: '10Gbps',
      media: 'LR',
      subscription_term: 12,
      po_number: 'PO-1',
      endpoints: [
        { pop: 'CHI1', zone: 'A', autoneg: false },
        { pop: 'DAL1', zone: 'B', autoneg: false },
      ],
    });
  });

  it("puts the server's refusals on the end they name", () => {
    expect(formFieldErrors({ 'endpoints.1.zone': 'Sold out', speed: 'No' })).toEqual({
      errors: { 'z.zone': 'Sold out', speed: 'No' },
      isAllOnForm: true,
    });
    expect(formFieldErrors({ account_uuid: 'Unknown' }).isAllOnForm).toBe(false);
  });
});
