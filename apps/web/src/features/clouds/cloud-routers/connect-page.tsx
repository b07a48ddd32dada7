import { Anchor, Card, Select, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { type CloudRouter, HOSTED_PROVIDERS, type HostedProvider } from '@portal/contract';
import { IconCloud, IconLock, IconPlugConnected } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { stateLabel } from '@/lib/state-label';
import { PROVIDER_PRODUCTS } from '../hosted/hosted-display';
import { useCloudRouters } from './api/cloud-router-queries';
import { CreateCloudConnectionForm } from './create-cloud-connection-form';
import { CreateIpsecConnectionForm } from './create-ipsec-connection-form';
import { CreatePortConnectionForm } from './create-port-connection-form';

/** What each cloud's connection is, on its card. */
const CLOUD_TEXTS: Readonly<Record<HostedProvider, string>> = {
  aws: 'A Direct Connect hosted connection to your AWS account, accepted by you or by the portal with a credential.',
  azure: 'An ExpressRoute circuit’s private peering, by its service key.',
  google: 'A Partner Interconnect VLAN attachment, by its pairing key.',
  oracle: 'A FastConnect virtual circuit, by its OCID.',
  ibm: 'A Direct Link to your IBM Cloud account.',
};

/** The kinds of connection the portal adds to a router, by the provider segment of spec 2's create path. */
const CONNECTION_KINDS = [
  {
    provider: 'ipsec',
    title: 'IPsec VPN',
    text: 'An encrypted tunnel over the internet to your firewall, with a vendor preset for its IKE and IPsec phases.',
    icon: IconLock,
  },
  {
    provider: 'packetfabric',
    title: 'One of your ports',
    text: 'A VLAN of a port you already have with us (or the whole port), straight into the router.',
    icon: IconPlugConnected,
  },
  ...HOSTED_PROVIDERS.map((provider) => ({
    provider,
    title: PROVIDER_PRODUCTS[provider],
    text: CLOUD_TEXTS[provider],
    icon: IconCloud,
  })),
] as const;

type Provider = (typeof CONNECTION_KINDS)[number]['provider'];
const isCloud = (provider: string): provider is HostedProvider =>
  (HOSTED_PROVIDERS as readonly string[]).includes(provider);
const isProvider = (value: string | undefined): value is Provider =>
  CONNECTION_KINDS.some((kind) => kind.provider === value);

const routerPath = (circuitId: string) => `/cloud-routers/${encodeURIComponent(circuitId)}`;

function KindCard({ to, title, text, icon }: { to: string; title: string; text: string; icon: ReactNode }) {
  return (
    <UnstyledButton component={Link} to={to}>
      <Card withBorder radius="md" padding="lg" h="100%">
        <Stack gap="xs">
          <ThemeIcon variant="light" size="lg" radius="md">
            {icon}
          </ThemeIcon>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}

function RouterPicker({ routers, provider }: { routers: CloudRouter[]; provider: string | undefined }) {
  const navigate = useNavigate();
  const active = routers.filter((router) => router.state === 'active');
  if (active.length === 0) {
    return (
      <Text size="sm">
        You have no active cloud router to connect to.{' '}
        <Anchor component={Link} to="/cloud-routers/create" size="sm">
          Create a cloud router first
        </Anchor>
      </Text>
    );
  }
  return (
    <Select
      label="Cloud router"
      withAsterisk
      placeholder="Choose the router to connect"
      data={active.map((router) => ({ value: router.circuit_id, label: `${router.name} (${router.circuit_id})` }))}
      onChange={(circuitId) =>
        circuitId && navigate(`${routerPath(circuitId)}/${provider ? `create/${provider}` : 'connect'}`)
      }
      maw={420}
      searchable
    />
  );
}

/**
 * spec 2 connection create: `{cloudRouterId?}/connect` (alias `providers/{provider?}/connect`) chooses the kind,
 * `{cloudRouterId?}/create/{provider?}` (alias `providers/{provider?}/create`) shows its form; without a router id
 * the router is chosen first. An unknown provider goes back to the choice.
 */
export function ConnectPage() {
  const { cloudRouterId, provider } = useParams();
  const routers = useCloudRouters();

  if (provider !== undefined && !isProvider(provider)) {
    return <Navigate to={cloudRouterId ? `${routerPath(cloudRouterId)}/connect` : '/cloud-routers/connect'} replace />;
  }
  const kind = CONNECTION_KINDS.find((item) => item.provider === provider);
  if (routers.isPending) return <Skeleton h={240} radius="md" />;
  if (routers.error) {
    return (
      <ErrorState
        error={routers.error}
        title="The cloud routers could not load"
        onRetry={() => void routers.refetch()}
      />
    );
  }
  const router = routers.data.find((item) => item.circuit_id === cloudRouterId);

  const header = (
    <PageHeader
      title={kind ? `Add a connection: ${kind.title}` : 'Add a connection'}
      description={
        router
          ? `To ${router.name} (${router.circuit_id}, ASN ${router.asn}).`
          : 'Choose the cloud router the connection joins.'
      }
    />
  );

  if (!router) {
    return (
      <Card withBorder radius="md" padding="lg">
        {header}
        {cloudRouterId && (
          <Text size="sm" mb="sm">
            There is no cloud router {cloudRouterId} in your company.
          </Text>
        )}
        <RouterPicker routers={routers.data} provider={provider} />
      </Card>
    );
  }
  if (router.state !== 'active') {
    return (
      <Card withBorder radius="md" padding="lg">
        {header}
        <Text size="sm">
          The cloud router must be active to add a connection; its state now is {stateLabel(router.state)}.{' '}
          <Anchor component={Link} to={routerPath(router.circuit_id)} size="sm">
            Back to {router.name}
          </Anchor>
        </Text>
      </Card>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg">
      {header}
      {!kind && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {CONNECTION_KINDS.map((item) => (
            <KindCard
              key={item.provider}
              to={`${routerPath(router.circuit_id)}/create/${item.provider}`}
              title={item.title}
              text={item.text}
              icon={<item.icon size={20} />}
            />
          ))}
        </SimpleGrid>
      )}
      {kind?.provider === 'ipsec' && <CreateIpsecConnectionForm router={router} />}
      {kind?.provider === 'packetfabric' && <CreatePortConnectionForm router={router} />}
      {kind && isCloud(kind.provider) && (
        <CreateCloudConnectionForm key={kind.provider} router={router} provider={kind.provider} />
      )}
    </Card>
  );
}
