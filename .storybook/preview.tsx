import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createContext, useContext, type ComponentType } from 'react';
import { configure } from 'storybook/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { CartProvider } from '../ui/cart/cart-context';
import { ToastProvider } from '../ui/components/toast';
import { createBrowserContainer } from '../ui/composition-root';
import { ServicesProvider } from '../ui/services/services-context';
import type { StoryApi } from './shop/story-api';
import { storyApiHandler, storyShopLoader } from './shop/story-shop-loader';
import '../ui/styles.css';

// The stories run the real core in the browser: a write that renders and queues its emails may
// take longer than testing-library's one second on a busy machine, so its findBy calls wait up to five.
configure({ asyncUtilTimeout: 5000 });

/*
 * msw-storybook-addon 3 replaced `initialize()` + `mswLoader` with `mswLoader(setup)`: the setup
 * starts the worker once; the loader resets handlers and applies `parameters.msw` per story.
 * Requests nobody mocks (fonts, images, Storybook's own) go straight to the network.
 *
 * Some browsers never finish registering a service worker (Chromium's one-shot
 * `--headless --screenshot` mode, for one). After a few seconds the stories render anyway, so
 * components without API calls still show; the API calls of the others then go unanswered.
 * A worker that fails outright (rather than hanging) still fails the story, loudly.
 */
const WORKER_START_TIMEOUT_MS = 5000;

const startWorker = async () => {
  const worker = setupWorker();
  const started = worker.start({ quiet: true, onUnhandledRequest: 'bypass' }).then(() => true);
  started.catch(() => {}); // a failure after the timeout has already been reported
  const timedOut = new Promise<false>((resolve) => setTimeout(() => resolve(false), WORKER_START_TIMEOUT_MS));
  if (!(await Promise.race([started, timedOut]))) {
    console.warn(`[msw] The mock service worker did not start within ${WORKER_START_TIMEOUT_MS / 1000} s; API calls are not mocked.`);
  }
  return worker;
};

/** The real browser container: its HTTP adapter calls /api/..., which msw hands to the story's own shop. */
const container = createBrowserContainer();

/** The story being rendered, read by the router's root route. */
const CurrentStory = createContext<ComponentType | null>(null);

function StoryOutlet() {
  const Story = useContext(CurrentStory);
  return Story ? <Story /> : null;
}

/**
 * A memory router whose every route renders the story, so `<Link>` (and `to` paths with params,
 * like '/productDetail/$id') resolve without the app's route tree or its lazy pages.
 */
function createStoryRouter(initialPath: string) {
  const rootRoute = createRootRoute({ component: StoryOutlet, notFoundComponent: StoryOutlet });
  const child = (path: string) => createRoute({ getParentRoute: () => rootRoute, path, component: () => null });
  return createRouter({
    routeTree: rootRoute.addChildren([child('/'), child('/productDetail/$id'), child('/dashboard'), child('$')]),
    history: createMemoryHistory({ initialEntries: [initialPath] }),
  });
}

type StoryRouter = ReturnType<typeof createStoryRouter>;

/**
 * Builds and loads the story's router before it renders: RouterProvider then shows the story in
 * its first render, so play functions never run against an empty canvas.
 * A story picks the router's location with `parameters: { initialPath: '/about' }`.
 */
const routerLoader: Loader = async ({ parameters }) => {
  const router = createStoryRouter((parameters.initialPath as string | undefined) ?? '/');
  await router.load();
  return { router };
};

/** Services, the answers' cache, toasts, the cart of the story's user (or visitor) and a router: what the app's components expect around them. */
const withAppProviders: Decorator = (Story, { loaded }) => (
  <QueryClientProvider client={loaded.queryClient as QueryClient}>
    <ServicesProvider container={container}>
      <ToastProvider>
        <CartProvider account={loaded.cartAccount as string | null}>
          <CurrentStory.Provider value={Story}>
            <RouterProvider router={loaded.router as StoryRouter} />
          </CurrentStory.Provider>
        </CartProvider>
      </ToastProvider>
    </ServicesProvider>
  </QueryClientProvider>
);

/** Every /api call goes to the story's own shop; msw's other handlers are for third parties. */
const answerFromStoryShop: Preview['beforeEach'] = ({ loaded, msw }) => {
  (msw as SetupWorker).use(storyApiHandler(loaded.api as StoryApi));
};

const preview: Preview = {
  decorators: [withAppProviders],
  // The story's shop brings the cache of its answers, one per story, so that no story sees another's.
  loaders: [mswLoader(startWorker), routerLoader, storyShopLoader],
  beforeEach: answerFromStoryShop,
  parameters: {
    layout: 'padded',
    // The widths the shop is checked at: a phone (390), a laptop (1280), a desktop (1440) and a wide desktop (1600).
    viewport: {
      options: {
        ...MINIMAL_VIEWPORTS,
        phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        laptop: { name: 'Laptop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        desktop: { name: 'Desktop', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
        wide: { name: 'Wide desktop', styles: { width: '1600px', height: '1000px' }, type: 'desktop' },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
