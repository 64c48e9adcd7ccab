// `/metrics` with several workers (node:cluster, WORKERS=N): a scrape reaches one worker, which asks
// the primary; the primary gathers every worker's registry with prom-client's AggregatorRegistry
// (counters and histograms summed, gauges as each declares) and answers it. Plain JavaScript, like
// workers.js, which runs the primary's half.
import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import { AggregatorRegistry } from "prom-client";

const REQUEST = "dukan:metrics-request";
const ANSWER = "dukan:metrics-answer";
const TIMEOUT_MS = 10_000;

/** In the primary: answers each worker's request with every worker's metrics. */
export function answerWorkersMetrics() {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message) => {
    if (message?.type !== REQUEST || typeof message.id !== "string") return;
    const { id } = message;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id, text }),
      (error) => worker.send({ type: ANSWER, id, error: String(error) }),
    );
  });
}

/** The metrics a scrape answers: every worker's in a worker, `own()` in a process alone. */
export function clusterMetricsText(own) {
  if (!cluster.isWorker || !process.send) return own();
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const heard = (message) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      clearTimeout(timer);
      process.off("message", heard);
      if (typeof message.text === "string") resolve(message.text);
      else reject(new Error(message.error ?? "the primary sent no metrics"));
    };
    const timer = setTimeout(() => {
      process.off("message", heard);
      reject(new Error("the primary did not answer with the workers' metrics"));
    }, TIMEOUT_MS);
    process.on("message", heard);
    process.send({ type: REQUEST, id });
  });
}
