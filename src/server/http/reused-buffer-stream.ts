// A long text download (the account export) written to the response through two buffers reused
// for the whole answer, instead of a new Buffer per piece.
//
// Why: a Buffer's memory lives outside V8's heap until its small JS object is collected. Piped from
// a Readable, every piece became such a Buffer, kept by the socket's write request until the client
// had read it. When the process was starved of CPU (a loaded machine, a slow reader), those write
// requests outlived two scavenges, were promoted, and their buffers then waited for a full mark,
// which V8 starts only once ~64 MB of outside memory has piled up: two exports of 100 MB accounts
// grew RSS by +120–130 MB instead of ~+55 in 2 of 10 runs beside `npm test` (docs/benchmarks.md,
// "Account export"). Here the bytes go out of two fixed buffers, each reused only once the
// response has flushed it (the write callback): what an export holds outside the heap is 2 ×
// BUFFER_BYTES, whatever the garbage collector does.
//
// Fastify sends a stream payload with `payload.pipe(res)` (after its onSend hooks: cookies,
// headers): `pipe` is where this stream writes, with a callback per write, which a plain pipe
// cannot give. The stream ends once the response is ended; if the response closes first (the
// client hung up), Fastify destroys the stream and the loop stops.
import type { Writable } from 'node:stream';
import { Readable } from 'node:stream';

/** Bytes per buffer: a piece of `prettyJsonChunks` (≤ ~50 K characters of UTF-8) fits in one. */
export const BUFFER_BYTES = 192 * 1024;
/** UTF-8 takes at most 3 bytes per UTF-16 code unit (a surrogate pair, 2 units, takes 4). */
const MAX_BYTES_PER_UNIT = 3;
/** Characters encoded at once, so that any text fits in a buffer. */
const SLICE_UNITS = Math.floor(BUFFER_BYTES / MAX_BYTES_PER_UNIT);

/** `text` in slices of at most SLICE_UNITS code units, never between the halves of a surrogate pair. */
function* slices(text: string): Generator<string> {
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + SLICE_UNITS);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    yield text.slice(start, end);
    start = end;
  }
}

export class ReusedBufferStream extends Readable {
  private started = false;

  constructor(private readonly pieces: AsyncIterable<string>) {
    super();
  }

  override _read(): void {
    // Nothing is ever pushed: the bytes go straight to the response in pipe().
  }

  override pipe<T extends NodeJS.WritableStream>(destination: T): T {
    if (this.started) throw new Error('ReusedBufferStream is written to one response only');
    this.started = true;
    this.writeTo(destination as unknown as Writable).then(
      () => {
        // Ends this stream too, so that Fastify sees the payload finished.
        this.push(null);
        this.resume();
      },
      (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    return destination;
  }

  private async writeTo(res: Writable): Promise<void> {
    const buffers = [Buffer.allocUnsafe(BUFFER_BYTES), Buffer.allocUnsafe(BUFFER_BYTES)];
    // The pending write of each buffer, settled by its callback (an error too: the loop then stops).
    const flushed: (Promise<unknown> | undefined)[] = [undefined, undefined];
    let next = 0;
    for await (const piece of this.pieces) {
      for (const text of slices(piece)) {
        if (this.destroyed || res.destroyed) return;
        const i = next;
        next = 1 - next;
        await flushed[i];
        if (this.destroyed || res.destroyed) return;
        const length = buffers[i]!.write(text, 0, 'utf8');
        flushed[i] = new Promise((resolve) => res.write(buffers[i]!.subarray(0, length), resolve));
      }
    }
    await Promise.all(flushed);
    if (!this.destroyed && !res.destroyed) res.end();
  }
}
