// The back office's one guard: every route under /api/admin knows who asks before it reads the
// request. 401 auth.unauthenticated when nobody is signed in; 403 auth.forbidden for a driver, and for
// a supplier on the routes for admins (a module registered through `forAdmins`, or a route whose
// config is FOR_ADMINS).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin, requireBackOffice, type BackOfficeSession } from '../plugins/session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may use a back-office route: its staff (admins and suppliers, the default) or its admins. */
    backOffice?: 'staff' | 'admins';
  }
}

/** A route's config that keeps it for admins. */
export const FOR_ADMINS = { backOffice: 'admins' } as const;

/** Guards every route registered in `backOffice` from now on. */
export function guardBackOffice(backOffice: FastifyInstance): void {
  backOffice.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.backOffice === 'admins') requireAdmin(request);
    else requireBackOffice(request);
  });
}

/** Keeps for admins every route registered in `scope` from now on. */
export function forAdmins(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, ...FOR_ADMINS };
  });
}

/** The member of staff the guard let in. */
export function staffOf(request: FastifyRequest): BackOfficeSession {
  return requireBackOffice(request);
}
