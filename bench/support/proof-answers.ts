import { leafHash } from '../../src/audit/merkle/merkle-hash';
import { MerkleProofs } from '../../src/audit/merkle/merkle-proofs';
import { verifyConsistency, verifyInclusion } from '../../src/audit/merkle/merkle-verify';
import { SqliteTreeStore } from '../../src/audit/merkle/sqlite-tree-store';
import { openSqliteClient } from '../../src/storage/sqlite-client';

/** A measured answer kept for checking after the run: which proof was asked for and the body received. */
export interface KeptAnswer {
  kind: 'inclusion' | 'consistency';
  /** The leaf index (inclusion) or the `from` size (consistency). */
  at: number;
  body: Buffer;
}

interface InclusionBody {
  data: { leaf_index: number; tree_size: number; leaf_hash: string; inclusion_path: string[] };
}
interface ConsistencyBody {
  data: { from: number; to: number; consistency_path: string[] };
}

const fromBase64 = (texts: string[]): Buffer[] => texts.map((text) => Buffer.from(text, 'base64'));

/**
 * Checks every kept answer against the synthetic tree in `dataDir` (read after the services stopped): each
 * inclusion proof leads from the leaf the bench wrote to the root of the signed size, each consistency proof
 * joins the two roots. Returns how many were checked; throws on the first that does not verify.
 */
export async function verifyAnswers(dataDir: string, size: number, answers: KeptAnswer[]): Promise<number> {
  const db = openSqliteClient(dataDir, { synchronous: 'normal' });
  try {
    const proofs = new MerkleProofs(SqliteTreeStore.open(db));
    const root = await proofs.root(size);
    for (const answer of answers) {
      if (answer.kind === 'inclusion') {
        const { data } = JSON.parse(answer.body.toString('utf8')) as InclusionBody;
        const leaf = leafHash(`{"position":${answer.at + 1},"synthetic":true}`);
        const sent = Buffer.from(data.leaf_hash, 'base64');
        const path = fromBase64(data.inclusion_path);
        const asked = data.leaf_index === answer.at && data.tree_size === size && sent.equals(leaf);
        if (!asked || !verifyInclusion(answer.at, size, leaf, path, root))
          throw new Error(`the inclusion proof of leaf ${answer.at} does not verify`);
      } else {
        const { data } = JSON.parse(answer.body.toString('utf8')) as ConsistencyBody;
        const fromRoot = await proofs.root(answer.at);
        const path = fromBase64(data.consistency_path);
        if (data.from !== answer.at || data.to !== size || !verifyConsistency(answer.at, size, fromRoot, root, path))
          throw new Error(`the consistency proof from ${answer.at} does not verify`);
      }
    }
    return answers.length;
  } finally {
    db.close();
  }
}
