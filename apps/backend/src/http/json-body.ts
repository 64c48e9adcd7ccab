/**
 * A request's JSON body, or `{}` when it is missing, too long or not JSON (validation then names
 * the missing fields). NUL characters (`\u0000`) are dropped from its strings: they mean nothing
 * in a shop's data and PostgreSQL text cannot hold them.
 */
export async function jsonBody(request: Request, maxBytes = 64 * 1024): Promise<unknown> {
  const text = await request.text();
  if (text.length > maxBytes) return {};
  try {
    return text.includes("\\u0000") ? (JSON.parse(text, withoutNul) as unknown) : (JSON.parse(text) as unknown);
  } catch {
    return {};
  }
}

function withoutNul(_key: string, value: unknown): unknown {
  return typeof value === "string" ? value.replaceAll("\0", "") : value;
}
