import { expect } from 'chai';
import Koa from 'koa';
import { allowRoles, requirePrivilegedRole } from '../../src/http/middleware/authentication';
import { errorHandler } from '../../src/http/middleware/error-handler';
import { silentLogger } from '../../src/shared/logger';
import type { Role } from '../../src/shared/roles';

/** A tiny app: the caller's role comes from a header, then the guard under test. */
async function answer(guard: Koa.Middleware, role: Role): Promise<{ status: number; body: any }> {
  const app = new Koa();
  app.use(errorHandler(silentLogger));
  app.use(async (ctx, next) => {
    ctx.state.actor = { userId: 'usr_1', role, organizationId: 'org-1' };
    await next();
  });
  app.use(guard);
  app.use((ctx) => {
    ctx.body = { status: 'success' };
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/v1/audit/events`);
    return { status: response.status, body: await response.json() };
  } finally {
    server.close();
  }
}

describe('INSUFFICIENT_ROLE for privileged operations, FORBIDDEN for role routes (unit)', () => {
  it('lets admin and auditor through a privileged guard and refuses others with INSUFFICIENT_ROLE', async () => {
    const guard = requirePrivilegedRole('admin', 'auditor');
    expect((await answer(guard, 'admin')).status).to.equal(200);
    expect((await answer(guard, 'auditor')).status).to.equal(200);
    const refused = await answer(guard, 'provider');
    expect(refused.status).to.equal(403);
    expect(refused.body).to.deep.include({ status: 'error', code: 'INSUFFICIENT_ROLE' });
    expect(refused.body.details).to.deep.equal({
      required_role: ['admin', 'auditor'],
      user_role: 'provider',
      resource: 'GET /v1/audit/events',
    });
  });

  it('keeps FORBIDDEN for the clinical role checks', async () => {
    const refused = await answer(allowRoles('provider', 'admin'), 'readonly');
    expect(refused.status).to.equal(403);
    expect(refused.body.code).to.equal('FORBIDDEN');
  });
});
