/**
 * Liveness and readiness for load balancers and orchestrators. Outside /api/ on purpose: probes are
 * configured once per deployment and should not follow the API's evolution.
 */
export const HEALTH_PATH = '/healthz';
