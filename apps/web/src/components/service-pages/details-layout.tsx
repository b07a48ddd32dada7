import { Anchor, Breadcrumbs, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { isApiError } from '@/api/api-error';
import { ErrorState } from '@/components/error-state';
import { RouteTabs } from '@/components/route-tabs';
import { currentTab, type DetailsTab } from './details-tabs';

/** What the details screen shows once the product has loaded. */
export interface DetailsView {
  /** The last step of the breadcrumbs: the circuit id. */
  crumb: string;
  /** Steps between the list and the crumb (a connection's router). */
  parents?: readonly { to: string; label: string }[];
  title: ReactNode;
  /** The status badge next to the title. */
  badge: ReactNode;
  /** The dimmed line under the title (description, where, speed). */
  subtitle: ReactNode;
  /** The header's buttons (e.g. `DetailsDeleteButton`), shown only to those who may use them. */
  actions?: ReactNode;
  /** Shown under the header and above the tabs (e.g. a live status card). */
  status?: ReactNode;
  /** The tabs as child routes; the first is the index route. */
  tabs: readonly DetailsTab[];
  /** Handed to the tabs through the outlet (read with `useOutletContext`). */
  context: object;
  /** Dialogs the actions open. */
  dialogs?: ReactNode;
}

export interface DetailsLayoutProps<T> {
  /** The query of the product: loading shows a skeleton, a 404 the not-found state, another failure an error. */
  query: { isPending: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
  /** The product's list: the breadcrumbs' first step and the not-found state's way back. */
  list: { to: string; label: string; backLabel: string };
  notFound: { title: string; text: string };
  errorTitle: string;
  view: (item: T) => DetailsView;
}

/**
 * The frame of a product's details screen (/ports/{circuitId} and its kin): breadcrumbs, the heading with its
 * status badge, description line and actions, an optional status card, and the tabs as child routes; with the
 * loading, not-found and error states before the product shows.
 */
export function DetailsLayout<T>({ query, list, notFound, errorTitle, view }: DetailsLayoutProps<T>) {
  if (query.isPending) return <Skeleton h={240} radius="md" />;
  if (query.error || query.data === undefined) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Title order={1} size="h2">
              {notFound.title}
            </Title>
            <Text size="sm">{notFound.text}</Text>
            <Anchor component={Link} to={list.to} size="sm">
              {list.backLabel}
            </Anchor>
          </Stack>
        </Card>
      );
    }
    return <ErrorState error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />;
  }
  return <LoadedDetails list={list} {...view(query.data)} />;
}

function LoadedDetails({ list, ...view }: DetailsView & { list: { to: string; label: string } }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const first = view.tabs[0]?.path;
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to={list.to} size="sm">
          {list.label}
        </Anchor>
        {view.parents?.map((parent) => (
          <Anchor key={parent.to} component={Link} to={parent.to} size="sm">
            {parent.label}
          </Anchor>
        ))}
        <Text size="sm">{view.crumb}</Text>
      </Breadcrumbs>
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="flex-start" mb="md">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                {view.title}
              </Title>
              {view.badge}
            </Group>
            <Text c="dimmed" size="sm">
              {view.subtitle}
            </Text>
          </Stack>
          {view.actions}
        </Group>
        {view.status}
        <RouteTabs
          tabs={view.tabs.filter((tab) => !tab.isHidden).map((tab) => ({ value: tab.path, label: tab.label }))}
          active={currentTab(pathname, view.tabs)}
          onChange={(tab) => navigate(tab === first ? '.' : tab)}
        >
          <Stack>
            <Outlet context={view.context} />
          </Stack>
        </RouteTabs>
      </Card>
      {view.dialogs}
    </Stack>
  );
}

/** The header's red delete button of a details screen ("Delete port"). */
export function DetailsDeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={onClick}>
      {label}
    </Button>
  );
}
