import { z } from 'zod';

/** A step of a provisioning workflow: its name (`CREATE_INTERFACES`) and what it does. */
export const workflowStepSchema = z.object({ state: z.string(), description: z.string() });

/** A failed attempt of a step, with the network's readable reason. */
export const workflowFailureSchema = z.object({ step: z.string(), reason: z.string(), time: z.string() });

/**
 * Wire reference 4 "Status object" of every `/v2.1/.../status` endpoint. `object.state` moves through the product
 * states of spec 4 (requested -> provisioning -> active; deleting -> deleted; error when a step fails for good);
 * `current.state` is COMPLETE when the last workflow finished, FAILED (reason in `current.description`) when it
 * failed; clients are done when `current.state == "COMPLETE"` or `progress.position == steps` and `is_final`.
 */
export const networkStatusSchema = z.object({
  circuit_id: z.string(),
  status: z.object({
    object: z.object({ state: z.string(), deleted: z.boolean() }),
    current: z.object({ state: z.string(), description: z.string(), warning: z.boolean() }),
    last_workflow: z.object({
      name: z.string(),
      root: z.string(),
      /** The step being worked on, null once the workflow is final. */
      current: z.string().nullable(),
      current_name: z.string().nullable(),
      /** RUNNING, COMPLETE, FAILED or SUPERSEDED (a newer workflow on the object replaced it). */
      state: z.string(),
      /** The step name while running; COMPLETE, FAILED or SUPERSEDED once final. */
      current_state: z.string(),
      prev_state: z.string().nullable(),
      failures: z.array(workflowFailureSchema),
      is_final: z.boolean(),
      progress: z.object({ position: z.number().int(), steps: z.number().int() }),
      states: z.array(workflowStepSchema),
    }),
  }),
});
export type NetworkStatus = z.infer<typeof networkStatusSchema>;
