// Worker-thread entry of the render pool (piscina calls the default export once per task).
import { runRenderTask, type RenderTask } from './render-tasks.js';
import type { TaskOutcome } from './task-outcome.js';

export default function handle(task: RenderTask): Promise<TaskOutcome<unknown>> {
  return runRenderTask(task);
}
