/** The file name the server gave in Content-Disposition, its UTF-8 form first, else `fallback`. */
export function fileNameOf(response: Response, fallback: string) {
  const header = response.headers.get('content-disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // revoked later: some browsers read the blob after click() returns
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Saves a response's bytes as they came (a CSV's byte order mark, which tells spreadsheets the file is
 * UTF-8, included) under `fileName`.
 */
export async function saveResponse(response: Response, fileName: string, type: string) {
  saveFile(new Blob([await response.arrayBuffer()], { type }), fileName);
}
