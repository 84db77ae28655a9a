import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The customer accounts' e2e helpers: a valid password, unique e-mails, and the API as a store sees it. */
export const PASSWORD = 'Botanica-2026';

let counter = 0;
/** An e-mail no other test (or retry, or worker) uses. */
export const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${process.pid}.${counter++}@example.com`;

/** A GraphQL call in one store view that must answer without errors; returns its data. */
export function storeApi(store: string) {
  return async function gql<T>(
    request: APIRequestContext,
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<T> {
    const response = await request.post('/graphql', {
      headers: { 'content-type': 'application/json', store, ...headers },
      data: { query, variables },
    });
    const body = (await response.json()) as { data: T; errors?: { message: string }[] };
    expect(body.errors ?? []).toEqual([]);
    return body.data;
  };
}

/**
 * Spec §4: the newsletter pop-up opens once after each sign-in (e2e/newsletter-popup.spec.ts is
 * about it). Journeys about other things close it ("Not now", in any store view's language)
 * whenever it shows up before one of their steps.
 */
export async function closeNewsletterPopup(page: Page): Promise<void> {
  await page.addLocatorHandler(
    page.getByRole('dialog', {
      name: /^(?:Stay in touch|Bleiben Sie auf dem Laufenden|Restons en contact|Paliksim saziņā)$/,
    }),
    async (dialog) => {
      // The pop-up can go by itself while it is being closed (the page navigated): then there is
      // nothing to click, and Playwright still checks that it is gone before the step goes on.
      await dialog
        .getByRole('button', { name: /^(?:Not now|Nicht jetzt|Pas maintenant|Ne tagad)$/ })
        .click({ timeout: 5_000 })
        .catch(() => undefined);
    },
  );
}
