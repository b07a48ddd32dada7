import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BgpSession } from '@portal/contract';
import { bgpToggleNotice } from '@portal/domain';
import { describeError } from '@/api/api-error';
import { useUpdateBgpSession } from './api/bgp-mutations';
import { type SessionContext, toggleBody } from './bgp-session-form';

interface BgpSessionToggleProps {
  routerCircuitId: string;
  cloudCircuitId: string;
  session: BgpSession;
  context: SessionContext;
  /** Whether the user may change the session (cloud-router.create); else the toggle shows its state, disabled. */
  canChange: boolean;
  /** The connection or its router is being deleted: the toggle shows its state, disabled, for anyone. */
  isBeingDeleted: boolean;
}

/**
 * spec 2 and 4 "BGP toggle": shown once a session exists, labelled "Session active" or "Session inactive"; a flip
 * saves at once (`PUT …/bgp` with `disabled` flipped and everything else as saved; Azure's l3 address from the
 * subnet) and says 'BGP disabled.' or 'BGP enabled.'. A user who may only read the session sees it disabled, and
 * so does everyone while the connection or its router is being deleted.
 */
export function BgpSessionToggle(props: BgpSessionToggleProps) {
  const { routerCircuitId, cloudCircuitId, session, context, canChange, isBeingDeleted } = props;
  const update = useUpdateBgpSession(routerCircuitId, cloudCircuitId);
  const isActive = !session.disabled;

  const flip = () =>
    update.mutate(toggleBody(session, context), {
      onSuccess: (saved) => notifications.show({ color: 'green', message: bgpToggleNotice(saved.disabled) }),
      onError: (error) =>
        notifications.show({ color: 'red', title: 'The session was not changed', message: describeError(error) }),
    });

  return (
    <Switch
      checked={isActive}
      onChange={flip}
      disabled={!canChange || isBeingDeleted || update.isPending}
      label={isActive ? 'Session active' : 'Session inactive'}
      color="green"
    />
  );
}
