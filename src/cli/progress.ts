import { SingleBar } from 'cli-progress';

/**
 * Progress of a long replay. On a terminal: a bar with events/s and ETA
 * (cli-progress). Otherwise (CI logs, pipes): a plain line every few
 * seconds and one at the end, nothing that redraws.
 *
 * Work is measured in log positions (the bar's total is the span from the
 * start to the target position, known up front); the rate counts events.
 */
export interface Progress {
  update(events: number, position: number): void;
  stop(): void;
}

export interface ProgressOptions {
  label: string;
  /** Positions from where the replay starts to where it ends. */
  from: number;
  to: number;
  stream?: NodeJS.WriteStream;
  /** Seconds between plain lines when not on a terminal. */
  everySeconds?: number;
}

const rate = (events: number, startedAt: number): number =>
  Math.round(events / Math.max((Date.now() - startedAt) / 1000, 0.001));

const percent = (done: number, total: number): string => `${total <= 0 ? 100 : Math.floor((done / total) * 100)}%`;

export function startProgress(options: ProgressOptions): Progress {
  const stream = options.stream ?? process.stderr;
  const total = Math.max(options.to - options.from, 0);
  const startedAt = Date.now();
  let events = 0;
  let done = 0;
  // An empty span has nothing to show a bar for (cli-progress would print a placeholder ETA).
  if (stream.isTTY && total > 0) {
    const bar = new SingleBar({
      format: `${options.label} [{bar}] {percentage}% | {events} events | {rate} events/s | ETA {eta_formatted}`,
      stream,
      hideCursor: true,
      etaBuffer: 50,
    });
    bar.start(total, 0, { events: 0, rate: 0 });
    return {
      update(count, position) {
        events = count;
        bar.update(Math.min(Math.max(position - options.from, 0), total), { events, rate: rate(events, startedAt) });
      },
      stop() {
        bar.update(total, { events, rate: rate(events, startedAt) });
        bar.stop();
      },
    };
  }
  let lastLine = startedAt;
  const every = (options.everySeconds ?? 5) * 1000;
  const line = (): void => {
    const seconds = (Date.now() - startedAt) / 1000;
    const perSecond = rate(events, startedAt);
    const left = done > 0 ? Math.round((seconds * (total - done)) / done) : null;
    stream.write(
      `${options.label}: ${events} events, ${percent(done, total)}, ${perSecond} events/s` +
        `${left === null ? '' : `, ETA ${left}s`}\n`,
    );
  };
  return {
    update(count, position) {
      events = count;
      done = Math.min(Math.max(position - options.from, 0), total);
      if (Date.now() - lastLine >= every) {
        lastLine = Date.now();
        line();
      }
    },
    stop() {
      done = total;
      line();
    },
  };
}
