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
}

type CredentialRow = typeof cloudCredentials.$inferSelect;

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

  /** The secret of a stored credential row. */
  openRow(row: CredentialRow): OpenedCloudCredential {
    const secret = JSON.parse(this.#secrets.open(row.secret, 'cloud-credential')) as Record<string, string>;
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
   * a deletion that came first makes this answer null.
   */
  async open(db: Executor, customerId: string, credentialId: string): Promise<OpenedCloudCredential | null> {
    if (!UUID_PATTERN.test(credentialId)) return null;
    const [row] = await db
      .select()
      .from(cloudCredentials)
      .where(and(eq(cloudCredentials.customerId, customerId), eq(cloudCredentials.id, credentialId)))
      .for('share');
    return row ? this.openRow(row) : null;
  }
}
