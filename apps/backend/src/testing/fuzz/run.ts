import { type Answer, askedToRetry, problemWith } from "./check.ts";
import type { FuzzRequest } from "./requests.ts";

export interface Failure {
  request: FuzzRequest;
  problem: string;
  status: number | undefined;
}

const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;

/** One request as a line a person can repeat by hand. */
export function describeRequest(request: FuzzRequest): string {
  const body = request.body === null ? "" : ` body=${JSON.stringify(clip(request.body, 120))}`;
  const token = request.caller === "invalid" ? ` (${clip(request.token ?? "", 30)})` : "";
  return `${request.method} ${clip(request.url, 160)} caller=${request.caller}${token} content-type=${request.contentType ?? "(none)"}${body} [${request.what}]`;
}

/**
 * Sends the requests, a few at a time, and checks every answer. Stops at the first wrong
 * answer unless `all` is set (FUZZ_REPORT=1), then returns every failure. A request answered
 * "try again shortly" (503 `service_unavailable`: on a loaded machine a connection was not free
 * within the pool's wait) is sent once more after the others, alone, as a client would retry;
 * its second answer is the one checked.
 */
export async function sendAll(
  requests: readonly FuzzRequest[],
  send: (request: FuzzRequest, index: number) => Promise<Answer>,
  options: { concurrency: number; all: boolean; timeoutMs: number },
): Promise<{ sent: number; failures: Failure[]; statuses: Map<string, Map<number, number>> }> {
  const failures: Failure[] = [];
  const statuses = new Map<string, Map<number, number>>();
  const retries: number[] = [];
  const tally = (label: string, status: number) => {
    const counts = statuses.get(label) ?? new Map<number, number>();
    counts.set(status, (counts.get(status) ?? 0) + 1);
    statuses.set(label, counts);
  };
  const sendAndCheck = async (index: number, retried: boolean) => {
    const request = requests[index] as FuzzRequest;
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${options.timeoutMs} ms`)),
          options.timeoutMs,
        );
      });
      const answer = await Promise.race([send(request, index), timeout]);
      if (!retried && askedToRetry(answer)) {
        retries.push(index);
        return;
      }
      tally(request.operation.label, answer.status);
      const problem = problemWith(request, answer);
      if (problem) failures.push({ request, problem, status: answer.status });
    } catch (error) {
      failures.push({
        request,
        problem: `threw: ${error instanceof Error ? error.message : String(error)}`,
        status: undefined,
      });
    } finally {
      clearTimeout(timer);
    }
  };
  let next = 0;
  let sent = 0;
  const worker = async () => {
    while (next < requests.length && (options.all || failures.length === 0)) {
      const index = next++;
      sent++;
      await sendAndCheck(index, false);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  for (const index of retries) {
    if (!options.all && failures.length > 0) break;
    await sendAndCheck(index, true);
  }
  return { sent, failures, statuses };
}

/** Each operation's answers by status, to see that the requests reach past the first refusal. */
export function reportStatuses(statuses: Map<string, Map<number, number>>): string {
  return [...statuses.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([label, counts]) =>
        `  ${label}: ${[...counts.entries()]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}×${n}`)
          .join(" ")}`,
    )
    .join("\n");
}

/** Failures grouped by operation and problem, largest group first, each with a few examples. */
export function reportFailures(failures: readonly Failure[], examples = 3): string {
  const groups = new Map<string, Failure[]>();
  for (const failure of failures) {
    const key = `${failure.request.operation.label} → ${failure.problem}`;
    groups.set(key, [...(groups.get(key) ?? []), failure]);
  }
  return [...groups.entries()]
    .sort((a, b) => b[1].length - a[1].length)
    .map(([key, group]) =>
      [
        `${group.length} × ${key}`,
        ...group.slice(0, examples).map((f) => `    ${describeRequest(f.request)}`),
      ].join("\n"),
    )
    .join("\n");
}
