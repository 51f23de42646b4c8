import { useCallback } from 'react';
import { SAVED_BUILD_TEXT } from '@rigforge/common';
import { useToast } from '../../components/ui/toast';
import { copyText } from '../../lib/clipboard';
import { absoluteUrl, browserNavigation } from '../../lib/navigation';

export interface ShareableBuild {
  shareToken: string | null | undefined;
  sharePath: string;
}

/** What sharing did: copied the link, opened it in a new tab, or nothing (no share token). */
export type ShareOutcome = 'copied' | 'opened' | 'unavailable';

/**
 * docs/requirements.md §4 "Saved build": sharing needs a shareToken; the absolute share link is copied to the
 * clipboard ('Share Link Copied'), and when the browser refuses, the link opens in a new tab instead.
 */
export function useShareBuild(): (build: ShareableBuild) => Promise<ShareOutcome> {
  const { toast } = useToast();
  return useCallback(
    async (build) => {
      if (!build.shareToken) return 'unavailable';
      const url = absoluteUrl(build.sharePath);
      if (await copyText(url)) {
        toast({
          title: SAVED_BUILD_TEXT.shareCopied,
          description: SAVED_BUILD_TEXT.shareCopiedDescription,
          variant: 'success',
        });
        return 'copied';
      }
      browserNavigation.openInNewTab(url);
      return 'opened';
    },
    [toast],
  );
}
