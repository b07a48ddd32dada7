import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import type { Platform } from '../../../platform/platform.js';
import { registerAlertRoutes } from './alerts.routes.js';
import { applyUtilisationAlerts } from './utilisation-alerts.js';
import { registerWorkflowAlerts } from './workflow-alerts.js';

/**
 * Alerts: the list route, and the two sources the platform tells them about — every collected minute's utilisation
 * and every workflow step of a network object.
 */
export function registerAlertsModule(app: FastifyInstance, deps: { db: Database; platform: Platform }): void {
  deps.platform.onUtilisation(applyUtilisationAlerts);
  registerWorkflowAlerts(deps.platform.network);
  registerAlertRoutes(app, { db: deps.db });
}
