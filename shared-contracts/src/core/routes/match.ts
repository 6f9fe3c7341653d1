import { ROUTES, type RouteDefinition, type RouteOwner } from './manifest';

export interface RouteMatch {
  readonly route: RouteDefinition;
  readonly params: Readonly<Record<string, string>>;
}

interface CompiledRoute {
  readonly route: RouteDefinition;
  readonly pattern: RegExp;
  readonly names: readonly string[];
}

const PARAM_SEGMENT = /^([^:]*):([A-Za-z]\w*)(\?)?$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function compilePath(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = PARAM_SEGMENT.exec(segment);
      if (!param) return `/${escapeRegExp(segment)}`;
      const [, prefix = '', name = '', optional] = param;
      names.push(name);
      const capture = `${escapeRegExp(prefix)}([^/]+)`;
      return optional ? `(?:/${capture})?` : `/${capture}`;
    })
    .join('');
  return { pattern: new RegExp(`^${source}/?$`), names };
}

function compileAll(routes: readonly RouteDefinition[]): CompiledRoute[] {
  return routes.map((route) => ({ route, ...compilePath(route.path) }));
}

const COMPILED = compileAll(ROUTES);

/** The page that serves a path, or null when no route owns it (the gateway then answers 301 /error/404). */
export function matchRoute(pathname: string, compiled: readonly CompiledRoute[] = COMPILED): RouteMatch | null {
  for (const { route, pattern, names } of compiled) {
    const found = pattern.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    names.forEach((name, index) => {
      const value = found[index + 1];
      if (value !== undefined) params[name] = decodeURIComponent(value);
    });
    return { route, params };
  }
  return null;
}

export function ownerOf(pathname: string): RouteOwner | null {
  return matchRoute(pathname)?.route.owner ?? null;
}

/** The route the manifest lists under exactly this pattern (`/account/orders`); a path it does not list throws. */
export function manifestRoute(path: string): RouteDefinition {
  const route = ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`The route manifest has no path ${path}`);
  return route;
}

export function routesOwnedBy(owner: RouteOwner): RouteDefinition[] {
  return ROUTES.filter((route) => route.owner === owner);
}

/** A concrete path for a pattern, with every parameter filled, for tests that a route is served. */
export function examplePath(path: string, value = 'example'): string {
  return path
    .split('/')
    .map((segment) => segment.replace(PARAM_SEGMENT, (_all, prefix: string) => `${prefix}${value}`))
    .join('/');
}
