import type { FastifyBaseLogger } from 'fastify';

/**
 * What a read does with a value sealed under a SECRETS_KEY this process does not have (a key changed without the
 * backfill, a restored dump, another deployment's row): it answers without the value (masked, a placeholder, an
 * unknown key) and says so in the log, an error naming the object, never the value. One read names each object once,
 * however often it meets the value.
 */
export interface UnreadableSecrets {
  /** Tells of an object whose sealed value this read could not open, e.g. `bgp_session <uuid>`. */
  report(object: string): void;
}

/** The account of one read (one request, one workflow step), written to its logger. */
export function unreadableSecretsOf(logger: Pick<FastifyBaseLogger, 'error'>): UnreadableSecrets {
  const reported = new Set<string>();
  return {
    report(object) {
      if (reported.has(object)) return;
      reported.add(object);
      logger.error(
        { object },
        `${object}: a secret sealed under a SECRETS_KEY this process does not have; answered without it`,
      );
    },
  };
}
