interface PasswordCredentialData {
  id: string;
  password: string;
  name?: string;
}

type WithPasswordCredential = typeof globalThis & {
  PasswordCredential?: new (data: PasswordCredentialData) => Credential;
};

/**
 * Offers the sign-in details to the browser's password manager (the Credential Management API,
 * where the browser has it). Returns whether the browser took them; nothing is stored by the site.
 */
export async function saveLoginInBrowser(data: PasswordCredentialData): Promise<boolean> {
  const { PasswordCredential } = globalThis as WithPasswordCredential;
  if (!PasswordCredential || typeof navigator === 'undefined' || !navigator.credentials?.store) return false;
  try {
    await navigator.credentials.store(new PasswordCredential(data));
    return true;
  } catch {
    return false;
  }
}
