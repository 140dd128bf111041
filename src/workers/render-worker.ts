// Worker-thread entry of the render pool (piscina calls the default export once per task).
import { runRenderTask, type RenderTask, warmUp } from './render-tasks.js';
import type { TaskOutcome } from './task-outcome.js';

// Every worker warms itself as it starts: also one that replaces a worker ended because its task was aborted
// (a timeout), so the next task does not pay for loading the layout and fonts. A failure shows in real tasks.
warmUp().catch(() => undefined);

export default function handle(task: RenderTask): Promise<TaskOutcome<unknown>> {
  return runRenderTask(task);
}
