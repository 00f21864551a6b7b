// How many account exports stream at once (issue 35, item 1): one per member, EXPORT_CONCURRENCY in
// the process. Each export holds a page of rows and the socket's buffer while it streams; without a
// bound, a handful of members downloading at once added up to a heap out of memory.

/** What a request gets: a slot to give back, or the reason there is none. */
export type ExportSlot = { release: () => void } | 'member_busy' | 'process_full';

export class ExportSlots {
  private readonly running = new Set<string>();

  constructor(private readonly max: number) {}

  take(userId: string): ExportSlot {
    if (this.running.has(userId)) return 'member_busy';
    if (this.running.size >= this.max) return 'process_full';
    this.running.add(userId);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.running.delete(userId);
      },
    };
  }
}
