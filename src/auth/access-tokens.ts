import jwt from 'jsonwebtoken';
import type { Role } from '../shared/roles';
import type { AuthConfig } from './auth-config';
import { jwtKey } from './jwt-key';
import type { User } from './user-store';

/** The one signing algorithm accepted: tokens with any other, including "none", are refused. */
export const JWT_ALGORITHM = 'HS256';

export interface AccessClaims {
  sub: string;
  email: string;
  role: Role;
  org: string;
  typ: 'access';
}

export function signAccessToken(config: AuthConfig, user: User): string {
  const claims: AccessClaims = {
    sub: user.id,
    email: user.email,
    role: user.role,
    org: user.organizationId,
    typ: 'access',
  };
  return jwt.sign(claims, jwtKey(config.jwtSecret), {
    algorithm: JWT_ALGORITHM,
    expiresIn: config.accessTokenTtlSeconds,
    issuer: config.jwtIssuer,
  });
}
