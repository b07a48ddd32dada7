import { LIVE_EVENT_TYPES, type LiveEvent, type StreamingEvent } from '@portal/contract';
import { activitySentence, customerEventCategory, streamNamesObject } from '@portal/domain';
import type { StoredEventStream } from '../db/schema/index.js';

/** The objects whose id is a circuit id (`circuit_id` of a stream item). */
const CIRCUIT_OBJECTS = new Set(['port', 'lag', 'vc', 'ptp', 'cross_connect', 'hpi']);

const OBJECT_NAMES: Readonly<Record<string, string>> = {
  port: 'Port',
  lag: 'LAG',
  vc: 'Virtual circuit',
  ptp: 'Point-to-point',
  cross_connect: 'Cross connect',
  hpi: 'High-performance internet',
};

/** The `user` of an item no person caused (the network's own progress). */
const SYSTEM_USER = 'system';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * True when a customer stream of the subscription takes in a customer event of this category about this object: it
 * asks for the category (or all), and names the object among its VCs and ports (or names none).
 */
function isWanted(streams: readonly StoredEventStream[], category: string, objectId: string): boolean {
  return streams.some(
    (stream) =>
      stream.type === 'customer' &&
      (stream.events.length === 0 || stream.events.includes(category)) &&
      streamNamesObject([...stream.vcs, ...stream.ifds], objectId),
  );
}

/**
 * A domain event as an item of a subscription stream (wire reference 3.16, the Go client's
 * `StreamingEventsGetResponse`), or null when none of the subscription's streams wants it. Activity entries
 * read as the activity log's sentence with who acted; network workflow steps name the workflow and the step.
 * `actorLogin` is the login of the entry's actor (null for the system).
 */
export function toStreamingEvent(
  event: LiveEvent,
  streams: readonly StoredEventStream[],
  actorLogin: string | null,
): StreamingEvent | null {
  const action = text(event.data.action);
  const category = customerEventCategory(event.object_type, action);
  if (!category || !isWanted(streams, category, event.object_id)) return null;
  const ids: Partial<Record<'circuit_id' | 'lag_circuit_id' | 'workflow_id', string>> = {};
  if (CIRCUIT_OBJECTS.has(event.object_type)) ids.circuit_id = event.object_id;
  if (event.object_type === 'lag') ids.lag_circuit_id = event.object_id;
  const base = { category, timestamp: event.occurred_at, ...ids };

  if (event.type === LIVE_EVENT_TYPES.activityRecorded && action) {
    const message = activitySentence({
      event: action,
      objectType: event.object_type,
      objectId: event.object_id,
      actorName: actorLogin,
    });
    return {
      event: category,
      data: { ...base, user: actorLogin ?? SYSTEM_USER, log_level: 'info', event: action, message },
    };
  }
  if (event.type === LIVE_EVENT_TYPES.workflowStep) {
    const operation = text(event.data.operation) ?? 'workflow';
    const state = text(event.data.state) ?? 'running';
    const failure = text(event.data.failure_reason);
    const step = text(event.data.step);
    const position = Number(event.data.position ?? 0);
    const steps = Number(event.data.steps ?? 0);
    const name = `${OBJECT_NAMES[event.object_type] ?? event.object_type} ${event.object_id}`;
    const progress = `${operation} ${state}${step ? `: ${step}` : ''} (step ${position} of ${steps})`;
    const workflowId = text(event.data.workflow_id);
    return {
      event: category,
      data: {
        ...base,
        ...(workflowId ? { workflow_id: workflowId } : {}),
        user: SYSTEM_USER,
        log_level: failure ? 'error' : 'info',
        event: `${operation}.${state}`,
        message: failure ? `${name} ${progress} failed: ${failure}` : `${name} ${progress}`,
      },
    };
  }
  return null;
}
