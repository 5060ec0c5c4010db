import type { InputHTMLAttributes, ReactNode } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The text beside the box, which names it; without it, name the box with `aria-label`. */
  label?: ReactNode;
  /** Half ticked ("some of them"): read as mixed, drawn as a dash. */
  indeterminate?: boolean;
}

/**
 * A real checkbox (keyboard, form and screen-reader semantics kept) drawn by controls.css: a
 * 16 px box in a 24 px target. With a label, the label is part of the target and the row is at
 * least 24 px tall. Its styles are in controls.css: a CSS module would be one more file name the
 * first load lists for the lazy screens that use it (the size guard, docs/design.md).
 */
export function Checkbox({ label, indeterminate = false, className, ...input }: CheckboxProps) {
  const box = (
    <input
      {...input}
      ref={(node) => {
        if (node) node.indeterminate = indeterminate;
      }}
      type="checkbox"
      className={className}
    />
  );
  if (label === undefined) return box;
  return (
    <label className="checkbox-row" data-disabled={input.disabled || undefined}>
      {box}
      <span>{label}</span>
    </label>
  );
}
