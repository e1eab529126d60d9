import type { ReplayStore } from '../../storage/replay-store';
import { AppError } from '../../shared/app-error';

/** How long a file's fingerprint is remembered: a re-upload within this is refused unless asked for. */
export const DUPLICATE_UPLOAD_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface EarlierUpload {
  batch_id: string;
  accepted_at: string;
}

const slotOf = (organizationId: string, digest: string): string => `upload:${organizationId}:${digest}`;

/**
 * Byte-identical CSV files uploaded by one organization within 24 hours: the
 * second one would import every patient again, so it is refused naming the
 * earlier batch unless the client says it means it (`?allow_duplicate=true`).
 */
export class RecentUploads {
  constructor(private readonly store: ReplayStore) {}

  async assertNotDuplicate(organizationId: string, digest: string): Promise<void> {
    const kept = await this.store.get(slotOf(organizationId, digest));
    if (kept === null) return;
    const earlier = JSON.parse(kept) as EarlierUpload;
    throw new AppError(
      422,
      'DUPLICATE_ENTRY',
      `The same file was already uploaded as batch ${earlier.batch_id}; add ?allow_duplicate=true to import it again`,
      { ...earlier, allow_duplicate_parameter: 'allow_duplicate=true' },
    );
  }

  async remember(organizationId: string, digest: string, upload: EarlierUpload): Promise<void> {
    await this.store.put(slotOf(organizationId, digest), JSON.stringify(upload), DUPLICATE_UPLOAD_WINDOW_MS);
  }
}
