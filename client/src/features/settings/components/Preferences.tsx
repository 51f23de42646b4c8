import { useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { NOTIFICATIONS_STORAGE_KEY } from '@rigforge/common';
import { Switch } from '../../../components/ui/Switch';
import { useToast } from '../../../components/ui/toast';
import { useUpdatePreferencesMutation } from '../../../lib/session/session.generated';
import { isSignInRequired, serverMessage } from '../../../lib/errors';
import { useThemePreference } from '../../../lib/session/preferences';
import type { CurrentUser } from '../../../lib/session/useSession';
import { writeStorage } from '../../../lib/storage';
import { SettingsSection } from './SettingsSection';

/** Preferences: the theme and notifications, kept in the account and in this browser. */
export function Preferences({ user }: { user: CurrentUser }) {
  const { toast } = useToast();
  const { theme, setTheme } = useThemePreference();
  const [savePreferences] = useUpdatePreferencesMutation();
  const [busy, setBusy] = useState(false);
  const notifications = user.preferences.notifications;

  const failed = (error: unknown) => {
    if (isSignInRequired(error)) return;
    toast({
      title: 'Update Failed',
      description: serverMessage(error) ?? 'Failed to update your preferences',
      variant: 'destructive',
    });
  };

  const onTheme = async (dark: boolean) => {
    const next = dark ? 'dark' : 'light';
    try {
      await setTheme(next);
      toast({ title: 'Theme Updated', description: `Switched to ${next} theme`, variant: 'success' });
    } catch (error) {
      failed(error);
    }
  };

  const onNotifications = async (on: boolean) => {
    setBusy(true);
    try {
      await savePreferences({ variables: { notifications: on } });
      writeStorage(NOTIFICATIONS_STORAGE_KEY, String(on));
      toast({
        title: 'Notifications Updated',
        description: on ? 'Notifications enabled' : 'Notifications disabled',
        variant: 'success',
      });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection Icon={SlidersHorizontal} title="Preferences" description="Customize your experience">
      <div className="flex flex-col gap-6">
        <Switch
          label="Dark Mode"
          description="Use the dark theme on this site"
          checked={theme === 'dark'}
          onChange={(dark) => void onTheme(dark)}
        />
        <Switch
          label="Notifications"
          description="Get notified about replies, likes and hardware news"
          checked={notifications}
          disabled={busy}
          onChange={(on) => void onNotifications(on)}
        />
      </div>
    </SettingsSection>
  );
}
