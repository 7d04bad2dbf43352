import { INSIGHTS_MESSAGES, insightsExportReady } from '@portal/schema';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ExportBar } from './ExportBar';

describe('the notification bar of server-built exports', () => {
  it('shows preparing, ready with a download, and failed with the spec message', () => {
    const onDismiss = vi.fn();
    const ready = { exportId: 'b', fileName: 'x.pdf', state: 'ready' as const, downloadUrl: '/files/t1' };
    render(
      <ExportBar
        onDismiss={onDismiss}
        exports={[
          { exportId: 'a', fileName: 'a.pdf', state: 'preparing' },
          ready,
          { exportId: 'c', fileName: 'c.pdf', state: 'failed', message: INSIGHTS_MESSAGES.exportFailed },
        ]}
      />,
    );
    expect(screen.getByText(INSIGHTS_MESSAGES.exportStarted)).toBeTruthy();
    expect(screen.getByText(insightsExportReady('x.pdf'))).toBeTruthy();
    expect(screen.getByText('Error exporting data')).toBeTruthy();
    const downloads = screen.getAllByText('Download').map((el) => el.closest('a')?.getAttribute('href'));
    expect(downloads).toEqual(['/files/t1']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[1] as HTMLElement);
    expect(onDismiss).toHaveBeenCalledWith(ready);
  });

  it('renders nothing without exports', () => {
    const { container } = render(<ExportBar exports={[]} onDismiss={() => {}} />);
    expect(container.textContent).toBe('');
  });
});
