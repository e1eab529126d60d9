import { expect } from 'chai';
import { type CommandOrigin, forImportedRow, stampMetadata } from '../../src/commands/command-origin';
import { inCanonicalOrder } from '../../src/events/canonical-json';

const actor = { userId: 'usr_1', role: 'admin' as const, organizationId: 'org_own' };
const now = new Date('2026-03-01T08:00:00.000Z');

describe('event metadata stamps (unit)', () => {
  it('are built with their keys in canonical order, for every kind of origin', () => {
    const origins: CommandOrigin[] = [
      { actor, requestId: 'req_1' },
      { actor, requestId: 'req_2', recordOrganizationId: 'org_other' },
      forImportedRow({ actor, requestId: 'req_3' }, 'batch_1', 12),
      forImportedRow({ actor, requestId: 'req_4', recordOrganizationId: 'org_other' }, 'batch_2', 3),
    ];
    for (const origin of origins) {
      const stamped = stampMetadata(origin, now);
      expect(inCanonicalOrder(stamped), JSON.stringify(stamped)).to.equal(true);
      // The handler adds the schema version last: still in order.
      expect(inCanonicalOrder({ ...stamped, schema_version: 1 })).to.equal(true);
    }
    expect(stampMetadata(origins[1], now)).to.deep.equal({
      actor_organization_id: 'org_own',
      actor_role: 'admin',
      actor_user_id: 'usr_1',
      occurred_at: '2026-03-01T08:00:00.000Z',
      organization_id: 'org_other',
      request_id: 'req_2',
    });
    expect(stampMetadata(origins[2], now)).to.deep.include({ batch_id: 'batch_1', row_number: 12 });
  });
});
