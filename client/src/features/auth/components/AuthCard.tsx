import { type ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** Under the card: the link to the other auth page. */
  footer?: ReactNode;
}

/** The frame of the sign-in, sign-up and reset pages: Back to Home, then a card with the form. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="w-full max-w-md animate-rise-in">
      <ButtonLink to="/" variant="ghost" size="sm" className="mb-4 -ml-2">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Home
      </ButtonLink>
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
        <p className="mt-2 text-sm text-muted">{subtitle}</p>
        <div className="mt-6">{children}</div>
      </Card>
      {footer ? <p className="mt-6 text-center text-sm text-muted">{footer}</p> : null}
    </div>
  );
}
