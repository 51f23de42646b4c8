import { type ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import clsx from 'clsx';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white shadow-lg shadow-violet-900/20 hover:bg-brand-strong',
  secondary: 'border border-line bg-surface-muted text-fg hover:border-line-strong hover:bg-surface',
  outline: 'border border-line-strong bg-transparent text-fg hover:bg-surface-muted',
  ghost: 'text-muted hover:bg-surface-muted hover:text-fg',
  // White on red-600 is 4.8:1, on red-700 6.5:1.
  danger: 'bg-red-600 text-white shadow-lg shadow-red-900/20 hover:bg-red-700',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 gap-1.5 rounded-lg px-3 text-sm',
  md: 'h-10 gap-2 rounded-xl px-4 text-sm',
  lg: 'h-12 gap-2 rounded-xl px-6 text-base',
  icon: 'size-10 rounded-xl',
};

export function buttonClasses({ variant = 'primary', size = 'md', className }: ButtonStyleProps = {}): string {
  return clsx(
    'inline-flex shrink-0 items-center justify-center font-semibold whitespace-nowrap transition-colors duration-150',
    'disabled:pointer-events-none disabled:opacity-60 [&_svg]:shrink-0',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export type ButtonProps = ComponentProps<'button'> & ButtonStyleProps;

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

export type ButtonLinkProps = LinkProps & ButtonStyleProps;

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}
