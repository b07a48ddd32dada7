import { z } from 'zod';
import { defineRoute } from './route.js';

/** A version of the terms and conditions, known by its date. */
export const termsDocumentSchema = z.object({
  document_date: z.string(),
  title: z.string(),
  /** The text of the document, plain text with blank lines between paragraphs. */
  content: z.string(),
});
export type TermsDocument = z.infer<typeof termsDocumentSchema>;

/**
 * spec 3 "Terms and conditions: document_date, latest_document_date": the date of the document the user accepted
 * and of the latest one, as `mustReacceptTerms` of the domain reads them.
 */
export const termsStatusSchema = z.object({
  document_date: z.string(),
  latest_document_date: z.string(),
  time_accepted: z.string(),
  title: z.string(),
});
export type TermsStatus = z.infer<typeof termsStatusSchema>;

export const termsRoutes = {
  current: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/terms-and-conditions',
    access: 'session',
    tag: 'Terms and conditions',
    summary:
      'The terms the user accepted. 404 `terms_not_accepted` when acceptance is required (nothing accepted, or a ' +
      'newer document exists; spec 4 and 8).',
    response: termsStatusSchema,
    errors: [404],
  }),
  latest: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/terms-and-conditions/latest',
    access: 'public',
    tag: 'Terms and conditions',
    summary: 'The latest terms and conditions document, to read before accepting (sign-up and the eula step).',
    response: termsDocumentSchema,
  }),
  accept: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/terms-and-conditions/accept',
    access: 'session',
    tag: 'Terms and conditions',
    summary: 'Accepts the latest terms and conditions for the signed-in user.',
    response: termsStatusSchema,
  }),
};
