/** What a session holds besides passport's admin id. */
declare module 'express-session' {
  interface SessionData {
    /**
     * The password was right and the account signs in in two steps: whose code is awaited, and
     * until when (ms since the epoch). Not signed in: the guard sees no `req.user`.
     */
    pendingTwoFactor?: { userId: string; until: number };
    /** Signed in, but limited to enrolling in two-step sign-in (the shop requires it). */
    twoFactorEnrolment?: boolean;
  }
}

export {};
