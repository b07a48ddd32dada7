import { messages } from '../forms/messages.js';

/** spec 5 "Network and address rules": the messages of the cloud identifier rules. */
export const CLOUD_IDENTIFIER_MESSAGES = {
  azureServiceKey: 'This key is not valid',
  ibmAccountId: 'Not a valid IBM account Id',
  googlePairingKey: 'Not a valid pairing key',
  googleName:
    'Name must start with a lowercase letter followed by up to 62 lowercase letters, numbers, or hyphens, and cannot end with a hyphen',
  oracleOcidInUse: 'This OCID is currently in use',
  oracleOcidValidated: 'OCID Successfully validated',
  oracleOcidInvalid: 'This OCID is not valid or the region is incorrect.',
} as const;

/** spec 5 "Network and address rules": an Azure service key is a lowercase UUID. */
export const AZURE_SERVICE_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** spec 5 "Network and address rules": an IBM account id is 32 hexadecimal characters. */
export const IBM_ACCOUNT_ID_PATTERN = /^[0-9a-fA-F]{32}$/;

/** spec 5 "Network and address rules": a Google pairing key is word/word/(1|2|any). */
export const GOOGLE_PAIRING_KEY_PATTERN = /^[\w-]+\/[\w-]+\/(?:1|2|any)$/;

/** spec 5 "Network and address rules": a Google VLAN attachment or cloud router name is at most 63 characters. */
export const GOOGLE_NAME_MAX_LENGTH = 63;

/** spec 5 "Network and address rules": a lowercase letter, then lowercase letters, digits or hyphens, no final hyphen. */
export const GOOGLE_NAME_PATTERN = /^[a-z](?:[-a-z0-9]*[a-z0-9])?$/;

/** spec 5 "Network and address rules": Azure service key format, 'This key is not valid' (also the remote answer). */
export function validateAzureServiceKey(value: string): string | undefined {
  return AZURE_SERVICE_KEY_PATTERN.test(value.trim()) ? undefined : CLOUD_IDENTIFIER_MESSAGES.azureServiceKey;
}

/** spec 5 "Network and address rules": IBM account id, 'Not a valid IBM account Id'. */
export function validateIbmAccountId(value: string): string | undefined {
  return IBM_ACCOUNT_ID_PATTERN.test(value.trim()) ? undefined : CLOUD_IDENTIFIER_MESSAGES.ibmAccountId;
}

/** spec 5 "Network and address rules": Google pairing key, 'Not a valid pairing key'. */
export function validateGooglePairingKey(value: string): string | undefined {
  return GOOGLE_PAIRING_KEY_PATTERN.test(value.trim()) ? undefined : CLOUD_IDENTIFIER_MESSAGES.googlePairingKey;
}

/** spec 5 "Network and address rules": Google VLAN attachment or cloud router name, at most 63 and the name shape. */
export function validateGoogleName(value: string): string | undefined {
  if (value.length > GOOGLE_NAME_MAX_LENGTH) return messages.maxLength(GOOGLE_NAME_MAX_LENGTH);
  return GOOGLE_NAME_PATTERN.test(value) ? undefined : CLOUD_IDENTIFIER_MESSAGES.googleName;
}

/** spec 5 "Network and address rules": the outcomes of the remote Oracle OCID check. */
export type OracleOcidCheck = 'in-use' | 'valid' | 'invalid';

/** spec 5 "Network and address rules": the message of a remote Oracle OCID check outcome. */
export function oracleOcidMessage(outcome: OracleOcidCheck): string {
  if (outcome === 'in-use') return CLOUD_IDENTIFIER_MESSAGES.oracleOcidInUse;
  return outcome === 'valid'
    ? CLOUD_IDENTIFIER_MESSAGES.oracleOcidValidated
    : CLOUD_IDENTIFIER_MESSAGES.oracleOcidInvalid;
}
