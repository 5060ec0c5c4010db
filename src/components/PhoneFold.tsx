import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
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
 * address changes. Escape counts from its button, its panel or with focus nowhere (after a tap
 * on the page); not from elsewhere: a menu or dialog opened from it handles its own Escape.
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
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target as Node;
      const inside =
        target === document.body ||
        buttonRef.current?.contains(target) ||
        panelRef.current?.contains(target);
      if (!inside) return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
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
      >
        {children}
      </div>
    </>
  );
}
