// axe-core (the npm package, pinned in web/package-lock.json) run inside a
// page of the browser tests against WCAG 2.1 A and AA.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** axe's violations on the page as it is now, one line each: the rule,
 * its impact and the first elements it names. */
export async function axeViolations(page) {
  // Evaluated through the DevTools protocol: the page's Content Security
  // Policy, which allows no inline script, does not apply.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE);
  const found = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: "tag", values: tags } })
    .then((result) => result.violations.map((v) => ({
      rule: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`),
    }))), WCAG);
  return found.map((v) => `${v.rule} (${v.impact}) ${v.nodes.join(" | ").replace(/\s+/g, " ")}`);
}
