import { DataDirInUseError } from '../db/data-dir-lock.js';
import { ConfigError } from '../env.js';

/** What a command prints when it fails: the words alone for a mistake in how it was run, else the stack. */
export function cliErrorText(error: unknown): string {
  if (error instanceof DataDirInUseError) return error.message;
  if (error instanceof ConfigError || !(error instanceof Error)) return String(error);
  return error.stack ?? error.message;
}
