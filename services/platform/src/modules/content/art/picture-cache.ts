/**
 * The pictures served most recently, in memory, up to a byte budget: a page shows dozens of pictures
 * and every new browser asks for them again, and the embedded database answers one query at a time,
 * so pictures read from it on every request would queue the page's own calls behind them.
 */
export class PictureCache {
  private readonly pictures = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly budgetBytes: number) {}

  get(key: string): Buffer | undefined {
    const picture = this.pictures.get(key);
    if (picture) {
      // Most recent last: a Map iterates in insertion order, so the first key is the least recent.
      this.pictures.delete(key);
      this.pictures.set(key, picture);
    }
    return picture;
  }

  set(key: string, picture: Buffer): void {
    const previous = this.pictures.get(key);
    if (previous) {
      this.bytes -= previous.length;
      this.pictures.delete(key);
    }
    this.pictures.set(key, picture);
    this.bytes += picture.length;
    for (const [oldest, kept] of this.pictures) {
      if (this.bytes <= this.budgetBytes) break;
      this.pictures.delete(oldest);
      this.bytes -= kept.length;
    }
  }

  get size(): number {
    return this.pictures.size;
  }
}
