import type { Io } from '../src/io.ts';

/** An Io that answers prompts from a script (or with a function) and keeps everything written. */
export function scriptedIo(
  answers: readonly string[] | ((prompt: string, out: readonly string[]) => string | null),
) {
  const out: string[] = [];
  const errors: string[] = [];
  let next = 0;
  const io: Io = {
    interactive: false,
    out: (text) => {
      out.push(text);
    },
    err: (text) => {
      errors.push(text);
    },
    ask: async (prompt) => {
      out.push(prompt);
      if (typeof answers === 'function') return answers(prompt, out);
      return answers[next++] ?? null;
    },
  };
  return { io, out, errors, text: () => out.join('\n'), errorText: () => errors.join('\n') };
}
