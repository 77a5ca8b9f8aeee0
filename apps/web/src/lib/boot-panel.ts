/** Removes the static loading panel of index.html (it paints before any script and stays until the load answers). */
export function removeBootPanel(): void {
  document.getElementById('boot-panel')?.remove();
}
