/** A bench staff member's login. */
export interface StaffLogin {
  email: string;
  password: string;
}

/**
 * A staff session's token (the `dukan_staff` cookie's value, also taken as `Authorization: Bearer`)
 * from logging in at `origin`; null when the tree has no back office (404, an old tree of `--compare`).
 */
export async function staffSession(origin: string, staff: StaffLogin): Promise<string | null> {
  const login = await fetch(`${origin}/api/admin/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(staff),
  });
  if (login.status === 404) return null;
  if (!login.ok) throw new Error(`bench staff login: ${login.status} ${await login.text()}`);
  const token = /dukan_staff=([^;]+)/.exec(login.headers.get("set-cookie") ?? "")?.[1];
  if (!token) throw new Error("bench staff login: no session cookie");
  return decodeURIComponent(token);
}

/** As `staffSession`, for a bench that needs the back office. */
export async function requiredStaffSession(origin: string, staff: StaffLogin): Promise<string> {
  const token = await staffSession(origin, staff);
  if (token === null) throw new Error(`bench staff login: no back office at ${origin}`);
  return token;
}
