import { useState } from 'react';
import { messageOf } from '../error-message';
import { downloadText } from './download-file';

/**
 * Fetches a CSV file the server writes and saves it in the visitor's downloads: the file name once
 * the browser has it, or what went wrong (`failure` when the server gave no words).
 */
export function useCsvDownload(fetchFile: () => Promise<{ fileName: string; csv: string }>, failure: string) {
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setSaved(null);
    setError(null);
    try {
      const { fileName, csv } = await fetchFile();
      downloadText(fileName, csv, 'text/csv;charset=utf-8');
      setSaved(fileName);
    } catch (thrown) {
      setError(messageOf(thrown, failure));
    }
  };
  return { save, saved, error };
}
