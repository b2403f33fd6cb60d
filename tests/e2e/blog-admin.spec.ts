import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signIn } from "../support/auth";
import {
  adminRowTitles,
  createPostViaApi,
  gotoBlogListWith,
  uniqueTag,
  updatePostViaApi,
} from "./blog-fixtures";
import { gate } from "../support/gate";
import { waitForHydration } from "../support/hydration";
import { by, servedHtml } from "../support/served-html";

/**
 * The admin Blog Posts tab, with and without JavaScript (@both): create, edit, publish, unpublish,
 * rename, delete, search and sort. Titles carry a random tag: the server and database are shared.
 */

test("create a draft, publish it, rename it, unpublish it and delete it @both", async ({ page }) => {
  test.slow(); // the whole life of a post in one journey: 15 s alone, over 30 s beside the other worker
  // Without JavaScript only the admin's forms, redirects and URL dialogs differ: the public pages'
  // markup is read over HTTP there, and in the browser (client navigation) with JavaScript.
  const js = test.info().project.use.javaScriptEnabled !== false;
  const tag = uniqueTag();
  const title = `Breakroom Guide ${tag}`;
  await signIn(page, undefined, "/admin/blog");
  // The list is filtered to this test's posts: other tests add posts to the shared database.
  const list = `/admin/blog?q=${tag}`;
  await page.goto(list);

  // Create (as a draft).
  await page.getByRole("link", { name: "New Post" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/blog\\?q=${tag}&new=1$`));
  const dialog = page.getByRole("dialog", { name: "Create New Blog Post" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Excerpt")).toHaveAttribute("rows", "2");
  await expect(dialog.getByLabel("Content")).toHaveAttribute("rows", "12");
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Excerpt").fill(`Excerpt of ${tag}`);
  await dialog.getByLabel("Content").fill(`<h2>Section ${tag}</h2><p>Useful words about ${tag}.</p>`);
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText("Blog post created successfully!")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/blog\\?q=${tag}$`));
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Draft");
  await expect(row).toContainText(`Excerpt of ${tag}`);

  // A draft is never public.
  const slug = `breakroom-guide-${tag}`;
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
  const blogList = await page.request.get("/blog");
  expect(blogList.status()).toBe(200);
  expect(await blogList.text()).not.toContain(title); // nowhere in the page, its data included

  // Edit and publish.
  await page.goto(list);
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Blog Post" });
  await expect(edit.getByLabel("Title")).toHaveValue(title);
  await expect(edit.getByLabel("Publish immediately")).not.toBeChecked();
  await edit.getByLabel("Publish immediately").check();
  await edit.getByRole("button", { name: "Update Post" }).click();
  await expect(page.getByText("Blog post updated successfully!")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Published");

  if (js) {
    await gotoBlogListWith(page, title);
    await page.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("heading", { name: `Section ${tag}` })).toBeVisible();
  } else {
    const published = await page.request.get(`/blog/${slug}`);
    expect(published.status()).toBe(200);
    const served = servedHtml(await published.text());
    expect(served.h1).toEqual([title]);
    expect(served.texts(by.tag("h2"))).toContain(`Section ${tag}`);
  }

  // Rename: the old URL answers 301 to the new one.
  await page.goto(list);
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  const renamed = `Renamed Guide ${tag}`;
  await page.getByRole("dialog", { name: "Edit Blog Post" }).getByLabel("Title").fill(renamed);
  await page
    .getByRole("dialog", { name: "Edit Blog Post" })
    .getByRole("button", { name: "Update Post" })
    .click();
  await expect(page.getByText("Blog post updated successfully!")).toBeVisible();
  const old = await page.request.get(`/blog/${slug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers()["location"]).toBe(`/blog/renamed-guide-${tag}`);
  if (js) {
    await page.goto(`/blog/${slug}`);
    await expect(page).toHaveURL(new RegExp(`/blog/renamed-guide-${tag}$`));
    await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  } else {
    const followed = await page.request.get(`/blog/${slug}`);
    expect(followed.url()).toMatch(new RegExp(`/blog/renamed-guide-${tag}$`));
    expect(servedHtml(await followed.text()).h1).toEqual([renamed]);
  }

  // Unpublish: gone from the public site (and the old URL no longer redirects to it).
  await page.goto(list);
  await page.getByRole("link", { name: `Edit ${renamed}` }).click();
  await page.getByRole("dialog", { name: "Edit Blog Post" }).getByLabel("Publish immediately").uncheck();
  await page
    .getByRole("dialog", { name: "Edit Blog Post" })
    .getByRole("button", { name: "Update Post" })
    .click();
  await expect(page.getByText("Blog post updated successfully!")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: renamed })).toContainText("Draft");
  expect((await page.request.get(`/blog/renamed-guide-${tag}`)).status()).toBe(404);
  expect((await page.request.get(`/blog/${slug}`, { maxRedirects: 0 })).status()).toBe(404);

  // Delete, with the confirmation step.
  await page.getByRole("link", { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Blog Post" });
  await expect(confirm).toContainText("Are you sure you want to delete this blog post?");
  await confirm.getByRole("link", { name: "Cancel" }).first().click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: renamed })).toHaveCount(1);
  await page.getByRole("link", { name: `Delete ${renamed}` }).click();
  await page
    .getByRole("dialog", { name: "Delete Blog Post" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("Blog post deleted successfully!")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: renamed })).toHaveCount(0);
});

test("the editor shows field errors and keeps typed values @both", async ({ page }) => {
  const tag = uniqueTag();
  await signIn(page, undefined, "/admin/blog?new=1");
  const dialog = page.getByRole("dialog", { name: "Create New Blog Post" });
  await dialog.getByLabel("Excerpt").fill(`Kept excerpt ${tag}`);
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await expect(dialog.getByText("Content is required")).toBeVisible();
  await expect(dialog.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Excerpt")).toHaveValue(`Kept excerpt ${tag}`);

  // Content that is nothing but unsafe markup is refused by the server with a clear message.
  await dialog.getByLabel("Title").fill(`Only a script ${tag}`);
  await dialog.getByLabel("Content").fill("<script>alert(1)</script>");
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(
    dialog.getByText("Content has no text left after removing unsafe HTML", { exact: false }),
  ).toBeVisible();
  await expect(dialog.getByRole("alert").filter({ hasText: "Failed to create blog post" })).toBeVisible();
  await expect(dialog.getByLabel("Title")).toHaveValue(`Only a script ${tag}`);
});

test("an image from another site is refused with a message naming it, the typed content kept; the API answers 400 @both", async ({
  page,
}) => {
  const tag = uniqueTag();
  const image = `https://cdn.example/${tag}.jpg`;
  const content = `<p>Our new market ${tag}.</p><img src="${image}" alt="The market">`;
  await signIn(page, undefined, `/admin/blog?q=${tag}&new=1`);
  const dialog = page.getByRole("dialog", { name: "Create New Blog Post" });
  await dialog.getByLabel("Title").fill(`External image ${tag}`);
  await dialog.getByLabel("Content").fill(content);
  await dialog.getByRole("button", { name: "Create Post" }).click();
  const message = dialog.getByText(
    `the site's security policy blocks images from other sites, so this one would not show: ${image}`,
    { exact: false },
  );
  await expect(message).toBeVisible();
  await expect(dialog.getByLabel("Content")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Content")).toHaveValue(content);
  await expect(dialog.getByLabel("Title")).toHaveValue(`External image ${tag}`);

  // An image of this site is fine.
  await dialog
    .getByLabel("Content")
    .fill(`<p>Our new market ${tag}.</p><img src="/images/hero-lounge-800.webp" alt="The market">`);
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText("Blog post created successfully!")).toBeVisible();
  const post = (await (await page.request.get("/api/admin/blog-posts")).json()).find(
    (p: { title: string }) => p.title === `External image ${tag}`,
  );
  expect(post.content).toContain('src="/images/hero-lounge-800.webp"');

  // The JSON API: the same rule on create and update.
  const created = await page.request.post("/api/admin/blog-posts", {
    data: { title: `API image ${tag}`, content, published: true },
  });
  expect(created.status()).toBe(400);
  expect((await created.json()).fieldErrors.content).toEqual([expect.stringContaining(image)]);
  const updated = await page.request.put(`/api/admin/blog-posts/${post.id}`, {
    data: { title: post.title, content, published: true },
  });
  expect(updated.status()).toBe(400);
  expect((await updated.json()).fieldErrors.content).toEqual([expect.stringContaining("security policy")]);
});

test("search and sort the list through the URL @both", async ({ page }) => {
  const tag = uniqueTag();
  await signIn(page, undefined, "/admin/blog");
  // Created oldest first: Charlie, then Alpha, then Bravo (updated desc = Bravo, Alpha, Charlie).
  let previous = "";
  for (const name of ["Charlie", "Alpha", "Bravo"]) {
    let post = await createPostViaApi(page.request, { title: `${name} ${tag}`, published: name !== "Alpha" });
    // Distinct updatedAt: a post saved in the same millisecond as the one before is saved again,
    // unchanged, until the server's time has moved on.
    while (post.updatedAt <= previous) {
      const { title, content, excerpt, published } = post;
      post = await updatePostViaApi(page.request, post.id, { title, content, excerpt, published });
    }
    previous = post.updatedAt;
  }
  await page.goto("/admin/blog");
  await page.getByLabel("Search blog posts").fill(tag);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  await expect.poll(() => adminRowTitles(page)).toEqual([`Bravo ${tag}`, `Alpha ${tag}`, `Charlie ${tag}`]);

  await page.getByRole("link", { name: /^Title/ }).click();
  await expect(page).toHaveURL(/sort=title&dir=asc/);
  await expect.poll(() => adminRowTitles(page)).toEqual([`Alpha ${tag}`, `Bravo ${tag}`, `Charlie ${tag}`]);
  await page.getByRole("link", { name: /^Title/ }).click();
  await expect(page).toHaveURL(/sort=title&dir=desc/);
  await expect.poll(() => adminRowTitles(page)).toEqual([`Charlie ${tag}`, `Bravo ${tag}`, `Alpha ${tag}`]);
  await page.getByRole("link", { name: /^Updated/ }).click();
  await expect.poll(() => adminRowTitles(page)).toEqual([`Bravo ${tag}`, `Alpha ${tag}`, `Charlie ${tag}`]);
  await page.getByRole("link", { name: /^Updated/ }).click();
  await expect.poll(() => adminRowTitles(page)).toEqual([`Charlie ${tag}`, `Alpha ${tag}`, `Bravo ${tag}`]);

  await page.getByLabel("Search blog posts").fill(`nothing-matches-${tag}`);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No blog posts found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search terms")).toBeVisible();
});

test("counters add up and a signed-out visitor cannot reach the tab or the admin API @both", async ({
  page,
}) => {
  const res = await page.request.get("/api/admin/blog-posts");
  expect(res.status()).toBe(401);
  await page.goto("/admin/blog?new=1");
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  await signIn(page, undefined, "/admin/blog");
  const value = async (label: string) =>
    Number(await page.locator("dl div").filter({ hasText: label }).locator("dd").innerText());
  const [total, published, drafts] = [
    await value("Total Posts"),
    await value("Published"),
    await value("Drafts"),
  ];
  expect(total).toBe(published + drafts);
});

test("with JavaScript the list shows the loading state while it reloads and refreshes itself", async ({
  page,
}) => {
  const tag = uniqueTag();
  await signIn(page, undefined, "/admin/blog");
  await page.clock.install();
  await page.goto(`/admin/blog?q=${tag}`);
  await waitForHydration(page);
  // Hold the next data request until the loading text has been seen.
  const reload = gate();
  await page.route("**/admin/blog.data*", async (route) => {
    await reload.passed;
    await route.continue();
  });
  await createPostViaApi(page.request, { title: `Appears by refresh ${tag}` });
  await expect(page.getByText(`Appears by refresh ${tag}`)).toHaveCount(0);
  await page.clock.runFor(30_000);
  await expect(page.getByText("Loading blog posts...")).toBeVisible();
  reload.open();
  await expect(page.getByText(`Appears by refresh ${tag}`)).toBeVisible();
  await expect(page.getByText("Loading blog posts...")).toHaveCount(0);
});

test("with JavaScript the save button reads Saving... while the post is saved, then a toast confirms", async ({
  page,
}) => {
  const tag = uniqueTag();
  await signIn(page, undefined, `/admin/blog?q=${tag}&new=1`);
  // The save is held until "Saving..." has been seen.
  const save = gate();
  await page.route("**/admin/blog.data*", async (route) => {
    if (route.request().method() === "POST") await save.passed;
    await route.continue();
  });
  const dialog = page.getByRole("dialog", { name: "Create New Blog Post" });
  await dialog.getByLabel("Title").fill(`Pending ${tag}`);
  await dialog.getByLabel("Content").fill("<p>Some content.</p>");
  await dialog.getByLabel("Publish immediately").check();
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(dialog.getByRole("button", { name: "Saving..." })).toBeDisabled();
  save.open();
  await expect(page.getByRole("status").filter({ hasText: "Blog post created successfully!" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: `Pending ${tag}` })).toContainText("Published");
  // Escape closes a dialog opened with JavaScript and puts the URL back.
  await page.getByRole("link", { name: "New Post" }).click();
  await expect(page.getByRole("dialog", { name: "Create New Blog Post" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(new RegExp(`/admin/blog\\?q=${tag}$`));
});

test("axe finds no violations in the Blog Posts tab and its dialogs", async ({ page }) => {
  test.slow(); // four axe runs: over 30 s on a loaded 2-core machine
  await signIn(page, undefined, "/admin/blog");
  const post = await createPostViaApi(page.request, { title: `Axe Admin ${uniqueTag()}` });
  for (const search of ["", "?new=1", `?edit=${post.id}`, `?delete=${post.id}`]) {
    await page.goto(`/admin/blog${search}`);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (v) => `${search}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      ),
    ).toEqual([]);
  }
});
