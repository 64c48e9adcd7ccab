/** A request's JSON body, or `{}` when it is missing, too long or not JSON (validation then names the missing fields). */
export async function jsonBody(request: Request, maxBytes = 64 * 1024): Promise<unknown> {
  const text = await request.text();
  if (text.length > maxBytes) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return {};
  }
}
