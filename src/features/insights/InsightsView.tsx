import { useMemo, useState } from 'react';
import { isUnsupported } from '@/api';
import type { BoardWorkingSet } from '@/api/types';
import { t } from '@/lib/i18n/translate';
import { Sections } from './Sections';
import { boardSignature, useBoardFeed } from './data/use-board-feed';
import { useInsights } from './data/use-insights';
import { useRangeParam } from './data/use-range-param';
import { RANGE_PRESETS } from './data/range';
import { defaultColumns, type FlowColumn, type MeasureOptions } from './measures/options';
import { dayOf, zone } from './measures/zone';
import styles from './InsightsView.module.css';

export interface InsightsViewProps {
  boardId: number;
  board: BoardWorkingSet;
  /** The cards the board's filters keep; null: no filter. */
  visible: { cardIds: ReadonlySet<number> } | null;
}

const ZONE = zone(Intl.DateTimeFormat().resolvedOptions().timeZone);

const PRESET_LABELS = {
  '7d': () => t('insights.range7', '7 days'),
  '30d': () => t('insights.range30', '30 days'),
  '90d': () => t('insights.range90', '90 days'),
};

/** How work flows through the board (docs/insights.md): five measures of the board's history. */
export default function InsightsView({ boardId, board, visible }: InsightsViewProps) {
  const signature = useMemo(() => boardSignature(board.cards), [board.cards]);
  const feed = useBoardFeed(boardId, signature);
  const now = feed.data?.readAt ?? 0;
  const [range, setPreset] = useRangeParam(dayOf(now, ZONE));
  const columns = useMemo<FlowColumn[]>(
    () =>
      Object.values(board.columns)
        .filter((c) => c.archived_at === null)
        .sort((a, b) => a.order - b.order)
        .map((c) => ({ id: c.id, name: c.name, wipLimit: c.wip_limit })),
    [board.columns],
  );
  const defaults = defaultColumns(columns);
  const [chosen, setChosen] = useState<{ start?: number; end?: number }>({});
  const known = (id: number | undefined) => columns.some((c) => c.id === id);
  const startColumn = known(chosen.start) ? (chosen.start ?? defaults.start) : defaults.start;
  const endColumn = known(chosen.end) ? (chosen.end ?? defaults.end) : defaults.end;
  const cards = visible?.cardIds ?? null;
  const options = useMemo<MeasureOptions>(
    () => ({ columns, startColumn, endColumn, ...range, zone: ZONE, now, cards }),
    [columns, startColumn, endColumn, range, now, cards],
  );
  const { computed, error } = useInsights(boardId, feed.data, options);

  if (feed.error || error) {
    return (
      <p role="alert" className={styles.message}>
        {isUnsupported(feed.error)
          ? t(
              'insights.unsupported',
              'This server keeps no board history, so there is nothing to chart.',
            )
          : t('insights.failed', 'The board history could not be read. Try again later.')}
      </p>
    );
  }
  return (
    <div className={styles.view}>
      <div className={styles.controls}>
        <div role="group" aria-label={t('insights.range', 'Range')} className={styles.presets}>
          {RANGE_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              className={styles.preset}
              aria-pressed={range.preset === preset}
              onClick={() => setPreset(preset)}
            >
              {PRESET_LABELS[preset]()}
            </button>
          ))}
        </div>
        <ColumnSelect
          label={t('insights.startColumn', 'Work starts in')}
          columns={columns}
          value={startColumn}
          onChange={(start) => setChosen({ ...chosen, start })}
        />
        <ColumnSelect
          label={t('insights.endColumn', 'Work is finished in')}
          columns={columns}
          value={endColumn}
          onChange={(end) => setChosen({ ...chosen, end })}
        />
      </div>
      {computed ? (
        <Sections boardId={boardId} board={board} computed={computed} />
      ) : (
        <p role="status" className={styles.message}>
          {t('insights.loading', 'Reading the board’s history…')}
        </p>
      )}
    </div>
  );
}

/** A choice of one of the board's columns (where work starts, where it is finished). */
function ColumnSelect({
  label,
  columns,
  value,
  onChange,
}: {
  label: string;
  columns: readonly FlowColumn[];
  value: number;
  onChange: (columnId: number) => void;
}) {
  return (
    <label className={styles.field}>
      {label}
      <select value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {columns.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  );
}
