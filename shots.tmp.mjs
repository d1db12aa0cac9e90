import { chromium } from "playwright-core";
const base = "http://127.0.0.1:3111";
const who = JSON.parse(process.argv[2]);
const pages = process.argv[3].split(",");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const theme of ["light", "dark"]) for (const width of [375, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme, timezoneId: "Europe/London" });
  const page = await ctx.newPage();
  page.on("console", (m) => { if (m.type() === "error") console.log("CONSOLE", m.text()); });
  await page.goto(base + "/auth");
  await page.locator("input[name=username]").first().fill(who.username);
  await page.locator("input[name=password]").first().fill(who.password);
  await page.getByRole("button", { name: /sign in/i }).first().click();
  await page.waitForURL((u) => !u.pathname.startsWith("/auth"), { timeout: 20000 });
  for (const p of pages) {
    await page.goto(base + p);
    await page.waitForTimeout(2500);
    const name = `/tmp/shot-${who.role}-${p.replace(/[^a-z]+/g, "_")}-${theme}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
  }
  await ctx.close();
}
await browser.close();
