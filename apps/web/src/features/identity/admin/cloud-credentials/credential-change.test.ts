import type { CloudCredential } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { changeValuesOf, credentialChangeOf } from './credential-change';

const aws: CloudCredential = {
  cloud_provider_credential_uuid: '7c0b8a5e-3f1e-4d0e-9d5f-1b2c3d4e5f60',
  description: 'Production AWS',
  cloud_provider: 'aws',
  is_unused: true,
  masked_credential: 'AKIA************MPLE',
  time_created: '2026-11-01T00:00:00.000Z',
  time_updated: '2026-11-01T00:00:00.000Z',
};
const google: CloudCredential = { ...aws, cloud_provider: 'google', description: 'Analytics' };

describe('the PATCH body of a cloud credential edit', () => {
  it('is null when nothing changes, and starts without any secret', () => {
    const values = changeValuesOf(aws);
    expect(values).toEqual({
      description: 'Production AWS',
      isRotating: false,
      aws_access_key: '',
      aws_secret_key: '',
      google_service_account: '',
    });
    expect(credentialChangeOf(aws, values)).toBeNull();
    expect(credentialChangeOf(aws, { ...values, description: '  Production AWS ' })).toBeNull();
  });

  it('renames without touching the secret', () => {
    expect(credentialChangeOf(aws, { ...changeValuesOf(aws), description: 'Prod', aws_secret_key: 'typed' })).toEqual({
      description: 'Prod',
    });
  });

  it('rotates an AWS secret, keeping the access key ID when it is left empty', () => {
    const rotating = { ...changeValuesOf(aws), isRotating: true, aws_secret_key: 'new-secret' };
    expect(credentialChangeOf(aws, rotating)).toEqual({ cloud_credentials: { aws_secret_key: 'new-secret' } });
    expect(credentialChangeOf(aws, { ...rotating, aws_access_key: ' AKIANEW ' })).toEqual({
      cloud_credentials: { aws_access_key: 'AKIANEW', aws_secret_key: 'new-secret' },
    });
  });

  it('rotates a Google service account key and renames in one change', () => {
    expect(
      credentialChangeOf(google, {
        ...changeValuesOf(google),
        description: 'Analytics (new key)',
        isRotating: true,
        google_service_account: '{"type":"service_account"}',
      }),
    ).toEqual({
      description: 'Analytics (new key)',
      cloud_credentials: { google_service_account: '{"type":"service_account"}' },
    });
  });
});
