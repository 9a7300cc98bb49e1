/** Turns a stored image path into the URL clients load: under /storage, or absolute as stored. */
export function createImageUrl(storageBaseUrl: string) {
  return (storedPath: string) =>
    /^https?:\/\//.test(storedPath) ? storedPath : `${storageBaseUrl}/storage/${storedPath}`;
}
export type ImageUrl = ReturnType<typeof createImageUrl>;
