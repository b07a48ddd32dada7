import { activityLogRoutes } from './activity-logs.js';
import { alertRoutes } from './alerts.js';
import { apiKeyRoutes } from './api-keys.js';
import { authRoutes } from './auth.js';
import { bookedPortRoutes } from './booked-ports.js';
import { brandRoutes } from './brands.js';
import { clientLogRoutes } from './client-logs.js';
import { cloudCheckRoutes } from './cloud-checks.js';
import { cloudConnectionRoutes } from './cloud-connections.js';
import { cloudCredentialRoutes } from './cloud-credentials.js';
import { cloudRouterCloudRoutes } from './cloud-router-clouds.js';
import { cloudRouterRoutes } from './cloud-routers.js';
import { contactRoutes } from './contacts.js';
import { customerRoutes } from './customers.js';
import { dashboardRoutes } from './dashboard.js';
import { dedicatedCloudRoutes } from './dedicated-clouds.js';
import { docsRoutes } from './docs.js';
import { documentRoutes } from './documents.js';
import { eventRoutes, eventSubscriptionRoutes } from './events.js';
import { flexBandwidthRoutes } from './flex-bandwidth.js';
import { groupRoutes } from './groups.js';
import { healthRoutes } from './health.js';
import { hostedCloudRoutes } from './hosted-clouds.js';
import { lagRoutes } from './lags.js';
import { locationRoutes } from './locations.js';
import { mailOutboxRoutes } from './mail-outbox.js';
import { metricRoutes } from './metrics.js';
import { mfaRoutes } from './mfa.js';
import { navigationRoutes } from './navigation.js';
import { outboundCrossConnectRoutes } from './outbound-cross-connects.js';
import { passwordRoutes } from './passwords.js';
import { pointToPointRoutes } from './point-to-points.js';
import { earlyTerminationRoutes, portRoutes } from './ports.js';
import { pricingRoutes } from './pricing.js';
import { promotionRoutes } from './promotions.js';
import { resellerCustomerRoutes } from './reseller-customers.js';
import type { RouteDefinition } from './route.js';
import { searchRoutes } from './search.js';
import { sessionRoutes } from './sessions.js';
import { signupRoutes } from './signup.js';
import { teamInviteRoutes } from './team-invites.js';
import { termsRoutes } from './terms.js';
import { userRoutes } from './users.js';
import { verificationRoutes } from './verification.js';
import { virtualCircuitRoutes } from './virtual-circuits.js';

export * from './activity-logs.js';
export * from './alerts.js';
export * from './api-keys.js';
export * from './auth.js';
export * from './booked-ports.js';
export * from './brands.js';
export * from './client-logs.js';
export * from './cloud-checks.js';
export * from './cloud-connections.js';
export * from './cloud-credentials.js';
export * from './cloud-router-clouds.js';
export * from './cloud-routers.js';
export * from './contacts.js';
export * from './customers.js';
export * from './dashboard.js';
export * from './dedicated-clouds.js';
export * from './docs.js';
export * from './documents.js';
export * from './errors.js';
export * from './events.js';
export * from './fields.js';
export * from './flex-bandwidth.js';
export * from './groups.js';
export * from './health.js';
export * from './hosted-clouds.js';
export * from './lags.js';
export * from './locations.js';
export * from './mail-outbox.js';
export * from './metrics.js';
export * from './mfa.js';
export * from './navigation.js';
export * from './network-status.js';
export * from './openapi.js';
export * from './outbound-cross-connects.js';
export * from './passwords.js';
export * from './point-to-points.js';
export * from './port-details.js';
export * from './port-fields.js';
export * from './ports.js';
export * from './pricing.js';
export * from './promotions.js';
export * from './reseller-customers.js';
export * from './route.js';
export * from './search.js';
export * from './sessions.js';
export * from './signup.js';
export * from './team-invites.js';
export * from './terms.js';
export * from './users.js';
export * from './verification.js';
export * from './virtual-circuits.js';

/** The route table: every route the server serves and the OpenAPI document describes. */
export const routeTable = {
  health: healthRoutes,
  clientLogs: clientLogRoutes,
  docs: docsRoutes,
  brands: brandRoutes,
  promotions: promotionRoutes,
  auth: authRoutes,
  users: userRoutes,
  customers: customerRoutes,
  resellerCustomers: resellerCustomerRoutes,
  locations: locationRoutes,
  pricing: pricingRoutes,
  events: eventRoutes,
  eventSubscriptions: eventSubscriptionRoutes,
  metrics: metricRoutes,
  ports: portRoutes,
  bookedPorts: bookedPortRoutes,
  lags: lagRoutes,
  earlyTermination: earlyTerminationRoutes,
  signup: signupRoutes,
  verification: verificationRoutes,
  mfa: mfaRoutes,
  passwords: passwordRoutes,
  sessions: sessionRoutes,
  apiKeys: apiKeyRoutes,
  groups: groupRoutes,
  teamInvites: teamInviteRoutes,
  cloudChecks: cloudCheckRoutes,
  cloudCredentials: cloudCredentialRoutes,
  contacts: contactRoutes,
  terms: termsRoutes,
  activityLogs: activityLogRoutes,
  alerts: alertRoutes,
  search: searchRoutes,
  navigation: navigationRoutes,
  dashboard: dashboardRoutes,
  devOutbox: mailOutboxRoutes,
  documents: documentRoutes,
  outboundCrossConnects: outboundCrossConnectRoutes,
  virtualCircuits: virtualCircuitRoutes,
  pointToPoints: pointToPointRoutes,
  cloudConnections: cloudConnectionRoutes,
  dedicatedClouds: dedicatedCloudRoutes,
  flexBandwidth: flexBandwidthRoutes,
  hostedClouds: hostedCloudRoutes,
  cloudRouters: cloudRouterRoutes,
  cloudRouterClouds: cloudRouterCloudRoutes,
} as const satisfies Record<string, Record<string, RouteDefinition>>;

/** Every route of the table, flat. */
export const allRoutes: RouteDefinition[] = Object.values(routeTable).flatMap((group) => Object.values(group));

/** The request-source header every request of the web carries (spec 7), as API clients send `pf-request-source`. */
export const REQUEST_SOURCE_HEADER = 'pf-request-source';
/** The anti-forgery header: a cookie-authenticated mutation must echo the readable `portal_csrf` cookie in it. */
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_COOKIE = 'portal_csrf';
export const SESSION_COOKIE = 'portal_session';
/** The on-behalf header: staff or a reseller acting for a customer (spec 6). */
export const ON_BEHALF_HEADER = 'x-on-behalf-of';
