import type { ActivityLogEntry } from '@portal/contract';
import { LOG_SEVERITY_RANKS, type LogSeverity } from '@portal/domain';
import type { ActivityRow } from './activity.repo.js';

/** The readable message of each action; an action not listed shows as itself. */
const ACTION_MESSAGES: Record<string, string> = {
  'auth.login': 'Signed in',
  'auth.login_failed': 'Failed sign-in attempt',
  'auth.login_mfa': 'Completed sign-in with the second factor',
  'auth.logout': 'Signed out',
  'auth.signup': 'Signed up and created the company',
  'session.revoke': 'Ended a session',
  'session.revoke_all': "Ended all of a user's sessions",
  'user.verify': 'Verified the e-mail address',
  'user.verification_resend': 'Asked for a new verification link',
  'user.create': 'Created a user',
  'user.update': 'Changed a user',
  'user.delete': 'Deleted a user',
  'user.group_remove': 'Took a user out of a group',
  'password.reset_request': 'Asked for a password reset link',
  'password.reset': 'Reset the password',
  'password.change': 'Changed the password',
  'mfa.setup': 'Started two-factor setup',
  'mfa.enable': 'Turned two-factor login on',
  'mfa.disable': 'Turned two-factor login off',
  'mfa.recovery_code_used': 'Signed in with a recovery code',
  'api_key.create': 'Created an API key',
  'api_key.revoke': 'Revoked an API key',
  'team_invite.create': 'Invited a user',
  'team_invite.resend': 'Sent an invitation again',
  'team_invite.cancel': 'Cancelled an invitation',
  'team_invite.accept': 'Accepted an invitation',
  'company.update': 'Changed the company profile',
  'company.logo_upload': 'Uploaded the company logo',
  'contact.create': 'Added a contact',
  'contact.update': 'Changed a contact',
  'contact.delete': 'Removed a contact',
  'terms.accept': 'Accepted the terms and conditions',
};

/** Security-relevant actions are logged as notices (spec 4 rank 6); the rest as informational (7). */
const NOTICE_ACTIONS = new Set([
  'auth.login_failed',
  'session.revoke',
  'session.revoke_all',
  'user.delete',
  'user.group_remove',
  'password.reset',
  'password.change',
  'mfa.disable',
  'mfa.recovery_code_used',
  'api_key.create',
  'api_key.revoke',
]);

export function presentActivity(row: ActivityRow): ActivityLogEntry {
  const severity: LogSeverity = NOTICE_ACTIONS.has(row.action) ? 'notice' : 'informational';
  return {
    log_uuid: row.id,
    user: row.actorLogin,
    on_behalf_of: row.impersonatorLogin,
    level: LOG_SEVERITY_RANKS[severity],
    log_level_name: severity,
    category: row.action.split('.')[0] ?? row.action,
    event: row.action,
    message: ACTION_MESSAGES[row.action] ?? row.action,
    object_type: row.objectType,
    object_id: row.objectId,
    before: row.before ?? null,
    after: row.after ?? null,
    ip_address: row.ipAddress,
    request_id: row.requestId,
    time_created: row.createdAt.toISOString(),
  };
}
