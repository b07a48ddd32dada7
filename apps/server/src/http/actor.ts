import type { AuthContext } from './auth-context.js';

/** Who acts and for which company: the two ids every service writes into its activity-log entry. */
export interface Actor {
  userId: string;
  customerId: string;
}

export function actorOf(request: { auth: AuthContext }): Actor {
  return { userId: request.auth.user.id, customerId: request.auth.customer.id };
}
