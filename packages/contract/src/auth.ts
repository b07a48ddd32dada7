import { messages } from '@portal/domain';
import { z } from 'zod';
import { messageSchema } from './errors.js';
import { requiredText } from './fields.js';
import { defineRoute } from './route.js';

export const loginRequestSchema = z.object({
  login: requiredText({ max: 255 }),
  password: z.string({ error: messages.required }).min(1, messages.required).max(1024, messages.maxLength(1024)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Wire reference 1: `POST /v2/auth/login` answers `{token, time_expires}`. */
export const loginResponseSchema = z.object({
  token: z.string(),
  time_expires: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/auth/login',
    access: 'public',
    tag: 'Authentication',
    summary:
      'Sign in with login and password. Sets the session cookie for the browser and answers the token for API clients.',
    body: loginRequestSchema,
    response: loginResponseSchema,
  }),
  logout: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/auth/logout',
    access: 'public',
    tag: 'Authentication',
    summary: 'Sign out: ends the current session and clears its cookies.',
    response: messageSchema,
  }),
};
