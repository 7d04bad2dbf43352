import type { Page } from '@playwright/test';

// Issue 38 point 11's measurements of the tables on screen (they were wide-screens.spec.ts's; the
// walks of screens-at-390.spec.ts make them on the loads they already do, docs/decisions/0616).

/** What the data tables on screen show: columns out of the window, headers wider than their cell. */
export async function tableProblems(page: Page, where: string, allColumns = false): Promise<string[]> {
  return page.evaluate(
    ([where, allColumns]) => {
      const width = document.documentElement.clientWidth;
      const problems: string[] = [];
      for (const table of Array.from(document.querySelectorAll('table'))) {
        if (table.getBoundingClientRect().height === 0) continue;
        const name = table.getAttribute('aria-label') ?? '?';
        const headers = Array.from(table.querySelectorAll('thead th')) as HTMLElement[];
        const out = headers.filter((h) => h.getBoundingClientRect().right > width + 1);
        if (out.length > 0 && table.hasAttribute('data-data-table') && allColumns)
          problems.push(
            `${where} '${name}': ${out.length} of ${headers.length} columns out of view (${out.map((h) => h.textContent).join(', ')})`,
          );
        for (const header of headers) {
          // The header's own text (its sort button or the cell): wider than the cell means it is
          // cut or drawn over the next header.
          const content = (header.querySelector('button') ?? header) as HTMLElement;
          const text = content.firstElementChild ?? content;
          const box = header.getBoundingClientRect();
          const textBox = (text as HTMLElement).getBoundingClientRect();
          if (content.scrollWidth > content.clientWidth + 1 || textBox.right > box.right + 1)
            problems.push(`${where} '${name}': header '${header.textContent}' is wider than its column`);
        }
      }
      return problems;
    },
    [where, allColumns] as const,
  );
}

/** Figures (right-aligned cells) of the table's first row: how many, and how many wholly in the window. */
export async function figuresInView(page: Page): Promise<{ inView: number; all: number }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const row = document.querySelector('table[data-data-table] tbody tr');
    const figures = Array.from(row?.querySelectorAll('td') ?? []).filter((cell) =>
      ['end', 'right'].includes(getComputedStyle(cell).textAlign),
    );
    const inView = figures.filter((cell) => {
      const box = cell.getBoundingClientRect();
      return box.left >= 0 && box.right <= width + 1;
    });
    return { inView: inView.length, all: figures.length };
  });
}

/** Data table headers in the window whose words run past their own column (left or right). */
export async function headersSpilling(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('table[data-data-table] thead th')).flatMap((th) => {
      const cell = th.getBoundingClientRect();
      if (cell.right < 0 || cell.left > document.documentElement.clientWidth) return [];
      const range = document.createRange();
      range.selectNodeContents(th);
      const words = range.getBoundingClientRect();
      return words.left < cell.left - 1 || words.right > cell.right + 1
        ? [
            `'${th.textContent}' spills past its column (${Math.round(words.left)}–${Math.round(words.right)} in ${Math.round(cell.left)}–${Math.round(cell.right)})`,
          ]
        : [];
    }),
  );
}
