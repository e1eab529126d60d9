import { expect } from 'chai';
import {
  CredentialGuard,
  type CredentialWatch,
  type StreamEndReason,
  guardedLines,
} from '../../src/http/middleware/credential-guard';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function watchEnding(after: number, reason: StreamEndReason, expiresAt: number | null = null): CredentialWatch {
  const started = Date.now();
  return { expiresAt, recheck: async () => (Date.now() - started >= after ? reason : null) };
}

async function* slowLines(count: number, gapMs: number): AsyncGenerator<string> {
  for (let i = 0; i < count; i += 1) {
    await sleep(gapMs);
    yield `{"n":${i}}\n`;
  }
}

async function collect(lines: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const line of lines) out.push(line);
  return out;
}

describe('credential guard of long answers (NDJSON /events, /audit/events)', () => {
  it('cuts the lines short once the credential is revoked, with a last line saying why', async () => {
    const guard = new CredentialGuard(watchEnding(60, 'revoked'), 20).start();
    const lines = await collect(guardedLines(slowLines(50, 10), guard));
    expect(lines.length).to.be.below(50);
    const last = JSON.parse(lines[lines.length - 1]) as { stream_end: { reason: string; message: string } };
    expect(last.stream_end.reason).to.equal('revoked');
    expect(lines.slice(0, -1).every((line) => line.startsWith('{"n":'))).to.equal(true);
  });

  it('ends at the expiry even between re-checks', async () => {
    const guard = new CredentialGuard(watchEnding(Number.MAX_SAFE_INTEGER, 'revoked', Date.now() + 50), 60_000).start();
    const lines = await collect(guardedLines(slowLines(30, 10), guard));
    expect(JSON.parse(lines[lines.length - 1]).stream_end.reason).to.equal('expired');
  });

  it('sends everything, and no end line, while the credential holds', async () => {
    const guard = new CredentialGuard(watchEnding(Number.MAX_SAFE_INTEGER, 'revoked'), 5).start();
    const lines = await collect(guardedLines(slowLines(5, 5), guard));
    expect(lines).to.have.length(5);
    expect(lines.join('')).to.not.include('stream_end');
  });
});
