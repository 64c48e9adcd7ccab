/**
 * The storefront and the back end in one process (decision 001) hand answers over as objects:
 * the storefront's client marks the requests whose answers it can take as they are, and the
 * back end attaches the answer's object to its Response (status and headers as over HTTP). The
 * body stays readable — it is written as JSON only if someone reads it — so a caller that does
 * not know about the object (a proxy, a test, the HTTP transport) sees the same bytes as before.
 * Symbols from the global registry, so two copies of this module (a development server) agree.
 */
const ASKS = Symbol.for("dukan.in-process.asks-for-data");
const DATA = Symbol.for("dukan.in-process.data");

interface Marked {
  [ASKS]?: true;
  [DATA]?: { data: unknown };
}

/** Marks a request whose answer the caller takes as an object when the back end runs in this process. */
export function askForData(request: Request): Request {
  (request as Request & Marked)[ASKS] = true;
  return request;
}

/** Whether the caller in this process takes this request's answer as an object. */
export function asksForData(request: Request): boolean {
  return (request as Request & Marked)[ASKS] === true;
}

/**
 * `response` carrying `data`, the object its JSON body is written from. The caller must not
 * change it: it may be an object the back end keeps (a cached list or tree).
 */
export function handOver(response: Response, data: unknown): Response {
  (response as Response & Marked)[DATA] = { data };
  return response;
}

/** The object a response in this process carries, if any (over HTTP never). */
export function handedOver(response: Response): { data: unknown } | undefined {
  return (response as Response & Marked)[DATA];
}

const encoder = new TextEncoder();

/** A body that writes `data` as JSON only when it is read (never, when the caller takes the object). */
export function lazyJsonBody(data: unknown): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        controller.enqueue(encoder.encode(JSON.stringify(data)));
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}
