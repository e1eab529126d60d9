import type { OpenAPIV3 } from 'openapi-types';
import { ROLES } from '../../../shared/roles';
import { commonParameters, successResponse } from '../components/common';
import { alwaysPossible, storeErrors, errorResponse, jsonBodyErrors } from '../components/errors';
import { type SchemaObject, objectOf, ref, stringEnum } from '../schema-helpers';

/** Limits of loginSchema and refreshSchema in auth-service.ts. */
const text = (maxLength: number, description?: string): SchemaObject => ({
  type: 'string',
  minLength: 1,
  maxLength,
  ...(description && { description }),
});

export const authSchemas: Record<string, SchemaObject> = {
  LoginRequest: objectOf(
    { email: text(320), password: text(1024, 'The user password.') },
    { required: ['email', 'password'] },
  ),
  RefreshRequest: objectOf(
    { refresh_token: text(512, 'A refresh token from login or an earlier refresh; each can be used once.') },
    { required: ['refresh_token'] },
  ),
  LogoutResult: objectOf({ logged_out: { type: 'boolean', enum: [true] } }, { required: ['logged_out'] }),
  TokenPair: objectOf(
    {
      access_token: { type: 'string', description: 'JWT bearer token for the Authorization header.' },
      refresh_token: { type: 'string', description: 'Opaque token for POST /auth/refresh; rotated on every use.' },
      token_type: stringEnum(['Bearer']),
      expires_in: { type: 'integer', description: 'Access token lifetime in seconds (default 900).', example: 900 },
      refresh_expires_in: {
        type: 'integer',
        description: 'Refresh token lifetime in seconds (default 604800).',
        example: 604800,
      },
      user: objectOf(
        {
          id: { type: 'string' },
          email: { type: 'string' },
          role: stringEnum(ROLES),
          organization_id: { type: 'string' },
        },
        { required: ['id', 'email', 'role', 'organization_id'] },
      ),
    },
    { required: ['access_token', 'refresh_token', 'token_type', 'expires_in', 'refresh_expires_in', 'user'] },
  ),
};

const jsonBody = (schema: string): OpenAPIV3.RequestBodyObject => ({
  required: true,
  content: { 'application/json': { schema: ref(schema) } },
});

export function authPaths(basePath: string): OpenAPIV3.PathsObject {
  return {
    '/auth/login': {
      post: {
        tags: ['Authentication'],
        operationId: 'login',
        summary: 'Log in with email and password',
        description:
          'Returns an access token and a refresh token. Failed attempts are counted per email; ' +
          'after 5 consecutive failures the account is locked for 15 minutes (configurable) ' +
          'and even the right password gets 403 ACCOUNT_LOCKED. A successful login resets the count. ' +
          'A disabled account gets the same 401 INVALID_CREDENTIALS as an unknown email.',
        security: [],
        parameters: commonParameters(),
        requestBody: jsonBody('LoginRequest'),
        responses: {
          '200': successResponse('Logged in.', ref('TokenPair')),
          ...jsonBodyErrors(basePath),
          '401': errorResponse(401, ['INVALID_CREDENTIALS'], basePath),
          '403': errorResponse(403, ['ACCOUNT_LOCKED'], basePath),
          '422': errorResponse(422, ['VALIDATION_ERROR'], basePath),
          ...alwaysPossible(basePath),
          ...storeErrors(basePath),
        },
      },
    },
    '/auth/refresh': {
      post: {
        tags: ['Authentication'],
        operationId: 'refreshToken',
        summary: 'Exchange a refresh token for a new token pair',
        description:
          'Rotates: the presented refresh token stops working. Presenting an already used token revokes ' +
          'all tokens descended from the same login. Refused (and the login ended) when the account was ' +
          'disabled or removed, or its password reset, since the login.',
        security: [],
        parameters: commonParameters(),
        requestBody: jsonBody('RefreshRequest'),
        responses: {
          '200': successResponse('New tokens.', ref('TokenPair')),
          ...jsonBodyErrors(basePath),
          '401': errorResponse(401, ['INVALID_REFRESH_TOKEN'], basePath),
          '422': errorResponse(422, ['VALIDATION_ERROR'], basePath),
          ...alwaysPossible(basePath),
          ...storeErrors(basePath),
        },
      },
    },
    '/auth/logout': {
      post: {
        tags: ['Authentication'],
        operationId: 'logout',
        summary: 'Log out: revoke a refresh token and every token rotated from the same login',
        description:
          'Send the current refresh token. It and every token descended from the same login stop working at once. ' +
          'An unknown, expired or already revoked token gets the same 200, so the answer reveals nothing about it. ' +
          'Access tokens are not revoked: they expire on their own (15 minutes by default); discard them.',
        security: [],
        parameters: commonParameters(),
        requestBody: jsonBody('RefreshRequest'),
        responses: {
          '200': successResponse('Logged out.', ref('LogoutResult'), {
            message: 'The refresh token and every token rotated from its login are revoked',
          }),
          ...jsonBodyErrors(basePath),
          '422': errorResponse(422, ['VALIDATION_ERROR'], basePath),
          ...alwaysPossible(basePath),
          ...storeErrors(basePath),
        },
      },
    },
  };
}
