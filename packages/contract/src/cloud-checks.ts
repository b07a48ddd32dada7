import { PERMISSIONS } from '@portal/domain';
import { z } from 'zod';
import { requiredText } from './fields.js';
import { defineRoute } from './route.js';

/** spec 5 remote check of an Azure ExpressRoute service key, as the hosted-cloud form calls it. */
export const azureServiceKeyQuerySchema = z.object({
  azure_service_key: requiredText({ max: 64 }),
  /** The speed the connection would take ("1Gbps"); without it, any capacity left will do. */
  speed: z.string().trim().max(16).optional(),
});

/**
 * The answer: valid, or the refusal's message ('This key is not valid', or the capacity left). With a valid key,
 * what Azure says of its circuit: bandwidth and what is left, in Mbps, and the peering location.
 */
export const azureServiceKeyCheckSchema = z.object({
  azure_service_key: z.string(),
  is_valid: z.boolean(),
  message: z.string().nullable(),
  bandwidth: z.number().int().nullable(),
  available_bandwidth: z.number().int().nullable(),
  peering_location: z.string().nullable(),
});
export type AzureServiceKeyCheck = z.infer<typeof azureServiceKeyCheckSchema>;

export const oracleOcidQuerySchema = z.object({
  vc_ocid: requiredText({ max: 255 }),
  region: requiredText({ max: 64 }),
});

/** spec 5 Oracle OCID check: 'OCID Successfully validated', 'This OCID is currently in use' or not valid. */
export const oracleOcidCheckSchema = z.object({
  vc_ocid: z.string(),
  region: z.string(),
  status: z.enum(['valid', 'in_use', 'invalid']),
  is_valid: z.boolean(),
  message: z.string(),
});
export type OracleOcidCheck = z.infer<typeof oracleOcidCheckSchema>;

export const cloudCheckRoutes = {
  azureServiceKey: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/services/cloud/azure/service-key-validation',
    access: { permission: PERMISSIONS.HOSTED_CLOUD_CREATE },
    tag: 'Hosted cloud',
    summary:
      "Asks Azure whether an ExpressRoute service key names a circuit with capacity for the speed ('This key is not valid' otherwise).",
    query: azureServiceKeyQuerySchema,
    response: azureServiceKeyCheckSchema,
  }),
  oracleOcid: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/services/cloud/oracle/ocid-validation',
    access: { permission: PERMISSIONS.HOSTED_CLOUD_CREATE },
    tag: 'Hosted cloud',
    summary:
      "Asks Oracle whether a FastConnect virtual circuit OCID exists in the region and is free (spec 5's three answers).",
    query: oracleOcidQuerySchema,
    response: oracleOcidCheckSchema,
  }),
};
