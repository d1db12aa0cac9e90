/** How a downloaded file is named to the browser, for every download route. */

/** RFC 6266 / 5987: an ASCII fallback plus the exact UTF-8 name. */
export function attachmentDisposition(name: string, disposition: "attachment" | "inline" = "attachment") {
  const fallback = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
