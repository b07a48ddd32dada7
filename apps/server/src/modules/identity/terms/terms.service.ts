import type { TermsDocument, TermsStatus } from '@portal/contract';
import { mustReacceptTerms } from '@portal/domain';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../http/app-error.js';
import type { RequestMeta } from '../../../http/request-meta.js';
import { recordActivity } from '../../platform/activity/activity.repo.js';
import type { UserRow } from '../users/users.repo.js';
import { latestAcceptance, latestTermsDocument, recordAcceptance, type TermsDocumentRow } from './terms.repo.js';

function presentDocument(document: TermsDocumentRow): TermsDocument {
  return { document_date: document.documentDate.toISOString(), title: document.title, content: document.content };
}

export interface TermsService {
  status(user: UserRow): Promise<TermsStatus>;
  latest(): Promise<TermsDocument>;
  accept(user: UserRow, meta: RequestMeta): Promise<TermsStatus>;
}

export function createTermsService(db: Database): TermsService {
  async function requireLatest(): Promise<TermsDocumentRow> {
    const latest = await latestTermsDocument(db);
    if (!latest) throw new AppError('not_found', 'There are no terms and conditions yet.');
    return latest;
  }

  async function status(user: UserRow): Promise<TermsStatus> {
    const [latest, accepted] = await Promise.all([latestTermsDocument(db), latestAcceptance(db, user.id)]);
    const dates = {
      document_date: accepted?.document.documentDate.toISOString() ?? null,
      latest_document_date: latest?.documentDate.toISOString() ?? null,
    };
    // spec 4 and 8: nothing accepted, or a newer document, answers 404 (acceptance is required).
    if (!accepted || mustReacceptTerms(dates)) throw new AppError('terms_not_accepted');
    return {
      document_date: accepted.document.documentDate.toISOString(),
      latest_document_date: (latest ?? accepted.document).documentDate.toISOString(),
      time_accepted: accepted.acceptedAt.toISOString(),
      title: accepted.document.title,
    };
  }

  return {
    status,
    latest: async () => presentDocument(await requireLatest()),
    async accept(user, meta) {
      const latest = await requireLatest();
      await db.transaction(async (tx) => {
        await recordAcceptance(tx, user.id, latest.id, new Date());
        await recordActivity(tx, {
          customerId: user.customerId,
          actorUserId: user.id,
          action: 'terms.accept',
          objectType: 'terms',
          objectId: latest.documentDate.toISOString(),
          ipAddress: meta.ipAddress,
          requestId: meta.requestId,
        });
      });
      return status(user);
    },
  };
}
