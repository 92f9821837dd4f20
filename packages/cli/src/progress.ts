import cliProgress from 'cli-progress';

/** A progress bar on stderr, only on a terminal; a no-op otherwise. */
export function progressBar(
  label: string,
  enabled: boolean,
): { update(done: number, total: number): void; stop(): void } {
  if (!enabled) return { update() {}, stop() {} };
  const bar = new cliProgress.SingleBar(
    {
      format: `${label} [{bar}] {value}/{total} games {percentage}% eta {eta_formatted}`,
      stream: process.stderr,
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update(done, total) {
      if (!started) {
        bar.start(total, 0);
        started = true;
      }
      bar.update(done);
    },
    stop() {
      if (started) bar.stop();
    },
  };
}
