import type { BlobStore } from '../../blob/store';
import type { Db } from '../client';

/** Demo news (issue #18): being built. */
export async function seedDemoNews(_db: Db, _now: Date, _blobs: BlobStore): Promise<void> {}
