import { DashboardSection } from '../components/dashboard-section';
import { CatalogueExport } from './catalogue-export';
import { CatalogueImport } from './catalogue-import';

/** /dashboard/catalogueFile: the catalogue out to a spreadsheet as a CSV file, and such a file checked and imported back. */
export function CatalogueFile() {
  return (
    <DashboardSection title="Import and Export">
      <CatalogueExport />
      <CatalogueImport />
    </DashboardSection>
  );
}
