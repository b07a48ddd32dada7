import type { TeamInvite, TeamInviteLookup } from '@portal/contract';
import type { TeamInviteRow, TeamInviteWithInviter } from './team-invites.repo.js';

export function inviteStatus(invite: TeamInviteRow, now: Date): TeamInvite['status'] {
  if (invite.acceptedAt) return 'accepted';
  if (invite.cancelledAt) return 'cancelled';
  return invite.expiresAt <= now ? 'expired' : 'pending';
}

export function presentInvite(invite: TeamInviteWithInviter, now = new Date()): TeamInvite {
  return {
    id: invite.id,
    email: invite.email,
    group: invite.groupName,
    status: inviteStatus(invite, now),
    invited_by: invite.inviterLogin,
    time_created: invite.createdAt.toISOString(),
    time_expires: invite.expiresAt.toISOString(),
    time_accepted: invite.acceptedAt?.toISOString() ?? null,
  };
}

export function presentInviteLookup(invite: TeamInviteWithInviter): TeamInviteLookup {
  return {
    email: invite.email,
    group: invite.groupName,
    company_name: invite.companyName,
    invited_by_name: invite.inviterName,
    time_expires: invite.expiresAt.toISOString(),
  };
}
