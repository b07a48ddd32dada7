import { randomUUID } from 'node:crypto';
import type { LetterOfAuthorizationBody, PortalDocument } from '@portal/contract';
import type { Database } from '../../../db/client.js';
import type { Actor } from '../../../http/actor.js';
import { notFound } from '../../../http/app-error.js';
import type { RequestMeta } from '../../../http/request-meta.js';
import { recordActivity } from '../../platform/activity/activity.repo.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { documentFacts, presentDocument } from './documents.presenter.js';
import { insertDocument } from './documents.repo.js';
import { loaMail } from './loa-mail.js';
import { renderLoaPdf } from './loa-pdf.js';
import { findPortDemarcation, findProviderName } from './port-demarcation.repo.js';

/** How long a Letter of Authorization stays valid (the data centers' usual 90 days). */
export const LOA_VALID_DAYS = 90;

/**
 * Wire reference 3.3 `POST /ports/{id}/letter-of-authorization`: renders the LOA of one of the company's ports on the
 * provider's letterhead, stores it as a document of type `loa` tied to the port (the answer links its download) and,
 * when `destination_email` is given, e-mails it attached. The document and the queued e-mail commit together; the
 * e-mail leaves after the commit.
 */
export function createLetterOfAuthorizationService(db: Database, mailer: Mailer) {
  return {
    async issue(
      actor: Actor,
      issuerName: string,
      portCircuitId: string,
      body: LetterOfAuthorizationBody,
      meta: RequestMeta,
    ): Promise<PortalDocument> {
      const port = await findPortDemarcation(db, actor.customerId, portCircuitId);
      if (!port) throw notFound('Port not found.');
      const documentId = randomUUID();
      const fileName = `LOA-${port.circuitId}.pdf`;
      const providerName = await findProviderName(db);
      const pdf = await renderLoaPdf({
        issuerName,
        authorizedName: body.loa_customer_name,
        providerName,
        portCircuitId: port.circuitId,
        speed: port.speed,
        media: port.media,
        site: port.site,
        siteCode: port.siteCode,
        addressLines: port.addressLines,
        cage: port.cage,
        panel: port.panel,
        module: port.module,
        position: port.position,
        issuedAt: new Date(),
        validDays: LOA_VALID_DAYS,
        reference: documentId,
      });
      return db.transaction(async (tx) => {
        const row = await insertDocument(tx, {
          id: documentId,
          customerId: actor.customerId,
          name: fileName,
          description: `Letter of Authorization for ${body.loa_customer_name}`,
          type: 'loa',
          mimeType: 'application/pdf',
          data: pdf,
          circuitId: port.circuitId,
          createdByUserId: actor.userId,
        });
        // Sending it is an option: without an address the letter is only stored, for the caller to download.
        if (body.destination_email) {
          await mailer.queue(
            tx,
            loaMail({
              to: body.destination_email,
              providerName,
              issuerName,
              authorizedName: body.loa_customer_name,
              portCircuitId: port.circuitId,
              site: port.site,
              fileName,
              pdf,
            }),
          );
        }
        await recordActivity(tx, {
          customerId: actor.customerId,
          actorUserId: actor.userId,
          action: 'document.letter_of_authorization',
          objectType: 'document',
          objectId: row.id,
          after: { ...documentFacts(row), destination_email: body.destination_email ?? null },
          ipAddress: meta.ipAddress,
          requestId: meta.requestId,
        });
        return presentDocument(row);
      });
    },
  };
}

export type LetterOfAuthorizationService = ReturnType<typeof createLetterOfAuthorizationService>;
