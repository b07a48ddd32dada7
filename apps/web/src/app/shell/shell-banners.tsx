import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import {
  BANNER_MESSAGES,
  IMPERSONATION_TEXTS,
  PRODUCT_ORDER_PATHS,
  productOrderPath,
  returnLinkLabel,
} from '@portal/domain';
import { IconDiscount, IconGauge, IconUserShield, IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentCustomer } from '@/api/session';
import { useCanOpenScreen } from '@/lib/route-tree';
import { discountText, type ShellBanner, selectBanners } from './banners';
import { dismissPromotion, readDismissedPromotions } from './promotion-dismissals';
import { usePromotions } from './promotions-query';
import { returnFromCustomer } from './use-impersonation';

interface BannerViewProps {
  banner: ShellBanner;
  onDismiss: (code: string) => void;
  isProviderStaff: boolean;
}

function BannerView({ banner, onDismiss, isProviderStaff }: BannerViewProps) {
  switch (banner.kind) {
    case 'impersonation':
      return (
        <Alert color="grape" variant="light" icon={<IconUserShield />} role="status">
          <Group justify="space-between" gap="sm">
            <Text size="sm" fw={500}>
              {IMPERSONATION_TEXTS.loggedInto(banner.company)}
            </Text>
            <Anchor component="button" type="button" size="sm" onClick={() => returnFromCustomer(isProviderStaff)}>
              {returnLinkLabel(isProviderStaff)}
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
        <Alert
          color="green"
          variant="light"
          icon={<IconDiscount />}
          role="status"
          withCloseButton
          closeButtonLabel="Dismiss the discount"
          onClose={() => onDismiss(banner.promotion.promotion_code)}
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">{discountText(banner.promotion)}</Text>
            {banner.orderPath && (
              <Anchor component={Link} to={banner.orderPath} size="sm" fw={500}>
                Order now
              </Anchor>
            )}
          </Group>
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
export function ShellBanners({
  isImpersonating,
  isProviderStaff,
}: {
  isImpersonating: boolean;
  isProviderStaff: boolean;
}) {
  const { online } = useNetwork();
  const { data: customer } = useCurrentCustomer();
  const promotions = usePromotions();
  const canOpen = useCanOpenScreen();
  const [dismissedCodes, setDismissedCodes] = useState(readDismissedPromotions);
  const orderPathOf = (productType: string | null): string | null => {
    const paths = productType === null ? Object.values(PRODUCT_ORDER_PATHS) : [productOrderPath(productType)];
    return paths.find((path): path is string => path !== undefined && canOpen(path)) ?? null;
  };
  const banners = selectBanners({
    isOnline: online,
    customer,
    promotions,
    isImpersonating,
    now: new Date(),
    orderPathOf,
    dismissedCodes,
  });
  if (banners.length === 0) return null;
  return (
    <Stack gap="xs" mb="md">
      {banners.map((banner) => (
        <BannerView
          key={banner.kind}
          banner={banner}
          isProviderStaff={isProviderStaff}
          onDismiss={(code) => setDismissedCodes(dismissPromotion(code))}
        />
      ))}
    </Stack>
  );
}
