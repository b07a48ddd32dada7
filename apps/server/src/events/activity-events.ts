import { ACTIVITY_LOG_OBJECT_TYPE, LIVE_EVENT_TYPES } from '@portal/contract';
import type { Executor } from '../db/client.js';
import { publishEvent } from './publish-event.js';

/** What an activity-log entry tells the live stream: the recording service hands it over, events never look back. */
export interface ActivityRecorded {
  customerId: string;
  actorUserId: string | null;
  action: string;
  objectType: string;
  objectId: string;
}

/**
 * Every activity-log entry is also a live event (issue 6): the customer's open browsers refresh the object it is
 * about and the activity log. Published in the entry's transaction, so it is delivered only if the change commits.
 * Only the action and the actor travel; the entry's before and after stay in the log.
 */
export async function publishActivityRecorded(db: Executor, entry: ActivityRecorded): Promise<void> {
  await publishEvent(db, {
    type: LIVE_EVENT_TYPES.activityRecorded,
    customerId: entry.customerId,
    objectType: entry.objectType,
    objectId: entry.objectId,
    data: {
      action: entry.action,
      actor_user_id: entry.actorUserId,
      log_object_type: ACTIVITY_LOG_OBJECT_TYPE,
    },
  });
}
