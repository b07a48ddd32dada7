import type { Executor } from '../db/client.js';
import { networkWorkflows } from '../db/schema/index.js';
import type { NetworkObjectRef } from '../network/network-driver.js';
import { workflowName, workflowSteps } from '../network/workflow-steps.js';

/**
 * The network's record of how demo objects that are already built were provisioned: one finished provision workflow
 * each, so their `/v2.1/.../status` reads it as any object ordered through the portal does.
 */
export async function recordFinishedProvisioning(
  tx: Executor,
  built: { ref: NetworkObjectRef; at: Date }[],
): Promise<void> {
  if (built.length === 0) return;
  await tx.insert(networkWorkflows).values(
    built.map(({ ref, at }) => {
      const steps = workflowSteps(ref.objectType, 'provision');
      return {
        ...ref,
        operation: 'provision' as const,
        name: workflowName(ref.objectType, 'provision'),
        steps,
        position: steps.length,
        state: 'COMPLETE' as const,
        objectState: 'active',
        isFinal: true,
        createdAt: at,
        updatedAt: at,
        completedAt: at,
      };
    }),
  );
}
