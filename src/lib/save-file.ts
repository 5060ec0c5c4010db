/**
 * Saves bytes made or fetched in the page (an export, a CSV, a chart's PNG, a file read with the
 * token) as a download, through a temporary object URL.
 */
export function saveBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link: the object URL can go after this task.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The same for a text made in the page. */
export function saveText(name: string, text: string, type: string): void {
  saveBlob(name, new Blob([text], { type }));
}
