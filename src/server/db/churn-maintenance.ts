import type { Database } from './database';

/**
 * Tables that keep only their newest rows (recommendation sets, next steps) delete as fast as they
 * insert. Without a vacuum the dead rows' space is never reused and the embedded database grows
 * by megabytes a day under normal use, so every `every` deletions it is vacuumed.
 */
export class ChurnMaintenance {
  private count = 0;
  private running: Promise<void> | null = null;

  constructor(
    private readonly database: Pick<Database, 'vacuum'>,
    private readonly every = 100,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Counts one round of deleted rows; starts a vacuum in the background when it is time. */
  note(): void {
    if (++this.count < this.every || this.running) return;
    this.count = 0;
    this.running = this.database
      .vacuum()
      .catch(this.onError)
      .finally(() => (this.running = null));
  }

  /** Resolves once a vacuum in progress has finished (tests and shutdown). */
  async settled(): Promise<void> {
    await this.running;
  }
}
