/**
 * How stale what visitors got was, for one article's content (`npm run sim`):
 *
 * - after an edit with no purge: from the first visitor anywhere who got the new version (the
 *   edit "visible where it was made") to the last who still got the old one after that;
 * - after a correction with a purge: from the purge to the last visitor who still got a version
 *   older than the correction.
 */
export class Watch {
  private editAt?: number;
  private editVersion = 0;
  private firstNewAt?: number;
  private lastOldAfterNew?: number;
  private purgeAt?: number;
  private purgeVersion = 0;
  private lastOldAfterPurge?: number;

  constructor(readonly path: string) {}

  edited(at: number, version: number): void {
    this.editAt = at;
    this.editVersion = version;
  }

  purged(at: number, version: number): void {
    this.purgeAt = at;
    this.purgeVersion = version;
  }

  /** A visitor got version `v` of the watched content at `now`. */
  see(v: number, now: number): void {
    if (this.purgeAt !== undefined && now >= this.purgeAt) {
      if (v < this.purgeVersion) this.lastOldAfterPurge = now;
      return;
    }
    if (this.editAt === undefined || now < this.editAt) return;
    if (v >= this.editVersion) this.firstNewAt ??= now;
    else if (this.firstNewAt !== undefined) this.lastOldAfterNew = now;
  }

  /** Seconds from the purge to the last visitor who got what it replaced. */
  get maxStaleAfterPurgeS(): number {
    return this.purgeAt !== undefined && this.lastOldAfterPurge !== undefined
      ? (this.lastOldAfterPurge - this.purgeAt) / 1000
      : 0;
  }

  /** Seconds from the first visitor who got the edit to the last who got the old version. */
  get maxStaleAfterEditS(): number {
    return this.firstNewAt !== undefined && this.lastOldAfterNew !== undefined
      ? (this.lastOldAfterNew - this.firstNewAt) / 1000
      : 0;
  }
}
