import { BellRing } from 'lucide-react';
import { PriceAlertsList } from '../../../components/pricing/PriceAlertsList';
import { SettingsSection } from './SettingsSection';

/** Price alerts: the parts the user watches, with edit (re-arms) and delete (issue 15). */
export function PriceAlerts() {
  return (
    <SettingsSection
      Icon={BellRing}
      title="Price alerts"
      description="We notify you once when a watched part drops to your target price"
    >
      <PriceAlertsList />
    </SettingsSection>
  );
}
