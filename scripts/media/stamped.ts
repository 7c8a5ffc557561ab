/**
 * The build's drawn pictures (share JPEGs, page WebPs, podcast covers) are redrawn only when what
 * they are drawn from changed: a stamp file beside them keeps, for each picture, a short hash of
 * its rendering's name and its SVG.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** One picture: its key in the stamp file, the SVG it is drawn from, and the file it is written to. */
export interface Drawing {
  key: string;
  svg: string;
  file: string;
}

/** What a picture was drawn from, short: equal stamps, equal pictures. */
export const stampOf = (render: string, svg: string) =>
  createHash('sha256').update(`${render}\n${svg}`).digest('hex').slice(0, 16);

/** The stamps on disk; none (so all are redrawn) when the file is missing or unreadable. */
function readStamps(file: string): Record<string, string> {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * Draws each picture whose file is missing or whose stamp differs, `parallel` at a time (libvips
 * uses its own threads, and the machine is shared), and records the new stamps in `stampFile`.
 * Returns how many were drawn.
 */
export async function drawStamped(
  stampFile: string,
  render: string,
  drawings: readonly Drawing[],
  draw: (svg: string) => Promise<Buffer>,
  parallel = 4,
): Promise<number> {
  const stamps = readStamps(stampFile);
  const todo = drawings.filter((d) => !(existsSync(d.file) && stamps[d.key] === stampOf(render, d.svg)));
  for (let i = 0; i < todo.length; i += parallel) {
    await Promise.all(
      todo.slice(i, i + parallel).map(async ({ key, svg, file }) => {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, await draw(svg));
        stamps[key] = stampOf(render, svg);
      }),
    );
  }
  if (todo.length) {
    mkdirSync(dirname(stampFile), { recursive: true });
    writeFileSync(stampFile, `${JSON.stringify(stamps, null, 1)}\n`);
  }
  return todo.length;
}
