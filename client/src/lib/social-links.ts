// The deployment's social profiles (issue 18 #6): set at build time, none by default; an icon with
// no profile is a labelled placeholder, not a link (issue 32 item 7).

export const SOCIAL_NETWORKS = ['x', 'youtube', 'discord', 'github'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

const isNetwork = (value: string): value is SocialNetwork => (SOCIAL_NETWORKS as readonly string[]).includes(value);

function httpsUrl(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Reads RIGFORGE_SOCIAL_LINKS: comma-separated `network=https://…` pairs, e.g.
 * `x=https://x.com/rigforge,github=https://github.com/rigforge`. Unknown networks, addresses that are not https and
 * repeats are left out; the order given is kept.
 */
export function parseSocialLinks(text: string): SocialLink[] {
  const links: SocialLink[] = [];
  for (const entry of text.split(',')) {
    const at = entry.indexOf('=');
    if (at < 0) continue;
    const network = entry.slice(0, at).trim().toLowerCase();
    const url = httpsUrl(entry.slice(at + 1).trim());
    if (isNetwork(network) && url && !links.some((l) => l.network === network)) links.push({ network, url });
  }
  return links;
}

/** Replaced at build time by client/vite.config.ts from the RIGFORGE_SOCIAL_LINKS environment variable. */
declare const __RIGFORGE_SOCIAL_LINKS__: string | undefined;

export const SOCIAL_LINKS: readonly SocialLink[] = parseSocialLinks(
  typeof __RIGFORGE_SOCIAL_LINKS__ === 'string' ? __RIGFORGE_SOCIAL_LINKS__ : '',
);
