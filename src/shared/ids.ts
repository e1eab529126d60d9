import { randomBytes, randomUUID } from 'node:crypto';

export type IdPrefix = 'pat' | 'vis' | 'med' | 'batch' | 'usr' | 'req';

/** 128 random bits, URL-safe: unguessable and unrelated to any original identifier. */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomBytes(16).toString('base64url')}`;
}

export function newEventId(): string {
  return randomUUID();
}

const ID_SUFFIX = /^[A-Za-z0-9_-]{1,64}$/;

export function hasPrefix(value: string, prefix: IdPrefix): boolean {
  return value.startsWith(`${prefix}_`) && ID_SUFFIX.test(value.slice(prefix.length + 1));
}
