import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { notFoundRoute } from './app/page-routes';
import { siteRoutes } from './app/site-routes';

export default [
  // Pages sharing one module (the print pages) need their own route ids.
  ...siteRoutes.map((r) => (r.path === '/' ? index(r.file) : route(r.path, r.file, { id: r.path }))),
  route('*', notFoundRoute.file),
] satisfies RouteConfig;
