import type { NetworkStatus } from '@portal/contract';

/** What the status card says of the latest workflow on a port. */
export interface WorkflowProgress {
  /** "Provision", "Delete"… from the workflow name `port/workflow/provision/master`. */
  operation: string;
  percent: number;
  position: number;
  steps: number;
  /** The description of the step being worked on, or of the outcome once final. */
  stepText: string;
  isRunning: boolean;
  isFailed: boolean;
  /** The readable reasons of failed attempts, newest last. */
  failures: string[];
}

const capitalise = (text: string) => (text ? `${text[0]?.toUpperCase()}${text.slice(1)}` : text);

/**
 * The progress of the latest workflow from the wire reference 4 status object: done when `current.state` is
 * COMPLETE or the last step of a final workflow is reached; failed when `current.state` is FAILED.
 */
export function workflowProgress(status: NetworkStatus['status']): WorkflowProgress {
  const workflow = status.last_workflow;
  const { position, steps } = workflow.progress;
  const isFailed = status.current.state === 'FAILED' || workflow.state === 'FAILED';
  const isDone = status.current.state === 'COMPLETE' || (workflow.is_final && position >= steps);
  const operation = capitalise((workflow.name.split('/')[2] ?? workflow.name).replace(/[-_]/g, ' '));
  const currentStep = workflow.states.find((step) => step.state === workflow.current);
  return {
    operation,
    percent: steps > 0 ? Math.round((Math.min(position, steps) / steps) * 100) : 100,
    position,
    steps,
    stepText: isFailed || isDone || !currentStep ? status.current.description : currentStep.description,
    isRunning: !isFailed && !isDone && !workflow.is_final,
    isFailed,
    failures: workflow.failures.map((failure) => failure.reason),
  };
}
