// Types of cluster-metrics.js (plain JavaScript, run by Node as it is).
export function answerWorkersMetrics(): void;
export function clusterMetricsText(own: () => Promise<string>): Promise<string>;
