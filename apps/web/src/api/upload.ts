/**
 * Multipart uploads with progress (fetch cannot report upload progress): XMLHttpRequest, which
 * sends the session cookie to its own origin, with the app's headers. Failures go through the same SPEC 8 handling as every call, quietly by default so
 * the dialog that started the upload can show the report itself.
 */
import { i18n } from '../i18n';
import { showError } from './feedback';
import { ApiError, apiHeaders, apiUrl, type RequestOptions, reportFailure } from './http';

export interface UploadOptions {
  /** 0-100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Toast the failure (default false: the caller shows it). */
  toast?: boolean;
  query?: RequestOptions['query'];
  /** 4220 field messages are put on this antd form (as `http()` does). */
  form?: RequestOptions['form'];
  /** i18n keys of field labels for the validation messages. */
  labels?: RequestOptions['labels'];
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function uploadWithProgress<T>(path: string, data: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path, options.query));
    // No Content-Type: the browser writes the multipart boundary itself.
    for (const [name, value] of Object.entries(apiHeaders())) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve(body as T);
        return;
      }
      reject(
        reportFailure(xhr.status, body, {
          quiet: !options.toast,
          form: options.form,
          labels: options.labels,
        }),
      );
    };
    xhr.onerror = () => {
      if (options.toast) showError(i18n.t('errors.default'), 'api-network');
      reject(new ApiError(0, null));
    };
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));

    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('Upload aborted', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(data);
  });
}
