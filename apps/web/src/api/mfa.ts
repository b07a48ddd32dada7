import type { MfaEnableResponse, MfaSetupResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, buildUrl } from './http-client';
import { sessionKeys } from './session';

/**
 * The QR code of the secret being set up (a PNG the server draws). `version` changes with every setup, so the
 * browser never shows the image of an earlier secret from its cache.
 */
export function mfaQrCodeUrl(version: string): string {
  return buildUrl('/users/mfa/qrcode', 'v2', { v: version });
}

/** spec 4 "setup, then enabled": a new secret, kept aside by the server until a code proves it. */
export function useMfaSetup() {
  return useMutation({ mutationFn: () => api.post<MfaSetupResponse>('/users/mfa/setup') });
}

/** Turns MFA on; the answer's recovery codes are shown once. Silent: the form shows a wrong code on its field. */
export function useMfaEnable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { authentication_code: string }) => api.post<MfaEnableResponse>('/users/mfa/enable', body),
    meta: { isSilent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.currentUser() }),
  });
}

/** Turns MFA off after the password is checked. Silent: the form shows a wrong password on its field. */
export function useMfaDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { password: string }) => api.post<{ message: string }>('/users/mfa/disable', body),
    meta: { isSilent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.currentUser() }),
  });
}
