import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that start processes of their own (a server killed with -9, two servers on one database,
 * the npm scripts) take 10 to 35 s each, most of it waiting for those processes. Vitest's own
 * order, on a clean clone that has no timings yet, is by file size: they came last, and each group
 * ended with one of them running alone on one worker while the other had nothing left (about 30 s
 * per database group). They go first here, so the other worker works through the rest beside them.
 * Within each part Vitest's own order stays (by the last run's durations where it has them).
 */
export default class ProcessesFirst extends BaseSequencer {
  private readonly starts = new Map<string, boolean>();

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((file) => this.startsProcesses(file.moduleId)), ...sorted.filter((file) => !this.startsProcesses(file.moduleId))];
  }

  /** Whether the file, or a file of the suite it imports (relatively), uses node:child_process. */
  private startsProcesses(file: string, visiting = new Set<string>()): boolean {
    const known = this.starts.get(file);
    if (known !== undefined) return known;
    if (visiting.has(file)) return false;
    visiting.add(file);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return false;
    }
    const imports = [...text.matchAll(/from '(\.\.?\/[^']+)'/g)].map((match) => resolve(dirname(file), (match[1] ?? '').replace(/\.js$/, '.ts')));
    // Only the test suites' own helpers: the code under test starts no processes in a test.
    const starts = text.includes("'node:child_process'") || imports.some((imported) => imported.includes('/test/') && this.startsProcesses(imported, visiting));
    this.starts.set(file, starts);
    return starts;
  }
}
