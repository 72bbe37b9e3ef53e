import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { notFoundRoute, siteRoutes } from './app/site-routes';

export default [
  ...siteRoutes.map((r) => (r.path === '/' ? index(r.file) : route(r.path, r.file))),
  route('*', notFoundRoute.file),
] satisfies RouteConfig;
