import { Button } from '@/components/Button';

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
      size="sm"
      variant={on ? 'primary' : 'ghost'}
      aria-pressed={on}
      title="Show only cards nobody has changed for a while"
      onClick={() => onChange(!on)}
    >
      {on && count !== null ? `Stale (${count})` : 'Stale'}
    </Button>
  );
}
