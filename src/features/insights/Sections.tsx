import { memo, useEffect, useMemo, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import type { BoardWorkingSet } from '@/api/types';
import { t, tn } from '@/lib/i18n/translate';
import { BlockedNote } from './BlockedNote';
import { paths } from '@/paths';
import { ChartSection } from './charts/ChartSection';
import { DrawingContext, type DrawingTracker } from './charts/drawing';
import { Lines } from './charts/Lines';
import { Scatter } from './charts/Scatter';
import { formatDays } from './charts/series';
import { StackedAreas } from './charts/StackedAreas';
import { StackedBars } from './charts/StackedBars';
import type { ComputedInsights } from './data/use-insights';
import type { Risk } from './measures/aging';
import styles from './InsightsView.module.css';

interface SectionsProps {
  boardId: number;
  board: BoardWorkingSet;
  computed: ComputedInsights;
}

const RISKS: Record<Risk, () => string> = {
  ok: () => t('insights.risk.ok', 'within the median'),
  watch: () => t('insights.risk.watch', 'past the median'),
  'at-risk': () => t('insights.risk.atRisk', 'at risk (past 85%)'),
  critical: () => t('insights.risk.critical', 'critical (past 95%)'),
};

/**
 * The five measures, each a chart with its table and CSV. Memoised: a click on a range or a
 * typed filter re-renders the view at once, and the charts need drawing only when the worker's
 * numbers for it arrive, not twice (docs/insights.md, "Budgets").
 */
export const Sections = memo(function Sections({ boardId, board, computed }: SectionsProps) {
  const search = useSearch();
  const { insights, options } = computed;
  // After the frame that shows these numbers drawn: the bench's "painted" (bench/insights.mjs).
  // The charts draw in tasks of their own (PlotChart), started in this commit (children's
  // effects run before this one); the mark waits for the last of them, then for a frame.
  const pending = useRef(0);
  const whenDrawn = useRef<(() => void) | null>(null);
  const tracker = useMemo<DrawingTracker>(
    () => ({
      start() {
        pending.current += 1;
        let open = true;
        return () => {
          if (!open) return;
          open = false;
          pending.current -= 1;
          if (pending.current === 0) whenDrawn.current?.();
        };
      },
    }),
    [],
  );
  useEffect(() => {
    let frame = 0;
    const mark = () => {
      whenDrawn.current = null;
      frame = requestAnimationFrame(() =>
        setTimeout(
          () =>
            performance.mark('insights:painted', {
              detail: { ms: computed.ms, filtered: computed.options.cards !== null },
            }),
          0,
        ),
      );
    };
    if (pending.current === 0) mark();
    else whenDrawn.current = mark;
    return () => {
      whenDrawn.current = null;
      cancelAnimationFrame(frame);
    };
  }, [computed]);
  // What the charts draw, once per answer of the worker: a change of the address (writing the
  // range to it) re-renders this, and new arrays would make the library draw every chart again.
  const drawn = useMemo(() => chartData(computed), [computed]);
  const { names } = drawn;
  const byId = useMemo(() => new Map(board.cards.map((c) => [c.id, c])), [board.cards]);
  const cardName = (id: number) => {
    const card = byId.get(id);
    return card
      ? `#${card.number} ${card.title}`
      : t('insights.goneCard', 'Card {id} (no longer on the board)', { id });
  };
  const columnName = (id: number) => options.columns.find((c) => c.id === id)?.name ?? '';
  const days = (n: number) => tn('insights.days', n, { one: '{count} day', other: '{count} days' });
  const { p50, p85, p95 } = insights.percentiles;
  const pText = (v: number | null) => (v === null ? '–' : formatDays(v));
  const thisWeek = insights.throughput.at(-1);
  const atRisk = insights.aging.filter((c) => c.risk === 'at-risk' || c.risk === 'critical');

  return (
    <DrawingContext.Provider value={tracker}>
      <ChartSection
        title={t('insights.flow', 'Cumulative flow')}
        file="cumulative-flow"
        image
        summary={t(
          'insights.flowSummary',
          'Cards in each column at the end of each day; finished work stays counted.',
        )}
        table={() => ({
          header: [t('insights.day', 'Day'), ...names],
          rows: insights.flow.map((row) => [row.day, ...row.counts]),
        })}
        chart={
          <StackedAreas
            label={t('insights.flow', 'Cumulative flow')}
            labels={drawn.flowDays}
            values={drawn.flowCounts}
            series={names}
            describe={(i) => {
              const row = insights.flow[i];
              return row
                ? `${row.day}: ${names.map((n, c) => `${n} ${row.counts[c] ?? 0}`).join(', ')}`
                : '';
            }}
          />
        }
      />
      <ChartSection
        title={t('insights.cycle', 'Cycle time')}
        file="cycle-time"
        image
        summary={t(
          'insights.cycleSummary',
          '{count} finished; 50% within {p50} d, 85% within {p85} d, 95% within {p95} d.',
          {
            count: insights.cycle.length,
            p50: pText(p50),
            p85: pText(p85),
            p95: pText(p95),
          },
        )}
        table={() => ({
          header: [
            t('insights.card', 'Card'),
            t('insights.finished', 'Finished'),
            t('insights.daysColumn', 'Days'),
          ],
          rows: insights.cycle.map((c) => [cardName(c.cardId), c.day, formatDays(c.days)]),
        })}
        chart={
          <Scatter
            label={t('insights.cycle', 'Cycle time')}
            points={insights.cycle}
            lines={drawn.percentiles}
            domain={drawn.domain}
            describe={(i) => {
              const c = insights.cycle[i];
              return c
                ? `${cardName(c.cardId)}: ${days(Math.round(c.days * 10) / 10)}, ${c.day}`
                : '';
            }}
          />
        }
      />
      <ChartSection
        title={t('insights.throughput', 'Throughput')}
        file="throughput"
        image
        summary={t('insights.throughputSummary', 'Cards finished per week; this week: {count}.', {
          count: thisWeek?.count ?? 0,
        })}
        table={() => ({
          header: [
            t('insights.week', 'Week'),
            t('insights.weekStart', 'Monday'),
            t('insights.finishedCount', 'Finished'),
          ],
          rows: insights.throughput.map((w) => [w.week, w.monday, w.count]),
        })}
        chart={
          <StackedBars
            label={t('insights.throughput', 'Throughput')}
            labels={drawn.weeks}
            values={drawn.weekCounts}
            series={drawn.finished}
            describe={(i) => {
              const w = insights.throughput[i];
              return w ? `${w.week}: ${w.count}` : '';
            }}
          />
        }
      />
      <ChartSection
        title={t('insights.aging', 'Aging work in progress')}
        file="aging-work"
        summary={t(
          'insights.agingSummary',
          '{count} cards in progress; {risk} past the 85th percentile.',
          {
            count: insights.aging.length,
            risk: atRisk.length,
          },
        )}
        table={() => ({
          header: [
            t('insights.card', 'Card'),
            t('insights.column', 'Column'),
            t('insights.age', 'Age (days)'),
            t('insights.riskColumn', 'Risk'),
          ],
          rows: insights.aging.map((c) => [
            cardName(c.cardId),
            columnName(c.column),
            formatDays(c.age),
            RISKS[c.risk](),
          ]),
        })}
        chart={
          atRisk.length === 0 ? (
            <p>
              {t('insights.noneAtRisk', 'No card is older than 85% of the finished ones took.')}
            </p>
          ) : (
            <ol className={styles.agingList}>
              {atRisk.slice(0, 20).map((c) => (
                <li key={c.cardId}>
                  <Link href={paths.card.href(boardId, c.cardId, search)}>
                    {cardName(c.cardId)}
                  </Link>{' '}
                  {t('insights.agingItem', 'in {column}, {age}:', {
                    column: columnName(c.column),
                    age: days(Math.round(c.age * 10) / 10),
                  })}{' '}
                  <span className={styles.risk}>{RISKS[c.risk]()}</span>
                  <BlockedNote blockers={byId.get(c.cardId)?.relations?.blocked_by_open ?? 0} />
                </li>
              ))}
            </ol>
          )
        }
      />
      <ChartSection
        title={t('insights.wip', 'Work in progress')}
        file="work-in-progress"
        image
        summary={t(
          'insights.wipSummary',
          'Cards in each column per day; dashed: the column’s limit.',
        )}
        table={() => ({
          header: [t('insights.day', 'Day'), ...names],
          rows: insights.wip.map((row) => [row.day, ...row.counts]),
        })}
        chart={
          <Lines
            label={t('insights.wip', 'Work in progress')}
            labels={drawn.wipDays}
            values={drawn.wipCounts}
            series={names}
            limits={drawn.limits}
            describe={(i) => {
              const row = insights.wip[i];
              return row
                ? `${row.day}: ${names.map((n, c) => `${n} ${row.counts[c] ?? 0}`).join(', ')}`
                : '';
            }}
          />
        }
      />
    </DrawingContext.Provider>
  );
});

/** The charts' inputs from one answer of the worker (see `drawn` in Sections). */
function chartData({ insights, options }: ComputedInsights) {
  const flowDays = insights.flow.map((row) => row.day);
  const { p50, p85, p95 } = insights.percentiles;
  return {
    names: options.columns.map((c) => c.name),
    flowDays,
    flowCounts: insights.flow.map((row) => row.counts),
    domain: [flowDays[0] ?? '', flowDays.at(-1) ?? ''] as [string, string],
    percentiles: [
      { label: '50%', value: p50 },
      { label: '85%', value: p85 },
      { label: '95%', value: p95 },
    ],
    weeks: insights.throughput.map((w) => w.week),
    weekCounts: insights.throughput.map((w) => [w.count]),
    finished: [t('insights.finishedCount', 'Finished')],
    wipDays: insights.wip.map((row) => row.day),
    wipCounts: insights.wip.map((row) => row.counts),
    limits: options.columns.map((c) => c.wipLimit),
  };
}
