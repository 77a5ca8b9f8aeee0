/**
 * Liveness and readiness for load balancers and orchestrators. Outside /api/ on purpose: probes are
 * configured once per deployment and should not follow the API's evolution.
 */
export const HEALTH_PATH = '/healthz';

/** Readiness: the database answers, migrations are applied, storage is writable, jobs are being claimed. */
export const READY_PATH = '/readyz';

/** Prometheus' text format; reachable only with METRICS_TOKEN or on METRICS_PORT. */
export const METRICS_PATH = '/metrics';
