export interface AuthConfig {
  jwtSecret: string;
  jwtIssuer: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Failed logins from one client address before that address is locked out of the account. */
  maxFailedLogins: number;
  /** Failed logins from all addresses before the account is locked for everyone (default 4 × maxFailedLogins). */
  maxFailedLoginsPerAccount?: number;
  lockoutSeconds: number;
  /** Where a client whose refresh token was refused should go (with the base path). */
  loginEndpoint: string;
}
