import { afterAll } from 'vitest';
import { HttpCatalogueApi } from '../../adapters/http/client/http-catalogue-api';
import { HttpClient } from '../../adapters/http/client/http-client';
import { InProcessCatalogueApi } from '../../adapters/in-process/in-process-catalogue-api';
import { MemoryProductRepository } from '../../adapters/memory/memory-product-repository';
import { Catalogue } from '../../core/shop/catalogue';
import { catalogueApiContract } from '../contracts/catalogue-api.contract';
import { startTestServer } from '../support/test-server';

catalogueApiContract('in-process', async () => {
  const products = new MemoryProductRepository();
  return { api: new InProcessCatalogueApi(new Catalogue(products)), products };
});

const closers: (() => Promise<unknown>)[] = [];
afterAll(() => Promise.all(closers.map((close) => close())));

catalogueApiContract('HTTP', async () => {
  const { app, products } = await startTestServer();
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  closers.push(() => app.close());
  return { api: new HttpCatalogueApi(new HttpClient(address)), products };
});
