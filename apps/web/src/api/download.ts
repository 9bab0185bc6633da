/**
 * File downloads: fetch the file as a blob (with the session cookie), then save it through a
 * temporary object URL. A plain <a href> would download an error body as the file; this way
 * failures follow SPEC 8 like any call.
 */
import { i18n } from '../i18n';
import { showError } from './feedback';
import { ApiError, apiHeaders, apiUrl, type RequestOptions, reportFailure } from './http';

/** The file name of a Content-Disposition header (RFC 6266 `filename*` preferred), else null. */
export function filenameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended?.[1]) {
    const value = extended[1].trim().replace(/^"(.*)"$/, '$1');
    const encoded = value.includes("''") ? value.slice(value.indexOf("''") + 2) : value;
    try {
      const decoded = decodeURIComponent(encoded);
      if (decoded) return sanitize(decoded);
    } catch {
      // Fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name?.trim() ? sanitize(name.trim()) : null;
}

/** No folders in a saved file name. */
function sanitize(name: string): string {
  return name.replace(/[\\/]/g, '_');
}

export interface DownloadOptions {
  query?: RequestOptions['query'];
  fallbackName: string;
  signal?: AbortSignal;
}

/** Downloads `path` and saves it; resolves with the saved file name. */
export async function downloadFile(path: string, options: DownloadOptions): Promise<string> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      headers: apiHeaders(),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    showError(i18n.t('errors.default'), 'api-network');
    throw new ApiError(0, null);
  }
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    throw reportFailure(response.status, body);
  }
  const blob = await response.blob();
  const name = filenameFromDisposition(response.headers.get('Content-Disposition')) ?? options.fallbackName;
  saveBlob(blob, name);
  return name;
}

export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
