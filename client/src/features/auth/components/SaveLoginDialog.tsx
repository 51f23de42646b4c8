import { KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';

interface SaveLoginDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** Not Now, or Escape. */
  onDismiss: () => void;
  /** Save: the details go to the browser's password manager, where it has one. */
  onSave: () => void;
}

/** The 'Save Login Information?' / 'Account Created!' popup with Not Now and Save. */
export function SaveLoginDialog({ open, title, description, onDismiss, onSave }: SaveLoginDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onDismiss}
      title={title}
      description={description}
      icon={
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-soft">
          <KeyRound aria-hidden="true" className="size-6 text-accent" />
        </span>
      }
      actions={
        <>
          <Button variant="outline" onClick={onDismiss}>
            Not Now
          </Button>
          <Button onClick={onSave}>Save</Button>
        </>
      }
    />
  );
}
