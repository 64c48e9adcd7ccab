/**
 * Logs and metrics (docs/operations.md, "Logs and metrics"): the process's pino logger, request
 * ids, the Prometheus registry and its `/metrics` answer. Imports no module: the parts measured
 * hand their readings in (`observe`, the counters).
 */
export { createLogger, type Logger, logLevelOf, silentLogger } from "./logger.ts";
export { metricsAnswer } from "./metrics-answer.ts";
export { observe, recordRequest, registry, type ScrapeSources } from "./metrics.ts";
export { requestIdOf } from "./request-id.ts";
