import { waitFor, within } from '@testing-library/react';

/**
 * A button of the open dialog. The dialog is found by its role attribute rather than by an
 * accessible-role query over the whole screen (which computes every element's styles and name,
 * too slow on a loaded machine), and looked up again on each try since it is replaced while it
 * opens. Its buttons are read with `hidden: true`: in jsdom, Tabster's modalizer can mark the
 * dialog itself aria-hidden until focus lands in it, which in a browser happens as it opens.
 */
export async function findDialogButton(
  name: string,
  role: 'dialog' | 'alertdialog' = 'alertdialog',
): Promise<HTMLElement> {
  return waitFor(
    () => {
      const dialog = document.querySelector<HTMLElement>(`[role="${role}"]`);
      if (!dialog) throw new Error(`no open ${role}`);
      return within(dialog).getByRole('button', { name, hidden: true });
    },
    { timeout: 5_000 },
  );
}
