import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'sm' | 'md';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

/** A button's classes, for a link that looks like one (Board settings). */
export function buttonClassName(variant: Variant = 'secondary', size: Size = 'md'): string {
  return `${styles.button} ${styles[variant]} ${styles[size]}`;
}

export function Button({
  variant = 'secondary',
  size = 'md',
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = className
    ? `${buttonClassName(variant, size)} ${className}`
    : buttonClassName(variant, size);
  return <button type={type} className={classes} {...rest} />;
}
