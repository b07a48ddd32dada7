/** spec 8: the error catalogue's fixed messages. */
export const ERROR_MESSAGES = {
  forbidden: "You don't have permissions for that operation.",
  verifyEmail: 'Please verify your email address to proceed with this action.',
  generic: 'An error has occurred.',
  networkError: 'Network Error',
  requestAborted: 'Request aborted',
} as const;

/** spec 8: the server's answer when only verified users may use an endpoint. */
export const VERIFIED_ONLY_SERVER_MESSAGE = 'Only verified users can access this endpoint';

/** spec 8: the banners. */
export const BANNER_MESSAGES = {
  offline: "You are currently offline, your changes won't be saved until you go back online.",
  quota:
    'Please note: Your account currently has an order quota, which may limit the number of services you can request.',
} as const;

/** spec 8: the success notices. */
export const SUCCESS_NOTICES = {
  bgpDisabled: 'BGP disabled.',
  bgpEnabled: 'BGP enabled.',
  serviceDeleted:
    'Your service has been successfully deleted. Please allow several minutes for this process to complete.',
  maxPrefixesAdded: 'Maximum number of prefixes added.',
  noRoutes: 'There are no routes on this Connection',
  serviceBeingDeleted: 'Service is currently being deleted. No additional changes can be made.',
  serviceAwaitingApproval: (serviceName: string) =>
    `${serviceName} has been updated and is awaiting approval by provider.`,
} as const;

/** spec 8: the client condition for a failed status, 'Request failed with status code N'. */
export function requestFailedMessage(status: number): string {
  return `Request failed with status code ${status}`;
}

/** spec 8: the 403 message; the verification message when the server says only verified users may proceed. */
export function forbiddenMessage(serverMessage?: string | null): string {
  return serverMessage?.includes(VERIFIED_ONLY_SERVER_MESSAGE) ? ERROR_MESSAGES.verifyEmail : ERROR_MESSAGES.forbidden;
}

/** spec 8: a toast shows the server message, else the client message, else 'An error has occurred.' */
export function errorToastMessage(serverMessage?: string | null, clientMessage?: string | null): string {
  return serverMessage?.trim() || clientMessage?.trim() || ERROR_MESSAGES.generic;
}

/** spec 8: the notice after the BGP toggle flips disabled. */
export function bgpToggleNotice(isDisabled: boolean): string {
  return isDisabled ? SUCCESS_NOTICES.bgpDisabled : SUCCESS_NOTICES.bgpEnabled;
}
