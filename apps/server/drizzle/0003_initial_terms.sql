-- The first terms and conditions document: every database has one to accept (sign-up and the eula step).
INSERT INTO "terms_documents" ("id", "document_date", "title", "content")
VALUES (
  '00000000-0000-4000-8000-000000007e01',
  '2025-01-01T00:00:00Z',
  'Terms and Conditions of Service',
  'These terms govern the use of the customer portal and the network services ordered through it.

1. Accounts. You keep your login details secret and are responsible for what is done with your account, its API keys and its sessions. Tell us at once if you think someone else has used them.

2. Orders. An order placed in the portal is an offer to buy the service at the price shown. An order can be cancelled within 24 hours without charge; later cancellations follow the master services agreement.

3. Acceptable use. You do not use the services to break the law, to attack other networks, or to send unsolicited bulk messages.

4. Data. We keep the data needed to provide, bill and support the services, and an activity log of the changes made in your account.

5. Changes. We may publish a new version of these terms. You will be asked to accept it the next time you sign in.'
)
ON CONFLICT DO NOTHING;
