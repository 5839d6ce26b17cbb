import { Container } from 'inversify';
import { browserStorageModule, firebaseSignInModule, httpApiModule } from './composition-modules';

/** The browser's one place that names concrete adapters: the shop's API over HTTP, Firebase for sign-in. */
export function createBrowserContainer(options: Parameters<typeof httpApiModule>[0] = {}) {
  const container = new Container();
  container.load(browserStorageModule, httpApiModule(options), firebaseSignInModule);
  return container;
}
