import type { SignupRequest } from '@portal/contract';
import type { Database } from '../../../db/client.js';
import { customers } from '../../../db/schema/index.js';
import type { RequestMeta } from '../../../http/request-meta.js';
import { recordActivity } from '../../platform/activity/activity.repo.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { assertStrongPassword } from '../auth/password-policy.js';
import { hashPassword } from '../auth/secrets.js';
import { latestTermsDocument, recordAcceptance } from '../terms/terms.repo.js';
import { assertIdentityFree, rethrowIdentityConflict } from '../users/identity.js';
import { insertUser, type UserRow } from '../users/users.repo.js';
import { queueVerificationMail } from '../verification/verification.service.js';

export interface SignupService {
  signup(input: SignupRequest, meta: RequestMeta & { origin: string }): Promise<UserRow>;
}

/** spec 1 "Users sign up": a new company (type others) and its first admin, unverified until the link is used. */
export function createSignupService(db: Database, mailer: Mailer): SignupService {
  return {
    async signup(input, meta) {
      await assertStrongPassword(input.password, 'password', [
        input.login,
        input.email,
        input.first_name,
        input.last_name,
        input.company_name,
      ]);
      await assertIdentityFree(db, { login: input.login, email: input.email });
      const passwordHash = await hashPassword(input.password);
      const now = new Date();
      const user = await db
        .transaction(async (tx) => {
          const [company] = await tx
            .insert(customers)
            .values({ name: input.company_name, type: 'others' })
            .returning({ id: customers.id });
          if (!company) throw new Error('customer insert returned nothing');
          const created = await insertUser(tx, {
            customerId: company.id,
            login: input.login,
            email: input.email,
            firstName: input.first_name,
            lastName: input.last_name ?? '',
            groupName: 'admin',
            passwordHash,
            isVerified: false,
          });
          const terms = await latestTermsDocument(tx);
          if (terms) await recordAcceptance(tx, created.id, terms.id, now);
          await recordActivity(tx, {
            customerId: company.id,
            actorUserId: created.id,
            action: 'auth.signup',
            objectType: 'customer',
            objectId: company.id,
            after: { company_name: input.company_name, login: created.login, email: created.email, group: 'admin' },
            ipAddress: meta.ipAddress,
            requestId: meta.requestId,
          });
          await queueVerificationMail(tx, mailer, { user: created, origin: meta.origin, now });
          return created;
        })
        .catch(rethrowIdentityConflict);
      return user;
    },
  };
}
