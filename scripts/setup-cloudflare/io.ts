/**
 * Everything the setup does to the world goes through an Io: commands, questions, files, output.
 * scripts/setup-cloudflare.ts passes the real one; `--dry-run` wraps it so that every command is
 * printed and none runs, nothing is written and nothing is asked; the tests pass a stub.
 */

export interface CommandResult {
  code: number;
  stdout: string;
}

export interface RunOptions {
  /** Keep the command's standard output for the caller (a list to read) instead of showing it. */
  capture?: boolean;
  /** Text for the command's standard input (a secret's value: never on the command line). */
  input?: string;
}

export interface Io {
  run(argv: string[], options?: RunOptions): Promise<CommandResult>;
  /** A question's answer, trimmed; `secret` answers are not echoed. */
  ask(question: string, options?: { secret?: boolean }): Promise<string>;
  /** A file's text, or null when there is none. */
  read(path: string): string | null;
  write(path: string, text: string): void;
  log(line: string): void;
}

/** A command as the operator would type it; a value sent on standard input is named, not shown. */
export function shown(argv: string[], options: RunOptions = {}): string {
  const words = argv.map((w) => (/^[\w./:=@-]+$/.test(w) ? w : JSON.stringify(w)));
  return `${words.join(' ')}${options.input === undefined ? '' : ' (value on standard input)'}`;
}

/**
 * The dry run: each command printed as `$ command`, answered with empty output (so every list is
 * empty and every resource is to be made: the full command list of a fresh account), each file
 * named instead of written, and no question asked.
 */
export function dryRunIo(io: Io): Io {
  return {
    run: async (argv, options) => {
      io.log(`$ ${shown(argv, options)}`);
      return { code: 0, stdout: '' };
    },
    ask: async (question) => {
      io.log(`? ${question} (asked when run for real)`);
      return '';
    },
    read: (path) => io.read(path),
    write: (path) => io.log(`  would write ${path}`),
    log: (line) => io.log(line),
  };
}

/** Runs a command that must succeed; throws with the command when it fails. */
export async function must(io: Io, argv: string[], options?: RunOptions): Promise<CommandResult> {
  const result = await io.run(argv, options);
  if (result.code !== 0) throw new Error(`${shown(argv, options)} failed (exit code ${result.code})`);
  return result;
}
