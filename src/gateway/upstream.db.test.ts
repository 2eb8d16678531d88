/**
 * Gateway and API as two processes on PostgreSQL (docs/architecture.md, "forwarding", "scale-out"): the API from
 * `scripts/start-api.ts`, the gateway from testing/serve-gateway.ts with API_UPSTREAM_URL pointing at it,
 * both on one throwaway database. Runs only when DATABASE_URL is set (two processes cannot share embedded
 * PGlite), e.g. `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project db upstream`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '#src/server/db/client';
import { auditLog, sessions } from '#src/server/db/schema';
import { createUser, TEST_PASSWORD } from '#src/server/testing/api';
import { sessionIdOf, unsealToken } from './session-store';

const adminUrl = process.env.DATABASE_URL;

/** Starts `node --import tsx {script}` and resolves with the first capture of `ready` on its stdout. */
function start(script: string, env: Record<string, string>, ready: RegExp, lines: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} stopte met code ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      const match = ready.exec(line);
      if (match) resolve({ child, url: match[1]! });
    });
  });
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

describe.runIf(adminUrl)('gateway and API as two processes on PostgreSQL', () => {
  const dbName = `t_${randomUUID().replace(/-/g, '')}`;
  const gatewayLines: string[] = [];
  let handle: DbHandle;
  let api: ChildProcess | undefined;
  let gateway: ChildProcess | undefined;
  let base = '';

  beforeAll(async () => {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    // Migrate once here, so the two processes do not race to apply the same migration.
    handle = await openDb({ url: url.toString() });
    const env = { DATABASE_URL: url.toString(), HOST: '127.0.0.1' };
    // As README "Instellingen" says: the API behind the gateway trusts one hop (the gateway's X-Forwarded-For).
    const apiEnv = { ...env, API_PORT: '0', AUDIT_STDOUT: 'off', TRUST_PROXY_HOPS: '1' };
    const apiStarted = await start('scripts/start-api.ts', apiEnv, /API luistert op (http:\S+)/, []);
    api = apiStarted.child;
    const gatewayStarted = await start(
      'src/gateway/testing/serve-gateway.ts',
      { ...env, API_UPSTREAM_URL: apiStarted.url, GATEWAY_PORT: '0', AUDIT_STDOUT: 'json' },
      /^GATEWAY (http:\S+)/,
      gatewayLines,
    );
    gateway = gatewayStarted.child;
    base = gatewayStarted.url;
  }, 60_000);

  afterAll(async () => {
    await Promise.all([stop(gateway), stop(api)]);
    await handle?.close();
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  async function signIn(email: string): Promise<string> {
    const res = await fetch(`${base}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password: TEST_PASSWORD }),
    });
    expect(res.status).toBe(303);
    return res.headers.getSetCookie()[0]!.split(';')[0]!;
  }

  it('signs in through the gateway and reaches the API process with the session', async () => {
    const user = await createUser(handle, 'User');
    const cookie = await signIn(user.email);
    const [stored] = await handle.db.select().from(sessions).where(eq(sessions.id, sessionIdOf(cookie.slice(4))));
    expect(stored).toMatchObject({ userId: user.id, role: 'User' });

    const res = await fetch(`${base}/api/user/get`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: user.id, email: user.email });

    const page = await fetch(`${base}/profile?api=/api/user/headerinfo`, { headers: { cookie } });
    expect(await page.json()).toMatchObject({ ok: true, data: { notifications: [] } });
  });

  it('serves API clients with their own bearer token and refuses a tampered one', async () => {
    const user = await createUser(handle, 'Teacher');
    expect((await fetch(`${base}/api/user/get`, { headers: { authorization: `Bearer ${user.token}` } })).status).toBe(200);
    const [h, p, s] = user.token.split('.') as [string, string, string];
    const upgraded = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), role: 'Admin' })).toString('base64url');
    const tampered = await fetch(`${base}/api/user/counts`, { headers: { authorization: `Bearer ${h}.${upgraded}.${s}` } });
    expect(tampered.status).toBe(401);
  });

  it('refuses a body over 1 MB at the gateway', async () => {
    const user = await createUser(handle, 'User');
    const res = await fetch(`${base}/api/message`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ to: [], subject: 'x', body: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.status).toBe(413);
  });

  it('writes audit rows to the shared database and one JSON line per call on its stdout', async () => {
    const user = await createUser(handle, 'ContactPerson');
    const res = await fetch(`${base}/api/user/get`, { headers: { authorization: `Bearer ${user.token}` } });
    const requestId = res.headers.get('x-request-id')!;
    await expect
      .poll(async () => (await handle.db.select().from(auditLog).where(eq(auditLog.requestId, requestId))).length)
      .toBe(1);
    const [row] = await handle.db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(1);
    expect(row).toMatchObject({ requestId, userId: user.id, route: '/api/user/get', status: 200, clientIp: '127.0.0.1' });
    expect(gatewayLines.filter((l) => l.includes(requestId))).toHaveLength(1);
    expect(gatewayLines.join('\n')).not.toContain(user.token);
  });

  it('logout revokes the token in the API process and ends the session', async () => {
    const user = await createUser(handle, 'User');
    const cookie = await signIn(user.email);
    const [stored] = await handle.db.select().from(sessions).where(eq(sessions.id, sessionIdOf(cookie.slice(4))));
    const out = await fetch(`${base}/logout`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base } });
    expect(out.status).toBe(303);
    expect((await fetch(`${base}/api/user/get`, { headers: { cookie } })).status).toBe(401);
    const token = unsealToken(stored!.sealedToken, cookie.slice('sid='.length));
    expect(token?.split('.')).toHaveLength(3);
    expect((await fetch(`${base}/api/user/get`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });
});
