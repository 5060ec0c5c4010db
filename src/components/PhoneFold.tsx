import { useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import styles from './PhoneFold.module.css';

interface PhoneFoldProps {
  /** The disclosure button's text ("Menu", "Board options"). */
  label: string;
  /** Classes of the button and of the panel's layout when open, from the caller's module. */
  buttonClassName?: string;
  panelClassName?: string;
  children: ReactNode;
}

/**
 * Controls that sit where they are on a tablet or desktop and fold behind a disclosure button
 * on a phone (CSS alone decides which, docs/layouts.md). The same elements either way, so
 * nothing is rendered twice. The fold closes on Escape (focus back on its button) and when the
 * address changes.
 */
export function PhoneFold({ label, buttonClassName, panelClassName, children }: PhoneFoldProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const [openedAt, setOpenedAt] = useState(location);
  if (openedAt !== location) {
    setOpenedAt(location);
    setOpen(false);
  }
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={[styles.button, buttonClassName].filter(Boolean).join(' ')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      <div
        id={panelId}
        ref={panelRef}
        className={[styles.panel, panelClassName].filter(Boolean).join(' ')}
        data-open={open || undefined}
        onKeyDown={(event) => {
          // Only keys from the panel itself: a menu opened from it (a portal) has its own Escape.
          if (event.key !== 'Escape' || !open) return;
          if (!panelRef.current?.contains(event.target as Node)) return;
          setOpen(false);
          buttonRef.current?.focus();
        }}
      >
        {children}
      </div>
    </>
  );
}
