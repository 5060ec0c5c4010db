import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChartSection } from './ChartSection';
import { StackedBars } from './StackedBars';

const WEEKS = ['2026-W12', '2026-W13', '2026-W14'];
const COUNTS = [3, 5, 2];

function throughput() {
  return (
    <ChartSection
      title="Throughput"
      file="throughput"
      summary="Cards finished per week; this week: 2."
      table={() => ({
        header: ['Week', 'Finished'],
        rows: WEEKS.map((w, i) => [w, COUNTS[i] ?? 0]),
      })}
      chart={
        <StackedBars
          label="Throughput"
          labels={WEEKS}
          values={COUNTS.map((c) => [c])}
          series={['Finished']}
          describe={(i) => `${WEEKS[i] ?? ''}: ${COUNTS[i] ?? 0}`}
        />
      }
    />
  );
}

describe('a chart section', () => {
  it('steps through the points by keyboard and says each one', async () => {
    const user = userEvent.setup();
    render(throughput());
    // Tab order: Table, Download CSV, then the chart.
    await user.tab();
    await user.tab();
    await user.tab();
    const chart = screen.getByRole('group', {
      name: 'Throughput: arrow keys step through the points',
    });
    expect(chart).toHaveFocus();
    expect(screen.getByText('2026-W14: 2')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('2026-W13: 5')).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(screen.getByText('2026-W12: 3')).toBeInTheDocument();
  });

  it('is drawn by the chart library, and the keyboard cursor stands on the bar it names', async () => {
    const user = userEvent.setup();
    render(throughput());
    const chart = screen.getByRole('group', {
      name: 'Throughput: arrow keys step through the points',
    });
    // The library's drawing, hidden from assistive technology (the cursor and read-out speak).
    const bars = () => [...chart.querySelectorAll('g[aria-hidden="true"] rect')];
    await waitFor(() => expect(bars()).toHaveLength(3));
    const middle = (rect: Element) =>
      Number(rect.getAttribute('x')) + Number(rect.getAttribute('width')) / 2;
    const heights = bars().map((rect) => Number(rect.getAttribute('height')));
    // 3, 5 and 2 finished: the second bar the tallest, the third the shortest.
    expect(heights[1]).toBeGreaterThan(heights[0] ?? 0);
    expect(heights[0]).toBeGreaterThan(heights[2] ?? 0);
    chart.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('2026-W13: 5')).toBeInTheDocument();
    const cursor = chart.querySelector(':scope > rect');
    expect(cursor).not.toBeNull();
    expect(middle(cursor as Element)).toBeCloseTo(middle(bars()[1] as Element), 5);
  });

  it('shows its numbers as a table, and downloads them as CSV', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:csv';
    });
    // jsdom has no object URLs: given for this test, taken back after it.
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(throughput());
    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('rowheader', { name: '2026-W13' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '5' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download CSV: Throughput' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(await created[0]?.text()).toBe(
      'Week,Finished\r\n2026-W12,3\r\n2026-W13,5\r\n2026-W14,2\r\n',
    );
    click.mockRestore();
    URL.createObjectURL = saved.create;
    URL.revokeObjectURL = saved.revoke;
  });
});
