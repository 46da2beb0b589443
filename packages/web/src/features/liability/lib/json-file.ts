/** Saves `value` as a pretty-printed JSON file named `name`: the files a member keeps and checks with `npm run verify`. */
export function downloadJsonFile(name: string, value: unknown): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
