import type { CreateUserRequest, User } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { useRefreshUsers } from './refresh-users';

export function createUser(body: CreateUserRequest): Promise<User> {
  return api.post<User>('/users', body);
}

/** Creates a user of the company (they get a verification e-mail). Silent: the form shows refused fields. */
export function useCreateUser() {
  const refresh = useRefreshUsers();
  return useMutation({ mutationFn: createUser, meta: { isSilent: true }, onSuccess: refresh });
}
