import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { BANNER_MESSAGES, IMPERSONATION_TEXTS } from '@portal/domain';
import { IconDiscount, IconGauge, IconUserShield, IconWifiOff } from '@tabler/icons-react';
import { useCurrentCustomer } from '@/api/session';
import { discountText, type ShellBanner, selectBanners } from './banners';
import { usePromotions } from './promotions-query';
import { returnToResellerPortal } from './use-impersonation';

function BannerView({ banner }: { banner: ShellBanner }) {
  switch (banner.kind) {
    case 'impersonation':
      return (
        <Alert color="grape" variant="light" icon={<IconUserShield />} role="status">
          <Group justify="space-between" gap="sm">
            <Text size="sm" fw={500}>
              {IMPERSONATION_TEXTS.loggedInto(banner.company)}
            </Text>
            <Anchor component="button" type="button" size="sm" onClick={returnToResellerPortal}>
              {IMPERSONATION_TEXTS.returnToReseller}
            </Anchor>
          </Group>
        </Alert>
      );
    case 'offline':
      return (
        <Alert color="red" variant="light" icon={<IconWifiOff />} role="alert">
          <Text size="sm">{BANNER_MESSAGES.offline}</Text>
        </Alert>
      );
    case 'discount':
      return (
        <Alert color="green" variant="light" icon={<IconDiscount />} role="status">
          <Text size="sm">{discountText(banner.promotion)}</Text>
        </Alert>
      );
    case 'quota':
      return (
        <Alert color="yellow" variant="light" icon={<IconGauge />} role="status">
          <Text size="sm">{BANNER_MESSAGES.quota}</Text>
        </Alert>
      );
  }
}

/** The shell's banners above every signed-in screen (spec 1, 2 and 8). */
export function ShellBanners({ isImpersonating }: { isImpersonating: boolean }) {
  const { online } = useNetwork();
  const { data: customer } = useCurrentCustomer();
  const promotions = usePromotions();
  const banners = selectBanners({ isOnline: online, customer, promotions, isImpersonating, now: new Date() });
  if (banners.length === 0) return null;
  return (
    <Stack gap="xs" mb="md">
      {banners.map((banner) => (
        <BannerView key={banner.kind} banner={banner} />
      ))}
    </Stack>
  );
}
