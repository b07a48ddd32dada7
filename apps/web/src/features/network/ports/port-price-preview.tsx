import type { PriceEntry } from '@portal/contract';
import { formatCurrency, subscriptionTermLabel } from '@portal/domain';
import { PriceCard } from '@/components/price-card';

interface PortPricePreviewProps {
  price: PriceEntry | undefined;
  isLoading: boolean;
  /** Why there is no price yet (nothing chosen, or the list does not sell this). */
  hint: string;
}

/** The price of the port being ordered, live as the speed and term change: MRC, NRC and the term (spec 9 USD). */
export function PortPricePreview({ price, isLoading, hint }: PortPricePreviewProps) {
  return (
    <PriceCard
      isLoading={isLoading}
      hint={hint}
      amounts={
        price && [
          { label: 'Monthly (MRC)', value: formatCurrency(price.mrc) },
          { label: 'One-time (NRC)', value: formatCurrency(price.nrc) },
          { label: 'Term', value: subscriptionTermLabel(price.subscription_term) },
        ]
      }
    />
  );
}
