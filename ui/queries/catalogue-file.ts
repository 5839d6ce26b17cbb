// The catalogue as a CSV file, for admins: an export to download and an import checked, then applied.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { catalogueKeys } from './catalogue';

/** A check writes nothing; an apply writes the whole file, or nothing when a row has a problem. */
export type ImportMode = 'dry-run' | 'apply';

/** Asks the shop for the whole catalogue as CSV text, with the name to save it under. */
export function useExportCatalogue() {
  const api = useService(UI_TOKENS.ShopApi);
  return useMutation({ mutationFn: () => api.call('exportCatalogue') });
}

/**
 * Sends a CSV file's bytes as they are, to check or to apply; answers the shop's report. Once a file
 * is written, every read of the catalogue (products, categories, search) is read afresh.
 */
export function useImportCatalogue() {
  const api = useService(UI_TOKENS.ShopApi);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mode }: { file: Blob; mode: ImportMode }) => api.call('importCatalogue', { file, query: { mode } }),
    // Not awaited: the report shows at once, while the lists shown elsewhere refetch.
    onSuccess: (report) => {
      if (report.applied) void client.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });
}
