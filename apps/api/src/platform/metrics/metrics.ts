import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds an engine operation may take, from a word count (tens of ms) to a long translation (minutes). */
const ENGINE_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 180];
/** Seconds of an HTTP answer: most are milliseconds; uploads and PDFs take longer. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** How an engine operation ended: `ok`, `refused` (the input was at fault: an unreadable file) or `error`. */
export type EngineOutcome = 'ok' | 'refused' | 'error';

/** What a finished background job came to. */
export type JobOutcome = 'done' | 'retry' | 'dead' | 'reclaimed';

/** A reading taken when Prometheus scrapes (queue depth, pool use): registered once, asked on every scrape. */
export type GaugeReader = (set: (labels: Record<string, string>, value: number) => void) => Promise<void> | void;

/**
 * The process's measurements, exposed at GET /metrics in Prometheus' text format (platform/http/metrics-route.ts).
 * One registry per platform, so two apps in one test process never share counters.
 *
 * Features record their engines' timings with `timeEngine` (or `observeEngine` when they timed it themselves):
 * the grammar check, the translation engines and document analysis all land in one histogram,
 * `marginalia_engine_duration_seconds{engine, operation, outcome}`. Keep `engine` and `operation` to a few fixed
 * names (never a user's input, a file name or a language pair typed by someone), so the series stay few.
 */
export interface Metrics {
  readonly registry: Registry;
  /** Runs `work` and records its duration; a thrown error is recorded as `classify(error)` (default `error`) and re-thrown. */
  timeEngine<T>(engine: string, operation: string, work: () => Promise<T>, classify?: (error: unknown) => EngineOutcome): Promise<T>;
  observeEngine(engine: string, operation: string, seconds: number, outcome?: EngineOutcome): void;
  /** One HTTP answer: `route` is the route's template (`/api/order/:externalId`), never the raw URL. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  job(type: string, outcome: JobOutcome): void;
  /** A payment that reached an outcome: `method` is the payment method's id (3 card, 9 bank transfer, …). */
  payment(methodId: number, outcome: 'succeeded' | 'failed' | 'pending'): void;
  mail(transport: 'smtp' | 'outbox', outcome: 'sent' | 'failed'): void;
  /** A gauge read at every scrape (the job queue's depth from the database, the pool's connections). */
  gauge(name: string, help: string, labelNames: readonly string[], read: GaugeReader): void;
  /** The text Prometheus reads, and its content type. */
  render(): Promise<{ contentType: string; body: string }>;
}

export interface MetricsOptions {
  /** Process memory, CPU, event-loop lag, GC (prom-client's default metrics); off in most tests. */
  processMetrics?: boolean;
}

export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics ?? true) collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const engines = new Histogram({
    name: 'marginalia_engine_duration_seconds',
    help: 'Document and language-engine operations (document analysis, grammar check, translation), by engine, operation and outcome',
    labelNames: ['engine', 'operation', 'outcome'] as const,
    buckets: ENGINE_BUCKETS,
    registers: [registry],
  });
  const requests = new Histogram({
    name: 'marginalia_http_request_duration_seconds',
    help: 'HTTP answers by method, route template and status class (its _count is the request rate)',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const jobs = new Counter({
    name: 'marginalia_jobs_finished_total',
    help: 'Background jobs run by this process, by type and outcome (done, retry, dead; reclaimed: taken back from a worker that stopped renewing its lock)',
    labelNames: ['type', 'outcome'] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'marginalia_payments_total',
    help: 'Payment outcomes by payment method id (3 card, 9 bank transfer, …): succeeded, failed, pending (waiting for the customer or the bank)',
    labelNames: ['method', 'outcome'] as const,
    registers: [registry],
  });
  const mail = new Counter({
    name: 'marginalia_mail_total',
    help: 'E-mails delivered by this process, by transport (smtp, outbox) and outcome (sent, failed)',
    labelNames: ['transport', 'outcome'] as const,
    registers: [registry],
  });

  // The series of each (method, route, status class), kept: prom-client hashes the labels on every observe
  // otherwise, and this runs on every request.
  const requestSeries = new Map<string, ReturnType<typeof requests.labels>>();
  const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];

  const metrics: Metrics = {
    registry,
    async timeEngine(engine, operation, work, classify = () => 'error') {
      const started = performance.now();
      try {
        const result = await work();
        metrics.observeEngine(engine, operation, (performance.now() - started) / 1000, 'ok');
        return result;
      } catch (error) {
        metrics.observeEngine(engine, operation, (performance.now() - started) / 1000, classify(error));
        throw error;
      }
    },
    observeEngine(engine, operation, seconds, outcome = 'ok') {
      engines.observe({ engine, operation, outcome }, seconds);
    },
    observeRequest(method, route, statusCode, seconds) {
      const statusClass = STATUS_CLASSES[Math.floor(statusCode / 100)] ?? `${Math.floor(statusCode / 100)}xx`;
      const key = `${method} ${statusClass} ${route}`;
      let series = requestSeries.get(key);
      if (!series) {
        series = requests.labels({ method, route, status_class: statusClass });
        requestSeries.set(key, series);
      }
      series.observe(seconds);
    },
    job(type, outcome) {
      jobs.inc({ type, outcome });
    },
    payment(methodId, outcome) {
      payments.inc({ method: String(methodId), outcome });
    },
    mail(transport, outcome) {
      mail.inc({ transport, outcome });
    },
    gauge(name, help, labelNames, read) {
      new Gauge({
        name,
        help,
        labelNames: [...labelNames],
        registers: [registry],
        async collect() {
          this.reset();
          await read((labels, value) => this.set(labels, value));
        },
      });
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
  return metrics;
}
