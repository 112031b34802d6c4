// The graph of a line's evaluation (docs/analysis.md): White's winning
// percentage after each move, the area under it white and above it dark,
// the judged moves marked, the position shown as a line across; a click
// shows the position under it.
const SVG = "http://www.w3.org/2000/svg";

function element(name, attributes) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  return node;
}

// `percents[i]` is White's percentage in position i (null: not evaluated
// yet); `judgements[i]` that of the move into position i + 1.
export function drawGraph(svg, { percents, judgements, shown, onPick }) {
  const last = Math.max(percents.length - 1, 1);
  const x = (i) => (100 * i) / last;
  const points = [];
  percents.forEach((percent, i) => {
    if (percent !== null && percent !== undefined) points.push([x(i), 100 - percent]);
  });
  svg.replaceChildren();
  svg.append(element("rect", { x: 0, y: 0, width: 100, height: 100, class: "graph-black" }));
  if (points.length) {
    const line = points.map(([px, py]) => `${px.toFixed(2)},${py.toFixed(2)}`).join(" L");
    const first = points[0][0].toFixed(2);
    const end = points[points.length - 1][0].toFixed(2);
    svg.append(element("path", { d: `M${first},100 L${line} L${end},100 Z`, class: "graph-white" }));
    svg.append(element("path", { d: `M${line}`, class: "graph-line", "vector-effect": "non-scaling-stroke" }));
  }
  svg.append(element("line", { x1: 0, x2: 100, y1: 50, y2: 50, class: "graph-middle", "vector-effect": "non-scaling-stroke" }));
  judgements.forEach((judgement, i) => {
    const percent = percents[i + 1];
    if (!judgement || percent === null || percent === undefined) return;
    svg.append(element("line", {
      x1: x(i + 1), x2: x(i + 1), y1: 0, y2: 100,
      class: `graph-mark ${judgement}`, "data-ply": i + 1, "vector-effect": "non-scaling-stroke",
    }));
  });
  svg.append(element("line", { x1: x(shown), x2: x(shown), y1: 0, y2: 100, class: "graph-shown", "vector-effect": "non-scaling-stroke" }));
  svg.onclick = (event) => {
    const box = svg.getBoundingClientRect();
    onPick(Math.round(((event.clientX - box.left) / box.width) * last));
  };
}
