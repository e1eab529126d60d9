export interface AuthConfig {
  jwtSecret: string;
  jwtIssuer: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Failed logins from one client address before that address is locked out of the account. */
  maxFailedLogins: number;
  /** Failed logins from all addresses past which unknown clients are slowed (default 4 × maxFailedLogins). */
  maxFailedLoginsPerAccount?: number;
  lockoutSeconds: number;
  /** First gap between admitted login attempts on a slowed account (default 1000). */
  loginSlowdownMs?: number;
  /** Longest gap, and longest wait for a turn (default 30000). */
  loginSlowdownMaxMs?: number;
  /** log2 of scrypt's N for new password hashes (default 17). */
  passwordLogN?: number;
  /** How long a device cookie and a remembered address spare their client the slowdown (default 90). */
  trustedClientDays?: number;
  /** Where a client whose refresh token was refused should go (with the base path). */
  loginEndpoint: string;
}
