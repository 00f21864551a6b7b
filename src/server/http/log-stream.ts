// Where the server's JSON log lines go: stdout, written in batches. Writing each line with its own
// synchronous write() cost more than serving a cached read (docs/benchmarks.md); lines are
// gathered and written once per event-loop turn (or per 64 KiB), and whatever is left is written
// when the process exits, so no line is lost on a clean stop.
const FLUSH_BYTES = 64 * 1024;

export interface LogStream {
  write(line: string): void;
  flush(): void;
}

export function bufferedStdout(out: NodeJS.WritableStream = process.stdout): LogStream {
  let pending: string[] = [];
  let bytes = 0;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    bytes = 0;
    // On Linux, stdout writes to files, pipes and terminals are synchronous: the batch is out
    // before the next turn, and the exit handler below needs nothing more.
    out.write(text);
  };
  process.once('exit', flush);
  return {
    write(line: string) {
      pending.push(line);
      bytes += line.length;
      if (bytes >= FLUSH_BYTES) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}
