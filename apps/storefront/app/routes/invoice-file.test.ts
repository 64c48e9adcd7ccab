import { describe, expect, it } from "vitest";
import type { Session } from "../lib/session.server.ts";
import { loader } from "./invoice-file.ts";

type LoaderArgs = Parameters<typeof loader>[0];

const session = { user: {}, token: "customer-token", refreshToken: null } as unknown as Session;

/** The download route for `path`, with a back end that records what it was asked and answers `reply`. */
async function download(path: string, reply: Response, who: Session | null = session) {
  const asked: { path: string; authorization: string | null }[] = [];
  const backendFetch = async (request: Request) => {
    asked.push({
      path: new URL(request.url).pathname,
      authorization: request.headers.get("authorization"),
    });
    return reply;
  };
  const url = new URL(`http://shop.test${path}`);
  const args = {
    request: new Request(url),
    url,
    params: { file: path.split("/").pop() },
    context: { backendFetch, session: who },
  } as unknown as LoaderArgs;
  const answer = await Promise.resolve(loader(args)).catch((thrown: unknown) => thrown);
  return { answer: answer as Response | { init: ResponseInit | null }, asked };
}

const pdf = () =>
  new Response("%PDF-1.7 …", {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": 'attachment; filename="racun-12-WEB1-1.pdf"',
      "cache-control": "private, max-age=86400, immutable",
      "x-other": "not passed on",
    },
  });

/** The status of what the loader answered or threw (React Router's `data()` carries it in `init`). */
const statusOf = (answer: Response | { init: ResponseInit | null }) =>
  answer instanceof Response ? answer.status : answer.init?.status;

describe("an invoice's download", () => {
  it("is the back end's file for the logged-in customer, with its type, name and caching", async () => {
    const { answer, asked } = await download("/my-invoices/12.pdf", pdf());
    expect(asked).toEqual([
      { path: "/api/invoices/12/pdf", authorization: "Bearer customer-token" },
    ]);
    expect(answer).toBeInstanceOf(Response);
    const file = answer as Response;
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(
      'attachment; filename="racun-12-WEB1-1.pdf"',
    );
    expect(file.headers.get("cache-control")).toBe("private, max-age=86400, immutable");
    expect(file.headers.get("x-other")).toBeNull();
    expect(await file.text()).toBe("%PDF-1.7 …");
  });

  it("asks for the e-invoice at its own path, from an English page too", async () => {
    const { asked } = await download("/en/my-invoices/7.xml", pdf());
    expect(asked.map((a) => a.path)).toEqual(["/api/invoices/7/xml"]);
  });

  it("is not found without a session or for an address that names no file, and the back end is not asked", async () => {
    for (const [path, who] of [
      ["/my-invoices/12.pdf", null],
      ["/my-invoices/12.svg", session],
      ["/my-invoices/abc.pdf", session],
    ] as const) {
      const { answer, asked } = await download(path, pdf(), who);
      expect(statusOf(answer), path).toBe(404);
      expect(asked).toEqual([]);
    }
  });

  it("is not found when it is another customer's (the back end's 404)", async () => {
    const refused = Response.json(
      { error: { code: "not_found", message: "Not found." } },
      { status: 404 },
    );
    const { answer } = await download("/my-invoices/99.pdf", refused);
    expect(statusOf(answer)).toBe(404);
  });
});
