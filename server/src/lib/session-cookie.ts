/** The name of the session cookie (httpOnly, SameSite=Lax, Secure behind HTTPS). */
export const SESSION_COOKIE = 'rigforge.sid';
