// Sign in (rate limited), sign out, the current session (with its CSRF token) and password change (rate limited; a new session).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { getWorkspace } from '../../accounts/workspaces.js';
import { getBalance } from '../../billing/ledger.js';
import { AppError } from '../../errors.js';
import type { AppContext } from '../../http/app-context.js';
import { zodDetails } from '../../generations/validate-create.js';
import type { LoginLimiter } from '../login-limiter.js';
import { createSession, deleteSession, deleteUserSessions, type WebSession } from '../sessions.js';
import { changePassword, checkSignIn, normalizeEmail, UserInputError } from '../users.js';
import { assertSameOrigin, clearSessionCookie, requireSession, sessionOf, setSessionCookie } from '../web-auth.js';
import { WebError } from '../web-errors.js';

const loginBody = z.strictObject({ email: z.string().max(320), password: z.string().max(1000) });
const passwordBody = z.strictObject({ current_password: z.string().max(1000), new_password: z.string().max(1000) });

export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const res = schema.safeParse(body ?? {});
  if (!res.success) throw new AppError('validation_failed', 'Some fields are missing or not valid.', zodDetails(res.error));
  return res.data;
}

async function sessionView(ctx: AppContext, s: Pick<WebSession, 'user' | 'workspace'>, csrfToken: string, expiresAt: string) {
  return {
    user: { id: s.user.id, email: s.user.email, role: s.user.role },
    workspace: { id: s.workspace.id, name: s.workspace.name, balance: await getBalance(ctx.db, s.workspace.id) },
    csrf_token: csrfToken,
    expires_at: expiresAt,
  };
}

function tooManyAttempts(what: string, waitSeconds: number): WebError {
  const minutes = Math.ceil(waitSeconds / 60);
  return new WebError(429, 'rate_limited', `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, { 'Retry-After': String(waitSeconds) });
}

export function registerSessionRoutes(web: FastifyInstance, ctx: AppContext, limiter: LoginLimiter): void {
  const onRequest = requireSession(ctx.db);

  web.post('/app/api/login', async (request, reply) => {
    assertSameOrigin(request);
    const body = parseBody(loginBody, request.body);
    const email = normalizeEmail(body.email);
    const wait = await limiter.attempt(request.ip, email);
    if (wait > 0) throw tooManyAttempts('sign-in attempts', wait);
    const user = await checkSignIn(ctx.db, email, body.password);
    if (!user) throw new WebError(401, 'unauthorized', 'The email or password is not right.');
    await limiter.succeeded(request.ip, email);
    const workspace = await getWorkspace(ctx.db, user.workspace_id);
    if (!workspace) throw new WebError(401, 'unauthorized', 'The email or password is not right.');
    const session = await createSession(ctx.db, user.id);
    setSessionCookie(request, reply, session.token, session.expiresAt);
    return sessionView(ctx, { user, workspace }, session.csrfToken, session.expiresAt);
  });

  web.post('/app/api/logout', { onRequest }, async (request, reply) => {
    await deleteSession(ctx.db, sessionOf(request).id);
    clearSessionCookie(request, reply);
    return { signed_out: true };
  });

  web.get('/app/api/session', { onRequest }, async (request) => {
    const s = sessionOf(request);
    return sessionView(ctx, s, s.csrfToken, s.expiresAt);
  });

  web.post('/app/api/password', { onRequest }, async (request, reply) => {
    const s = sessionOf(request);
    const body = parseBody(passwordBody, request.body);
    const wait = await limiter.passwordAttempt(s.user.id);
    if (wait > 0) throw tooManyAttempts('password changes', wait);
    try {
      await changePassword(ctx.db, s.user.id, body.current_password, body.new_password);
    } catch (e) {
      if (e instanceof UserInputError) throw new AppError('validation_failed', e.message);
      throw e;
    }
    await limiter.passwordChanged(s.user.id);
    // Every session of the user ends, this one too: a session token (and CSRF token) someone else may have
    // seen before the change is worth nothing after it. This browser goes on with a new session.
    await deleteUserSessions(ctx.db, s.user.id);
    const session = await createSession(ctx.db, s.user.id);
    setSessionCookie(request, reply, session.token, session.expiresAt);
    return { changed: true, session: await sessionView(ctx, s, session.csrfToken, session.expiresAt) };
  });
}
