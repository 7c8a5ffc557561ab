/**
 * ICY in-stream metadata (Icecast and Shoutcast, asked for with `Icy-MetaData: 1`): after every
 * `icy-metaint` bytes of audio comes one length byte n and n × 16 bytes of text such as
 * `StreamTitle='Artist - Title';`, padded with NULs; n = 0 means "unchanged". The network cuts the
 * body into chunks anywhere, so a block or even its length byte can be split across chunks: the
 * parser is a small state machine fed chunk by chunk.
 */

/** Splits an ICY body into its metadata blocks (the audio is skipped). */
export class IcyParser {
  /** Audio bytes left before the next length byte. */
  private audioLeft: number;
  /** Bytes of the current metadata block still to come; -1 when not inside a block. */
  private metaLeft = -1;
  private meta: number[] = [];

  constructor(private readonly metaint: number) {
    this.audioLeft = metaint;
  }

  /** Feeds one chunk; returns the non-empty metadata blocks completed in it, NUL padding removed. */
  push(chunk: Uint8Array): Uint8Array[] {
    const blocks: Uint8Array[] = [];
    let i = 0;
    while (i < chunk.length) {
      if (this.metaLeft < 0 && this.audioLeft > 0) {
        const skip = Math.min(this.audioLeft, chunk.length - i);
        this.audioLeft -= skip;
        i += skip;
      } else if (this.metaLeft < 0) {
        // biome-ignore lint/style/noNonNullAssertion: i < chunk.length inside the loop
        this.metaLeft = chunk[i++]! * 16;
        this.meta = [];
        if (this.metaLeft === 0) this.endBlock(blocks);
      } else {
        const take = Math.min(this.metaLeft, chunk.length - i);
        for (let k = 0; k < take; k++) this.meta.push(chunk[i + k] as number);
        this.metaLeft -= take;
        i += take;
        if (this.metaLeft === 0) this.endBlock(blocks);
      }
    }
    return blocks;
  }

  private endBlock(blocks: Uint8Array[]): void {
    let end = this.meta.length;
    while (end > 0 && this.meta[end - 1] === 0) end--;
    if (end > 0) blocks.push(Uint8Array.from(this.meta.slice(0, end)));
    this.metaLeft = -1;
    this.audioLeft = this.metaint;
  }
}

/**
 * Metadata bytes as text. There is no charset on the wire: modern encoders send UTF-8, older ones
 * Latin-1; bytes that are valid UTF-8 are read as UTF-8 (Latin-1 text with accents is almost
 * never valid UTF-8), anything else as Latin-1.
 */
export function decodeMetadata(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return String.fromCharCode(...bytes);
  }
}

/** The `StreamTitle` of a metadata block's text: '' when the station cleared it, null when absent. */
export function streamTitleOf(text: string): string | null {
  const m = /StreamTitle='(.*?)';/s.exec(text) ?? /StreamTitle='(.*)'?$/s.exec(text);
  return m ? (m[1] ?? '') : null;
}

const MAX_TITLE = 200;

/**
 * A title as the listener should see it, or null when there is none. Icecast writes characters
 * its mount charset (Latin-1 by default) cannot hold as numeric references (`&#2583;` for ਗ), and
 * UTF-8 sent to a Latin-1 mount comes out of its status page as mojibake (`Ã ¨`); both are undone.
 * Control characters go, whitespace is collapsed, Gurmukhi is NFC like all text on the site, and
 * titles without words (' - ', the placeholder of encoders with empty tags) count as none.
 */
export function cleanTitle(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let text = raw.replace(/&#(x[0-9a-f]{1,6}|\d{1,7});/gi, (whole, num: string) => {
    const code = num[0] === 'x' || num[0] === 'X' ? Number.parseInt(num.slice(1), 16) : Number(num);
    const ok = code > 0x1f && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return ok ? String.fromCodePoint(code) : whole;
  });
  text = repairMojibake(text);
  text = text
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .normalize('NFC');
  if (!/[\p{L}\p{N}]/u.test(text)) return null;
  return [...text].length > MAX_TITLE ? `${[...text].slice(0, MAX_TITLE).join('')}…` : text;
}

/** UTF-8 bytes that were read as Latin-1 (every char ≤ U+00FF, some ≥ U+0080, valid UTF-8 as bytes). */
function repairMojibake(text: string): string {
  if (!/[\u0080-\u00ff]/.test(text) || [...text].some((ch) => ch.charCodeAt(0) > 0xff)) return text;
  const bytes = Uint8Array.from(text, (ch) => ch.charCodeAt(0));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return text;
  }
}

/** How long and how much of a stream is read to find its title. */
export interface IcyBudget {
  ms: number;
  bytes: number;
}

/**
 * Reads the title from an answer to a request sent with `Icy-MetaData: 1`. Servers send a burst
 * of recent audio on connect, whose first block may still carry the previous title, so the body
 * is read until the budget is spent and the last title wins. Null: no metadata in this stream,
 * or no title in what was read. The body is cancelled either way.
 */
export async function readIcyTitle(res: Response, budget: IcyBudget): Promise<string | null> {
  const metaint = Number(res.headers.get('icy-metaint'));
  if (!res.body || !Number.isInteger(metaint) || metaint <= 0) {
    await res.body?.cancel();
    return null;
  }
  const parser = new IcyParser(metaint);
  const reader = res.body.getReader();
  const deadline = Date.now() + budget.ms;
  let title: string | null = null;
  let read = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), budget.ms);
  });
  try {
    while (read < budget.bytes && Date.now() < deadline) {
      const next = await Promise.race([reader.read(), timeout]);
      if (next === 'timeout' || next.done) break;
      read += next.value.byteLength;
      for (const block of parser.push(next.value)) {
        const found = streamTitleOf(decodeMetadata(block));
        if (found !== null) title = found;
      }
    }
  } finally {
    clearTimeout(timer);
    await reader.cancel().catch(() => undefined);
  }
  return cleanTitle(title);
}
