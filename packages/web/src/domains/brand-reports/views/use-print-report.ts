import { useCallback } from 'react';
import { printTitle } from '../report-model';

/**
 * Spec 1 §2.5: the PDF is named by brand name and month. Browsers name a saved PDF after the
 * document title, so the title is set for the print and put back afterwards.
 */
export function usePrintReport(brandName: string | undefined, month: string): () => void {
  return useCallback(() => {
    if (!brandName) return;
    const previous = document.title;
    document.title = printTitle(brandName, month);
    const restore = () => {
      document.title = previous;
      window.removeEventListener('afterprint', restore);
    };
    window.addEventListener('afterprint', restore);
    window.print();
  }, [brandName, month]);
}
