import { ContainerModule } from 'inversify';
import { PORTS } from '../composition/shop-ids';
import { csvCatalogueFormat } from './catalogue-csv';

/** The catalogue's file as CSV (node-csv): what every shop loads. */
export const csvModule = new ContainerModule(({ bind }) => {
  bind(PORTS.CatalogueFileFormat).toConstantValue(csvCatalogueFormat);
});
