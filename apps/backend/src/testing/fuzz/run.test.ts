import { describe, expect, it } from "vitest";
import type { Answer } from "./check.ts";
import type { FuzzRequest } from "./requests.ts";
import { sendAll } from "./run.ts";

const request: FuzzRequest = {
  operation: {
    method: "get",
    path: "/api/health",
    label: "GET /api/health",
    source: "document",
    parameters: [],
    secured: false,
  },
  method: "get",
  url: "/api/health",
  validAddress: true,
  caller: "none",
  contentType: null,
  body: null,
  bodyKind: "none",
  what: "a plain request",
};

const json = (status: number, body: unknown): Answer => ({
  status,
  contentType: "application/json",
  text: JSON.stringify(body),
});
const busy = json(503, {
  error: { code: "service_unavailable", message: "The shop is temporarily unavailable." },
});
const ok = json(200, { data: { status: "ok", database: "postgresql" } });
const crashed = json(500, { error: { code: "internal_error", message: "Internal error." } });

/** Answers each request with the next answer of its own list. */
function answering(...answers: Answer[][]) {
  const sent: number[] = [];
  const send = async (_: FuzzRequest, index: number) => {
    sent.push(index);
    const answer = answers[index]?.shift();
    if (!answer) throw new Error(`request ${index} sent more often than expected`);
    return answer;
  };
  return { send, sent };
}

const options = { concurrency: 2, all: true, timeoutMs: 1_000 };

describe("sending the fuzzer's requests", () => {
  it("sends a request answered 'try again shortly' once more, after the others, and checks that answer", async () => {
    const { send, sent } = answering([busy, ok], [ok], [ok]);
    const { failures, statuses } = await sendAll([request, request, request], send, options);
    expect(failures).toEqual([]);
    expect(sent.slice(-1)).toEqual([0]);
    expect(statuses.get("GET /api/health")?.get(200)).toBe(3);
  });

  it("fails a request answered 'try again shortly' twice", async () => {
    const { send } = answering([busy, busy]);
    const { failures } = await sendAll([request], send, options);
    expect(failures.map((failure) => failure.problem)).toEqual(["503 (server error)"]);
  });

  it("never resends an error that is not 'try again shortly'", async () => {
    const { send, sent } = answering([crashed]);
    const { failures } = await sendAll([request], send, options);
    expect(sent).toEqual([0]);
    expect(failures.map((failure) => failure.problem)).toEqual(["500 (server error)"]);
  });
});
