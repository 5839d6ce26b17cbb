import { createRootRoute, createRoute, createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { RootLayout } from './layout/root-layout';
import { HomePage } from './pages/home/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { LoadingScreen } from './components/states';

const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

const page = <P extends string>(path: P, load: () => Promise<Record<string, unknown>>, name: string) =>
  createRoute({ getParentRoute: () => rootRoute, path, component: lazyRouteComponent(load as never, name as never) });

const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });

const staticPages = [
  page('/portfolio', () => import('./pages/static/portfolio-page'), 'PortfolioPage'),
  page('/blog', () => import('./pages/static/blog-page'), 'BlogPage'),
  page('/reviews', () => import('./pages/static/reviews-page'), 'ReviewsPage'),
  page('/contact', () => import('./pages/static/contact-page'), 'ContactPage'),
  page('/faq', () => import('./pages/static/faq-page'), 'FaqPage'),
  page('/detail', () => import('./pages/static/detail-page'), 'DetailPage'),
  page('/about', () => import('./pages/static/about-page'), 'AboutPage'),
];

const login = page('/login', () => import('./pages/account/login-page'), 'LoginPage');
const register = page('/register', () => import('./pages/account/register-page'), 'RegisterPage');

const productDetail = createRoute({
  getParentRoute: () => rootRoute,
  path: '/productDetail/$id',
  component: lazyRouteComponent(() => import('./pages/product-detail-route'), 'ProductDetailRoute'),
});

const dashboard = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  component: lazyRouteComponent(() => import('./pages/dashboard/dashboard-layout'), 'DashboardLayout'),
});

const dashboardPage = <P extends string>(path: P, name: string) =>
  createRoute({
    getParentRoute: () => dashboard,
    path,
    component: lazyRouteComponent(() => import('./pages/dashboard/dashboard-pages'), name as never),
  });

// Admin screens sit behind the admin guard, inside the dashboard's login guard.
const adminPage = <P extends string>(path: P, name: string) =>
  createRoute({
    getParentRoute: () => dashboard,
    path,
    component: lazyRouteComponent(() => import('./pages/dashboard/admin-pages'), name as never),
  });

const dashboardPages = [
  dashboardPage('/', 'MyOrdersPage'),
  dashboardPage('/payment/$id', 'PaymentPage'),
  dashboardPage('/myProfile', 'MyProfilePage'),
  dashboardPage('/review', 'MyReviewsPage'),
  adminPage('/users', 'AllUsersPage'),
  adminPage('/addProduct', 'AddProductPage'),
  adminPage('/manageProduct', 'ManageProductsPage'),
  adminPage('/updateProduct/$id', 'UpdateProductPage'),
  adminPage('/manageOrders', 'ManageOrdersPage'),
  adminPage('/messages', 'MessagesPage'),
];

export const routeTree = rootRoute.addChildren([
  home,
  ...staticPages,
  login,
  register,
  productDetail,
  dashboard.addChildren(dashboardPages),
]);

/** `scrollRestoration: false` for a render outside a browser (scripts/prerender-pages.tsx): it needs the window's events. */
export function createAppRouter(history?: RouterHistory, { scrollRestoration = true } = {}) {
  return createRouter({
    routeTree,
    history,
    defaultPendingComponent: LoadingScreen,
    defaultPreload: 'intent',
    scrollRestoration,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
