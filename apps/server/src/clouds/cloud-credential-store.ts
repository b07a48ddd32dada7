import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { cloudCredentials } from '../db/schema/index.js';
import type { OpenedCloudCredential } from './cloud-provider-driver.js';
import { CloudCredentialUsage } from './credential-usage.js';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Seals and opens secrets at rest (the SECRETS_KEY box, given by the app: the clouds know no module): cloud
 * credentials, and the BGP MD5 keys of cloud connections' settings.
 */
export interface CredentialSealer {
  seal(plaintext: string, purpose: 'cloud-credential' | 'bgp-md5'): string;
  open(stored: string, purpose: 'cloud-credential' | 'bgp-md5'): string;
  /** The plaintext, or undefined when the value is sealed under another SECRETS_KEY (or does not authenticate). */
  tryOpen(stored: string, purpose: 'cloud-credential' | 'bgp-md5'): string | undefined;
}

type CredentialRow = typeof cloudCredentials.$inferSelect;

/** A credential sealed under a SECRETS_KEY this process does not have: the cloud cannot be asked with it. */
export const CLOUD_CREDENTIAL_UNREADABLE_MESSAGE =
  'This credential cannot be read with the current SECRETS_KEY: enter its keys again (cloud_credentials).';

/** The secret of a credential as it is sealed (JSON, purpose `cloud-credential`). */
export type CredentialSecret = { aws_access_key: string; aws_secret_key: string } | { google_service_account: string };

/**
 * The customers' cloud credentials as product modules use them: a hosted connection ordered with
 * `cloud_settings.credentials_uuid` opens its credential to hand it to the CloudProviderDriver (never storing or
 * logging it), and registers who uses credentials so that one in use is not deleted.
 */
export class CloudCredentialStore {
  readonly usage = new CloudCredentialUsage();
  readonly #secrets: CredentialSealer;

  constructor(secrets: CredentialSealer) {
    this.#secrets = secrets;
  }

  seal(secret: CredentialSecret): string {
    return this.#secrets.seal(JSON.stringify(secret), 'cloud-credential');
  }

  /** The secret of a stored credential row, or undefined when it is sealed under a SECRETS_KEY this one is not. */
  tryOpenRow(row: CredentialRow): OpenedCloudCredential | undefined {
    const text = this.#secrets.tryOpen(row.secret, 'cloud-credential');
    if (text === undefined) return undefined;
    const secret = JSON.parse(text) as Record<string, string>;
    return row.cloudProvider === 'aws'
      ? {
          provider: 'aws',
          credentialId: row.id,
          awsAccessKey: secret.aws_access_key ?? '',
          awsSecretKey: secret.aws_secret_key ?? '',
        }
      : { provider: 'google', credentialId: row.id, googleServiceAccount: secret.google_service_account ?? '' };
  }

  /**
   * The customer's credential, opened; null when the customer has none of that id. The row is locked FOR SHARE, so
   * called inside the transaction of the order or change that names it, a deletion of the credential (which locks it
   * FOR UPDATE and then asks whether it is in use) waits for that transaction and then sees the connection using it;
   * a deletion that came first makes this answer null. A credential sealed under a SECRETS_KEY this process does not
   * have answers `unreadable`: the caller refuses the order rather than fail.
   */
  async open(
    db: Executor,
    customerId: string,
    credentialId: string,
  ): Promise<OpenedCloudCredential | 'unreadable' | null> {
    if (!UUID_PATTERN.test(credentialId)) return null;
    const [row] = await db
      .select()
      .from(cloudCredentials)
      .where(and(eq(cloudCredentials.customerId, customerId), eq(cloudCredentials.id, credentialId)))
      .for('share');
    return row ? (this.tryOpenRow(row) ?? 'unreadable') : null;
  }
}
