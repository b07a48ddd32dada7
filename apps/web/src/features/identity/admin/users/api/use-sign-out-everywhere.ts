import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/http-client';

export function signOutEverywhere(userUuid: string) {
  return api.post<{ message: string }>('/auth/sessions', { user_uuid: userUuid });
}

/** spec 7 `POST /auth/sessions {user_uuid}`: signs a user of the company out of every session. */
export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
