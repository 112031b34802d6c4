// Following a server's NDJSON stream from a page, and reading parts of the
// page again when it says something changed: the markup has one source
// (the server's rendering of the page), scripts only put it in place.

/**
 * Reads `url` as NDJSON and calls `onLine(object)` for each line (blank
 * keep-alive lines are skipped). A lost connection is opened again, at
 * once after one that worked, else waiting longer after each failed try
 * (up to 8 s); `onReconnect()` runs after each reconnection, to catch up
 * with what was missed.
 */
export async function followLines(url, onLine, onReconnect = () => {}) {
  for (let failures = 0, first = true; ; ) {
    try {
      const response = await fetch(url, { headers: { Accept: "application/x-ndjson" } });
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      if (!first) await onReconnect();
      first = false;
      failures = 0;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        const lines = buffer.split("\n");
        buffer = lines.pop();
        for (const line of lines) if (line.trim()) await onLine(JSON.parse(line));
      }
    } catch {
      failures += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, failures ? Math.min(8000, 500 * 2 ** failures) : 250));
  }
}

/** Replaces the children of each element of `elements` by those of the
 * element with the same id on a fresh copy of this page. */
export async function refreshFromPage(elements) {
  if (!elements.length) return;
  const response = await fetch(location.pathname + location.search, { headers: { Accept: "text/html" } });
  if (!response.ok) return;
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  for (const element of elements) {
    const fresh = page.getElementById(element.id);
    if (fresh) element.replaceChildren(...fresh.childNodes);
  }
}
