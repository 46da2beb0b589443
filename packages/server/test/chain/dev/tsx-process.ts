import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The workspace's root, where `tsx` is installed. */
const ROOT = path.resolve(import.meta.dirname, '../../../../..');

export interface TsxProcess {
  child: ChildProcess;
  /** Everything it has written to stdout and stderr so far. */
  output(): { stdout: string; stderr: string };
  /** Its exit code once it has exited (null when a signal ended it). */
  exited: Promise<number | null>;
}

/**
 * Runs a TypeScript file of the server's sources (a CLI, a fixture) in a process of its own through
 * tsx, as `node` would run it once built: the server projects' global build is not needed.
 */
export function runTsx(file: string, args: readonly string[], env: Record<string, string>): TsxProcess {
  return runNode(['--import', 'tsx', file, ...args], env);
}

/** Runs `node` with these arguments (a compiled CLI of dist/, which the server projects' global setup builds). */
export function runNode(args: readonly string[], env: Record<string, string>): TsxProcess {
  const child = spawn(process.execPath, [...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      resolve(code);
    });
  });
  return { child, output: () => ({ stdout, stderr }), exited };
}
