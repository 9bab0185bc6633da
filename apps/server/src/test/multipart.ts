/** multipart/form-data bodies, as a browser sends them; free of vitest, so child processes use it too. */

export interface FormFile {
  field: string;
  filename: string;
  content: Buffer | string;
  contentType?: string;
}

/** Text fields (an array repeats its field) and files, in one multipart body. */
export function formData(
  fields: Record<string, string | number | Array<string | number>>,
  files: FormFile[] = [],
  boundary = `----staffhub${Math.random().toString(16).slice(2)}`,
) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value])
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`),
      );
  for (const f of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\n` +
          `Content-Type: ${f.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content),
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
