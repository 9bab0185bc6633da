import { createElement, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, useRouteError } from 'react-router';
import { setNavigator } from '../api/navigation';
import { LoadFailure } from './components/ErrorBoundary';
import { Gate, GuestOnly, RequireAuth } from './guards';
import { AuthenticatedLayout } from './layouts/AuthenticatedLayout';
import { DocumentLayout } from './layouts/DocumentLayout';
import { ErrorLayout } from './layouts/ErrorLayout';
import { GuestLayout } from './layouts/GuestLayout';
import { PAGES } from './pages';
import { HOME_PATH, HOME_REDIRECT, type LayoutKind, ROUTES, type RouteMeta } from './routes';
import type { RouteHandle } from './useRouteMeta';
import { useRouteMeta } from './useRouteMeta';

/** Keeps <title> in step with the route and the language. */
function Root() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const title = meta ? t(meta.titleKey) : '';
  const appName = t('common.appName');
  useEffect(() => {
    document.title = title ? `${title} | ${appName}` : appName;
  }, [title, appName]);
  return <Outlet />;
}

function RouteError() {
  const error = useRouteError();
  return <LoadFailure error={error} />;
}

function toRoute(meta: RouteMeta): RouteObject {
  const handle: RouteHandle = { meta };
  return {
    path: meta.path,
    handle,
    element: <Gate gate={meta.gate}>{createElement(PAGES[meta.page])}</Gate>,
  };
}

function routesOf(layout: LayoutKind, isPublic: boolean): RouteObject[] {
  return ROUTES.filter((r) => r.layout === layout && Boolean(r.isPublic) === isPublic).map(toRoute);
}

const notFoundMeta = ROUTES.find((r) => r.id === 'notFound');

export const routeObjects: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      {
        element: <GuestOnly />,
        children: [{ element: <GuestLayout />, children: routesOf('guest', true) }],
      },
      { element: <ErrorLayout />, children: routesOf('error', true) },
      {
        element: <RequireAuth />,
        children: [
          { path: HOME_PATH, element: <Navigate to={HOME_REDIRECT} replace /> },
          { element: <AuthenticatedLayout />, children: routesOf('authenticated', false) },
          { element: <DocumentLayout />, children: routesOf('document', false) },
          { element: <GuestLayout />, children: routesOf('guest', false) },
        ],
      },
      {
        element: <ErrorLayout />,
        children: notFoundMeta ? [{ ...toRoute(notFoundMeta), path: '*' }] : [],
      },
    ],
  },
];

export const router = createBrowserRouter(routeObjects);

setNavigator((to, options) => {
  void router.navigate(to, options);
});
