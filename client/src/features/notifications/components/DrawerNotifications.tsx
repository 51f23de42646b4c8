import { useId } from 'react';
import { Bell, ChevronDown } from 'lucide-react';
import clsx from 'clsx';
import { badgeText } from '../bell';
import NotificationPanel from './NotificationPanel';

/** The bell inside the phone drawer: a disclosure that shows the menu in place (loaded when the drawer opens). */
export default function DrawerNotifications({
  unread,
  open,
  onOpenChange,
  onNavigate,
}: {
  unread: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: () => void;
}) {
  const badge = badgeText(unread);
  const panelId = useId();
  return (
    <section aria-label="Notifications" className="border-t border-line pt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => onOpenChange(!open)}
        className="flex h-12 w-full items-center gap-3 rounded-xl px-4 text-base font-medium text-fg hover:bg-surface-muted"
      >
        <Bell aria-hidden="true" className="size-5 text-muted" />
        Notifications
        {badge ? (
          <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">
            {badge}
            <span className="sr-only"> unread</span>
          </span>
        ) : null}
        <ChevronDown aria-hidden="true" className={clsx('ml-auto size-4 transition-transform', open && 'rotate-180')} />
      </button>
      {open ? (
        <div id={panelId} className="mt-2">
          <NotificationPanel onNavigate={onNavigate} headingLevel={3} />
        </div>
      ) : null}
    </section>
  );
}
