/** Saves text as a file through a temporary link (the browser's own download). */
export function saveTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download reads the blob after the click returns; the address is freed once it has started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
