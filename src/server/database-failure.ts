// A database that can no longer be written (remounted read-only, its file or folder made
// read-only, unreadable or corrupt) makes every later write fail: the process says so in one clear
// log line and stops with a non-zero code, so that its supervisor restarts it or alerts
// (deploy/, docs/operations.md, "Running in production"), instead of answering 500s for ever.
// Other errors (SQLITE_FULL on a full disk, SQLITE_BUSY) are logged as they are and the process
// goes on: they can pass.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

const FATAL_CODE = /^SQLITE_(READONLY|IOERR|CORRUPT|NOTADB|CANTOPEN)/;

/** The SQLite error code of `error` or of one of its causes, if any. */
export function sqliteCode(error: unknown): string | null {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('SQLITE_')) return code;
  }
  return null;
}

export type FatalDatabaseHandler = (code: string, error: unknown) => void;

/** Calls `onFatal` once when `error` says the database cannot be written any more. */
export function watchDatabaseErrors(log: FastifyBaseLogger, onFatal: FatalDatabaseHandler) {
  let reported = false;
  return (error: unknown): void => {
    const code = sqliteCode(error);
    if (!code || !FATAL_CODE.test(code) || reported) return;
    reported = true;
    log.fatal({ err: error, code }, `database unusable (${code}): it is read-only, unreadable or damaged; stopping so the supervisor can act`);
    onFatal(code, error);
  };
}

/**
 * Checks every `intervalMs` that the database file and its folder can still be written. A file
 * system remounted read-only would otherwise be found by the next write, through SQLite's shared
 * memory map of the WAL index: a SIGBUS that kills the process without a word. A file deleted under
 * the running server would silently lose every later write. Either calls `onProblem` once.
 * Returns a function that stops the checks; the timer never keeps the process alive.
 */
export function watchDatabaseFile(filePath: string, onProblem: (code: string) => void, intervalMs = 5000): () => void {
  let stopped = false;
  const check = async () => {
    try {
      await fs.promises.access(filePath, fs.constants.R_OK | fs.constants.W_OK);
      await fs.promises.access(path.dirname(filePath), fs.constants.W_OK);
    } catch (error) {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      onProblem((error as NodeJS.ErrnoException).code ?? 'EIO');
    }
  };
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
