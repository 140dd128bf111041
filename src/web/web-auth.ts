// Session guards of /app/api: the session cookie (never an API key), CSRF header and same-origin checks on changes, owner-only actions.
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../errors.js';
import type { Db } from '../storage/database.js';
import { csrfMatches, findSession, type WebSession } from './sessions.js';
import { forbidden, WebError } from './web-errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    webSession?: WebSession;
  }
}

/**
 * Over HTTPS the cookie is `__Host-` prefixed and Secure (the browser then refuses it from plain HTTP or
 * another path or domain). On plain-HTTP localhost a Secure cookie cannot be set, so there it is
 * HttpOnly + SameSite=Strict without Secure, under another name: an HTTPS request never reads that one,
 * so a cookie planted over plain HTTP cannot fix a session on the HTTPS site.
 */
export const SECURE_COOKIE = '__Host-diagram_session';
export const PLAIN_COOKIE = 'diagram_session';
export const CSRF_HEADER = 'x-csrf-token';

export const isHttps = (request: FastifyRequest) => request.protocol === 'https';
export const cookieName = (request: FastifyRequest) => (isHttps(request) ? SECURE_COOKIE : PLAIN_COOKIE);

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: string): void {
  reply.setCookie(cookieName(request), token, { path: '/', httpOnly: true, sameSite: 'strict', secure: isHttps(request), expires: new Date(expiresAt) });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(cookieName(request), { path: '/', httpOnly: true, sameSite: 'strict', secure: isHttps(request) });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A change must come from a page of this origin: browsers say so in Sec-Fetch-Site and Origin. */
export function assertSameOrigin(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  const ok = (site === undefined || site === 'same-origin' || site === 'none')
    && (origin === undefined || origin === `${request.protocol}://${request.host}`);
  if (!ok) throw forbidden('This request did not come from this site, so it was refused.');
}

/** Every /app/api route but sign-in: a live session; and for changes, the session's CSRF token. */
export function requireSession(db: Db): onRequestHookHandler {
  return async (request: FastifyRequest) => {
    const session = await findSession(db, request.cookies[cookieName(request)]);
    if (!session) throw new WebError(401, 'unauthorized', 'You are signed out. Sign in to continue.');
    request.webSession = session;
    if (SAFE_METHODS.has(request.method)) return;
    assertSameOrigin(request);
    if (!csrfMatches(session, request.headers[CSRF_HEADER])) {
      throw new WebError(403, 'csrf_failed', 'This page is out of date: reload it and try again.');
    }
  };
}

export function sessionOf(request: FastifyRequest): WebSession {
  if (!request.webSession) throw new AppError('unauthorized');
  return request.webSession;
}

export function requireOwner(request: FastifyRequest, action: string): WebSession {
  const session = sessionOf(request);
  if (session.user.role !== 'owner') throw forbidden(`Only an owner of the workspace can ${action}.`);
  return session;
}
