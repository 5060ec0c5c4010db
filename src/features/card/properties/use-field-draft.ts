import { useState, type KeyboardEvent } from 'react';

export interface FieldDraft {
  /** What the field shows: what the person typed, else the card's value. */
  text: string;
  /** Typed and different from the card's value. */
  dirty: boolean;
  edit: (text: string) => void;
  /** The save of `sent` landed: follow the card again, unless the person typed on since. */
  saved: (sent: string) => void;
  discard: () => void;
}

/**
 * What a person types in a field that saves on its own. The text is kept until its save lands,
 * so neither a teammate's change arriving meanwhile nor a refusal (which puts the card's value
 * back) takes away what was typed; Escape or a successful save goes back to the card's value.
 */
export function useFieldDraft(value: string): FieldDraft {
  const [draft, setDraft] = useState<string | null>(null);
  return {
    text: draft ?? value,
    dirty: draft !== null && draft !== value,
    edit: setDraft,
    saved: (sent) => setDraft((current) => (current === sent ? null : current)),
    discard: () => setDraft(null),
  };
}

/** A field's key handler: Enter saves what was typed (and adds no line or form submit). */
export function enterCommits(commit: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };
}
