import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. The API stores only keys in the database, so the local folder can be
 * swapped for an object store without touching the services (ARCHITECTURE "uploads").
 */
export interface BlobStore {
  /** Stores the bytes under a new key built from `prefix` and `extension`; returns the key. */
  put(prefix: string, extension: string, data: Uint8Array): Promise<string>;
  /** Moves a file from the local disk into the store (streamed, never read whole); returns the key. */
  putFile(prefix: string, extension: string, source: string): Promise<string>;
  /** The bytes, or null when the key is unknown. */
  get(key: string): Promise<Buffer | null>;
  /** The bytes as a stream with their size (large files are served without being read whole), or null. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the key (no error when it is already gone). */
  delete(key: string): Promise<void>;
}

const KEY_RE = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[0-9a-f-]{36}\.[a-z0-9]+$/;

/** A folder on the local disk (DATA_DIR/blobs by default). Keys never leave that folder. */
export class LocalBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private fileOf(key: string): string {
    if (!KEY_RE.test(key)) throw new Error(`Invalid blob key: ${key}`);
    return path.join(this.root, key);
  }

  async put(prefix: string, extension: string, data: Uint8Array): Promise<string> {
    const key = `${prefix}/${randomUUID()}.${extension}`;
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written under a temporary name then renamed, so a reader never sees half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, data, { mode: 0o600 });
    await rename(tmp, file);
    return key;
  }

  async putFile(prefix: string, extension: string, source: string): Promise<string> {
    const key = `${prefix}/${randomUUID()}.${extension}`;
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    try {
      await rename(source, tmp);
    } catch (e) {
      // Another file system (a temporary folder on tmpfs): copied, still without reading it whole.
      if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
      await copyFile(source, tmp);
      await rm(source, { force: true });
    }
    await rename(tmp, file);
    return key;
  }

  async open(key: string): Promise<{ stream: Readable; size: number } | null> {
    const file = this.fileOf(key);
    try {
      const { size } = await stat(file);
      return { stream: createReadStream(file), size };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.fileOf(key));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }
}
