import { expect, test } from "@playwright/test";
import { alterToken, drawViaApi, expectNoAxeViolations, uniquePerson } from "./prize-support";

/** The /prize page: the whole game as forms, with and without JavaScript. */
test.describe("prize page", () => {
  test("intro, drop the coin, the form with the drawn amount, the result; then Already Played @both", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const person = uniquePerson("page");
    await page.goto("/prize");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Win up to $1,000 in vending credit");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Drop the coin" }).click();
    await expect(page).toHaveURL(/\/prize\?token=/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(/^You won \$(100|1,000) in vending credit!$/);
    const amountText = (await heading.textContent())!.match(/\$(100|1,000)/)![0];
    await expect(
      page.getByText("Vending credit is for future clients only, not current clients."),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Bad fields: errors next to the fields, values kept.
    await page.getByLabel("Email").fill("still-not-an-email");
    await page.getByLabel("Phone").fill("(561) 555-01");
    await page.getByRole("button", { name: "Claim My Credit" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(page.getByLabel("Phone")).toHaveValue("(561) 555-01");
    await expectNoAxeViolations(page);

    await page.getByLabel("Email").fill(person.email);
    await page.getByLabel("Phone").fill(person.phone);
    await page.getByRole("button", { name: "Claim My Credit" }).click();
    await expect(page).toHaveURL(/\/prize\?result=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Congratulations!");
    await expect(page.getByText(`Your ${amountText} vending credit is reserved.`)).toBeVisible();
    await expectNoAxeViolations(page);

    // Same phone, other email: Already Played.
    await page.goto("/prize");
    await page.getByRole("button", { name: "Drop the coin" }).click();
    await page.getByLabel("Email").fill(uniquePerson("page2").email);
    await page.getByLabel("Phone").fill(person.phone.replace(/\D/g, ""));
    await page.getByRole("button", { name: "Claim My Credit" }).click();
    await expect(page).toHaveURL(/\/prize$/);
    await expect(page.getByTestId("toast")).toContainText("Already Played");
  });

  test("a phone with trailing junk digits gets the field message from the server, the values kept @both", async ({
    page,
  }) => {
    const person = uniquePerson("junk");
    await page.goto("/prize");
    await page.getByRole("button", { name: "Drop the coin" }).click();
    await expect(page).toHaveURL(/\/prize\?token=/);
    await page.getByLabel("Email").fill(person.email);
    await page.getByLabel("Phone").fill(`${person.phone} 123`);
    await page.getByRole("button", { name: "Claim My Credit" }).click();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(page.getByLabel("Phone")).toHaveValue(`${person.phone} 123`);
    await expect(page.getByLabel("Email")).toHaveValue(person.email);
    await expect(page).toHaveURL(/\/prize\?token=/);
  });

  test("a forged 1000 posted to the form is refused @nojs", async ({ page, request }) => {
    // A forgery needs a drawn 100: a real 1000 (one draw in a hundred) is drawn again.
    let draw = await drawViaApi(request);
    for (let again = 0; draw.prizeAmount !== 100 && again < 5; again++) draw = await drawViaApi(request);
    expect(draw.prizeAmount).toBe(100);
    await page.goto(`/prize?token=${encodeURIComponent(draw.token)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You won $100 in vending credit!");
    // A forger edits the hidden fields: the token claims 1000 (keeping its signature), and so does the amount.
    const forged = alterToken(draw.token, 1000);
    const person = uniquePerson("forge");
    const response = await page.request.post("/prize", {
      form: { email: person.email, phone: person.phone, prizeAmount: "1000", token: forged },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/prize");
    await page.goto("/prize");
    await expect(page.getByTestId("toast")).toContainText("Something went wrong");
    await expect(page.getByTestId("toast")).toContainText(
      "This prize could not be verified. Drop a coin to play again.",
    );
    // Nothing was stored: the same person can still enter honestly.
    const honest = await drawViaApi(request);
    const ok = await request.post("/api/engagement", {
      data: { ...person, prizeAmount: honest.prizeAmount, token: honest.token },
    });
    expect(ok.status()).toBe(201);
  });

  test("an expired or unknown token falls back to the intro with a message @nojs", async ({ page }) => {
    await page.goto("/prize?token=forged.token");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Win up to $1,000 in vending credit");
    await expect(page.getByRole("alert")).toHaveText(
      "This prize could not be verified. Drop a coin to play again.",
    );
  });
});
