import type { CloudCredential, UpdateCloudCredentialRequest } from '@portal/contract';

/** What the edit dialog holds: a description, and a new secret only when the user rotates it. */
export interface CredentialChangeValues {
  description: string;
  isRotating: boolean;
  aws_access_key: string;
  aws_secret_key: string;
  google_service_account: string;
}

export const NOTHING_CHANGED_MESSAGE = 'Change the description or enter a new secret.';

/** The edit dialog's starting values: the credential's description, no secret (none is ever sent back). */
export function changeValuesOf(credential: CloudCredential): CredentialChangeValues {
  return {
    description: credential.description,
    isRotating: false,
    aws_access_key: '',
    aws_secret_key: '',
    google_service_account: '',
  };
}

/**
 * The `PATCH` body of an edit: the description when it changed, the new secret when the user rotates it (an AWS
 * access key ID left empty keeps the current one); null when nothing would change.
 */
export function credentialChangeOf(
  credential: CloudCredential,
  values: CredentialChangeValues,
): UpdateCloudCredentialRequest | null {
  const description = values.description.trim();
  const body: UpdateCloudCredentialRequest = {};
  if (description !== credential.description) body.description = values.description;
  if (values.isRotating) {
    if (credential.cloud_provider === 'aws') {
      const accessKey = values.aws_access_key.trim();
      body.cloud_credentials = {
        ...(accessKey === '' ? {} : { aws_access_key: accessKey }),
        aws_secret_key: values.aws_secret_key,
      };
    } else {
      body.cloud_credentials = { google_service_account: values.google_service_account };
    }
  }
  return Object.keys(body).length === 0 ? null : body;
}
