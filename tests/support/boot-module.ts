import { expect, type APIRequestContext } from "@playwright/test";

/** The address of the boot module a page's inline boot script imports (app/document/boot-module.server.ts). */
export async function bootModuleOf(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const found = /import\("(\/__boot\/[^"]+\.js)"\)/.exec(html);
  expect(found, `${path} has no boot module`).toBeTruthy();
  return found![1]!;
}

/** A fingerprinted client module of the page at `path`: the first one its boot module preloads. */
export async function pageModule(request: APIRequestContext, path: string): Promise<string> {
  const boot = await (await request.get(await bootModuleOf(request, path))).text();
  const found = /"(\/assets\/[\w.-]+\.js)"/.exec(boot);
  expect(found, `the boot module of ${path} names no module`).toBeTruthy();
  return found![1]!;
}
