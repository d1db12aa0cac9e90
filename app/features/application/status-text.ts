/** docs/product.md section 4: the status as returned, underscores replaced by spaces, in capitals. */
export function formatStatus(status: string) {
  return status.replace(/_/g, " ").toUpperCase();
}
