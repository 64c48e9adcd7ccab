/** Text taken literally inside a `like` or `ilike` pattern: `%`, `_` and `\` escaped. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, "\\$&");
