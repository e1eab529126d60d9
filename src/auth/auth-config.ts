export interface AuthConfig {
  jwtSecret: string;
  jwtIssuer: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  maxFailedLogins: number;
  lockoutSeconds: number;
  /** Where a client whose refresh token was refused should go (with the base path). */
  loginEndpoint: string;
}
