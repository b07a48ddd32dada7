import { Alert, Badge, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BgpSession } from '@portal/contract';
import { PERMISSIONS, ROUTE_DIALOG_MESSAGES } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useCan } from '@/api/use-can';
import { CenteredLoader } from '@/components/centered-loader';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorState } from '@/components/error-state';
import { cloudRouterQuery, useRouterConnection } from '../api/cloud-router-queries';
import { isSessionBeingDeleted } from '../cloud-router-display';
import { useCreateBgpSession, useUpdateBgpSession } from './api/bgp-mutations';
import { useBgpSession } from './api/bgp-queries';
import { BgpConfigurationForm } from './bgp-configuration-form';
import { BgpLogsPanel } from './bgp-logs-panel';
import { BgpRoutesPanel } from './bgp-routes-panel';
import { type BgpSessionFormValues, type SessionContext, toSessionBody } from './bgp-session-form';
import { BgpSessionToggle } from './bgp-session-toggle';

export type BgpDialogTab = 'configuration' | 'routes' | 'router-logs';

/** The tab an address of the dialog shows: `{uuid}/routes`, `{uuid}/router-logs`, else Configuration. */
export function dialogTabOf(pathname: string): BgpDialogTab {
  if (pathname.endsWith('/routes')) return 'routes';
  if (pathname.endsWith('/router-logs')) return 'router-logs';
  return 'configuration';
}

const STATE_COLOURS: Record<string, string> = { established: 'green', configuring: 'blue', fetching: 'blue' };

/** Where the dialog's addresses are, and where closing it returns. */
export interface BgpDialogPaths {
  /** The screen the dialog opens over. */
  back: string;
  create: string;
  configuration: (uuid: string) => string;
  routes: (uuid: string) => string;
  routerLogs: (uuid: string) => string;
}

const LIST_PATH = '/cloud-routers';
/** The query parameters that name the dialog's router and connection over the list. */
const ROUTER_PARAM = 'router';
const CONNECTION_PARAM = 'connection';

/** The paths of the dialog's routes under a connection's bgp-sessions tab (spec 2). */
export function bgpDialogPaths(routerCircuitId: string, cloudCircuitId: string): BgpDialogPaths {
  const tab = `${LIST_PATH}/${encodeURIComponent(routerCircuitId)}/connections/${encodeURIComponent(cloudCircuitId)}/bgp-sessions`;
  return {
    back: tab,
    create: `${tab}/bgp-session/create`,
    configuration: (uuid: string) => `${tab}/bgp-session/${encodeURIComponent(uuid)}`,
    routes: (uuid: string) => `${tab}/${encodeURIComponent(uuid)}/routes`,
    routerLogs: (uuid: string) => `${tab}/${encodeURIComponent(uuid)}/router-logs`,
  };
}

/**
 * The paths of the dialog over the cloud router list (spec 2): the router and connection in the query, beside the
 * list's own search, filters and page (`listSearch`), which closing the dialog returns to.
 */
export function listBgpDialogPaths(
  routerCircuitId: string,
  cloudCircuitId: string,
  listSearch: URLSearchParams = new URLSearchParams(),
): BgpDialogPaths {
  const list = new URLSearchParams(listSearch);
  list.delete(ROUTER_PARAM);
  list.delete(CONNECTION_PARAM);
  const dialog = new URLSearchParams(list);
  dialog.set(ROUTER_PARAM, routerCircuitId);
  dialog.set(CONNECTION_PARAM, cloudCircuitId);
  const query = `?${dialog.toString()}`;
  const session = (uuid: string) => `${LIST_PATH}/bgp-session/${encodeURIComponent(uuid)}`;
  return {
    back: list.size > 0 ? `${LIST_PATH}?${list.toString()}` : LIST_PATH,
    create: `${LIST_PATH}/bgp-session/create${query}`,
    configuration: (uuid: string) => `${session(uuid)}${query}`,
    routes: (uuid: string) => `${session(uuid)}/routes${query}`,
    routerLogs: (uuid: string) => `${session(uuid)}/router-logs${query}`,
  };
}

/**
 * Which router and connection the dialog is about, and its paths: from the path over a connection's tab, from the
 * query over the list.
 */
export function dialogPlace(
  params: { circuitId?: string | undefined; cloudCircuitId?: string | undefined },
  search: URLSearchParams,
) {
  if (params.circuitId !== undefined) {
    const cloudCircuitId = params.cloudCircuitId ?? '';
    return {
      circuitId: params.circuitId,
      cloudCircuitId,
      paths: bgpDialogPaths(params.circuitId, cloudCircuitId),
    };
  }
  const circuitId = search.get(ROUTER_PARAM) ?? '';
  const cloudCircuitId = search.get(CONNECTION_PARAM) ?? '';
  return { circuitId, cloudCircuitId, paths: listBgpDialogPaths(circuitId, cloudCircuitId, search) };
}

function SessionState({ session }: { session: BgpSession }) {
  return (
    <Group gap="xs">
      <Badge color={STATE_COLOURS[session.bgp_state] ?? 'orange'} variant="light">
        {session.bgp_state}
      </Badge>
      {session.state_reason && (
        <Text size="xs" c="dimmed">
          {session.state_reason}
        </Text>
      )}
    </Group>
  );
}

/**
 * The BGP session dialog over a connection's bgp-sessions tab or the cloud router list (spec 2):
 * `bgp-session/create`, `bgp-session/{uuid}` (Configuration), `{uuid}/routes` and `{uuid}/router-logs`, each tab
 * its own address; the "Session active" / "Session inactive" toggle once the session exists. It is the layout of
 * those four routes, so moving between tabs keeps the form and what was typed in it; closing with unsaved edits
 * asks first, then goes back to the tab or the list.
 */
export function BgpSessionDialog() {
  const { bgpSettingsUuid, ...params } = useParams();
  const [search] = useSearchParams();
  const { circuitId, cloudCircuitId, paths } = dialogPlace(params, search);
  const tab = dialogTabOf(useLocation().pathname);
  const navigate = useNavigate();
  const isDirty = useRef(false);
  const [isAskingToDiscard, setIsAskingToDiscard] = useState(false);
  const trackDirty = useCallback((value: boolean) => {
    isDirty.current = value;
  }, []);
  const leave = () => navigate(paths.back, { replace: true });
  const close = () => (isDirty.current ? setIsAskingToDiscard(true) : leave());
  const connection = useRouterConnection(circuitId, cloudCircuitId);
  // The router is read only to know whether it is being deleted: the dialog does not wait for it.
  const router = useQuery({ ...cloudRouterQuery(circuitId), enabled: circuitId !== '' });
  const session = useBgpSession(circuitId, cloudCircuitId, bgpSettingsUuid);
  const create = useCreateBgpSession(circuitId, cloudCircuitId);
  const update = useUpdateBgpSession(circuitId, cloudCircuitId);
  const provider = connection.data?.service_provider ?? '';
  const isNatCapable = connection.data?.nat_capable ?? false;
  const isDnatCapable = connection.data?.dnat_capable ?? false;
  const context: SessionContext = useMemo(
    () => ({ provider, isNatCapable, isDnatCapable }),
    [provider, isNatCapable, isDnatCapable],
  );
  const isCreating = bgpSettingsUuid === undefined;
  const isBeingDeleted = isSessionBeingDeleted(connection.data, router.data);
  // spec 6: changing a session (its PUT, POST and the toggle) needs cloud-router.create; a reader sees it read-only.
  const canChange = useCan(PERMISSIONS.CLOUD_ROUTER_CREATE);

  const save = async (values: BgpSessionFormValues) => {
    if (isCreating) {
      const created = await create.mutateAsync(toSessionBody(values, context));
      notifications.show({ color: 'green', message: 'BGP session created.' });
      navigate(paths.configuration(created.bgp_settings_uuid), { replace: true });
      return;
    }
    const saved = session.data;
    if (!saved) return;
    // The toggle saves on its own: the saved state of `disabled` wins over the form's copy.
    const body = { ...toSessionBody({ ...values, disabled: saved.disabled }, context) };
    await update.mutateAsync({ ...body, bgp_settings_uuid: saved.bgp_settings_uuid });
    notifications.show({ color: 'green', message: 'BGP session saved.' });
  };

  const isLoading = connection.isPending || (!isCreating && session.isPending);
  const error = connection.error ?? (isCreating ? null : session.error);
  const title = isCreating ? `New BGP session on ${cloudCircuitId}` : `BGP session on ${cloudCircuitId}`;

  let content: ReactNode;
  if (circuitId === '' || cloudCircuitId === '') {
    content = (
      <Alert color="yellow" variant="light" title="Which connection?">
        This address does not name the cloud router and connection of the session.{' '}
        <Link to={paths.back}>Back to the cloud routers</Link>
      </Alert>
    );
  } else if (isLoading) content = <CenteredLoader label="Loading the BGP session" />;
  else if (error || !connection.data) content = <ErrorState error={error} onRetry={() => void session.refetch()} />;
  else {
    const uuid = bgpSettingsUuid ?? '';
    const go = (value: string | null) => {
      if (isCreating || value === null) return;
      const target =
        value === 'routes'
          ? paths.routes(uuid)
          : value === 'router-logs'
            ? paths.routerLogs(uuid)
            : paths.configuration(uuid);
      navigate(target, { replace: true });
    };
    content = (
      <Stack gap="md">
        {session.data && (
          <Group justify="space-between">
            <SessionState session={session.data} />
            <BgpSessionToggle
              routerCircuitId={circuitId}
              cloudCircuitId={cloudCircuitId}
              session={session.data}
              context={context}
              canChange={canChange}
              isBeingDeleted={isBeingDeleted}
            />
          </Group>
        )}
        {isBeingDeleted && (
          <Alert color="yellow" variant="light">
            {ROUTE_DIALOG_MESSAGES.serviceBeingDeleted}
          </Alert>
        )}
        <Tabs value={isCreating ? 'configuration' : tab} onChange={go}>
          <Tabs.List>
            <Tabs.Tab value="configuration">Configuration</Tabs.Tab>
            <Tabs.Tab value="routes" disabled={isCreating}>
              Routes
            </Tabs.Tab>
            <Tabs.Tab value="router-logs" disabled={isCreating}>
              Router logs
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="configuration" pt="md">
            <BgpConfigurationForm
              key={session.data?.bgp_settings_uuid ?? 'new'}
              routerCircuitId={circuitId}
              cloudCircuitId={cloudCircuitId}
              context={context}
              session={session.data}
              isSaving={create.isPending || update.isPending}
              canChange={canChange}
              isBeingDeleted={isBeingDeleted}
              onSave={save}
              onCancel={close}
              onDirtyChange={trackDirty}
            />
          </Tabs.Panel>
          {!isCreating && (
            <>
              <Tabs.Panel value="routes" pt="md">
                {tab === 'routes' && (
                  <BgpRoutesPanel routerCircuitId={circuitId} cloudCircuitId={cloudCircuitId} uuid={uuid} />
                )}
              </Tabs.Panel>
              <Tabs.Panel value="router-logs" pt="md">
                {tab === 'router-logs' && (
                  <BgpLogsPanel routerCircuitId={circuitId} cloudCircuitId={cloudCircuitId} uuid={uuid} />
                )}
              </Tabs.Panel>
            </>
          )}
        </Tabs>
      </Stack>
    );
  }

  return (
    <>
      <Modal opened onClose={close} title={title} size="xl">
        {content}
      </Modal>
      <ConfirmDialog
        opened={isAskingToDiscard}
        title="Discard the changes?"
        confirmLabel="Discard"
        onConfirm={leave}
        onClose={() => setIsAskingToDiscard(false)}
      >
        The BGP session has changes that are not saved. Closing the dialog discards them.
      </ConfirmDialog>
    </>
  );
}
