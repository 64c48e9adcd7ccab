/** An error's message for a one-line ConfigError (the first of several connection attempts'). */
export function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0)
    return describeError(error.errors[0]);
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
