// A button that prints the page (a club event's pairings, its
// announcement); without scripts the browser's own print does the same.
for (const button of document.querySelectorAll("[data-print]")) {
  button.hidden = false;
  button.addEventListener("click", () => window.print());
}
