// @ts-check
// `node scripts/stage-summary.mjs FILE`: the stages that scripts/stage.mjs logged to FILE
// (STAGE_LOG), one line per stage: install, checks, build, unit, journeys and each step of them.
// Steps named `checks/…` belong to the stage `checks`; a stage's time runs from its first step's
// start to its last step's end, because its steps run side by side (and beside other stages), so
// the times do not add up to the run's. A missing or empty file prints nothing: nothing ran.
import { existsSync, readFileSync } from 'node:fs';

const file = process.argv[2];
if (file === undefined) {
  console.error('usage: node scripts/stage-summary.mjs FILE');
  process.exit(2);
}

/** @typedef {{ name: string; startedAt: number; endedAt: number; ok: boolean }} Step */
/** @type {Step[]} */
const steps = existsSync(file)
  ? readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => /** @type {Step} */ (JSON.parse(line)))
  : [];
if (steps.length > 0) {
  const first = Math.min(...steps.map((step) => step.startedAt));
  /** @type {Map<string, Step[]>} */
  const stages = new Map();
  for (const step of [...steps].sort((a, b) => a.startedAt - b.startedAt)) {
    const stage = step.name.split('/')[0] ?? step.name;
    stages.set(stage, [...(stages.get(stage) ?? []), step]);
  }
  const seconds = (/** @type {number} */ ms) => `${Math.round(ms / 1000)} s`;
  const width = Math.max(...[...stages.keys()].map((stage) => stage.length));
  console.log('stages (from the first step\'s start to the last one\'s end; steps run side by side, so the times overlap):');
  for (const [stage, members] of stages) {
    const start = Math.min(...members.map((step) => step.startedAt));
    const end = Math.max(...members.map((step) => step.endedAt));
    const failed = members.some((step) => !step.ok);
    const parts = members.length > 1 ? ` — ${members.map((step) => `${step.name} ${seconds(step.endedAt - step.startedAt)}`).join(', ')}` : '';
    console.log(`  ${stage.padEnd(width)}  ${seconds(end - start).padStart(6)}${failed ? ' FAILED' : ''}  (from ${seconds(start - first)})${parts}`);
  }
}
