// The lobby follows the open games as they open and close: its server
// stream sends a line on each change, and the list is then read again
// from the page itself, so the markup has one source. A lost connection
// is retried with a growing pause; the re-read after reconnecting catches
// up with what was missed.
const list = document.getElementById("open-games");

async function refresh() {
  const response = await fetch(location.pathname, { headers: { Accept: "text/html" } });
  if (!response.ok) return;
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  const fresh = page.getElementById("open-games");
  if (fresh) list.replaceChildren(...fresh.childNodes);
}

async function follow() {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(list.dataset.events, { headers: { Accept: "application/x-ndjson" } });
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      if (attempt > 0) await refresh();
      attempt = 0;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        if (value.trim()) await refresh();
      }
    } catch {
      // fall through to reconnect
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(8000, 500 * 2 ** attempt)));
  }
}

if (list) follow();
