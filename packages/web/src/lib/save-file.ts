/**
 * Hands a file the app received to the browser as a download under `name`, as a link with the
 * `download` attribute does (a phone's browser saves it or offers to open it). The object URL is
 * let go once the browser has taken it.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked at once, some browsers cancel the download they have not started reading yet.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
}
