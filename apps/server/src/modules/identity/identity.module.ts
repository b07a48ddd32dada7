import multipart from '@fastify/multipart';
import { COMPANY_IMAGE_MAX_BYTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { JobRegistry } from '../../jobs/job-definition.js';
import { registerActivityRoutes } from '../platform/activity/activity.routes.js';
import { createMailer } from '../platform/mail/mailer.js';
import { registerDevOutboxRoutes } from '../platform/mail/outbox.routes.js';
import { createSecretBox } from '../platform/secrets/secret-box.js';
import { registerApiKeyRoutes } from './api-keys/api-keys.routes.js';
import { createApiKeysService } from './api-keys/api-keys.service.js';
import { registerAuthRoutes } from './auth/auth.routes.js';
import { createAuthService } from './auth/auth.service.js';
import { registerContactRoutes } from './contacts/contacts.routes.js';
import { createContactsService } from './contacts/contacts.service.js';
import { registerCustomerRoutes } from './customers/customers.routes.js';
import { createCustomersService } from './customers/customers.service.js';
import { registerGroupRoutes } from './groups/groups.routes.js';
import { registerMfaRoutes } from './mfa/mfa.routes.js';
import { createMfaService } from './mfa/mfa.service.js';
import { registerPasswordRoutes } from './passwords/passwords.routes.js';
import { createPasswordsService } from './passwords/passwords.service.js';
import { registerSessionTrack } from './sessions/session-track.js';
import { registerSessionRoutes } from './sessions/sessions.routes.js';
import { createSessionsService } from './sessions/sessions.service.js';
import { registerSignupRoutes } from './signup/signup.routes.js';
import { createSignupService } from './signup/signup.service.js';
import { registerTeamInviteRoutes } from './team-invites/team-invites.routes.js';
import { createTeamInvitesService } from './team-invites/team-invites.service.js';
import { registerTermsRoutes } from './terms/terms.routes.js';
import { createTermsService } from './terms/terms.service.js';
import { registerUserRoutes } from './users/users.routes.js';
import { createUsersService } from './users/users.service.js';
import { registerVerificationRoutes } from './verification/verification.routes.js';
import { createVerificationService } from './verification/verification.service.js';

/**
 * Identity and access: accounts, sign-up and verification, sessions and MFA, passwords, API keys, users, groups,
 * invites, the company profile, contacts, terms, the activity log and the e-mail outbox.
 */
export async function registerIdentityModules(
  app: FastifyInstance,
  deps: { config: Config; db: Database; jobs: JobRegistry },
) {
  const { config, db } = deps;
  // Links in e-mail never follow a request's Host header: PUBLIC_URL, else the server's own address.
  const links = { publicUrl: config.PUBLIC_URL, host: config.HOST, port: config.PORT };
  if (!config.PUBLIC_URL && config.NODE_ENV === 'production') {
    app.log.warn(
      "PUBLIC_URL is unset: links in e-mail point at the server's own address; set PUBLIC_URL to the portal's public one",
    );
  }
  // TOTP secrets and stored e-mail are encrypted at rest under SECRETS_KEY (required in production).
  const secrets = createSecretBox(config.SECRETS_KEY);
  if (secrets.isDevelopmentKey) {
    app.log.warn(
      'SECRETS_KEY is unset: TOTP secrets and stored e-mail are encrypted with the development key, which is not ' +
        'secret. Set SECRETS_KEY (openssl rand -base64 32) before real use; production requires it.',
    );
  }
  const mailer = createMailer({
    from: config.MAIL_FROM,
    smtpUrl: config.SMTP_URL,
    jobs: deps.jobs,
    secrets,
    log: app.log,
  });
  // One file part of at most 1 MiB (the company logo); past that the upload answers 413.
  await app.register(multipart, { limits: { fileSize: COMPANY_IMAGE_MAX_BYTES, files: 1, fields: 10 } });
  await registerSessionTrack(app, { db, intervalMs: config.SESSION_TRACK_INTERVAL_MS });

  const auth = createAuthService(db, { sessionTtlDays: config.SESSION_TTL_DAYS, secrets });
  registerAuthRoutes(app, { db, auth, secureCookies: config.COOKIE_SECURE });
  registerSignupRoutes(app, { db, signup: createSignupService(db, mailer), links });
  registerVerificationRoutes(app, { db, verification: createVerificationService(db, mailer), links });
  registerMfaRoutes(app, { db, mfa: createMfaService(db, secrets) });
  registerPasswordRoutes(app, { db, passwords: createPasswordsService(db, mailer), links });
  registerSessionRoutes(app, { db, sessions: createSessionsService(db) });
  registerApiKeyRoutes(app, { db, apiKeys: createApiKeysService(db) });
  registerUserRoutes(app, { db, users: createUsersService(db, mailer), links });
  registerGroupRoutes(app, { db });
  registerTeamInviteRoutes(app, { db, invites: createTeamInvitesService(db, mailer), links });
  registerCustomerRoutes(app, { db, customers: createCustomersService(db) });
  registerContactRoutes(app, { db, contacts: createContactsService(db) });
  registerTermsRoutes(app, { db, terms: createTermsService(db) });
  registerActivityRoutes(app, { db });
  // Development only: without SMTP the outbox is where e-mail goes, and this page is where it is read.
  // The outbox shows every message (reset links included): never on a production server.
  if (mailer.isOutboxOnly && config.NODE_ENV !== 'production') registerDevOutboxRoutes(app, { db, secrets });
  return { mailer };
}
