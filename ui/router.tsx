import { createRootRoute, createRoute, createRouter, type RouteComponent, type RouterHistory } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { RootLayout } from './layout/root-layout';
import { HomePage } from './pages/home/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { LoadingScreen } from './components/states';
import { parseSearch, stringifySearch } from './search-params';
import { invoicesSearchOf } from './admin/invoices-search';
import { figuresSearchOf } from './admin/figures-search';
import { orderViewSearchOf } from './admin/order-view-search';

const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

const page = <P extends string>(path: P, component: RouteComponent) => createRoute({ getParentRoute: () => rootRoute, path, component });

const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });

const staticPages = [
  page('/portfolio', lazyPage(() => import('./pages/static/portfolio-page'), 'PortfolioPage')),
  page('/blog', lazyPage(() => import('./pages/static/blog-page'), 'BlogPage')),
  page('/reviews', lazyPage(() => import('./pages/static/reviews-page'), 'ReviewsPage')),
  page('/contact', lazyPage(() => import('./pages/static/contact-page'), 'ContactPage')),
  page('/faq', lazyPage(() => import('./pages/static/faq-page'), 'FaqPage')),
  page('/detail', lazyPage(() => import('./pages/static/detail-page'), 'DetailPage')),
  page('/about', lazyPage(() => import('./pages/static/about-page'), 'AboutPage')),
];

const login = page('/login', lazyPage(() => import('./pages/account/login-page'), 'LoginPage'));
const register = page('/register', lazyPage(() => import('./pages/account/register-page'), 'RegisterPage'));
const forgotPassword = page('/forgot-password', lazyPage(() => import('./pages/account/forgot-password-page'), 'ForgotPasswordPage'));
// Where the links of the shop's account emails lead (confirm an email, choose a new password).
const authAction = page('/auth/action', lazyPage(() => import('./pages/account/auth-action-page'), 'AuthActionPage'));

const search = page('/search', lazyPage(() => import('./pages/search-route'), 'SearchRoute'));

const productDetail = createRoute({
  getParentRoute: () => rootRoute,
  path: '/productDetail/$id',
  component: lazyPage(() => import('./pages/product-detail-route'), 'ProductDetailRoute'),
});

const category = page('/category/$id', lazyPage(() => import('./pages/category-route'), 'CategoryRoute'));

// The cart is anyone's; checking it out needs an account (the page's own guard).
const loadCartPages = () => import('./pages/cart-pages');
const cart = page('/cart', lazyPage(loadCartPages, 'CartRoute'));
const checkout = page('/checkout', lazyPage(loadCartPages, 'CheckoutRoute'));

const dashboard = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  component: lazyPage(() => import('./pages/dashboard/dashboard-layout'), 'DashboardLayout'),
});

const loadDashboardPages = () => import('./pages/dashboard/dashboard-pages');
const dashboardPage = <P extends string>(path: P, name: keyof Awaited<ReturnType<typeof loadDashboardPages>>) =>
  createRoute({ getParentRoute: () => dashboard, path, component: lazyPage(loadDashboardPages, name) });

// Admin screens sit behind the admin guard, inside the dashboard's login guard.
const loadAdminPages = () => import('./pages/dashboard/admin-pages');
const adminPage = <P extends string>(path: P, name: keyof Awaited<ReturnType<typeof loadAdminPages>>) =>
  createRoute({ getParentRoute: () => dashboard, path, component: lazyPage(loadAdminPages, name) });

// The accountant's period and kind of documents, kept in the address so that a link shows the same view.
const invoices = createRoute({ getParentRoute: () => dashboard, path: '/invoices', validateSearch: invoicesSearchOf, component: lazyPage(loadAdminPages, 'InvoicesPage') });

// The view the orders open on (the dashboard links to those to ship).
const manageOrders = createRoute({ getParentRoute: () => dashboard, path: '/manageOrders', validateSearch: orderViewSearchOf, component: lazyPage(loadAdminPages, 'ManageOrdersPage') });

// How the dashboard's sales are cut, kept in the address likewise.
const figures = createRoute({ getParentRoute: () => dashboard, path: '/figures', validateSearch: figuresSearchOf, component: lazyPage(loadAdminPages, 'ShopFiguresPage') });

const dashboardPages = [
  dashboardPage('/', 'MyOrdersPage'),
  dashboardPage('/payment/$id', 'PaymentPage'),
  dashboardPage('/order/$id', 'OrderPage'),
  dashboardPage('/myProfile', 'MyProfilePage'),
  dashboardPage('/review', 'MyReviewsPage'),
  dashboardPage('/trade-account', 'TradeAccountPage'),
  dashboardPage('/quotes', 'MyQuotesPage'),
  dashboardPage('/quotes/$id', 'QuotePage'),
  adminPage('/users', 'AllUsersPage'),
  adminPage('/addProduct', 'AddProductPage'),
  adminPage('/manageProduct', 'ManageProductsPage'),
  adminPage('/manageCategories', 'ManageCategoriesPage'),
  adminPage('/catalogueFile', 'CatalogueFilePage'),
  adminPage('/updateProduct/$id', 'UpdateProductPage'),
  manageOrders,
  adminPage('/order/$id/slip', 'PackingSlipPage'),
  adminPage('/messages', 'MessagesPage'),
  adminPage('/outbox', 'OutboxPage'),
  adminPage('/audit', 'AuditLogPage'),
  adminPage('/tradeAccounts', 'TradeAccountsPage'),
  adminPage('/manageQuotes', 'ManageQuotesPage'),
  invoices,
  figures,
];

export const routeTree = rootRoute.addChildren([
  home,
  ...staticPages,
  login,
  register,
  forgotPassword,
  authAction,
  search,
  productDetail,
  category,
  cart,
  checkout,
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
    parseSearch,
    stringifySearch,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
