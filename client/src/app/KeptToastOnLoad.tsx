import { useEffect } from 'react';
import { useToast } from '../components/ui/toast';
import { takeKeptToast } from '../lib/kept-toast';

/** Shows, once, a toast the previous page kept for this load (lib/kept-toast.ts); after hydration, as it reads storage. */
export function KeptToastOnLoad() {
  const { toast } = useToast();
  useEffect(() => {
    const kept = takeKeptToast();
    if (kept) toast(kept);
  }, [toast]);
  return null;
}
