// What the shoppers did, step by step: every request's time and whether the shop answered it as
// expected, and the Markdown tables made of them.
import { percentile } from "../measure.ts";

/** The steps of a shopper's visit, in the order a visit takes them. */
export const STEPS = [
  "home",
  "category, filtered",
  "search",
  "product",
  "log in",
  "add to cart",
  "quick buy",
  "cart page",
  "place order (bank transfer)",
] as const;
export type Step = (typeof STEPS)[number];

export interface Tally {
  /** One request of `step` taking `ms`; `refusal` says what was wrong with its answer, if anything. */
  record(step: Step, ms: number, refusal?: string): void;
  /** Requests, errors and times of a step. */
  of(step: Step): { requests: number; errors: number; times: number[] };
  /** Every kind of error seen, with how often. */
  refusals(): Map<string, number>;
}

export function createTally(): Tally {
  const steps = new Map(
    STEPS.map((step) => [step, { requests: 0, errors: 0, times: [] as number[] }]),
  );
  const refusals = new Map<string, number>();
  const of = (step: Step) => {
    const found = steps.get(step);
    if (!found) throw new Error(`no step ${step}`);
    return found;
  };
  return {
    record(step, ms, refusal) {
      const counted = of(step);
      counted.requests += 1;
      counted.times.push(ms);
      if (refusal === undefined) return;
      counted.errors += 1;
      const key = `${step}: ${refusal}`;
      refusals.set(key, (refusals.get(key) ?? 0) + 1);
    },
    of,
    refusals: () => refusals,
  };
}

/** One configuration's figures: per step and in total. */
export interface RunFigures {
  label: string;
  seconds: number;
  rows: Array<{
    step: string;
    requests: number;
    perSecond: number;
    p50: number;
    p95: number;
    errors: number;
  }>;
  total: RunFigures["rows"][number];
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export function figuresOf(label: string, tally: Tally, seconds: number): RunFigures {
  const row = (step: string, requests: number, errors: number, times: number[]) => ({
    step,
    requests,
    perSecond: oneDecimal(requests / seconds),
    p50: oneDecimal(percentile(times, 0.5)),
    p95: oneDecimal(percentile(times, 0.95)),
    errors,
  });
  const rows = STEPS.map((step) => {
    const { requests, errors, times } = tally.of(step);
    return row(step, requests, errors, times);
  });
  const all = STEPS.map((step) => tally.of(step));
  const total = row(
    "all steps",
    all.reduce((sum, s) => sum + s.requests, 0),
    all.reduce((sum, s) => sum + s.errors, 0),
    all.flatMap((s) => s.times),
  );
  return { label, seconds, rows, total };
}

export function renderRun(figures: RunFigures): string {
  const lines = [
    `${figures.label} (${figures.seconds.toFixed(1)} s)`,
    "",
    "| step | requests | req/s | p50 ms | p95 ms | errors |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const r of [...figures.rows, figures.total])
    lines.push(
      `| ${r.step} | ${r.requests} | ${r.perSecond} | ${r.p50} | ${r.p95} | ${r.errors} |`,
    );
  return lines.join("\n");
}

/** The two configurations side by side, and the second's req/s over the first's. */
export function renderComparison(one: RunFigures, two: RunFigures): string {
  const lines = [
    `| step | ${one.label} req/s | p95 ms | ${two.label} req/s | p95 ms | ratio | errors |`,
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  const pairs = [...one.rows.map((a, n) => [a, two.rows[n]] as const), [one.total, two.total]];
  for (const [a, b] of pairs) {
    if (!b) continue;
    const ratio = a.perSecond > 0 ? `${(b.perSecond / a.perSecond).toFixed(2)}×` : "–";
    lines.push(
      `| ${a.step} | ${a.perSecond} | ${a.p95} | ${b.perSecond} | ${b.p95} | ${ratio} | ${a.errors + b.errors} |`,
    );
  }
  return lines.join("\n");
}
