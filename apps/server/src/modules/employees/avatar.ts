/** The URL the web shows an avatar from (the version changes with the image), or null (the default). */
export function avatarUrl(employeeId: number, key: string | null): string | null {
  if (!key) return null;
  const version = key.slice(key.lastIndexOf('/') + 1, key.lastIndexOf('.'));
  return `/api/avatars/${employeeId}?v=${version}`;
}
