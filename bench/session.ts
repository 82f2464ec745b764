// The benches' sign-in: a user's session on a running server as the headers of the contract (Authorization,
// idapp 12, idempresa of the user's company), for REST and GraphQL requests alike.
export type SessionHeaders = { authorization: string; idapp: string; idempresa: string };

export async function sessionHeaders(base: string, username = "admin", password = "admin123"): Promise<SessionHeaders> {
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password, extra: { code: 12 } }),
  });
  if (!login.ok) throw new Error(`login ${username} answered ${login.status}`);
  const { token, idempresa } = (await login.json()) as { token: string; idempresa: number };
  return { authorization: token, idapp: "12", idempresa: String(idempresa) };
}
