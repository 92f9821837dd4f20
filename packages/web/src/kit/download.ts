/** Saves a file the page made (a lab report, a game's record), as a download. */
export function download(content: Blob, name: string): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next task; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
