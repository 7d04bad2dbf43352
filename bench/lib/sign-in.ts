export const DEMO_PASSWORD = 'Portal!2026';

export interface SignedIn {
  email: string;
  role: string;
  accessToken: string;
}

/** Signs a demo account in straight at the backend (POST /auth/login). */
export async function signIn(backendUrl: string, email: string): Promise<SignedIn> {
  const res = await fetch(`${backendUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed with ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { accessToken: string; role: string };
  return { email, role: body.role, accessToken: body.accessToken };
}
