import { Button } from '@/components/Button';
import { t } from '@/lib/i18n/translate';

interface StaleToggleProps {
  on: boolean;
  /** How many cards the filter shows (while on). */
  count: number | null;
  onChange: (on: boolean) => void;
}

/** The "Stale" quick filter: only cards untouched past the board's idle threshold. */
export function StaleToggle({ on, count, onChange }: StaleToggleProps) {
  return (
    <Button
      variant={on ? 'primary' : 'secondary'}
      aria-pressed={on}
      title={t('stale.hint', 'Show only cards nobody has changed for a while')}
      onClick={() => onChange(!on)}
    >
      {on && count !== null ? t('stale.count', 'Stale ({count})', { count }) : t('stale', 'Stale')}
    </Button>
  );
}
