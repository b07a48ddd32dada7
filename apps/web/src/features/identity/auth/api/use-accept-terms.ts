import type { TermsStatus } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/api/http-client';
import { termsKeys } from '@/api/terms';
import { takeReturnPath } from '@/lib/return-path';

export function acceptTerms(): Promise<TermsStatus> {
  return api.post<TermsStatus>('/terms-and-conditions/accept');
}

/** Accepts the latest terms, then goes on to the page the user wanted, else the dashboard (spec 2). */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: async (status) => {
      queryClient.setQueryData(termsKeys.status(), status);
      await navigate(takeReturnPath(), { replace: true });
    },
  });
}
