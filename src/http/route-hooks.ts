import type { RouteOptions } from 'fastify';

type RouteHookName = 'onRequest' | 'preParsing' | 'preValidation' | 'preHandler' | 'preSerialization' | 'onSend';

/**
 * Adds a hook to one route, from an onRoute hook: after the ones the route already has, or
 * before them with `first`. A route's hook option may be absent, one function or a list.
 */
export function addRouteHook(route: RouteOptions, name: RouteHookName, hook: (...args: any[]) => unknown, first = false): void {
  const hooks = route as unknown as Record<RouteHookName, unknown>;
  const existing = hooks[name] ? [hooks[name]].flat() : [];
  hooks[name] = first ? [hook, ...existing] : [...existing, hook];
}
