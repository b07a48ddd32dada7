import { CLOUD_CREDENTIAL_PROVIDERS, messages, PERMISSIONS } from '@portal/domain';
import { z } from 'zod';
import { messageSchema } from './errors.js';
import { optionalText, requiredText, withRule } from './fields.js';
import { defineRoute } from './route.js';

/** An AWS access key id: AKIA (long-term) or ASIA (temporary), then 16 capitals or digits. */
const AWS_ACCESS_KEY_PATTERN = /^(?:AKIA|ASIA)[A-Z0-9]{16}$/;
/** An AWS secret access key: 40 characters of base64. */
const AWS_SECRET_KEY_PATTERN = /^[A-Za-z0-9/+=]{40}$/;

/** A Google service account key file: JSON with its type, its e-mail address and its private key. */
export function googleServiceAccountEmail(text: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const record = parsed as Record<string, unknown>;
    const email = record.client_email;
    return record.type === 'service_account' &&
      typeof email === 'string' &&
      email.includes('@') &&
      typeof record.private_key === 'string'
      ? email
      : undefined;
  } catch {
    return undefined;
  }
}

const awsAccessKey = withRule(requiredText({ max: 128 }), (value) =>
  AWS_ACCESS_KEY_PATTERN.test(value) ? undefined : messages.pattern('AWS access key'),
);
const awsSecretKey = withRule(requiredText({ max: 128 }), (value) =>
  AWS_SECRET_KEY_PATTERN.test(value) ? undefined : messages.pattern('AWS secret key'),
);
const googleServiceAccount = withRule(requiredText({ max: 20_000 }), (value) =>
  googleServiceAccountEmail(value) === undefined ? messages.pattern('Google service account key') : undefined,
);

/** wire reference 3.7 `cloud_credentials`: the AWS pair, or a Google service account key (JSON text). */
export const cloudCredentialSecretsSchema = z.object({
  aws_access_key: awsAccessKey.optional(),
  aws_secret_key: awsSecretKey.optional(),
  google_service_account: googleServiceAccount.optional(),
});
export type CloudCredentialSecrets = z.infer<typeof cloudCredentialSecretsSchema>;

/**
 * wire reference 3.7 cloud provider credential as every endpoint answers it; never the secret. `masked_credential`
 * says which credential it is without giving it away (the access key id's first and last 4, the service account's
 * e-mail).
 */
export const cloudCredentialSchema = z.object({
  cloud_provider_credential_uuid: z.string(),
  description: z.string(),
  cloud_provider: z.enum(CLOUD_CREDENTIAL_PROVIDERS),
  is_unused: z.boolean(),
  masked_credential: z.string(),
  time_created: z.string(),
  time_updated: z.string(),
});
export type CloudCredential = z.infer<typeof cloudCredentialSchema>;

export const createCloudCredentialRequestSchema = z
  .object({
    cloud_provider: z.enum(CLOUD_CREDENTIAL_PROVIDERS, { error: messages.oneOf(CLOUD_CREDENTIAL_PROVIDERS) }),
    description: requiredText({ max: 255 }),
    cloud_credentials: cloudCredentialSecretsSchema,
  })
  .superRefine((body, context) => {
    const needed =
      body.cloud_provider === 'aws'
        ? (['aws_access_key', 'aws_secret_key'] as const)
        : (['google_service_account'] as const);
    for (const name of needed) {
      if (body.cloud_credentials[name] === undefined) {
        context.addIssue({ code: 'custom', path: ['cloud_credentials', name], message: messages.required });
      }
    }
  });
export type CreateCloudCredentialRequest = z.infer<typeof createCloudCredentialRequestSchema>;

/** wire reference 3.7 `PATCH …/{uuid}`: a new description, new secrets, or both (the Go client sends both). */
export const updateCloudCredentialRequestSchema = z.object({
  description: optionalText({ max: 255 }),
  cloud_credentials: cloudCredentialSecretsSchema.optional(),
});
export type UpdateCloudCredentialRequest = z.infer<typeof updateCloudCredentialRequestSchema>;

export const cloudCredentialParamsSchema = z.object({ id: z.uuid({ error: 'Not a valid cloud credential id' }) });

export const cloudRegionSchema = z.object({ code: z.string(), name: z.string() });

export const cloudResourcesQuerySchema = z.object({ region: requiredText({ max: 64 }) });

/** What a credential sees in a region: gateways (AWS Direct Connect, private, transit; Google cloud routers), networks. */
export const cloudResourcesSchema = z.object({
  region: z.string(),
  gateways: z.array(z.object({ type: z.string(), id: z.string(), name: z.string(), asn: z.number().int() })),
  networks: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      cidr: z.string().nullable(),
      subnets: z.array(z.object({ id: z.string(), cidr: z.string() })),
    }),
  ),
});
export type CloudResources = z.infer<typeof cloudResourcesSchema>;

/** The message of a credential a cloud connection still uses (spec: "a credential in use cannot be deleted"). */
export const CLOUD_CREDENTIAL_IN_USE_MESSAGE =
  'This cloud credential is used by a cloud connection and cannot be deleted. Remove it from the connection first.';

export const cloudCredentialRoutes = {
  list: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/services/cloud/credentials',
    access: { permission: PERMISSIONS.HOSTED_CLOUD_READ },
    tag: 'Cloud credentials',
    summary: "The company's AWS and Google cloud credentials, newest first; secrets are never answered.",
    response: z.array(cloudCredentialSchema),
  }),
  create: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/services/cloud/credentials',
    access: { permission: PERMISSIONS.COMPANY_UPDATE },
    verified: true,
    tag: 'Cloud credentials',
    summary:
      'Keeps an AWS access key pair or a Google service account key, encrypted at rest; the answer shows it masked.',
    body: createCloudCredentialRequestSchema,
    response: cloudCredentialSchema,
    successStatus: 201,
  }),
  update: defineRoute({
    method: 'PATCH',
    base: 'v2',
    path: '/services/cloud/credentials/:id',
    access: { permission: PERMISSIONS.COMPANY_UPDATE },
    verified: true,
    tag: 'Cloud credentials',
    summary: "Changes a credential's description or replaces its secrets (of the same cloud).",
    params: cloudCredentialParamsSchema,
    body: updateCloudCredentialRequestSchema,
    response: cloudCredentialSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    base: 'v2',
    path: '/services/cloud/credentials/:id',
    access: { permission: PERMISSIONS.COMPANY_UPDATE },
    verified: true,
    tag: 'Cloud credentials',
    summary: 'Deletes a credential no cloud connection uses (400 `state_conflict` while one does).',
    params: cloudCredentialParamsSchema,
    response: messageSchema,
  }),
  regions: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/services/cloud/credentials/:id/regions',
    access: { permission: PERMISSIONS.HOSTED_CLOUD_READ },
    tag: 'Cloud credentials',
    summary: "The cloud's regions the credential can use (where the cloud has on-ramps).",
    params: cloudCredentialParamsSchema,
    response: z.array(cloudRegionSchema),
  }),
  resources: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/services/cloud/credentials/:id/resources',
    access: { permission: PERMISSIONS.HOSTED_CLOUD_READ },
    tag: 'Cloud credentials',
    summary: 'The gateways and networks (VPCs, subnets) the credential sees in a region.',
    params: cloudCredentialParamsSchema,
    query: cloudResourcesQuerySchema,
    response: cloudResourcesSchema,
  }),
};
