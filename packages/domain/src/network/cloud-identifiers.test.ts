import { describe, expect, it } from 'vitest';
import {
  oracleOcidMessage,
  validateAzureServiceKey,
  validateGoogleName,
  validateGooglePairingKey,
  validateIbmAccountId,
} from './cloud-identifiers.js';

const GOOGLE_NAME =
  'Name must start with a lowercase letter followed by up to 62 lowercase letters, numbers, or hyphens, and cannot end with a hyphen';

describe('spec 5 "Network and address rules": pairing keys and identifiers', () => {
  it.each([
    ['3fa85f64-5717-4562-b3fc-2c963f66afa6', undefined],
    ['3FA85F64-5717-4562-B3FC-2C963F66AFA6', 'This key is not valid'],
    ['3fa85f64-5717-4562-b3fc', 'This key is not valid'],
  ])('validateAzureServiceKey(%j) -> %j', (value, expected) => {
    expect(validateAzureServiceKey(value)).toBe(expected);
  });

  it.each([
    ['0123456789abcdef0123456789ABCDEF', undefined],
    ['0123456789abcdef0123456789abcde', 'Not a valid IBM account Id'],
    ['0123456789abcdef0123456789abcdeg', 'Not a valid IBM account Id'],
  ])('validateIbmAccountId(%j) -> %j', (value, expected) => {
    expect(validateIbmAccountId(value)).toBe(expected);
  });

  it.each([
    ['7e51371e-72a3-40b5-b844-2e3efefaee59/us-central1/1', undefined],
    ['abc/def/2', undefined],
    ['abc/def/any', undefined],
    ['abc/def/3', 'Not a valid pairing key'],
    ['abc/def', 'Not a valid pairing key'],
    ['abc//any', 'Not a valid pairing key'],
  ])('validateGooglePairingKey(%j) -> %j', (value, expected) => {
    expect(validateGooglePairingKey(value)).toBe(expected);
  });

  it.each([
    ['a', undefined],
    ['my-attachment-1', undefined],
    [`a${'b'.repeat(62)}`, undefined],
    [`a${'b'.repeat(63)}`, 'The max length is 63'],
    ['1attachment', GOOGLE_NAME],
    ['attachment-', GOOGLE_NAME],
    ['Attachment', GOOGLE_NAME],
    ['', GOOGLE_NAME],
  ])('validateGoogleName(%j) -> %j', (value, expected) => {
    expect(validateGoogleName(value)).toBe(expected);
  });

  it.each([
    ['in-use', 'This OCID is currently in use'],
    ['valid', 'OCID Successfully validated'],
    ['invalid', 'This OCID is not valid or the region is incorrect.'],
  ] as const)('oracleOcidMessage(%j) -> %j', (outcome, expected) => {
    expect(oracleOcidMessage(outcome)).toBe(expected);
  });
});
