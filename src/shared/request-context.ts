import { AsyncLocalStorage } from 'node:async_hooks';
import type { Role } from './roles';

export interface Actor {
  userId: string;
  role: Role;
  organizationId: string;
}

export interface RequestContext {
  requestId: string;
  actor?: Actor;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}
