import { readFile } from 'node:fs/promises';

/** Where a verify command writes: stdout and stderr, or a test's sink. */
export interface VerifyOutput {
  write(text: string): void;
}

/** A verdict in words, and whether it holds. */
export interface VerifyReport {
  ok: boolean;
  text: string;
}

/** A proof file's text, or null (with why on `err`) when it cannot be read: the commands answer exit code 2 then. */
export async function readProofFile(file: string, err: VerifyOutput): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    err.write(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
    return null;
  }
}

/** Prints the verdict where it belongs (stdout when it holds, stderr when not) and answers the exit code: 0 or 1. */
export function printReport(report: VerifyReport, out: VerifyOutput, err: VerifyOutput): number {
  (report.ok ? out : err).write(`${report.text}\n`);
  return report.ok ? 0 : 1;
}
