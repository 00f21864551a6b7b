import { Writable } from 'node:stream';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { BUFFER_BYTES, ReusedBufferStream } from './reused-buffer-stream.js';

async function* from(pieces: string[], pulled: { count: number } = { count: 0 }): AsyncGenerator<string> {
  for (const piece of pieces) {
    pulled.count += 1;
    yield piece;
  }
}

/** Texts of many scripts and sizes: accents, Arabic, 3-byte characters, surrogate pairs across a slice's end. */
const pieces = [
  '{\n  "réponse": "',
  'ا'.repeat(70_000),
  '€'.repeat(BUFFER_BYTES), // 3 bytes each: three times a buffer
  `${'x'.repeat(Math.floor(BUFFER_BYTES / 3) - 1)}😀😀😀`, // a pair split at the first slice's end
  'é'.repeat(10),
  '"\n}',
];

/**
 * A slow reader: takes each write's bytes only when it calls the write back, a turn later, as a
 * socket's kernel buffer does; records which memory each write came from.
 */
function slowReader() {
  const taken: Buffer[] = [];
  const memories = new Set<ArrayBufferLike>();
  const writable = new Writable({
    highWaterMark: 1,
    write(chunk: Buffer, _encoding, callback) {
      memories.add(chunk.buffer);
      setTimeout(() => {
        taken.push(Buffer.from(chunk));
        callback();
      }, 1);
    },
  });
  return { writable, taken, memories };
}

describe('ReusedBufferStream', () => {
  it('writes every piece, in UTF-8, through two buffers reused only once their write is called back', async () => {
    const reader = slowReader();
    const stream = new ReusedBufferStream(from(pieces));
    const ended = new Promise((resolve) => stream.on('end', resolve));
    const finished = new Promise((resolve) => reader.writable.on('finish', resolve));
    stream.pipe(reader.writable);
    await Promise.all([ended, finished]);
    // A buffer overwritten before the reader took it would garble the text.
    expect(Buffer.concat(reader.taken).toString('utf8')).toBe(pieces.join(''));
    expect(reader.memories.size).toBeLessThanOrEqual(2);
    expect(reader.taken.length).toBeGreaterThan(pieces.length);
  });

  it('stops reading pieces once the response is gone', async () => {
    const pulled = { count: 0 };
    const many = Array.from({ length: 1000 }, () => 'y'.repeat(1000));
    const reader = slowReader();
    const stream = new ReusedBufferStream(from(many, pulled));
    stream.pipe(reader.writable);
    await new Promise((resolve) => setTimeout(resolve, 20));
    reader.writable.destroy();
    const at = pulled.count;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(at).toBeLessThan(many.length);
    expect(pulled.count).toBeLessThanOrEqual(at + 1);
  });

  it('fails the stream when a piece cannot be read', async () => {
    async function* failing(): AsyncGenerator<string> {
      yield '{';
      throw new Error('database gone');
    }
    const reader = slowReader();
    const stream = new ReusedBufferStream(failing());
    const failed = new Promise<Error>((resolve) => stream.on('error', resolve));
    stream.pipe(reader.writable);
    expect((await failed).message).toBe('database gone');
  });

  it("goes out through Fastify's reply: its hooks' headers and cookies, chunked, the whole text", async () => {
    const app = Fastify();
    await app.register(cookie);
    app.get('/download', async (_req, reply) => {
      reply.setCookie('session', 'renewed', { path: '/' });
      return reply.type('application/json; charset=utf-8').send(new ReusedBufferStream(from(pieces)));
    });
    try {
      // HEAD (Fastify's automatic route) resumes the payload and sends no body: nothing is read.
      // A Readable over the pieces would have read and serialised the whole export for nothing.
      const pulled = { count: 0 };
      app.get('/head-only', async (_req, reply) => reply.send(new ReusedBufferStream(from(pieces, pulled))));
      const head = await app.inject({ method: 'HEAD', url: '/head-only' });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(pulled.count).toBe(0);

      const res = await app.inject({ method: 'GET', url: '/download' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['transfer-encoding']).toBe('chunked');
      expect(String(res.headers['set-cookie'])).toContain('session=renewed');
      expect(res.body).toBe(pieces.join(''));
    } finally {
      await app.close();
    }
  });
});
