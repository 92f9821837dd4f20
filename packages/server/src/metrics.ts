/**
 * The server's numbers for Prometheus (`GET /metrics`, prom-client): live
 * matches, connections, moves stored (a counter: its rate is moves a
 * second), how long a person's move takes to answer, the bot work waiting
 * for a worker and how long it waits, refusals by code, and Node's own
 * process figures. One registry per server, so servers in one test process
 * never mix their counts.
 */
import type { WireErrorCode } from '@gameshelf/protocol';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ServiceObserver } from './service/observer.ts';

/** Where the gauges read their values, once the parts that hold them exist. */
export interface MetricSources {
  liveMatches(): number;
  connections(): number;
  botTasksQueued(): number;
}

const NONE: MetricSources = { liveMatches: () => 0, connections: () => 0, botTasksQueued: () => 0 };

export class Metrics implements ServiceObserver {
  readonly registry = new Registry();
  private sources: MetricSources = NONE;
  private readonly moves: Counter;
  private readonly moveSeconds: Histogram<'outcome'>;
  private readonly botWait: Histogram;
  private readonly refusals: Counter<'code'>;

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    // A gauge's `collect` runs on each scrape, with the gauge as `this`.
    const read = (value: (s: MetricSources) => number) => {
      const metrics = this;
      return function (this: Gauge) {
        this.set(value(metrics.sources));
      };
    };
    new Gauge({
      name: 'gameshelf_matches_live',
      help: 'Matches held in memory',
      registers,
      collect: read((s) => s.liveMatches()),
    });
    new Gauge({
      name: 'gameshelf_connections',
      help: 'Open WebSocket connections',
      registers,
      collect: read((s) => s.connections()),
    });
    new Gauge({
      name: 'gameshelf_bot_tasks_queued',
      help: 'Bot moves waiting for a worker thread',
      registers,
      collect: read((s) => s.botTasksQueued()),
    });
    this.moves = new Counter({
      name: 'gameshelf_moves_total',
      help: 'Moves stored (chance steps not counted)',
      registers,
    });
    this.moveSeconds = new Histogram({
      name: 'gameshelf_move_duration_seconds',
      help: "From a person's move reaching the server to its answer (stored, or refused)",
      labelNames: ['outcome'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    });
    this.botWait = new Histogram({
      name: 'gameshelf_bot_wait_seconds',
      help: 'How long a bot move waited for a worker thread',
      buckets: [0.005, 0.025, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
      registers,
    });
    this.refusals = new Counter({
      name: 'gameshelf_refusals_total',
      help: 'Refusals sent, by error code (HTTP and WebSocket)',
      labelNames: ['code'],
      registers,
    });
  }

  watch(sources: MetricSources): void {
    this.sources = sources;
  }

  moveAnswered(ms: number, accepted: boolean): void {
    this.moveSeconds.observe({ outcome: accepted ? 'stored' : 'refused' }, ms / 1000);
  }

  moveStored(): void {
    this.moves.inc();
  }

  botWaited(ms: number): void {
    this.botWait.observe(ms / 1000);
  }

  refused(code: WireErrorCode): void {
    this.refusals.inc({ code });
  }

  /** The text exposition format, and its content type. */
  async exposition(): Promise<{ text: string; contentType: string }> {
    return { text: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}
