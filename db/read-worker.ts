// Reads that can take long on a big SQLite file (a search matching most members) run on a worker
// thread with its own read-only connection: better-sqlite3 is synchronous, so on the main thread
// such a query would hold every other request for its whole length. WAL lets that reader run
// beside the app's writer. PostgreSQL's driver is asynchronous already: there the query simply
// runs on the pool. docs/benchmarks.md (event-loop stalls).
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Compilable, Kysely } from 'kysely';
import { dialectOf } from './dialect.js';
import type { Database } from './schema.js';

/** The worker: plain CommonJS evaluated as is, so that it needs no build step of its own. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const statements = new Map();
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= 100) statements.clear();
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    parentPort.postMessage({ id, rows: statement.all(...parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

class ReadWorker {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly file: string) {}

  private start(): Worker {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file: this.file, driver } });
    // Idle, the worker never keeps the process alive; it is referenced while a read is waiting.
    worker.unref();
    worker.on('message', (message: { id: number; rows?: unknown[]; error?: { message: string; code?: string } }) => {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (this.pending.size === 0) worker.unref();
      if (message.error) waiting.reject(Object.assign(new Error(message.error.message), { code: message.error.code }));
      else waiting.resolve(message.rows ?? []);
    });
    // A worker that dies (its file gone, out of memory) fails what it held; the next read starts a new one.
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the read worker stopped (code ${code})`)));
    return worker;
  }

  all(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    this.worker ??= this.start();
    const worker = this.worker;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, sql, parameters });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}

/** The SQLite file behind each Kysely instance that createDb opened on a file. */
const workers = new WeakMap<Kysely<Database>, ReadWorker>();

/** Called by createDb for a SQLite file; returns the stop, for the handle's close. */
export function registerReadWorker(db: Kysely<Database>, file: string): () => Promise<void> {
  const worker = new ReadWorker(file);
  workers.set(db, worker);
  return () => worker.close();
}

/**
 * The rows of a read, off the main thread on a SQLite file. Rows come as the database names
 * them (no camel-casing): select with aliases. Without a worker (PostgreSQL, ':memory:', a
 * transaction), the query runs where it is.
 */
export async function readOffThread<R>(db: Kysely<Database>, query: Compilable<R> & { execute: () => Promise<R[]> }): Promise<R[]> {
  const worker = dialectOf(db) === 'sqlite' ? workers.get(db) : undefined;
  if (!worker) return query.execute();
  const { sql, parameters } = query.compile();
  return (await worker.all(sql, parameters)) as R[];
}
