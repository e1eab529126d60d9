import { expect } from 'chai';
import type { IdentifierDetector } from '../../src/deidentification/detector';
import { comparePeers, parsePeerRuns, peerTable } from '../../scripts/deid-peers';
import type { EvalSet } from '../../scripts/deid-sets';

/** Two small sets and a canned answer of the Python runner (scripts/deid-python/peers.py). */
const sets: EvalSet[] = [
  {
    name: 'alpha',
    domain: 'clinical',
    cases: [
      { id: 'a1', group: 'g', text: 'Seen by Dr Jones today.', spans: [{ kind: 'name', start: 11, end: 16 }] },
      { id: 'a2', group: 'g', text: 'Call 555-0100 or write.', spans: [{ kind: 'phone', start: 5, end: 13 }] },
      { id: 'a3', group: 'g', text: 'Hot flashes improved.', spans: [] },
      { id: 'a4', group: 'g', text: 'Sleep is better.', spans: [] },
    ],
  },
  {
    name: 'beta',
    domain: 'general',
    cases: [{ id: 'b1', group: 'g', text: 'Ana lives in Lyon.', spans: [{ kind: 'name', start: 0, end: 3 }] }],
  },
];
const key = (set: string, id: string): string => `${set}\u0000${id}`;
const runnerOutput = JSON.stringify({
  peers: [
    {
      name: 'peer-one',
      ran: true,
      hits: {
        // a1 found; a2 missed; a3 a false refusal; a4 clean; b1 hit elsewhere in the text (text yes, span no)
        [key('alpha', 'a1')]: [{ kind: 'name', start: 11, end: 16 }],
        [key('alpha', 'a2')]: [],
        [key('alpha', 'a3')]: [{ kind: 'other_identifier', start: 0, end: 3 }],
        [key('alpha', 'a4')]: [],
        [key('beta', 'b1')]: [{ kind: 'location', start: 13, end: 17 }],
      },
    },
    { name: 'peer-two', ran: false, reason: "OSError: [E050] Can't find model 'en_core_web_sm'." },
  ],
});
const silent: IdentifierDetector = { detect: () => [] };

describe('eval:deid --peers comparison', () => {
  it('scores a peer from its recorded spans with the same metric as the service', () => {
    const comparison = comparePeers(silent, sets, parsePeerRuns(runnerOutput));
    expect(comparison.columns).to.deep.equal(['this service', 'peer-one']);
    const [alpha, beta] = comparison.rows;
    const peer = alpha.reports[1];
    expect([peer.recallOverall, peer.specificity, peer.spanRecall]).to.deep.equal([0.5, 0.5, 0.5]);
    expect([beta.reports[1].recallOverall, beta.reports[1].spanRecall]).to.deep.equal([1, 0]);
    expect([alpha.reports[0].recallOverall, alpha.reports[0].specificity]).to.deep.equal([0, 1]);
  });

  it('prints one row per set and says which peer was skipped and why, with no column for it', () => {
    const lines = peerTable(comparePeers(silent, sets, parsePeerRuns(runnerOutput)));
    const header = lines.find((l) => l.startsWith('set'));
    expect(header).to.match(/this service\s+peer-one$/);
    expect(lines.find((l) => l.startsWith('alpha'))).to.match(
      /0\.0% \/ 100\.0% \/ 0\.0%\s+50\.0% \/ 50\.0% \/ 50\.0%$/,
    );
    expect(lines.find((l) => l.startsWith('beta'))).to.match(/100\.0% \/ - \/ 0\.0%$/);
    expect(lines).to.include("skipped peer-two: OSError: [E050] Can't find model 'en_core_web_sm'.");
    expect(lines.join('\n')).not.to.include('peer-two  ');
  });

  it('refuses a runner answer that skips a case instead of counting it as clean', () => {
    const partial = JSON.parse(runnerOutput) as { peers: { hits?: Record<string, unknown> }[] };
    delete partial.peers[0].hits?.[key('alpha', 'a4')];
    expect(() => comparePeers(silent, sets, parsePeerRuns(JSON.stringify(partial)))).to.throw(
      /no answer for alpha\/a4/,
    );
  });

  it('refuses malformed runner output', () => {
    expect(() => parsePeerRuns('{"peers":[{"name":"x","ran":true,"hits":{"a":[{"start":1}]}}]}')).to.throw(/bad spans/);
    expect(() => parsePeerRuns('{"peers":[{"name":"x","ran":false}]}')).to.throw(/neither hits nor a reason/);
    expect(() => parsePeerRuns('[]')).to.throw(/no "peers" list/);
  });
});
