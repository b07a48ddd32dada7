/**
 * The mutating routes a read-only user may call, each with the reason: they act on the caller's own sign-in,
 * account or second factor, never on the company's data. Every other POST, PUT, PATCH and DELETE answers 403 to
 * the read-only group; a route listed here that no longer exists fails the check, so the list stays true.
 */
export const READONLY_MAY_CALL: Record<string, string> = {
  'POST /v2/auth/login/mfa': 'finishes the caller’s own sign-in with the second factor',
  'POST /v2/user-verify/resend': 'sends the caller’s own verification e-mail again',
  'POST /v2/users/mfa/setup': 'sets up the caller’s own two-factor login',
  'POST /v2/users/mfa/enable': 'turns on the caller’s own two-factor login',
  'POST /v2/users/mfa/disable': 'turns off the caller’s own two-factor login (with the password)',
  'PATCH /v2/users/:id':
    'the caller’s own profile (name, phone, time zone); another user’s, or a change of login, answers 403',
  'PATCH /v2/users/:id/password':
    'the caller’s own password (another user’s needs `user.update` and answers 403, wire reference 3.1)',
  'DELETE /v2/auth/sessions/:id': 'ends one of the caller’s own sessions',
  'POST /v2/events':
    'subscribes the caller’s own session or API key to events it may already read; it changes no company data',
  'POST /v2/terms-and-conditions/accept': 'the caller accepts the terms for themself (spec 4)',
  'POST /v2/services/cloud-routers/:id/address_is_unique': 'a question (is this address free on the router), no change',
  'POST /v2/services/cloud-routers/:id/connections/:cid/bgp/:uuid/dry-run':
    'the BGP what-if: previews a draft policy against the current routes and saves nothing',
  'POST /v2/services/cloud-routers/:id/connections/:cid/bgp/dry-run':
    'the BGP what-if of a session not made yet: previews it against the current routes and saves nothing',
};
