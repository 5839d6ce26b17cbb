import './styles.css';

/** Lets the browser take input between start-up steps, so none blocks a slow phone for long. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function start(root: HTMLElement) {
  // Fetched together, each evaluated in a task of its own rather than in one long one.
  const compositionRoot = import('./composition-root');
  const routes = import('./router');
  const app = import('./app');
  const reactDom = import('react-dom/client');
  const { createBrowserContainer } = await compositionRoot;
  await nextTask();
  const container = createBrowserContainer();
  const { createAppRouter } = await routes;
  await nextTask();
  const router = createAppRouter();
  const [{ App }, { createRoot, hydrateRoot }] = await Promise.all([app, reactDom]);
  await nextTask();
  const element = <App container={container} router={router} />;
  if (!root.firstElementChild) return void createRoot(root).render(element);
  // A page prerendered at build time (scripts/prerender-pages.tsx) is hydrated once its route's
  // code has loaded, so the first render matches the HTML.
  await router.load();
  hydrateRoot(root, element);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs a #root element');
void start(root);
