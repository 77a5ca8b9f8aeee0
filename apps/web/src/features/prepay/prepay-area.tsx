// Placeholder while this area is being written (replaced in this change).
export function PrepayArea() {
  return null;
}
