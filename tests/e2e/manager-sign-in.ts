import type { Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures";

/** Signs `account` in through the login page and waits for the dashboard it lands on. */
export async function signInAsManager(page: Page, account: { email: string; password: string }) {
  await page.goto("/manager-login");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/manager-dashboard$/);
}
