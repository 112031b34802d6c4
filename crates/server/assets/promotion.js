// The promotion picker of the game page (game.js) and the analysis board
// (analysis.js): a column of the four pieces on the file promoted on, from
// the promotion square inwards, in the promoting side's colour (as lichess
// shows it); a click beside it or Escape puts the pawn back.

// Whether the move orig→dest just made on the board (its piece now on
// `dest`) is a pawn reaching the last rank.
export function isPromotion(pieces, orig, dest) {
  const piece = pieces.get(dest);
  return piece?.role === "pawn" && (dest[1] === "8" || dest[1] === "1") && orig[1] !== dest[1];
}

// The picker drawn in `element` (over the board); `onCancel` redraws the
// board without the move. `labels` names the pieces.
export function createPromotionPicker({ element, labels, onCancel }) {
  function close() {
    if (element.hidden) return;
    element.hidden = true;
    onCancel();
  }
  element.addEventListener("click", close);
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") close();
  });

  // Shows the choices over `dest` for `color` on a board seen from
  // `orientation`; `choose` gets the piece's letter (q, n, r or b).
  function open({ dest, color, orientation, choose }) {
    const file = dest.charCodeAt(0) - 97;
    const column = orientation === "white" ? file : 7 - file;
    const fromTop = (dest[1] === "8") === (orientation === "white");
    const list = document.createElement("div");
    list.className = "promotion-choices";
    list.style.left = `${column * 12.5}%`;
    list.style[fromTop ? "top" : "bottom"] = "0";
    list.setAttribute("role", "group");
    list.setAttribute("aria-label", labels["board-promote-to"]);
    for (const [letter, role] of [["q", "queen"], ["n", "knight"], ["r", "rook"], ["b", "bishop"]]) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "promote";
      button.dataset.role = role;
      button.setAttribute("aria-label", labels[`board-${role}`]);
      const piece = document.createElement("piece");
      piece.className = `${role} ${color}`;
      button.append(piece);
      button.addEventListener("click", (event) => {
        event.stopPropagation();
        element.hidden = true;
        choose(letter);
      });
      list.append(button);
    }
    element.replaceChildren(list);
    element.hidden = false;
    list.querySelector("button").focus();
  }

  return { open };
}
