import type { ResellerBrand } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http-client';

/** The signed-in reseller's brand (`GET /v2/reseller-brands`; a direct customer has none, 404). */
export function useOwnBrand() {
  return useQuery({
    queryKey: ['reseller-brand', 'own'] as const,
    queryFn: () => api.get<ResellerBrand>('/reseller-brands'),
  });
}

/** What the brand form sends: the text fields, and the images chosen or to be removed. */
export interface BrandChange {
  main_color: string;
  public_name: string;
  favicon: File | null;
  logo: File | null;
  remove_favicon: boolean;
  remove_logo: boolean;
}

function brandFormData(change: BrandChange): FormData {
  const form = new FormData();
  form.append('main_color', change.main_color);
  form.append('public_name', change.public_name);
  if (change.remove_favicon) form.append('remove_favicon', 'true');
  if (change.remove_logo) form.append('remove_logo', 'true');
  if (change.favicon && !change.remove_favicon) form.append('favicon', change.favicon, change.favicon.name);
  if (change.logo && !change.remove_logo) form.append('logo', change.logo, change.logo.name);
  return form;
}

/** `PATCH /v2/reseller-brands` (multipart). Silent: the form shows refusals on its fields. Every brand query is stale after. */
export function useUpdateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: BrandChange) => api.patch<ResellerBrand>('/reseller-brands', brandFormData(change)),
    meta: { isSilent: true },
    onSuccess: (brand) => {
      queryClient.setQueryData(['reseller-brand', 'own'], brand);
      void queryClient.invalidateQueries({ queryKey: ['reseller-brand', brand.domain] });
    },
  });
}
